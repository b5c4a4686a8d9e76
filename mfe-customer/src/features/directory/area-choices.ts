import { useCallback, useEffect, useMemo, useState } from 'react';
import { listAllAreas, listCategories } from '@chowk/api-client';
import type { Area, Category } from '@chowk/contracts';

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
 * Spec §4: choosing a state resets the city and district that do not belong to it; choosing a
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

type ChoicesState =
  | { status: 'loading' | 'failed'; categories: Choice[]; places: Places }
  | { status: 'ready'; categories: Choice[]; places: Places };

const EMPTY: Places = { states: [], cities: [], districts: [] };

/** The directory's category and place choices: public reads, loaded once per visit to the page. */
export function useAreaChoices() {
  const [state, setState] = useState<ChoicesState>({ status: 'loading', categories: [], places: EMPTY });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([listCategories(), listAllAreas()]).then(
      ([categories, areas]: [Category[], Area[]]) => {
        if (!live) return;
        setState({
          status: 'ready',
          categories: categories
            .map((c) => ({ value: c._id, label: c.name }))
            .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')),
          places: placesFromAreas(areas),
        });
      },
      () => live && setState({ status: 'failed', categories: [], places: EMPTY }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}
