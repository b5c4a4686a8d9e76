// For tests only: shops, places and categories as the public reads answer them.
import { type Area, type Category, defaultOpeningHours, type Shop } from '@chowk/contracts';
import { ok } from '@chowk/api-client/testing';

/**
 * Open round the clock: a close at or before the open runs past midnight (shopOpenState), so
 * 00:00–00:00 is "open" whatever time the tests run (00:00–23:59 was closed at 23:59).
 */
export const allDayHours = () => defaultOpeningHours().map((d) => ({ ...d, open: '00:00', close: '00:00' }));
/** Closed every day. */
export const neverHours = () => defaultOpeningHours().map((d) => ({ ...d, closed: true }));

export const KA = { _id: '5a0000000000000000000001', name: 'Karnataka', code: 'KA' };
export const MH = { _id: '5a0000000000000000000002', name: 'Maharashtra', code: 'MH' };
export const BLR = { _id: '5b0000000000000000000001', name: 'Bengaluru', stateId: KA };
export const MYS = { _id: '5b0000000000000000000002', name: 'Mysuru', stateId: KA };
export const MUM = { _id: '5b0000000000000000000003', name: 'Mumbai', stateId: MH };
export const INDIRANAGAR: Area = { _id: '5c0000000000000000000001', name: 'Indiranagar', cityId: BLR };
export const KORAMANGALA: Area = { _id: '5c0000000000000000000002', name: 'Koramangala', cityId: BLR };
export const CHAMUNDI: Area = { _id: '5c0000000000000000000003', name: 'Chamundi Hill', cityId: MYS };
export const ANDHERI: Area = { _id: '5c0000000000000000000004', name: 'Andheri', cityId: MUM };
export const areas = [INDIRANAGAR, KORAMANGALA, CHAMUNDI, ANDHERI];

export const TEA: Category = { _id: 'c30000000000000000000001', name: 'Tea Stall' };
export const BAKERY: Category = { _id: 'c30000000000000000000002', name: 'Bakery' };
export const categories = [TEA, BAKERY];

/** The public reads the directory's filters come from, for `mockHttp`. */
export const choiceRoutes = () => ({
  'GET /categories': ok({ categories, page: 1, limit: 500, total: categories.length, hasMore: false }),
  'GET /areas/all': ok({ areas, page: 1, limit: 500, total: areas.length, hasMore: false }),
});

export function makeShop(n: number, extra: Partial<Shop> = {}): Shop {
  const id = `66aa${String(n).padStart(20, '0')}`;
  return {
    _id: id,
    code: `SHOP-${1000 + n}`,
    name: `Shop ${n}`,
    shop_name: `Shop ${n}`,
    category: { _id: TEA._id, name: TEA.name },
    category_id: TEA._id,
    district: { _id: INDIRANAGAR._id, name: INDIRANAGAR.name },
    city: { _id: BLR._id, name: BLR.name },
    state: { _id: KA._id, name: KA.name, code: KA.code },
    address: '',
    location: { latitude: 12.97, longitude: 77.64 },
    openingHours: allDayHours(),
    ordersPaused: false,
    delivers: false,
    ...extra,
  };
}

/** Shops numbered from..to (inclusive). */
export const shopsNumbered = (from: number, to: number): Shop[] =>
  Array.from({ length: to - from + 1 }, (_, i) => makeShop(from + i));

export const page = (data: Shop[], hasMore: boolean, total = data.length, pageNo = 1) => ({
  data,
  pagination: { total, hasMore, page: pageNo, limit: 20 },
});
