import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { API_MESSAGES, type District as DistrictView, type DistrictPayload } from '@chowk/contracts';
import { isDuplicateKeyError } from '../../common/mongo/duplicate-key';
import { nameKey } from '../../common/mongo/name-key';
import { inIds } from '../../common/mongo/trusted-in';
import { type PageOf, type PageRequest, readPage } from '../../common/pagination/page-query.dto';
import {
  byId,
  CITY_FIELDS,
  type CityRecord,
  DISTRICT_FIELDS,
  type DistrictRecord,
  STATE_FIELDS,
  type StateRecord,
  toDistrictView,
} from './area-views';
import { CitiesService } from './cities.service';
import { City } from './schemas/city.schema';
import { District } from './schemas/district.schema';
import { State } from './schemas/state.schema';

interface Parents {
  cities: Map<string, CityRecord>;
  states: Map<string, StateRecord>;
}

@Injectable()
export class DistrictsService {
  constructor(
    @InjectModel(District.name) private readonly districts: Model<District>,
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(State.name) private readonly states: Model<State>,
    private readonly citiesService: CitiesService,
  ) {}

  /** One page sorted by name (ties by id); `cityId` populated with its state. Three queries (four when the page is full or past the end: see readPage). */
  async list(cityId: string | undefined, page: PageRequest): Promise<PageOf<DistrictView>> {
    const filter = cityId ? { cityId } : {};
    const { items: rows, total } = await readPage(
      page,
      (skip, limit) =>
        this.districts
          .find(filter)
          .sort({ nameKey: 1, _id: 1 })
          .skip(skip)
          .limit(limit)
          .select(DISTRICT_FIELDS)
          .lean<DistrictRecord[]>()
          .exec(),
      () => this.districts.countDocuments(filter).exec(),
    );
    const { cities, states } = await this.parentsOf(rows);
    return { items: rows.map((row) => toDistrictView(row, cities, states)), total };
  }

  async get(id: string): Promise<DistrictView> {
    const row = await this.districts.findById(id).select(DISTRICT_FIELDS).lean<DistrictRecord>();
    if (!row) throw new NotFoundException(API_MESSAGES.districtNotFound);
    const { cities, states } = await this.parentsOf([row]);
    return toDistrictView(row, cities, states);
  }

  async create({ name, cityId }: DistrictPayload): Promise<DistrictView> {
    const parents = await this.parentOf(cityId);
    try {
      const doc = await this.districts.create({ name, cityId, nameKey: nameKey(name) });
      return toDistrictView(doc, parents.cities, parents.states);
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.districtExists) : error;
    }
  }

  async update(id: string, { name, cityId }: DistrictPayload): Promise<DistrictView> {
    const parents = await this.parentOf(cityId);
    let row: DistrictRecord | null;
    try {
      row = await this.districts
        .findByIdAndUpdate(id, { $set: { name, cityId, nameKey: nameKey(name) } }, { returnDocument: 'after' })
        .lean<DistrictRecord>();
    } catch (error) {
      throw isDuplicateKeyError(error) ? new ConflictException(API_MESSAGES.districtExists) : error;
    }
    if (!row) throw new NotFoundException(API_MESSAGES.districtNotFound);
    return toDistrictView(row, parents.cities, parents.states);
  }

  async remove(id: string): Promise<void> {
    const { deletedCount } = await this.districts.deleteOne({ _id: id });
    if (deletedCount === 0) throw new NotFoundException(API_MESSAGES.districtNotFound);
  }

  /** The city (404 `cityNotFound` if missing) and its state, for a district being written. */
  private async parentOf(cityId: string): Promise<Parents> {
    const city = await this.citiesService.find(cityId);
    const state = await this.states.findById(city.stateId).select(STATE_FIELDS).lean<StateRecord>();
    return { cities: byId([city]), states: byId(state ? [state] : []) };
  }

  private async parentsOf(districts: DistrictRecord[]): Promise<Parents> {
    if (districts.length === 0) return { cities: new Map(), states: new Map() };
    const cityIds = distinctIds(districts.map((district) => district.cityId));
    const cities = await this.cities
      .find({ _id: inIds(cityIds) })
      .select(CITY_FIELDS)
      .lean<CityRecord[]>();
    const stateIds = distinctIds(cities.map((city) => city.stateId));
    const states = cities.length
      ? await this.states
          .find({ _id: inIds(stateIds) })
          .select(STATE_FIELDS)
          .lean<StateRecord[]>()
      : [];
    return { cities: byId(cities), states: byId(states) };
  }
}

function distinctIds<T extends { toString(): string }>(ids: T[]): T[] {
  return [...new Map(ids.map((id) => [id.toString(), id])).values()];
}
