import { useCallback, useMemo } from 'react';
import type { Area, Category } from '@chowk/contracts';
import { useListAreasQuery, useListCategoriesQuery } from '@chowk/store/query';

export interface Choice {
  value: string;
  label: string;
}

interface Place {
  id: string;
  name: string;
}
interface CityPlace extends Place {
  stateId: string;
}
interface DistrictPlace extends Place {
  cityId: string;
  stateId: string;
}

/** The place hierarchy read from the districts (`/areas/all` populates each one's city and state). */
export interface Places {
  states: Place[];
  cities: CityPlace[];
  districts: DistrictPlace[];
}

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en-IN');

/** States, cities and districts from the districts' populated parents (one list request, not three). */
export function placesFromAreas(areas: readonly Area[]): Places {
  const states = new Map<string, Place>();
  const cities = new Map<string, CityPlace>();
  const districts: DistrictPlace[] = [];
  for (const area of areas) {
    const city = typeof area.cityId === 'object' && area.cityId ? area.cityId : null;
    const state = city && typeof city.stateId === 'object' && city.stateId ? city.stateId : null;
    if (!city || !state) continue;
    states.set(state._id, { id: state._id, name: state.name });
    cities.set(city._id, { id: city._id, name: city.name, stateId: state._id });
    districts.push({ id: area._id, name: area.name, cityId: city._id, stateId: state._id });
  }
  return {
    states: [...states.values()].sort(byName),
    cities: [...cities.values()].sort(byName),
    districts: districts.sort(byName),
  };
}

export interface PlaceFilter {
  state: string;
  city: string;
  district: string;
}

/**
 * docs/product.md §4: choosing a state resets the city and district that do not belong to it; choosing a
 * city resets the district that does not belong to it. Ids the lists do not know (not loaded
 * yet) are kept: the server answers for them.
 */
export function choosePlace(places: Places, current: PlaceFilter, field: keyof PlaceFilter, value: string): PlaceFilter {
  const next = { ...current, [field]: value };
  const city = places.cities.find((c) => c.id === next.city);
  const district = places.districts.find((d) => d.id === next.district);
  if (field === 'state' && value) {
    if (city && city.stateId !== value) next.city = '';
    if (district && district.stateId !== value) next.district = '';
  }
  if (field === 'city' && value && district && district.cityId !== value) next.district = '';
  return next;
}

/** The options each select offers under the current choice. */
export function placeOptions(places: Places, filter: PlaceFilter) {
  const option = (p: Place): Choice => ({ value: p.id, label: p.name });
  const cities = places.cities.filter((c) => !filter.state || c.stateId === filter.state);
  const districts = places.districts.filter(
    (d) => (!filter.city || d.cityId === filter.city) && (!filter.state || d.stateId === filter.state),
  );
  return { states: places.states.map(option), cities: cities.map(option), districts: districts.map(option) };
}

const EMPTY: Places = { states: [], cities: [], districts: [] };
const NO_CHOICES: Choice[] = [];

/** The categories as select options, by name. */
export const categoryChoices = (categories: readonly Category[]): Choice[] =>
  categories.map((c) => ({ value: c._id, label: c.name })).sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));

/**
 * The directory's category and place choices, from the shared places cache (the same entries
 * the signup form and the admin's tables read). Both lists or none: until both are in, the
 * selects wait; if either fails, Retry asks for both again.
 */
export function useAreaChoices() {
  const categories = useListCategoriesQuery();
  const areas = useListAreasQuery();
  const ready = categories.currentData !== undefined && areas.currentData !== undefined;
  const status: 'loading' | 'failed' | 'ready' = ready ? 'ready' : categories.isError || areas.isError ? 'failed' : 'loading';
  const categoryList = ready ? categories.currentData : undefined;
  const areaList: readonly Area[] | undefined = ready ? areas.currentData : undefined;
  const options = useMemo(() => (categoryList ? categoryChoices(categoryList) : NO_CHOICES), [categoryList]);
  const places = useMemo(() => (areaList ? placesFromAreas(areaList) : EMPTY), [areaList]);
  const { refetch: refetchCategories } = categories;
  const { refetch: refetchAreas } = areas;
  const retry = useCallback(() => {
    void refetchCategories();
    void refetchAreas();
  }, [refetchCategories, refetchAreas]);
  return { status, categories: options, places, retry };
}
