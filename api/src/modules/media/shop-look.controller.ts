import { Body, Controller, Delete, Param, Patch, Put, Req, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MEDIA_MESSAGES } from '@chowk/contracts';
import type { TokenPayload } from '../../common/auth/token-payload';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiInvalidId, ApiNotFound } from '../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../common/pipes/parse-object-id.pipe';
import { ShopsService } from '../catalogue/shops/shops.service';
import { ShopLookResponseDto, ThemeColorDto } from './dto/media.dto';
import { ImageTooLargeFilter, ImageUploadRoute } from './image-body-parser';
import { type BrandingImage, MediaService } from './media.service';
import { ApiImageBody, ApiPlanRequired } from './openapi-images';

/**
 * A customised shop (the Professional plan): the owner's logo, banner and theme colour, shown on
 * the storefront while the plan lasts (shop-plan-view.ts `brandingView`). Owner only, as
 * PATCH /shops/{id}; each answers the owner's view of the shop.
 */
@ApiTags('shops')
@Controller('shops')
@UseFilters(ImageTooLargeFilter)
export class ShopLookController {
  constructor(
    private readonly media: MediaService,
    private readonly shops: ShopsService,
  ) {}

  @Put(':id/logo')
  @ImageUploadRoute()
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The owner uploads the shop's logo (the image as the body; stored 256×256 WebP)" })
  @ApiOkResponse({ type: ShopLookResponseDto })
  @ApiImageBody()
  @ApiPlanRequired('custom_shop')
  @ApiNotFound('shop')
  uploadLogo(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string, @Req() request: FastifyRequest) {
    return this.upload(user, id, 'logo', request);
  }

  @Put(':id/banner')
  @ImageUploadRoute()
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The owner uploads the shop's banner (the image as the body; stored 1200×400 WebP)" })
  @ApiOkResponse({ type: ShopLookResponseDto })
  @ApiImageBody()
  @ApiPlanRequired('custom_shop')
  @ApiNotFound('shop')
  uploadBanner(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string, @Req() request: FastifyRequest) {
    return this.upload(user, id, 'banner', request);
  }

  @Delete(':id/logo')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The owner removes the shop's logo" })
  @ApiOkResponse({ type: ShopLookResponseDto })
  @ApiInvalidId()
  @ApiPlanRequired('custom_shop')
  @ApiNotFound('shop')
  removeLogo(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string) {
    return this.remove(user, id, 'logo');
  }

  @Delete(':id/banner')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The owner removes the shop's banner" })
  @ApiOkResponse({ type: ShopLookResponseDto })
  @ApiInvalidId()
  @ApiPlanRequired('custom_shop')
  @ApiNotFound('shop')
  removeBanner(@CurrentUser() user: TokenPayload, @Param('id', ParseObjectIdPipe) id: string) {
    return this.remove(user, id, 'banner');
  }

  @Patch(':id/theme')
  @ShopkeeperOnly()
  @ApiOperation({ summary: "The owner sets the storefront's theme colour (#rrggbb), or null for the standard look" })
  @ApiOkResponse({ type: ShopLookResponseDto })
  @ApiBody400And422()
  @ApiPlanRequired('custom_shop')
  @ApiNotFound('shop')
  async theme(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ThemeColorDto,
  ): Promise<ShopLookResponseDto> {
    const shop = await this.media.setThemeColor(user.sub, id, body.theme_color);
    return { shop: (await this.shops.ownerView(shop)) as ShopLookResponseDto['shop'], message: MEDIA_MESSAGES.themeSaved };
  }

  private async upload(
    user: TokenPayload,
    id: string,
    kind: BrandingImage,
    request: FastifyRequest,
  ): Promise<ShopLookResponseDto> {
    const shop = await this.media.setBrandingImage(user.sub, id, kind, {
      body: request.body,
      contentType: request.headers['content-type'],
    });
    const message = kind === 'logo' ? MEDIA_MESSAGES.logoSaved : MEDIA_MESSAGES.bannerSaved;
    return { shop: (await this.shops.ownerView(shop)) as ShopLookResponseDto['shop'], message };
  }

  private async remove(user: TokenPayload, id: string, kind: BrandingImage): Promise<ShopLookResponseDto> {
    const shop = await this.media.removeBrandingImage(user.sub, id, kind);
    const message = kind === 'logo' ? MEDIA_MESSAGES.logoRemoved : MEDIA_MESSAGES.bannerRemoved;
    return { shop: (await this.shops.ownerView(shop)) as ShopLookResponseDto['shop'], message };
  }
}
