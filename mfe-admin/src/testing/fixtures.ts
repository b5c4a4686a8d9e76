import type { Area, Category, City, District, State } from '@chowk/contracts';

export const categories: Category[] = [
  { _id: 'a1b2c3d4e5f6a7b8c9d0e1f2', name: 'General Store' },
  { _id: 'b2c3d4e5f6a7b8c9d0e1f2a3', name: 'Bakery' },
  { _id: 'c3d4e5f6a7b8c9d0e1f2a3b4', name: 'Tea Stall' },
];

export const karnataka: State = { _id: '5a0000000000000000000001', name: 'Karnataka', code: 'KA' };
export const maharashtra: State = { _id: '5a0000000000000000000002', name: 'Maharashtra', code: 'MH' };
export const states: State[] = [karnataka, maharashtra];

/** Cities come populated with their state, as GET /areas/cities answers. */
export const bengaluru: City = { _id: '5b0000000000000000000001', name: 'Bengaluru', stateId: karnataka };
export const mysuru: City = { _id: '5b0000000000000000000002', name: 'Mysuru', stateId: karnataka };
export const pune: City = { _id: '5b0000000000000000000003', name: 'Pune', stateId: maharashtra };
export const cities: City[] = [bengaluru, mysuru, pune];

const cityRef = (c: City) => ({ _id: c._id, name: c.name, stateId: c.stateId });
export const bengaluruUrban: District = { _id: '5c0000000000000000000001', name: 'Bengaluru Urban', cityId: cityRef(bengaluru) };
export const mysuruDistrict: District = { _id: '5c0000000000000000000002', name: 'Mysuru District', cityId: cityRef(mysuru) };
export const puneDistrict: District = { _id: '5c0000000000000000000003', name: 'Haveli', cityId: cityRef(pune) };
export const districts: District[] = [bengaluruUrban, mysuruDistrict, puneDistrict];
export const areas: Area[] = districts;
