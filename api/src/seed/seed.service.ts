import { type INestApplicationContext, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { nameKey } from '../common/mongo/name-key';
import { City } from '../modules/areas/schemas/city.schema';
import { District } from '../modules/areas/schemas/district.schema';
import { State } from '../modules/areas/schemas/state.schema';
import { Category } from '../modules/catalogue/schemas/category.schema';
import { SEED_AREAS, SEED_CATEGORIES } from './seed-data';

/** How many records of each kind a run inserted (0 everywhere on a second run). */
export interface SeedReport {
  categories: number;
  states: number;
  cities: number;
  districts: number;
}

/**
 * Idempotent development data: every write is an upsert on the record's unique key with
 * `$setOnInsert`, so a second run inserts what is missing and changes nothing else.
 * The admin needs no record (it is configuration). The demo shop (SHOP-1234, owner mobile
 * 9876543210, in Bengaluru) arrives with the shop issues, which add it here.
 */
@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectModel(Category.name) private readonly categories: Model<Category>,
    @InjectModel(State.name) private readonly states: Model<State>,
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(District.name) private readonly districts: Model<District>,
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
    };
    this.logger.log(`Seed inserted ${JSON.stringify(report)}`);
    return report;
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
