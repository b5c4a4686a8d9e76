import { Controller, Delete, Param, Put, Req, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ITEM_IMAGE_LIMIT, MEDIA_MESSAGES } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../common/decorators/shopkeeper-only.decorator';
import { ApiInvalidId, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { ProductImageResponseDto } from './dto/media.dto';
import { ImageTooLargeFilter, ImageUploadRoute } from './image-body-parser';
import { MediaService } from './media.service';
import { ApiImageBody, ApiPlanRequired } from './openapi-images';

/** Item images (the Professional plan): the owner's image of a menu item, at most 50 a shop. */
@ApiTags('products')
@Controller('products')
@UseFilters(ImageTooLargeFilter)
export class ProductImageController {
  constructor(private readonly media: MediaService) {}

  @Put(':id/image')
  @ImageUploadRoute()
  @ShopkeeperOnly()
  @ApiOperation({
    summary: `The owner sets an item's image (the image as the body; stored within 600×600 WebP); at most ${ITEM_IMAGE_LIMIT} a shop, a replacement not counted twice`,
  })
  @ApiOkResponse({ type: ProductImageResponseDto })
  @ApiImageBody()
  @ApiPlanRequired('item_images')
  @ApiNotFound('menu item')
  async upload(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Req() request: FastifyRequest,
  ): Promise<ProductImageResponseDto> {
    const product = await this.media.setProductImage(user.sub, id, {
      body: request.body,
      contentType: request.headers['content-type'],
    });
    return { product: product as ProductImageResponseDto['product'], message: MEDIA_MESSAGES.itemImageSaved };
  }

  @Delete(':id/image')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The owner removes an item's image" })
  @ApiOkResponse({ type: ProductImageResponseDto })
  @ApiInvalidId()
  @ApiPlanRequired('item_images')
  @ApiNotFound('menu item')
  async remove(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string): Promise<ProductImageResponseDto> {
    const product = await this.media.removeProductImage(user.sub, id);
    return { product: product as ProductImageResponseDto['product'], message: MEDIA_MESSAGES.itemImageRemoved };
  }
}
