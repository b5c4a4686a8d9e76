import type { Area, City, CityPayload, District, DistrictPayload, State, StatePayload } from '@chowk/contracts';
import { mainApi } from '../lib/client';
import { fetchAllPages } from '../lib/pages';

const admin = { session: 'admin' as const };
const id = (v: string) => encodeURIComponent(v);

/** The list endpoints answer a page at a time; these fetch every page. */
export const listStates = () => fetchAllPages<State>(mainApi, '/areas/states', 'states');
export const createState = (b: StatePayload) =>
  mainApi.post<{ state: State }>('/areas/states', b, admin).then((r) => r.data.state);
export const updateState = ({ id: sid, ...b }: { id: string } & StatePayload) =>
  mainApi.put<{ state: State }>(`/areas/states/${id(sid)}`, b, admin).then((r) => r.data.state);
export const deleteState = (sid: string) =>
  mainApi.delete<{ message: string }>(`/areas/states/${id(sid)}`, admin).then((r) => r.data.message);

export const listCities = (stateId?: string) =>
  fetchAllPages<City>(mainApi, '/areas/cities', 'cities', stateId ? { stateId } : {});
export const createCity = (b: CityPayload) => mainApi.post<{ city: City }>('/areas/cities', b, admin).then((r) => r.data.city);
export const updateCity = ({ id: cid, ...b }: { id: string } & CityPayload) =>
  mainApi.put<{ city: City }>(`/areas/cities/${id(cid)}`, b, admin).then((r) => r.data.city);
export const deleteCity = (cid: string) =>
  mainApi.delete<{ message: string }>(`/areas/cities/${id(cid)}`, admin).then((r) => r.data.message);

export const createDistrict = (b: DistrictPayload) =>
  mainApi.post<{ district: District }>('/areas/districts', b, admin).then((r) => r.data.district);
export const updateDistrict = ({ id: did, ...b }: { id: string } & DistrictPayload) =>
  mainApi.put<{ district: District }>(`/areas/districts/${id(did)}`, b, admin).then((r) => r.data.district);
export const deleteDistrict = (did: string) =>
  mainApi.delete<{ message: string }>(`/areas/districts/${id(did)}`, admin).then((r) => r.data.message);

export const listAllAreas = () => fetchAllPages<Area>(mainApi, '/areas/all', 'areas');
