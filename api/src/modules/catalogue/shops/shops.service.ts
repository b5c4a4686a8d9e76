import { ForbiddenException, Injectable, Logger, NotFoundException, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { randomInt } from 'node:crypto';
import { type QueryFilter, type Model, trusted, Types } from 'mongoose';
import {
  CUSTOMER_LIMITS,
  defaultOpeningHours,
  deliveryTermsOf,
  type DeliveryTermsPaise,
  distanceKm,
  type NearbyQuery,
  type NearbyShop,
  SHOP_API_MESSAGES,
  type Shop as ShopView,
  type ShopListQuery,
  type ShopListResponse,
  type ShopBilling,
  type ShopSettingsPayload,
} from '@chowk/contracts';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';
import { nameKey } from '../../../common/mongo/name-key';
import { inIds } from '../../../common/mongo/trusted-in';
import { readPage } from '../../../common/pagination/page-query.dto';
import { isObjectId } from '../../../common/pipes/parse-object-id.pipe';
import { AreasService } from '../../areas/areas.service';
import { Category } from '../schemas/category.schema';
import {
  Shop,
  type ShopBrandingRecord,
  type ShopPlanRecord,
  type ShopPrintingRecord,
  type ShopWhatsAppRecord,
} from '../schemas/shop.schema';
import { Clock } from '../../../common/clock';
import { billingRecord, shopBilling } from './shop-billing';
import { shopDeliveryTerms } from './shop-delivery-terms';
import { brandingView, ownerFields } from './shop-plan-view';
import { boundingBox, escapeRegex, roundKm } from './shop-directory';

export type ShopRecord = Shop & { _id: Types.ObjectId };

export interface NewShop {
  ownerId: Types.ObjectId | string;
  name: string;
  categoryId: string;
  districtId: string;
  /** A fixed code (the demo shop's SHOP-1234); generated when not given. */
  code?: string;
}

const NO_BRANDING: ShopBrandingRecord = { logoImageId: null, bannerImageId: null, themeColor: null };

/** Tries before a code gets another digit (SHOP-1234, then SHOP-12345, …). */
const CODE_TRIES_PER_LENGTH = 8;

type Ref = { _id: Types.ObjectId; name: string };

/** A shop's id and location, all nearby reads before it picks the nearest. */
type Located = { _id: Types.ObjectId; nameKey?: string; location: { latitude: number; longitude: number } };

/**
 * Shops: creation with a unique code, lookups, ownership, the wire view (docs/product.md §3), and the
 * customer's directory and nearby search.
 */
@Injectable()
export class ShopsService implements OnModuleInit {
  private readonly logger = new Logger('Shops');

  constructor(
    @InjectModel(Shop.name) private readonly shops: Model<Shop>,
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    private readonly areas: AreasService,
    private readonly clock: Clock,
  ) {}

  /**
   * Shops made before `nameKey` existed get it (the directory sorts and searches by it). In the
   * background: start-up does not wait on the database, and a failure is only logged (the next
   * start tries again).
   */
  onModuleInit(): void {
    void this.backfillNameKeys().catch((error: unknown) =>
      this.logger.warn(`Could not fill in shop name keys: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async backfillNameKeys(): Promise<number> {
    const rows = await this.shops
      .find({ nameKey: trusted({ $exists: false }) })
      .select('name')
      .lean<{ _id: Types.ObjectId; name: string }[]>()
      .exec();
    if (rows.length === 0) return 0;
    await this.shops.bulkWrite(
      rows.map((row) => ({
        updateOne: { filter: { _id: row._id }, update: { $set: { nameKey: nameKey(row.name) } }, timestamps: false },
      })),
    );
    return rows.length;
  }

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
      if (!isObjectId(refs.districtId) || !(await this.areas.districtExists(refs.districtId))) {
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
            nameKey: nameKey(input.name),
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
    if (body.name !== undefined) {
      set.name = body.name;
      set.nameKey = nameKey(body.name);
    }
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

  // ---- what other modules change on a shop (payments, the shop's look, WhatsApp alerts) ----

  /** A settled registration payment: the fee is marked paid, once (a shop already paid keeps its date). */
  async markRegistrationPaid(shopId: Types.ObjectId, paidAt: Date): Promise<void> {
    await this.shops.updateOne({ _id: shopId, registrationPaidAt: null }, { $set: { registrationPaidAt: paidAt } }).exec();
  }

  /** The plan a settled payment bought, unless that payment already gave it (`plan.paymentId`). */
  async setPlanFromPayment(shopId: Types.ObjectId, plan: ShopPlanRecord): Promise<void> {
    await this.shops.updateOne({ _id: shopId, 'plan.paymentId': trusted({ $ne: plan.paymentId }) }, { $set: { plan } }).exec();
  }

  /**
   * Changes these branding fields only (a logo and a banner uploaded at the same time both
   * stay); a shop made before branding existed holds null there, which a dotted $set cannot go
   * into, so it gets the whole object. Resolves to the shop as it was before (null: no shop).
   */
  replaceBranding(shop: ShopRecord, change: Partial<ShopBrandingRecord>): Promise<ShopRecord | null> {
    const set = shop.branding
      ? Object.fromEntries(Object.entries(change).map(([field, value]) => [`branding.${field}`, value]))
      : { branding: { ...NO_BRANDING, ...change } };
    return this.shops.findByIdAndUpdate(shop._id, { $set: set }, { returnDocument: 'before' }).lean<ShopRecord>().exec();
  }

  /** The owner's WhatsApp alert settings; the shop as it is after (null: no shop). */
  setWhatsApp(shopId: string, whatsapp: ShopWhatsAppRecord): Promise<ShopRecord | null> {
    return this.shops
      .findByIdAndUpdate(
        shopId,
        { $set: { whatsapp: { number: whatsapp.number, enabled: whatsapp.enabled } } },
        { returnDocument: 'after' },
      )
      .lean<ShopRecord>()
      .exec();
  }

  /**
   * After a write to the shop's option groups: a new `optionsVersion`, so every instance reads the
   * groups again for the shop's next order instead of pricing from the copy it keeps.
   */
  async markOptionsChanged(shopId: Types.ObjectId): Promise<void> {
    await this.shops.updateOne({ _id: shopId }, { $set: { optionsVersion: new Types.ObjectId().toHexString() } }).exec();
  }

  /** How the owner's order slips print; the shop as it is after (null: no shop). */
  setPrinting(shopId: string, printing: ShopPrintingRecord): Promise<ShopRecord | null> {
    return this.shops
      .findByIdAndUpdate(
        shopId,
        { $set: { printing: { paper: printing.paper, kotOnConfirm: printing.kotOnConfirm } } },
        { returnDocument: 'after' },
      )
      .lean<ShopRecord>()
      .exec();
  }

  /** The owner's delivery terms (integer paise, km); the shop as it is after (null: no shop). */
  setDeliveryTerms(shopId: string, terms: DeliveryTermsPaise): Promise<ShopRecord | null> {
    return this.shops
      .findByIdAndUpdate(
        shopId,
        {
          $set: {
            deliveryTerms: {
              feePaise: terms.feePaise,
              freeAbovePaise: terms.freeAbovePaise,
              minimumPaise: terms.minimumPaise,
              maxDistanceKm: terms.maxDistanceKm,
            },
          },
        },
        { returnDocument: 'after' },
      )
      .lean<ShopRecord>()
      .exec();
  }

  /** The owner's UPI ID and GST registration, normalized (normalizeBilling); the shop as it is after (null: no shop). */
  setBilling(shopId: string, billing: ShopBilling): Promise<ShopRecord | null> {
    return this.shops
      .findByIdAndUpdate(shopId, { $set: { billing: billingRecord(billing) } }, { returnDocument: 'after' })
      .lean<ShopRecord>()
      .exec();
  }

  /**
   * The owner's wire shape: the public one plus the plan, the registration fee, the WhatsApp
   * alerts and the printing settings (signup, login, /auth/me, settings). Never on a customer's read.
   */
  async ownerView(shop: ShopRecord): Promise<ShopView> {
    return { ...(await this.toView(shop)), ...ownerFields(shop) };
  }

  /** The wire shape: category, district, city and state populated with their names. */
  async toView(shop: ShopRecord): Promise<ShopView> {
    const [view] = await this.toViews([shop]);
    return view as ShopView;
  }

  /**
   * The wire shapes of many shops, in their order: four reads (categories, districts, cities,
   * states) whatever their number, since FerretDB 1.x has no $lookup.
   */
  async toViews(shops: ShopRecord[]): Promise<ShopView[]> {
    if (shops.length === 0) return [];
    const ids = (values: (Types.ObjectId | undefined | null)[]) => [
      ...new Map(values.filter((v): v is Types.ObjectId => Boolean(v)).map((v) => [String(v), v])).values(),
    ];
    const byId = <T extends { _id: Types.ObjectId }>(rows: T[]) => new Map(rows.map((row) => [String(row._id), row]));
    const [categories, { districts, cities, states }] = await Promise.all([
      this.categories
        .find({ _id: inIds(ids(shops.map((s) => s.categoryId))) })
        .select('name')
        .lean<Ref[]>()
        .exec()
        .then(byId),
      this.areas.placesOf(shops.map((s) => s.districtId)),
    ]);
    const ref = (row: Ref | null | undefined) => (row ? { _id: String(row._id), name: row.name } : null);
    const now = this.clock.now();
    return shops.map((shop) => {
      const district = districts.get(String(shop.districtId));
      const city = district ? cities.get(String(district.cityId)) : undefined;
      const state = city ? states.get(String(city.stateId)) : undefined;
      return {
        _id: String(shop._id),
        code: shop.code,
        name: shop.name,
        shop_name: shop.name,
        category: ref(categories.get(String(shop.categoryId))),
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
        branding: brandingView(shop, now),
        // Every view: the storefront shows the terms before a cart is filled.
        delivery_terms: deliveryTermsOf(shopDeliveryTerms(shop)),
        // Every view, public too: customers pay to the UPI ID, and every bill carries the GSTIN.
        billing: shopBilling(shop),
      };
    });
  }

  // ---- the customer's directory and nearby search ----------------------------

  /**
   * GET /api/shops: one page by name (then id, so pages never overlap), filtered by a name's
   * part, the category and the place. Every registered shop is listed (trial shops never reach
   * the server). A place filter by state or city goes down the hierarchy to its districts first
   * (no $lookup on FerretDB 1.x); filters by unknown ids simply find nothing.
   */
  async list(query: ShopListQuery): Promise<ShopListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? CUSTOMER_LIMITS.shopPageSize;
    const filter = await this.directoryFilter(query);
    const { items, total } = filter
      ? await readPage(
          { page, limit },
          (skip, size) => this.shops.find(filter).sort({ nameKey: 1, _id: 1 }).skip(skip).limit(size).lean<ShopRecord[]>().exec(),
          () => this.shops.countDocuments(filter).exec(),
        )
      : { items: [], total: 0 };
    return { data: await this.toViews(items), pagination: { total, hasMore: page * limit < total, page, limit } };
  }

  /**
   * GET /api/shops/nearby: the shops with a location within `radius_km` of the point, nearest
   * first, each with its distance. No geospatial index (docs/architecture.md): an indexed read of the
   * latitude/longitude box around the circle (ids and locations only), the great-circle distance
   * of each (distanceKm, as the browser shows it), then the nearest `limit` read whole.
   */
  async nearby(query: NearbyQuery): Promise<NearbyShop[]> {
    const centre = { lat: query.lat, lng: query.lng };
    const radius = query.radius_km ?? CUSTOMER_LIMITS.nearbyRadiusKmDefault;
    const limit = query.limit ?? CUSTOMER_LIMITS.nearbyMax;
    const box = boundingBox(centre, radius);
    const filter: QueryFilter<Shop> = {
      'location.latitude': trusted({ $gte: box.latitude.from, $lte: box.latitude.to }),
      ...this.nameFilter(query.name),
    };
    if (box.longitudes?.length === 1) {
      const [range] = box.longitudes;
      filter['location.longitude'] = trusted({ $gte: range.from, $lte: range.to });
    } else if (box.longitudes) {
      filter.$or = box.longitudes.map((range) => ({ 'location.longitude': trusted({ $gte: range.from, $lte: range.to }) }));
    }
    const candidates = await this.shops.find(filter).select('nameKey location').lean<Located[]>().exec();
    const nearest = candidates
      .filter((row) => typeof row.location?.latitude === 'number' && typeof row.location?.longitude === 'number')
      .map((row) => ({
        id: row._id,
        km: distanceKm(centre, { lat: row.location.latitude, lng: row.location.longitude }),
        key: row.nameKey ?? '',
      }))
      .filter((row) => row.km <= radius)
      .sort((a, b) => a.km - b.km || a.key.localeCompare(b.key) || String(a.id).localeCompare(String(b.id)))
      .slice(0, limit);
    if (nearest.length === 0) return [];
    const rows = byIdMap(
      await this.shops
        .find({ _id: inIds(nearest.map((row) => row.id)) })
        .lean<ShopRecord[]>()
        .exec(),
    );
    // A shop deleted between the two reads is left out.
    const found = nearest.filter((row) => rows.has(String(row.id)));
    const views = await this.toViews(found.map((row) => rows.get(String(row.id)) as ShopRecord));
    return views.map((view, i) => ({ ...view, distance_km: roundKm(found[i].km) }));
  }

  /** The directory's filter, or null when a place or category filter cannot match anything. */
  private async directoryFilter(query: ShopListQuery): Promise<QueryFilter<Shop> | null> {
    const filter: QueryFilter<Shop> = { ...this.nameFilter(query.name) };
    if (query.category_id) filter.categoryId = new Types.ObjectId(query.category_id);
    if (query.state_id || query.city_id || query.district_id) {
      const districts = await this.areas.districtsWithin(query);
      if (districts.length === 0) return null;
      filter.districtId = districts.length === 1 ? districts[0] : inIds(districts);
    }
    return filter;
  }

  /** A name's part, any case, taken literally; blank is no filter. */
  private nameFilter(name: string | undefined): QueryFilter<Shop> {
    const key = name === undefined ? '' : nameKey(name);
    return key ? { nameKey: trusted({ $regex: escapeRegex(key) }) } : {};
  }
}

const byIdMap = <T extends { _id: Types.ObjectId }>(rows: T[]): Map<string, T> =>
  new Map(rows.map((row) => [String(row._id), row]));
