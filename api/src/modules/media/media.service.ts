import { Injectable, NotFoundException, type OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { ITEM_IMAGE_LIMIT, MEDIA_MESSAGES, type Product as ProductView, SHOP_API_MESSAGES } from '@chowk/contracts';
import { Clock } from '../../common/clock';
import { assertPlanIncludes } from '../../common/plans/plan-gate';
import { isObjectId } from '../../common/pipes/parse-object-id.pipe';
import { MenuService } from '../catalogue/menu/menu.service';
import type { ShopBrandingRecord } from '../catalogue/schemas/shop.schema';
import { type ShopRecord, ShopsService } from '../catalogue/shops/shops.service';
import { IMAGE_TOO_LARGE, type ImageBody, ImageTooLargeException } from './image-body-parser';
import { isAcceptedContentType, processImage } from './image-processing';
import { ShopImage } from './schemas/shop-image.schema';

export type ShopImageRecord = ShopImage & { _id: Types.ObjectId };
export type BrandingImage = 'logo' | 'banner';

/** The upload as the route received it: the body (bytes, JSON, nothing) and its Content-Type. */
export interface ImageUpload {
  body: unknown;
  contentType: string | undefined;
}

const BRANDING_FIELD = { logo: 'logoImageId', banner: 'bannerImageId' } as const;

/**
 * The images of the Professional plan: a shop's logo, banner and theme colour (custom_shop) and
 * its menu items' images (item_images, at most ITEM_IMAGE_LIMIT a shop). Each write checks, in
 * order: the owner (404 / 403), the plan (402), then the image (413, 422). A replaced or removed
 * image's document goes at once: nothing refers to it any more.
 */
@Injectable()
export class MediaService implements OnModuleInit {
  constructor(
    @InjectModel(ShopImage.name) private readonly images: Model<ShopImage>,
    private readonly shops: ShopsService,
    private readonly menu: MenuService,
    private readonly clock: Clock,
  ) {}

  /** An item's image goes with the item. */
  onModuleInit(): void {
    this.menu.onProductRemoved(async (product) => {
      if (product.imageId) await this.deleteImages([product.imageId]);
    });
  }

  /** A stored image, for GET /images/{id} (bytes included). */
  find(id: string): Promise<ShopImageRecord | null> {
    if (!isObjectId(id)) return Promise.resolve(null);
    return this.images.findById(id).lean<ShopImageRecord>().exec();
  }

  // ------------------------------------------------------------------ the shop's look

  private async ownedShopWithLook(ownerId: string, shopId: string): Promise<ShopRecord> {
    const shop = await this.shops.requireOwned(shopId, ownerId);
    assertPlanIncludes(shop, 'custom_shop', this.clock.now());
    return shop;
  }

  async setBrandingImage(ownerId: string, shopId: string, kind: BrandingImage, upload: ImageUpload): Promise<ShopRecord> {
    const shop = await this.ownedShopWithLook(ownerId, shopId);
    const image = await this.store(shop._id, kind, upload);
    return this.replaceBranding(shop, { [BRANDING_FIELD[kind]]: image });
  }

  async removeBrandingImage(ownerId: string, shopId: string, kind: BrandingImage): Promise<ShopRecord> {
    const shop = await this.ownedShopWithLook(ownerId, shopId);
    return this.replaceBranding(shop, { [BRANDING_FIELD[kind]]: null });
  }

  async setThemeColor(ownerId: string, shopId: string, themeColor: string | null): Promise<ShopRecord> {
    const shop = await this.ownedShopWithLook(ownerId, shopId);
    return this.replaceBranding(shop, { themeColor: themeColor ? themeColor.toLowerCase() : null });
  }

  /** Only the changed fields are written (ShopsService.replaceBranding); the image a field named before is deleted after. */
  private async replaceBranding(shop: ShopRecord, change: Partial<ShopBrandingRecord>): Promise<ShopRecord> {
    const before = await this.shops.replaceBranding(shop, change);
    if (!before) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    const replaced = (['logoImageId', 'bannerImageId'] as const)
      .filter((field) => field in change && before.branding?.[field] && String(before.branding[field]) !== String(change[field]))
      .map((field) => before.branding?.[field] as Types.ObjectId);
    if (replaced.length > 0) await this.deleteImages(replaced);
    const row = await this.shops.findById(String(shop._id));
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    return row;
  }

  // ------------------------------------------------------------------ item images

  async setProductImage(ownerId: string, productId: string, upload: ImageUpload): Promise<ProductView> {
    const { product, shop } = await this.menu.requireOwnedProduct(ownerId, productId);
    assertPlanIncludes(shop, 'item_images', this.clock.now());
    // A replacement takes the place of the item's image: only a new one counts against the limit.
    if (!product.imageId && (await this.images.countDocuments({ shopId: shop._id, kind: 'item' })) >= ITEM_IMAGE_LIMIT) {
      // The body's size and type are still checked first: an oversized file says so rather than this.
      readUpload(upload);
      throw new UnprocessableEntityException({ message: MEDIA_MESSAGES.itemImageLimit, errors: {} });
    }
    const image = await this.store(shop._id, 'item', upload);
    await this.menu.setProductImageId(product._id, image);
    if (product.imageId) await this.deleteImages([product.imageId]);
    return this.menu.productView(productId, shop);
  }

  async removeProductImage(ownerId: string, productId: string): Promise<ProductView> {
    const { product, shop } = await this.menu.requireOwnedProduct(ownerId, productId);
    assertPlanIncludes(shop, 'item_images', this.clock.now());
    if (product.imageId) {
      await this.menu.setProductImageId(product._id, null);
      await this.deleteImages([product.imageId]);
    }
    return this.menu.productView(productId, shop);
  }

  // ------------------------------------------------------------------ storage

  private async store(shopId: Types.ObjectId, kind: ShopImage['kind'], upload: ImageUpload): Promise<Types.ObjectId> {
    const processed = await processImage(readUpload(upload), kind);
    const created = await this.images.create({ shopId, kind, ...processed });
    return created._id;
  }

  private async deleteImages(ids: Types.ObjectId[]): Promise<void> {
    for (const id of ids) await this.images.deleteOne({ _id: new Types.ObjectId(String(id)) });
  }
}

/** The bytes of an upload: 413 over the limit, 422 for anything but a JPEG, PNG or WebP body. */
function readUpload(upload: ImageUpload): Buffer {
  if (upload.body === IMAGE_TOO_LARGE) throw new ImageTooLargeException();
  const body = upload.body as ImageBody | undefined;
  if (!isAcceptedContentType(upload.contentType) || !Buffer.isBuffer(body)) {
    throw new UnprocessableEntityException({ message: MEDIA_MESSAGES.unsupportedType, errors: {} });
  }
  if (body.length === 0) throw new UnprocessableEntityException({ message: MEDIA_MESSAGES.unreadable, errors: {} });
  return body;
}
