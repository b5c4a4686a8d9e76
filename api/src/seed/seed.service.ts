import { type INestApplicationContext, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { nameKey } from '../common/mongo/name-key';
import { City } from '../modules/areas/schemas/city.schema';
import { District } from '../modules/areas/schemas/district.schema';
import { State } from '../modules/areas/schemas/state.schema';
import { defaultOpeningHours, ROLE_SHOPKEEPER, rupeesToPaise } from '@chowk/contracts';
import { hashPassword } from '../modules/auth/users/passwords';
import { emailKeyOf, User } from '../modules/auth/users/user.schema';
import { Category } from '../modules/catalogue/schemas/category.schema';
import { MenuSection } from '../modules/catalogue/schemas/menu-section.schema';
import { Product } from '../modules/catalogue/schemas/product.schema';
import { Shop } from '../modules/catalogue/schemas/shop.schema';
import { DEMO_SHOP, SEED_AREAS, SEED_CATEGORIES } from './seed-data';

/** How many records of each kind a run inserted (0 everywhere on a second run). */
export interface SeedReport {
  categories: number;
  states: number;
  cities: number;
  districts: number;
  /** 1 when this run made the demo shop (its owner, sections and items). */
  demoShop: number;
}

/**
 * Idempotent development data: every write is an upsert on the record's unique key with
 * `$setOnInsert`, so a second run inserts what is missing and changes nothing else.
 * The admin needs no record (it is configuration). The demo shop (DEMO_SHOP: SHOP-1234, owner
 * mobile 9876543210, in Bengaluru) is made once, with its owner, sections and items.
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
    @InjectModel(Product.name) private readonly products: Model<Product>,
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
    };
    this.logger.log(`Seed inserted ${JSON.stringify(report)}`);
    return report;
  }

  /** The demo shop, once: skipped when its code or its owner's mobile already exists. */
  private async demoShop(): Promise<number> {
    await Promise.all([this.users.init(), this.shops.init(), this.sections.init()]);
    const { owner } = DEMO_SHOP;
    if ((await this.shops.exists({ code: DEMO_SHOP.code })) || (await this.users.exists({ mobile: owner.mobile }))) return 0;
    const category = await this.categories
      .findOne({ nameKey: nameKey(DEMO_SHOP.category) })
      .select('_id')
      .lean();
    const state = await this.states.findOne({ code: DEMO_SHOP.state }).select('_id').lean();
    const city =
      state &&
      (await this.cities
        .findOne({ stateId: state._id, nameKey: nameKey(DEMO_SHOP.city) })
        .select('_id')
        .lean());
    const district =
      city &&
      (await this.districts
        .findOne({ cityId: city._id, nameKey: nameKey(DEMO_SHOP.district) })
        .select('_id')
        .lean());
    if (!category || !district) {
      this.logger.warn('The demo shop needs its category and district: skipped');
      return 0;
    }
    const user = await this.users.create({
      name: owner.name,
      mobile: owner.mobile,
      email: owner.email,
      emailKey: emailKeyOf(owner.mobile, owner.email),
      passwordHash: await hashPassword(owner.password),
      role: ROLE_SHOPKEEPER,
      mobileVerified: true,
    });
    const shop = await this.shops.create({
      code: DEMO_SHOP.code,
      name: DEMO_SHOP.name,
      ownerId: user._id,
      categoryId: category._id,
      districtId: district._id,
      address: DEMO_SHOP.address,
      location: { ...DEMO_SHOP.location },
      openingHours: defaultOpeningHours(),
      delivers: true,
    });
    for (const [index, section] of DEMO_SHOP.sections.entries()) {
      const row = await this.sections.create({
        name: section.name,
        nameKey: nameKey(section.name),
        shopId: shop._id,
        order: index + 1,
      });
      await this.products.insertMany(
        section.items.map((item) => ({
          name: item.name,
          shopId: shop._id,
          sectionId: row._id,
          pricePaise: rupeesToPaise(item.price),
          description: item.description,
          soldOut: 'soldOut' in item ? item.soldOut : false,
        })),
      );
    }
    return 1;
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
