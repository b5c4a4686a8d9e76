import type { Types } from 'mongoose';
import type { City, District, State } from '@chowk/contracts';

/** What the services read (lean, only the fields the wire needs). */
export interface StateRecord {
  _id: Types.ObjectId;
  name: string;
  code: string;
}
export interface CityRecord {
  _id: Types.ObjectId;
  name: string;
  stateId: Types.ObjectId;
}
export interface DistrictRecord {
  _id: Types.ObjectId;
  name: string;
  cityId: Types.ObjectId;
}

export const STATE_FIELDS = 'name code';
export const CITY_FIELDS = 'name stateId';
export const DISTRICT_FIELDS = 'name cityId';

export const byId = <T extends { _id: Types.ObjectId }>(rows: T[]): Map<string, T> =>
  new Map(rows.map((row) => [String(row._id), row]));

export const toStateView = (state: StateRecord): State => ({
  _id: String(state._id),
  name: state.name,
  code: state.code,
});

/** `stateId` populated as `{_id, name, code}`; the bare id if the state is gone. */
export const toCityView = (city: CityRecord, states: Map<string, StateRecord>): City => {
  const state = states.get(String(city.stateId));
  return { _id: String(city._id), name: city.name, stateId: state ? toStateView(state) : String(city.stateId) };
};

/** `cityId` populated as `{_id, name, stateId: {_id, name, code}}`; the bare id if the city is gone. */
export const toDistrictView = (
  district: DistrictRecord,
  cities: Map<string, CityRecord>,
  states: Map<string, StateRecord>,
): District => {
  const city = cities.get(String(district.cityId));
  return {
    _id: String(district._id),
    name: district.name,
    cityId: city ? toCityView(city, states) : String(district.cityId),
  };
};
