import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { API_MESSAGES, type City as CityView, type CityPayload } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { nameKey } from '../../common/mongo/name-key';
import { inIds } from '../../common/mongo/trusted-in';
import { type PageOf, type PageRequest, readPage } from '../../common/pagination/page-query.dto';
import { byId, CITY_FIELDS, type CityRecord, STATE_FIELDS, type StateRecord, toCityView } from './area-views';
import { City } from './schemas/city.schema';
import { District } from './schemas/district.schema';
import { State } from './schemas/state.schema';
import { StatesService } from './states.service';

@Injectable()
export class CitiesService {
  constructor(
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(State.name) private readonly states: Model<State>,
    @InjectModel(District.name) private readonly districts: Model<District>,
    private readonly statesService: StatesService,
  ) {}

  /** One page sorted by name (ties by id); `stateId` populated. Two queries (three when the page is full or past the end: see readPage), whatever the page size. */
  async list(stateId: string | undefined, page: PageRequest): Promise<PageOf<CityView>> {
    const filter = stateId ? { stateId } : {};
    const { items: rows, total } = await readPage(
      page,
      (skip, limit) =>
        this.cities
          .find(filter)
          .sort({ nameKey: 1, _id: 1 })
          .skip(skip)
          .limit(limit)
          .select(CITY_FIELDS)
          .lean<CityRecord[]>()
          .exec(),
      () => this.cities.countDocuments(filter).exec(),
    );
    const states = await this.statesOf(rows);
    return { items: rows.map((row) => toCityView(row, states)), total };
  }

  async get(id: string): Promise<CityView> {
    const row = await this.find(id);
    return toCityView(row, await this.statesOf([row]));
  }

  /** The city record, or 404 `cityNotFound` (districts use it to check their parent). */
  async find(id: string): Promise<CityRecord> {
    const row = await this.cities.findById(id).select(CITY_FIELDS).lean<CityRecord>();
    if (!row) throw new NotFoundException(API_MESSAGES.cityNotFound);
    return row;
  }

  async create({ name, stateId }: CityPayload): Promise<CityView> {
    const state = await this.statesService.find(stateId);
    try {
      const doc = await this.cities.create({ name, stateId, nameKey: nameKey(name) });
      return toCityView(doc, byId([state]));
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.cityExists) : error;
    }
  }

  async update(id: string, { name, stateId }: CityPayload): Promise<CityView> {
    const state = await this.statesService.find(stateId);
    let row: CityRecord | null;
    try {
      row = await this.cities
        .findByIdAndUpdate(id, { $set: { name, stateId, nameKey: nameKey(name) } }, { returnDocument: 'after' })
        .lean<CityRecord>();
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.cityExists) : error;
    }
    if (!row) throw new NotFoundException(API_MESSAGES.cityNotFound);
    return toCityView(row, byId([state]));
  }

  /** Deletes the city and its districts; districts first (see StatesService.remove). */
  async remove(id: string): Promise<void> {
    if (!(await this.cities.exists({ _id: id }))) throw new NotFoundException(API_MESSAGES.cityNotFound);
    await this.districts.deleteMany({ cityId: id });
    await this.cities.deleteOne({ _id: id });
  }

  private async statesOf(cities: CityRecord[]): Promise<Map<string, StateRecord>> {
    if (cities.length === 0) return new Map();
    const ids = [...new Map(cities.map((city) => [String(city.stateId), city.stateId])).values()];
    return byId(
      await this.states
        .find({ _id: inIds(ids) })
        .select(STATE_FIELDS)
        .lean<StateRecord[]>(),
    );
  }
}
