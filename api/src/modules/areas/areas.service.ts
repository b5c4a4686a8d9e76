import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type Model, type QueryFilter, Types } from 'mongoose';
import type { Area, City as CityView } from '@chowk/contracts';
import { inIds } from '../../common/mongo/trusted-in';
import { type PageOf, type PageRequest, slicePage } from '../../common/pagination/page-query.dto';
import {
  byId,
  CITY_FIELDS,
  type CityRecord,
  DISTRICT_FIELDS,
  type DistrictRecord,
  STATE_FIELDS,
  type StateRecord,
  toStateView,
} from './area-views';
import { City } from './schemas/city.schema';
import { District } from './schemas/district.schema';
import { State } from './schemas/state.schema';

/** A shop's place: its district, that district's city, and the city's state, each by id. */
export interface Places {
  districts: Map<string, DistrictRecord>;
  cities: Map<string, CityRecord>;
  states: Map<string, StateRecord>;
}

/** The place filters of the shop directory (any of them, all must hold). */
export interface PlaceFilter {
  state_id?: string;
  city_id?: string;
  district_id?: string;
}

const distinct = (values: (Types.ObjectId | undefined | null)[]): Types.ObjectId[] => [
  ...new Map(values.filter((v): v is Types.ObjectId => Boolean(v)).map((v) => [String(v), v])).values(),
];

/**
 * The hierarchy as one view (GET /api/areas), and what the catalogue asks of places: whether a
 * district exists, the places of many shops at once, the districts a directory filter means.
 */
@Injectable()
export class AreasService {
  constructor(
    @InjectModel(State.name) private readonly states: Model<State>,
    @InjectModel(City.name) private readonly cities: Model<City>,
    @InjectModel(District.name) private readonly districts: Model<District>,
  ) {}

  /**
   * The hierarchy view: every district with its city and state, ordered by state, city and
   * district name, one page of it. Three reads side by side and a join in memory (no $lookup in
   * FerretDB 1.x, and no query per row); the order spans three collections, so the page is cut
   * after the join. A district whose city or state is gone is not an area; skipped.
   */
  async all(page: PageRequest): Promise<PageOf<Area>> {
    const [states, cities, districts] = await Promise.all([
      this.states.find().sort({ nameKey: 1 }).select(STATE_FIELDS).lean<StateRecord[]>(),
      this.cities.find().sort({ nameKey: 1 }).select(CITY_FIELDS).lean<CityRecord[]>(),
      this.districts.find().sort({ nameKey: 1 }).select(DISTRICT_FIELDS).lean<DistrictRecord[]>(),
    ]);
    const citiesByState = groupBy(cities, (city) => String(city.stateId));
    const districtsByCity = groupBy(districts, (district) => String(district.cityId));

    const areas: Area[] = [];
    for (const state of states) {
      const stateView = toStateView(state);
      for (const city of citiesByState.get(stateView._id) ?? []) {
        const cityView: CityView = { _id: String(city._id), name: city.name, stateId: stateView };
        for (const district of districtsByCity.get(cityView._id) ?? []) {
          areas.push({ _id: String(district._id), name: district.name, cityId: cityView });
        }
      }
    }
    return slicePage(areas, page);
  }

  /** Whether the district exists (`id` is a valid ObjectId). */
  async districtExists(id: string): Promise<boolean> {
    return Boolean(await this.districts.exists({ _id: id }));
  }

  /**
   * The districts, their cities and those cities' states: three reads whatever their number (no
   * $lookup on FerretDB 1.x).
   */
  async placesOf(districtIds: (Types.ObjectId | undefined | null)[]): Promise<Places> {
    const districts = byId(
      await this.districts
        .find({ _id: inIds(distinct(districtIds)) })
        .select(DISTRICT_FIELDS)
        .lean<DistrictRecord[]>()
        .exec(),
    );
    const cities = byId(
      await this.cities
        .find({ _id: inIds(distinct([...districts.values()].map((d) => d.cityId))) })
        .select(CITY_FIELDS)
        .lean<CityRecord[]>()
        .exec(),
    );
    const states = byId(
      await this.states
        .find({ _id: inIds(distinct([...cities.values()].map((c) => c.stateId))) })
        .select(STATE_FIELDS)
        .lean<StateRecord[]>()
        .exec(),
    );
    return { districts, cities, states };
  }

  /** The districts that meet every place filter given (a district, a city, a state). */
  async districtsWithin({ state_id, city_id, district_id }: PlaceFilter): Promise<Types.ObjectId[]> {
    let cityIds: Types.ObjectId[] | undefined = city_id ? [new Types.ObjectId(city_id)] : undefined;
    if (state_id) {
      const ofState = await this.cities
        .find({ stateId: new Types.ObjectId(state_id) })
        .select('_id')
        .lean<{ _id: Types.ObjectId }[]>()
        .exec();
      cityIds = cityIds ? cityIds.filter((id) => ofState.some((city) => city._id.equals(id))) : ofState.map((city) => city._id);
      if (cityIds.length === 0) return [];
    }
    const districtFilter: QueryFilter<District> = {};
    if (district_id) districtFilter._id = new Types.ObjectId(district_id);
    if (cityIds) districtFilter.cityId = cityIds.length === 1 ? cityIds[0] : inIds(cityIds);
    const rows = await this.districts.find(districtFilter).select('_id').lean<{ _id: Types.ObjectId }[]>().exec();
    return rows.map((row) => row._id);
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
