import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import {
  HTTP_MESSAGES,
  imageUrl,
  type LocalNames,
  OPTION_API_MESSAGES,
  optionGroupIdsError,
  paiseToRupees,
  rupeesToPaise,
  SHOP_API_MESSAGES,
  SHOP_LIMITS,
  TRANSLATED_LANGUAGES,
  type MenuSection as MenuSectionView,
  type Product as ProductView,
} from '@chowk/contracts';
import { Clock } from '../../../common/clock';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { nameKey } from '../../../common/mongo/name-key';
import { isObjectId } from '../../../common/pipes/parse-object-id.pipe';
import { shopHasFeature } from '../../../common/plans/plan-gate';
import { type OptionGroupRecord, OptionGroupsService, toOptionGroupView } from '../options/option-groups.service';
import { MenuSection } from '../schemas/menu-section.schema';
import { Product } from '../schemas/product.schema';
import { type ShopRecord, ShopsService } from '../shops/shops.service';
import type { ProductPayloadDto } from '../dto/menu.dto';

type SectionRecord = MenuSection & { _id: Types.ObjectId };
type ProductRecord = Product & { _id: Types.ObjectId };

/** What an order is priced from: the server's own record of an item (its option groups by id; absent: none). */
export type PricingProduct = Pick<Product, 'shopId' | 'name' | 'pricePaise' | 'soldOut' | 'sectionId'> & {
  _id: Types.ObjectId;
  optionGroupIds?: Types.ObjectId[];
};

/** Option groups by id, as product views resolve them. */
type GroupsById = ReadonlyMap<string, OptionGroupRecord>;
const NO_GROUPS: GroupsById = new Map();

const SECTION_FIELDS = 'name names shopId order';

/** What another module cleans up when an item goes (the media module: the item's image). */
export type ProductRemovedHook = (product: { _id: Types.ObjectId; imageId?: Types.ObjectId | null }) => Promise<void>;

/**
 * A shop's menu: sections and items. Reads are public (the storefront); every write names a shop
 * and is refused unless the signed-in shopkeeper owns it (ShopsService.requireOwned: 404 / 403).
 */
@Injectable()
export class MenuService {
  private readonly removedHooks: ProductRemovedHook[] = [];

  constructor(
    @InjectModel(MenuSection.name) private readonly sections: Model<MenuSection>,
    @InjectModel(Product.name) private readonly products: Model<Product>,
    private readonly shops: ShopsService,
    private readonly clock: Clock,
    private readonly groups: OptionGroupsService,
  ) {}

  /** Items show their images only while the shop's plan includes item images. */
  private showsImages(shop: Pick<ShopRecord, 'plan'>): boolean {
    return shopHasFeature(shop, 'item_images', this.clock.now());
  }

  // ------------------------------------------------------------------ sections

  async listSections(shopId: string): Promise<MenuSectionView[]> {
    if (!(await this.shops.findById(shopId))) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    const rows = await this.sections.find({ shopId }).select(SECTION_FIELDS).sort({ order: 1, _id: 1 }).lean<SectionRecord[]>();
    return rows.map(toSectionView);
  }

  async createSection(ownerId: string, shopId: string, name: string, names?: LocalNames | null): Promise<MenuSectionView> {
    await this.shops.requireOwned(shopId, ownerId);
    const count = await this.sections.countDocuments({ shopId });
    if (count >= SHOP_LIMITS.maxSectionsPerShop) throw new ConflictException(SHOP_API_MESSAGES.tooManySections);
    const last = await this.sections.findOne({ shopId }).sort({ order: -1 }).select('order').lean<{ order: number }>();
    try {
      const created = await this.sections.create({
        name,
        nameKey: nameKey(name),
        ...givenNames(names),
        shopId,
        order: (last?.order ?? 0) + 1,
      });
      return toSectionView(created.toObject() as SectionRecord);
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(SHOP_API_MESSAGES.sectionExists) : error;
    }
  }

  private async ownedSection(ownerId: string, id: string): Promise<SectionRecord> {
    const section = await this.sections.findById(id).select(SECTION_FIELDS).lean<SectionRecord>();
    if (!section) throw new NotFoundException(SHOP_API_MESSAGES.sectionNotFound);
    await this.shops.requireOwned(String(section.shopId), ownerId);
    return section;
  }

  /** A new name; `names` as namesToUpdate reads them (absent: unchanged). */
  async renameSection(ownerId: string, id: string, name: string, names?: LocalNames | null): Promise<MenuSectionView> {
    const section = await this.ownedSection(ownerId, id);
    const update = namesToUpdate(names);
    try {
      const row = await this.sections
        // No projection on findAndModify: FerretDB 1.24 does not implement `fields` there.
        .findByIdAndUpdate(
          id,
          { $set: { name, nameKey: nameKey(name), ...update.$set }, ...(update.$unset ? { $unset: update.$unset } : {}) },
          { returnDocument: 'after' },
        )
        .lean<SectionRecord>();
      return toSectionView(row ?? section);
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(SHOP_API_MESSAGES.sectionExists) : error;
    }
  }

  /** Only an empty section goes: its items would lose their place on the menu. */
  async removeSection(ownerId: string, id: string): Promise<void> {
    await this.ownedSection(ownerId, id);
    if (await this.products.exists({ sectionId: id })) throw new ConflictException(SHOP_API_MESSAGES.sectionNotEmpty);
    await this.sections.deleteOne({ _id: id });
  }

  // ------------------------------------------------------------------ products

  async listProducts(shopId: string): Promise<ProductView[]> {
    const shop = await this.shops.findById(shopId);
    if (!shop) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    const images = this.showsImages(shop);
    // The shop's option groups once for the whole list, not once per item.
    const [sections, rows, groups] = await Promise.all([
      this.sections.find({ shopId }).select(SECTION_FIELDS).lean<SectionRecord[]>(),
      this.products.find({ shopId }).lean<ProductRecord[]>(),
      this.groups.recordsOfShop(shop._id),
    ]);
    const byId = new Map(sections.map((s) => [String(s._id), s]));
    const groupsById = new Map(groups.map((g) => [String(g._id), g]));
    const order = (p: ProductRecord) => byId.get(String(p.sectionId))?.order ?? Number.MAX_SAFE_INTEGER;
    return rows
      .sort((a, b) => order(a) - order(b) || a.name.localeCompare(b.name, 'en-IN'))
      .map((p) => toProductView(p, byId.get(String(p.sectionId)), images, groupsById));
  }

  /**
   * The option groups an item names (ProductPayload.option_group_ids), once its shop and section
   * are known: at most 10, each once, each a group of the same shop (422 on `option_group_ids`).
   * The shop's groups are read once; they also resolve the answer's `option_groups`.
   */
  private async optionGroupsFor(
    shopId: Types.ObjectId,
    raw: readonly string[],
  ): Promise<{ ids: Types.ObjectId[]; groups: GroupsById }> {
    const error = optionGroupIdsError(raw);
    if (error) throw invalidItem({ option_group_ids: error });
    if (raw.length === 0) return { ids: [], groups: NO_GROUPS };
    const groups = new Map((await this.groups.recordsOfShop(shopId)).map((g) => [String(g._id), g]));
    const ids = raw.map((id) => groups.get(id.toLowerCase())?._id);
    if (ids.some((id) => id === undefined)) throw invalidItem({ option_group_ids: OPTION_API_MESSAGES.groupNotInShop });
    return { ids: ids as Types.ObjectId[], groups };
  }

  /** The groups of one item, for its view. */
  private groupsOf(product: Pick<ProductRecord, 'optionGroupIds'>): Promise<GroupsById> {
    const ids = product.optionGroupIds ?? [];
    return ids.length === 0 ? Promise.resolve(NO_GROUPS) : this.groups.recordsByIds(ids);
  }

  /** The section, if it is one of `shopId`'s: 404 when it does not exist, 422 when it is another shop's. */
  private async sectionOf(shopId: string, sectionId: string): Promise<SectionRecord> {
    const section = isObjectId(sectionId)
      ? await this.sections.findById(sectionId).select(SECTION_FIELDS).lean<SectionRecord>()
      : null;
    if (!section) throw new NotFoundException(SHOP_API_MESSAGES.sectionNotFound);
    if (String(section.shopId) !== shopId) {
      throw new UnprocessableEntityException({
        message: HTTP_MESSAGES.validation,
        errors: { menu_section_id: SHOP_API_MESSAGES.sectionNotInShop },
      });
    }
    return section;
  }

  async createProduct(ownerId: string, body: ProductPayloadDto): Promise<ProductView> {
    const shop = await this.shops.requireOwned(body.shop_id, ownerId);
    const section = await this.sectionOf(body.shop_id, body.menu_section_id);
    const options = await this.optionGroupsFor(shop._id, body.option_group_ids ?? []);
    if ((await this.products.countDocuments({ shopId: body.shop_id })) >= SHOP_LIMITS.maxProductsPerShop) {
      throw new ConflictException(SHOP_API_MESSAGES.tooManyProducts);
    }
    const created = await this.products.create({
      name: body.name,
      ...givenNames(body.names),
      shopId: body.shop_id,
      sectionId: section._id,
      pricePaise: rupeesToPaise(body.price),
      description: body.description ?? '',
      optionGroupIds: options.ids,
    });
    return toProductView(created.toObject() as ProductRecord, section, this.showsImages(shop), options.groups);
  }

  private async ownedProduct(ownerId: string, id: string): Promise<{ product: ProductRecord; shop: ShopRecord }> {
    const product = await this.products.findById(id).lean<ProductRecord>();
    if (!product) throw new NotFoundException(SHOP_API_MESSAGES.productNotFound);
    const shop = await this.shops.requireOwned(String(product.shopId), ownerId);
    return { product, shop };
  }

  /** The owner's item and its shop (404 / 403 as every write): the item image routes start here. */
  requireOwnedProduct(ownerId: string, id: string): Promise<{ product: ProductRecord; shop: ShopRecord }> {
    return this.ownedProduct(ownerId, id);
  }

  /** One item as the owner's answers carry it. */
  async productView(id: string, shop: Pick<ShopRecord, 'plan'>): Promise<ProductView> {
    const row = await this.products.findById(id).lean<ProductRecord>();
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.productNotFound);
    const [section, groups] = await Promise.all([
      this.sections.findById(row.sectionId).select(SECTION_FIELDS).lean<SectionRecord>(),
      this.groupsOf(row),
    ]);
    return toProductView(row, section ?? undefined, this.showsImages(shop), groups);
  }

  async updateProduct(ownerId: string, id: string, body: ProductPayloadDto): Promise<ProductView> {
    const { product, shop } = await this.ownedProduct(ownerId, id);
    if (String(product.shopId) !== body.shop_id) {
      throw new UnprocessableEntityException({
        message: HTTP_MESSAGES.validation,
        errors: { shop_id: SHOP_API_MESSAGES.productOtherShop },
      });
    }
    const section = await this.sectionOf(body.shop_id, body.menu_section_id);
    // Absent (or null): the item keeps its groups.
    const options = body.option_group_ids == null ? null : await this.optionGroupsFor(shop._id, body.option_group_ids);
    const names = namesToUpdate(body.names);
    const row = await this.products
      .findByIdAndUpdate(
        id,
        {
          $set: {
            name: body.name,
            ...names.$set,
            sectionId: section._id,
            pricePaise: rupeesToPaise(body.price),
            description: body.description ?? '',
            ...(options ? { optionGroupIds: options.ids } : {}),
          },
          ...(names.$unset ? { $unset: names.$unset } : {}),
        },
        { returnDocument: 'after' },
      )
      .lean<ProductRecord>();
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.productNotFound);
    return toProductView(row, section, this.showsImages(shop), options ? options.groups : await this.groupsOf(row));
  }

  async setSoldOut(ownerId: string, id: string, soldOut: boolean): Promise<ProductView> {
    const { shop } = await this.ownedProduct(ownerId, id);
    const row = await this.products
      .findByIdAndUpdate(id, { $set: { soldOut } }, { returnDocument: 'after' })
      .lean<ProductRecord>();
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.productNotFound);
    const [section, groups] = await Promise.all([
      this.sections.findById(row.sectionId).select(SECTION_FIELDS).lean<SectionRecord>(),
      this.groupsOf(row),
    ]);
    return toProductView(row, section ?? undefined, this.showsImages(shop), groups);
  }

  /** Sets or clears the item's image (the media module stores the image itself). */
  async setProductImageId(productId: Types.ObjectId, imageId: Types.ObjectId | null): Promise<void> {
    await this.products.updateOne({ _id: productId }, { $set: { imageId } });
  }

  // ------------------------------------------------------------------ what orders read

  /**
   * The items an order names, by lower-case id (those that do not exist are left out): one read
   * each, since on FerretDB 1.24 only an `_id` equality is filtered inside SQLite (an `$in`
   * decodes every product).
   */
  async productsForOrder(ids: readonly string[]): Promise<Map<string, PricingProduct>> {
    const found = await Promise.all(
      ids.map((id) =>
        this.products
          .findById(new Types.ObjectId(id))
          .select('shopId name pricePaise soldOut sectionId optionGroupIds')
          .lean<PricingProduct>()
          .exec(),
      ),
    );
    return new Map(found.flatMap((p) => (p ? [[String(p._id), p] as const] : [])));
  }

  /** The names of these menu sections, by id (those that do not exist are left out). */
  async sectionNames(ids: readonly string[]): Promise<Map<string, string>> {
    const found = await Promise.all(
      [...new Set(ids)].map((id) =>
        this.sections.findById(id).select('name').lean<{ _id: Types.ObjectId; name: string }>().exec(),
      ),
    );
    return new Map(found.flatMap((s) => (s ? [[String(s._id), s.name] as const] : [])));
  }

  /**
   * Lets a module that keeps something of an item learn that the item went: the media module
   * deletes its image (it builds on the menu, so the menu does not call it by name).
   */
  onProductRemoved(hook: ProductRemovedHook): void {
    this.removedHooks.push(hook);
  }

  /** The item goes, and what other modules kept of it (its image) with it. */
  async removeProduct(ownerId: string, id: string): Promise<void> {
    const { product } = await this.ownedProduct(ownerId, id);
    await this.products.deleteOne({ _id: id });
    for (const hook of this.removedHooks) await hook(product);
  }
}

/**
 * The languages of `names` that hold text (stored, or as validated: only hi and ta, trimmed), as
 * a new item or section stores them and every view answers them; absent when none.
 */
function givenNames(names: LocalNames | null | undefined): { names?: LocalNames } {
  const given: Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], string>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const text: unknown = names?.[language];
    if (typeof text === 'string' && text.trim()) given[language] = text;
  }
  return Object.keys(given).length ? { names: given } : {};
}

/**
 * What an edit changes (docs/api.md "Item and section names"): absent or null `names`, nothing; a
 * language given sets it, a blank one removes it, one left out stays.
 */
function namesToUpdate(names: LocalNames | null | undefined): {
  $set: Record<string, string>;
  $unset?: Record<string, ''>;
} {
  const $set: Record<string, string> = {};
  const $unset: Record<string, ''> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const text = names?.[language];
    if (text === undefined) continue;
    if (text) $set[`names.${language}`] = text;
    else $unset[`names.${language}`] = '';
  }
  return Object.keys($unset).length ? { $set, $unset } : { $set };
}

const toSectionView = (s: SectionRecord): MenuSectionView => ({
  _id: String(s._id),
  name: s.name,
  ...givenNames(s.names),
  shop_id: String(s.shopId),
  order: s.order,
});

const invalidItem = (errors: Record<string, string>) =>
  new UnprocessableEntityException({ message: HTTP_MESSAGES.validation, errors });

/**
 * An item on the wire. Its option groups are resolved from `groups` (in the item's order; one
 * deleted meanwhile is left out of both lists): every read answers both, empty when none.
 */
function toProductView(
  p: ProductRecord,
  section: SectionRecord | undefined,
  showImage: boolean,
  groups: GroupsById,
): ProductView {
  const carried = (p.optionGroupIds ?? []).flatMap((id) => {
    const group = groups.get(String(id));
    return group ? [group] : [];
  });
  return {
    _id: String(p._id),
    name: p.name,
    ...givenNames(p.names),
    shop_id: String(p.shopId),
    price: paiseToRupees(p.pricePaise),
    description: p.description ?? '',
    section: section?.name ?? '',
    menu_section_id: { _id: String(p.sectionId), name: section?.name ?? '' },
    sold_out: Boolean(p.soldOut),
    sold_by_weight: Boolean(p.soldByWeight),
    image_url: showImage && p.imageId ? imageUrl(String(p.imageId)) : null,
    option_group_ids: carried.map((g) => String(g._id)),
    option_groups: carried.map(toOptionGroupView),
  };
}
