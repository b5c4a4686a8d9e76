import { Inject, type INestApplicationContext, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { nameKey } from '../common/mongo/name-key';
import { City } from '../modules/areas/schemas/city.schema';
import { District } from '../modules/areas/schemas/district.schema';
import { State } from '../modules/areas/schemas/state.schema';
import { User } from '../modules/auth/users/user.schema';
import { UsersService } from '../modules/auth/users/users.service';
import { MenuService } from '../modules/catalogue/menu/menu.service';
import { Category } from '../modules/catalogue/schemas/category.schema';
import { MenuSection } from '../modules/catalogue/schemas/menu-section.schema';
import { Shop } from '../modules/catalogue/schemas/shop.schema';
import { ShopsService } from '../modules/catalogue/shops/shops.service';
import { DEMO_NEIGHBOURS, DEMO_SHOP, SEED_AREAS, SEED_CATEGORIES } from './seed-data';

/** The seed's own instances of the API's services (see SeedModule). */
export const SEED_USERS = 'SeedUsersService';
export const SEED_SHOPS = 'SeedShopsService';
export const SEED_MENU = 'SeedMenuService';

/** How many records of each kind a run inserted (0 everywhere on a second run). */
export interface SeedReport {
  categories: number;
  states: number;
  cities: number;
  districts: number;
  /** 1 when this run made the demo shop (its owner, sections and items), or gave it back its menu. */
  demoShop: number;
  /** How many of the other demo shops (DEMO_NEIGHBOURS) this run made. */
  demoNeighbours: number;
}

/**
 * Idempotent development data: every write is an upsert on the record's unique key with
 * `$setOnInsert`, so a second run inserts what is missing and changes nothing else.
 * The admin needs no record (it is configuration). The demo shop (DEMO_SHOP: SHOP-1234, owner
 * mobile 9876543210, in Bengaluru) is made once, with its owner, sections and items, through
 * the API's own services.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(State.name) private readonly states: Model<State>,
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(District.name) private readonly districts: Model<District>,
    @InjectModel(User.name) private readonly users: Model<User>,
    @InjectModel(Shop.name) private readonly shops: Model<Shop>,
    @InjectModel(MenuSection.name) private readonly sections: Model<MenuSection>,
    @Inject(SEED_USERS) private readonly usersService: UsersService,
    @Inject(SEED_SHOPS) private readonly shopsService: ShopsService,
    @Inject(SEED_MENU) private readonly menu: MenuService,
  ) {}

  async isEmpty(): Promise<boolean> {
    return (await this.categories.exists({})) === null;
  }

  async run(): Promise<SeedReport> {
    // The upserts rely on the unique indexes: make sure they exist first.
    await Promise.all([this.categories.init(), this.states.init(), this.cities.init(), this.districts.init()]);

    const categories = await this.categories.bulkWrite(
      SEED_CATEGORIES.map((name) => upsert({ nameKey: nameKey(name) }, { name })),
    );
    const states = await this.states.bulkWrite(
      SEED_AREAS.map(({ name, code }) => upsert({ code }, { name, nameKey: nameKey(name) })),
    );

    // Development data is small: read the parents back whole rather than by key.
    const stateIds = new Map(
      (await this.states.find().select('code').lean<{ _id: Types.ObjectId; code: string }[]>()).map((s) => [s.code, s._id]),
    );
    const seedCities = SEED_AREAS.flatMap((state) =>
      state.cities.map((city) => ({ ...city, stateId: stateIds.get(state.code) as Types.ObjectId })),
    );
    const cities = await this.cities.bulkWrite(
      seedCities.map(({ name, stateId }) => upsert({ stateId, nameKey: nameKey(name) }, { name })),
    );

    const cityKey = (stateId: Types.ObjectId, key: string) => `${String(stateId)}/${key}`;
    const cityIds = new Map(
      (
        await this.cities
          .find()
          .select('stateId nameKey')
          .lean<{ _id: Types.ObjectId; stateId: Types.ObjectId; nameKey: string }[]>()
      ).map((c) => [cityKey(c.stateId, c.nameKey), c._id]),
    );
    const districts = await this.districts.bulkWrite(
      seedCities.flatMap((city) => {
        const cityId = cityIds.get(cityKey(city.stateId, nameKey(city.name))) as Types.ObjectId;
        return city.districts.map((name) => upsert({ cityId, nameKey: nameKey(name) }, { name }));
      }),
    );

    const report: SeedReport = {
      categories: categories.upsertedCount,
      states: states.upsertedCount,
      cities: cities.upsertedCount,
      districts: districts.upsertedCount,
      demoShop: await this.demoShop(),
      demoNeighbours: await this.demoNeighbours(),
    };
    this.logger.log(`Seed inserted ${JSON.stringify(report)}`);
    return report;
  }

  /**
   * The demo shop (DEMO_SHOP), made through the services the API uses (UsersService for the
   * owner, ShopsService for the shop with its fixed code, MenuService for the menu), so it obeys
   * the same rules as a shop made by signing up. Made once: an existing SHOP-1234 is left as it
   * is, except that a shop with no menu sections (a run that stopped half way) gets its menu.
   * An existing account with the demo mobile is reused when it has no shop, and left alone (the
   * demo shop skipped, with a warning) when it owns another one.
   */
  private async demoShop(): Promise<number> {
    await Promise.all([this.users.init(), this.shops.init(), this.sections.init()]);
    const { owner } = DEMO_SHOP;
    let shop = await this.shopsService.findByCode(DEMO_SHOP.code);
    if (!shop) {
      const [category, district] = await Promise.all([this.demoCategoryId(DEMO_SHOP.category), this.demoDistrictId(DEMO_SHOP)]);
      if (!category || !district) {
        this.logger.warn('The demo shop needs its category and district: skipped');
        return 0;
      }
      let user = await this.usersService.findByMobile(owner.mobile);
      if (user && (await this.shopsService.findByOwner(user._id))) {
        this.logger.warn(`The demo owner's mobile ${owner.mobile} already has another shop: demo shop skipped`);
        return 0;
      }
      user ??= await this.usersService.createShopkeeper({ ...owner, mobileVerified: true });
      const made = await this.shopsService.createForOwner({
        ownerId: user._id,
        name: DEMO_SHOP.name,
        categoryId: String(category),
        districtId: String(district),
        code: DEMO_SHOP.code,
      });
      shop = await this.shopsService.updateSettings(String(user._id), String(made._id), {
        address: DEMO_SHOP.address,
        location: { ...DEMO_SHOP.location },
        openingHours: DEMO_SHOP.openingHours.map((d) => ({ ...d })),
        delivers: true,
      });
      await this.shopsService.setBilling(String(made._id), { ...DEMO_SHOP.billing });
    } else if (await this.sections.exists({ shopId: shop._id })) {
      return 0;
    }
    await this.demoMenu(String(shop.ownerId), String(shop._id));
    return 1;
  }

  /** The demo shop's sections, in order, with their items (sold-out marks included). */
  private async demoMenu(ownerId: string, shopId: string): Promise<void> {
    for (const section of DEMO_SHOP.sections) {
      const { _id: sectionId } = await this.menu.createSection(ownerId, shopId, section.name, section.names);
      for (const item of section.items) {
        const product = await this.menu.createProduct(ownerId, {
          name: item.name,
          names: item.names,
          shop_id: shopId,
          menu_section_id: sectionId,
          price: item.price,
          description: item.description,
        });
        if ('soldOut' in item && item.soldOut) await this.menu.setSoldOut(ownerId, product._id, true);
      }
    }
  }

  /**
   * The other demo shops (DEMO_NEIGHBOURS), made like the demo shop through the API's services,
   * each once: one whose code exists is left as it is (menu included), and one whose owner's
   * mobile already has a shop is skipped. SHOP-1234 is not touched here.
   */
  private async demoNeighbours(): Promise<number> {
    let made = 0;
    for (const demo of DEMO_NEIGHBOURS) {
      if (await this.shopsService.findByCode(demo.code)) continue;
      const [category, district] = await Promise.all([this.demoCategoryId(demo.category), this.demoDistrictId(demo)]);
      if (!category || !district) {
        this.logger.warn(`${demo.code} needs its category and district: skipped`);
        continue;
      }
      let user = await this.usersService.findByMobile(demo.owner.mobile);
      if (user && (await this.shopsService.findByOwner(user._id))) {
        this.logger.warn(`${demo.code}'s owner mobile ${demo.owner.mobile} already has another shop: skipped`);
        continue;
      }
      user ??= await this.usersService.createShopkeeper({ ...demo.owner, mobileVerified: true });
      const ownerId = String(user._id);
      const shop = await this.shopsService.createForOwner({
        ownerId: user._id,
        name: demo.name,
        categoryId: String(category),
        districtId: String(district),
        code: demo.code,
      });
      const shopId = String(shop._id);
      await this.shopsService.updateSettings(ownerId, shopId, {
        address: demo.address,
        location: { ...demo.location },
        delivers: true,
      });
      const { _id: sectionId } = await this.menu.createSection(ownerId, shopId, demo.section);
      for (const item of demo.items) {
        await this.menu.createProduct(ownerId, { ...item, shop_id: shopId, menu_section_id: sectionId });
      }
      made += 1;
    }
    return made;
  }

  private async demoCategoryId(category: string): Promise<Types.ObjectId | undefined> {
    const row = await this.categories
      .findOne({ nameKey: nameKey(category) })
      .select('_id')
      .lean<{ _id: Types.ObjectId }>();
    return row?._id;
  }

  /** The district of a demo shop (its state code, city and district names). */
  private async demoDistrictId(place: { state: string; city: string; district: string }): Promise<Types.ObjectId | undefined> {
    const state = await this.states.findOne({ code: place.state }).select('_id').lean<{ _id: Types.ObjectId }>();
    const city =
      state &&
      (await this.cities
        .findOne({ stateId: state._id, nameKey: nameKey(place.city) })
        .select('_id')
        .lean<{ _id: Types.ObjectId }>());
    const district =
      city &&
      (await this.districts
        .findOne({ cityId: city._id, nameKey: nameKey(place.district) })
        .select('_id')
        .lean<{ _id: Types.ObjectId }>());
    return district?._id;
  }
}

/**
 * An upsert on `filter`: on insert the document gets the filter's fields plus `values`; an
 * existing one is left exactly as it is (no `updatedAt` bump either).
 */
function upsert(filter: Record<string, unknown>, values: Record<string, unknown>) {
  const now = new Date();
  return {
    updateOne: {
      filter,
      update: { $setOnInsert: { ...values, createdAt: now, updatedAt: now } },
      upsert: true,
      timestamps: false,
    },
  };
}

/** `npm start` (NODE_ENV=development) seeds a database that has no categories yet. */
export async function seedIfEmpty(app: INestApplicationContext): Promise<SeedReport | undefined> {
  const seed = app.get(SeedService);
  return (await seed.isEmpty()) ? seed.run() : undefined;
}
