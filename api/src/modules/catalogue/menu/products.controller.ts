import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SHOP_API_MESSAGES } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../../common/openapi/error-body.dto';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import { ProductAvailabilityDto, ProductListDto, ProductPayloadDto, ProductResponseDto } from '../dto/menu.dto';
import { MenuService } from './menu.service';

/** Menu items (docs/product.md §7 products): a shop's are public to read; only its owner changes them. */
@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(private readonly menu: MenuService) {}

  @Get('shop/:shopId')
  @ApiOperation({ summary: "A shop's menu items, by section order then name (sold-out ones included, flagged)" })
  @ApiOkResponse({ type: ProductListDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  async list(@Param('shopId', ParseObjectIdPipe) shopId: string): Promise<ProductListDto> {
    return { products: (await this.menu.listProducts(shopId)) as ProductListDto['products'] };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Add an item to your menu' })
  @ApiCreatedResponse({ type: ProductResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop or menu section')
  @ApiConflict('The shop has the most menu items it can hold')
  async create(@CurrentUser() user: TokenPayload, @Body() body: ProductPayloadDto): Promise<ProductResponseDto> {
    return { product: (await this.menu.createProduct(user.sub, body)) as ProductResponseDto['product'] };
  }

  @Put(':id')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Change an item of your menu' })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiBody400And422()
  @ApiNotFound('menu item or menu section')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ProductPayloadDto,
  ): Promise<ProductResponseDto> {
    return { product: (await this.menu.updateProduct(user.sub, id, body)) as ProductResponseDto['product'] };
  }

  @Patch(':id/availability')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Mark an item of your menu sold out, or available again' })
  @ApiOkResponse({ type: ProductResponseDto })
  @ApiBody400And422()
  @ApiNotFound('menu item')
  async availability(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ProductAvailabilityDto,
  ): Promise<ProductResponseDto> {
    return { product: (await this.menu.setSoldOut(user.sub, id, body.sold_out)) as ProductResponseDto['product'] };
  }

  @Delete(':id')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Delete an item of your menu' })
  @ApiOkResponse({ type: MessageDto })
  @ApiInvalidId()
  @ApiNotFound('menu item')
  async remove(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.menu.removeProduct(user.sub, id);
    return { message: SHOP_API_MESSAGES.productDeleted };
  }
}
