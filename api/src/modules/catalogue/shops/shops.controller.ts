import { Body, Controller, Get, NotFoundException, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SHOP_API_MESSAGES, SHOP_CODE_PATTERN } from '@chowk/contracts';
import type { TokenPayload } from '../../../common/auth/token-payload';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ShopkeeperOnly } from '../../../common/decorators/shopkeeper-only.decorator';
import { ApiBody400And422, ApiNotFound, ApiValidation } from '../../../common/openapi/api-responses.decorator';
import { ParseObjectIdPipe } from '../../../common/pipes/parse-object-id.pipe';
import {
  NearbyQueryDto,
  NearbyResponseDto,
  ShopByCodeQueryDto,
  ShopListQueryDto,
  ShopListResponseDto,
  ShopWithMenuResponseDto,
} from '../dto/shop-directory.dto';
import type { MenuSectionDto, ProductDto } from '../dto/menu.dto';
import { MenuService } from '../menu/menu.service';
import { ShopSettingsDto, ShopSettingsResponseDto } from '../dto/shop-settings.dto';
import { ShopsService } from './shops.service';

/**
 * The customer's directory and nearby search and a shop by its code (public), and the owner's
 * settings. The static paths (`nearby`, `by-code/:code`) come before any `:id` route.
 */
/** No shop code is longer (they are SHOP- and a few digits); a longer one is not found. */
const SHOP_CODE_MAX_LENGTH = 100;

@ApiTags('shops')
@Controller('shops')
export class ShopsController {
  constructor(
    private readonly shops: ShopsService,
    private readonly menu: MenuService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The shop directory: a page of shops by name, filtered by a part of the name, the category, state, city or district',
  })
  @ApiOkResponse({ type: ShopListResponseDto, description: 'One page, with pagination {total, hasMore, page, limit}' })
  @ApiValidation(
    'page, limit or a filter breaks its rule (an id that is not an ObjectId), or the query has a key the list does not know',
  )
  list(@Query() query: ShopListQueryDto): Promise<ShopListResponseDto> {
    return this.shops.list(query);
  }

  @Get('nearby')
  @ApiOperation({ summary: 'Shops with a location within radius_km of lat/lng, nearest first, each with distance_km' })
  @ApiOkResponse({ type: NearbyResponseDto })
  @ApiValidation('lat or lng missing or out of range, radius_km or limit out of range, or an unknown query key')
  async nearby(@Query() query: NearbyQueryDto): Promise<NearbyResponseDto> {
    return { data: await this.shops.nearby(query) };
  }

  @Get('by-code/:code')
  @ApiOperation({
    summary: 'A shop by its code (case-sensitive, e.g. SHOP-1234); with include=menu also its products and sections',
  })
  @ApiParam({
    name: 'code',
    schema: { type: 'string', pattern: SHOP_CODE_PATTERN.source, maxLength: SHOP_CODE_MAX_LENGTH, example: 'SHOP-1234' },
  })
  @ApiOkResponse({ type: ShopWithMenuResponseDto })
  @ApiNotFound('shop')
  @ApiValidation('include is not menu, or the query has a key the route does not know')
  async byCode(@Param('code') code: string, @Query() query: ShopByCodeQueryDto): Promise<ShopWithMenuResponseDto> {
    const shop = code.length <= SHOP_CODE_MAX_LENGTH && SHOP_CODE_PATTERN.test(code) ? await this.shops.findByCode(code) : null;
    if (!shop) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    if (query.include !== 'menu') return { shop: await this.shops.toView(shop) };
    // The storefront's first read: one round trip instead of two on a slow phone.
    const [view, products, menuSections] = await Promise.all([
      this.shops.toView(shop),
      this.menu.listProducts(String(shop._id)),
      this.menu.listSections(String(shop._id)),
    ]);
    return { shop: view, products: products as ProductDto[], menuSections: menuSections as MenuSectionDto[] };
  }

  @Patch(':id')
  @ShopkeeperOnly()
  @ApiOperation({
    summary: "The owner changes the shop's settings: name, category, district, address, hours, pause, delivery, location",
  })
  @ApiOkResponse({ type: ShopSettingsResponseDto })
  @ApiBody400And422()
  @ApiNotFound('shop, category or district')
  async update(
    @CurrentUser() user: TokenPayload,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ShopSettingsDto,
  ): Promise<ShopSettingsResponseDto> {
    const shop = await this.shops.updateSettings(user.sub, id, body);
    return { shop: await this.shops.ownerView(shop), message: SHOP_API_MESSAGES.settingsSaved };
  }
}
