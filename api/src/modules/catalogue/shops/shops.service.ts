import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomInt } from 'node:crypto';
import type { Model, Types } from 'mongoose';
import { defaultOpeningHours, SHOP_API_MESSAGES, type Shop as ShopView, type ShopSettingsPayload } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { isObjectId } from '../../../common/pipes/parse-object-id.pipe';
import { City } from '../../areas/schemas/city.schema';
import { District } from '../../areas/schemas/district.schema';
import { State } from '../../areas/schemas/state.schema';
import { Category } from '../schemas/category.schema';
import { Shop } from '../schemas/shop.schema';

export type ShopRecord = Shop & { _id: Types.ObjectId };

export interface NewShop {
  ownerId: Types.ObjectId | string;
  name: string;
  categoryId: string;
  districtId: string;
  /** A fixed code (the demo shop's SHOP-1234); generated when not given. */
  code?: string;
}

/** Tries before a code gets another digit (SHOP-1234, then SHOP-12345, …). */
const CODE_TRIES_PER_LENGTH = 8;

/** Shops: creation with a unique code, lookups, ownership and the wire view (spec §3). */
@Injectable()
export class ShopsService {
  constructor(
    @InjectModel(Shop.name) private readonly shops: Model<Shop>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(District.name) private readonly districts: Model<District>,
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(State.name) private readonly states: Model<State>,
  ) {}

  /**
   * 404 with the field's message when the category or district does not exist (category first).
   * Not a 422: the payload is well-formed and names a record that is not there, which is how the
   * areas answer an unknown parent too (a city's stateId), and what the OpenAPI fuzzing's
   * positive-data check expects of valid input. The forms pick their choices from the API, so
   * this only happens when one was deleted meanwhile; the message says which.
   */
  async assertReferences(refs: { categoryId?: string; districtId?: string }): Promise<void> {
    if (refs.categoryId !== undefined) {
      if (!isObjectId(refs.categoryId) || !(await this.categories.exists({ _id: refs.categoryId }))) {
        throw new NotFoundException(SHOP_API_MESSAGES.shopCategoryNotFound);
      }
    }
    if (refs.districtId !== undefined) {
      if (!isObjectId(refs.districtId) || !(await this.districts.exists({ _id: refs.districtId }))) {
        throw new NotFoundException(SHOP_API_MESSAGES.districtNotFound);
      }
    }
  }

  /** A new shop with a generated unique code and default hours (09:00–21:00 daily). */
  async createForOwner(input: NewShop): Promise<ShopRecord> {
    for (let digits = 4; ; digits++) {
      for (let attempt = 0; attempt < CODE_TRIES_PER_LENGTH; attempt++) {
        const code = input.code ?? `SHOP-${randomInt(10 ** (digits - 1), 10 ** digits)}`;
        try {
          const created = await this.shops.create({
            code,
            name: input.name,
            ownerId: input.ownerId,
            categoryId: input.categoryId,
            districtId: input.districtId,
            openingHours: defaultOpeningHours(),
          });
          return created.toObject() as ShopRecord;
        } catch (error) {
          if (!isDuplicateKeyError(error) || input.code) throw error;
        }
      }
    }
  }

  findById(id: string): Promise<ShopRecord | null> {
    if (!isObjectId(id)) return Promise.resolve(null);
    return this.shops.findById(id).lean<ShopRecord>().exec();
  }

  findByOwner(ownerId: string | Types.ObjectId): Promise<ShopRecord | null> {
    return this.shops.findOne({ ownerId }).lean<ShopRecord>().exec();
  }

  findByCode(code: string): Promise<ShopRecord | null> {
    return this.shops
      .findOne({ code: { $eq: code } })
      .lean<ShopRecord>()
      .exec();
  }

  /** The shop `id`, if `ownerId` owns it: 404 when there is no such shop, 403 when it is another's. */
  async requireOwned(id: string, ownerId: string): Promise<ShopRecord> {
    const shop = await this.findById(id);
    if (!shop) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    if (String(shop.ownerId) !== ownerId) {
      throw new ForbiddenException(SHOP_API_MESSAGES.notYourShop);
    }
    return shop;
  }

  /** The owner's settings; only the fields given change. */
  async updateSettings(ownerId: string, id: string, body: ShopSettingsPayload): Promise<ShopRecord> {
    await this.requireOwned(id, ownerId);
    await this.assertReferences({ categoryId: body.category_id, districtId: body.district_id });
    const set: Record<string, unknown> = {};
    if (body.name !== undefined) set.name = body.name;
    if (body.category_id !== undefined) set.categoryId = body.category_id;
    if (body.district_id !== undefined) set.districtId = body.district_id;
    if (body.address !== undefined) set.address = body.address;
    if (body.openingHours !== undefined) {
      set.openingHours = body.openingHours.map(({ day, closed, open, close }) => ({ day, closed, open, close }));
    }
    if (body.ordersPaused !== undefined) set.ordersPaused = body.ordersPaused;
    if (body.delivers !== undefined) set.delivers = body.delivers;
    if (body.location !== undefined) {
      set.location = body.location ? { latitude: body.location.latitude, longitude: body.location.longitude } : null;
    }
    const row = await this.shops.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after' }).lean<ShopRecord>().exec();
    if (!row) throw new NotFoundException(SHOP_API_MESSAGES.shopNotFound);
    return row;
  }

  /** The wire shape: category, district, city and state populated with their names. */
  async toView(shop: ShopRecord): Promise<ShopView> {
    const [category, district] = await Promise.all([
      this.categories.findById(shop.categoryId).select('name').lean<{ _id: Types.ObjectId; name: string }>().exec(),
      this.districts
        .findById(shop.districtId)
        .select('name cityId')
        .lean<{ _id: Types.ObjectId; name: string; cityId: Types.ObjectId }>()
        .exec(),
    ]);
    const city = district
      ? await this.cities
          .findById(district.cityId)
          .select('name stateId')
          .lean<{ _id: Types.ObjectId; name: string; stateId: Types.ObjectId }>()
          .exec()
      : null;
    const state = city
      ? await this.states
          .findById(city.stateId)
          .select('name code')
          .lean<{ _id: Types.ObjectId; name: string; code: string }>()
          .exec()
      : null;
    const ref = (row: { _id: Types.ObjectId; name: string } | null) => (row ? { _id: String(row._id), name: row.name } : null);
    return {
      _id: String(shop._id),
      code: shop.code,
      name: shop.name,
      shop_name: shop.name,
      category: ref(category),
      category_id: shop.categoryId ? String(shop.categoryId) : null,
      district: ref(district),
      city: ref(city),
      state: state ? { _id: String(state._id), name: state.name, code: state.code } : null,
      address: shop.address ?? '',
      location:
        shop.location?.latitude !== undefined && shop.location?.longitude !== undefined
          ? { latitude: shop.location.latitude, longitude: shop.location.longitude }
          : null,
      openingHours: (shop.openingHours ?? defaultOpeningHours()).map(({ day, closed, open, close }) => ({
        day,
        closed,
        open,
        close,
      })),
      ordersPaused: Boolean(shop.ordersPaused),
      delivers: Boolean(shop.delivers),
      createdAt: shop.createdAt ? new Date(shop.createdAt).toISOString() : undefined,
    };
  }
}
