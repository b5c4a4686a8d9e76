import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SHOP_API_MESSAGES } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiConflict, ApiInvalidId, ApiNotFound } from '../../../common/openapi/api-responses.decorator';
import { MessageDto } from '../../../common/openapi/error-body.dto';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import {
  MenuSectionDto,
  MenuSectionListDto,
  MenuSectionPayloadDto,
  MenuSectionRenameDto,
  MenuSectionResponseDto,
} from '../dto/menu.dto';
import { MenuService } from './menu.service';

/** Menu sections: a shop's are public to read; only its owner changes them. */
@ApiTags('menu sections')
@Controller('menu-sections')
export class MenuSectionsController {
  constructor(private readonly menu: MenuService) {}

  @Get('shop/:shopId')
  @ApiOperation({ summary: "A shop's menu sections, in menu order" })
  @ApiOkResponse({ type: MenuSectionListDto })
  @ApiInvalidId()
  @ApiNotFound('shop')
  async list(@Param('shopId', ParseObjectIdPipe) shopId: string): Promise<MenuSectionListDto> {
    return { menuSections: (await this.menu.listSections(shopId)) as MenuSectionDto[] };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Add a section to your menu (names unique in the shop, ignoring case)' })
  @ApiCreatedResponse({ type: MenuSectionResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop')
  @ApiConflict('A section with this name exists, or the shop has the most sections it can hold')
  async create(@CurrentUser() user: TokenPayload, @Body() body: MenuSectionPayloadDto): Promise<MenuSectionResponseDto> {
    return { menuSection: (await this.menu.createSection(user.sub, body.shop_id, body.name, body.names)) as MenuSectionDto };
  }

  @Put(':id')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Rename a section of your menu, and set its Hindi and Tamil names' })
  @ApiOkResponse({ type: MenuSectionResponseDto })
  @ApiBody400And422()
  @ApiNotFound('menu section')
  @ApiConflict('A section with this name exists')
  async rename(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: MenuSectionRenameDto,
  ): Promise<MenuSectionResponseDto> {
    return { menuSection: (await this.menu.renameSection(user.sub, id, body.name, body.names)) as MenuSectionDto };
  }

  @Delete(':id')
  @ShopkeeperOnly()
  @ApiOperation({ summary: 'Delete an empty section of your menu' })
  @ApiOkResponse({ type: MessageDto })
  @ApiInvalidId()
  @ApiNotFound('menu section')
  @ApiConflict('The section still holds menu items')
  async remove(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string): Promise<MessageDto> {
    await this.menu.removeSection(user.sub, id);
    return { message: SHOP_API_MESSAGES.sectionDeleted };
  }
}
