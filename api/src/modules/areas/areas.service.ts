import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { Area, City as CityView } from '@chowk/contracts';
import { type PageOf, type PageRequest, slicePage } from '../../common/pagination/page-query.dto';
import {
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
