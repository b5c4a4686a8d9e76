import type { Area, City, CityStateRef, District, DistrictCityRef, State } from '@chowk/contracts';
import { matchesSearch } from '../../shared/utils/search';

/** A reference as the API sends it: an id, or the populated document. */
export const refId = (ref: { _id: string } | string | null | undefined): string =>
  typeof ref === 'string' ? ref : (ref?._id ?? '');

export interface CityRow {
  city: City;
  state?: CityStateRef;
}

export interface DistrictRow {
  district: District;
  city?: DistrictCityRef;
  state?: CityStateRef;
}

/** Populated refs are used as they come; plain ids are looked up in the lists we hold. */
export function resolveCity(city: City, statesById: ReadonlyMap<string, State>): CityRow {
  const state = typeof city.stateId === 'object' && city.stateId ? city.stateId : statesById.get(refId(city.stateId));
  return { city, state };
}

export function resolveDistrict(
  district: District | Area,
  citiesById: ReadonlyMap<string, City>,
  statesById: ReadonlyMap<string, State>,
): DistrictRow {
  const city = typeof district.cityId === 'object' && district.cityId ? district.cityId : citiesById.get(refId(district.cityId));
  const state = city
    ? typeof city.stateId === 'object' && city.stateId
      ? city.stateId
      : statesById.get(refId(city.stateId))
    : undefined;
  return { district, city, state };
}

/** Search by name or code, and by the names (and state code) of the parents (docs/product.md §2). */
export const stateMatches = (q: string, s: State) => matchesSearch(q, s.name, s.code);
export const cityMatches = (q: string, r: CityRow) => matchesSearch(q, r.city.name, r.state?.name, r.state?.code);
export const districtMatches = (q: string, r: DistrictRow) =>
  matchesSearch(q, r.district.name, r.city?.name, r.state?.name, r.state?.code);

/** 'State › City › District', skipping parts the server did not send. */
export const areaPath = (r: DistrictRow): string =>
  [r.state?.name, r.city?.name, r.district.name].filter((p): p is string => Boolean(p)).join(' › ');

/** By name, ignoring case and accents (the server's lists are ordered the same way, by a lower-cased key). */
export const sortByName = <T extends { name: string }>(list: readonly T[] | undefined): T[] =>
  [...(list ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

export const byId = <T extends { _id: string }>(list: readonly T[] | undefined): Map<string, T> =>
  new Map((list ?? []).map((item) => [item._id, item]));
