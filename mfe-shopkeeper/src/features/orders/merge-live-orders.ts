import {
  compareOrders,
  indiaIsoDate,
  knownStatus,
  type Order,
  orderMatchesSearch,
  type OrderSort,
  type OrderStatus,
} from '@chowk/contracts';

/** What the desk lists: the status filter (none: all), the search typed, the sort, and the India days (order history). */
export interface DeskQuery {
  status?: OrderStatus;
  search: string;
  sort: OrderSort;
  from?: string;
  to?: string;
}

/** Whether an order falls within the desk's days (none given: any day). */
const withinDays = (order: Order, query: Pick<DeskQuery, 'from' | 'to'>): boolean => {
  if (!query.from && !query.to) return true;
  if (typeof order.created_at !== 'string') return false;
  const day = indiaIsoDate(new Date(order.created_at));
  return (!query.from || day >= query.from) && (!query.to || day <= query.to);
};

/** A copy without updated_at (a trial's older rows) counts as the newer: it changed since the page came. */
const atLeastAsNew = (a: Order, b: Order): boolean => !a.updated_at || !b.updated_at || a.updated_at >= b.updated_at;

/** compareOrders reads created_at; a row without one (an old trial row) sorts as the oldest. */
const sortable = (o: Order): Order => (typeof o.created_at === 'string' ? o : { ...o, created_at: '' });

/**
 * The desk's loaded rows with the orders that arrived or changed since they were read (live
 * events, or saved here). A row on the page takes the newer copy in place (its status changes
 * where it is, even if it no longer matches the filter: rows do not jump away under the
 * pointer). An order not on the page joins it at its sort position if it matches the filter,
 * the search and the days, and falls within the rows loaded so far (after the last row only when there
 * is nothing more to load: otherwise its page brings it). `added` counts those that joined.
 */
export function mergeLiveOrders(
  rows: readonly Order[],
  changed: readonly Order[],
  query: DeskQuery,
  hasMore: boolean,
): { orders: Order[]; added: number } {
  if (changed.length === 0) return { orders: [...rows], added: 0 };
  const compare = compareOrders(query.sort);
  const list = [...rows];
  let added = 0;
  for (const order of changed) {
    const at = list.findIndex((o) => o._id === order._id);
    if (at >= 0) {
      if (atLeastAsNew(order, list[at])) list[at] = order;
      continue;
    }
    if (query.status && knownStatus(order.status) !== query.status) continue;
    if (!orderMatchesSearch(order, query.search)) continue;
    if (!withinDays(order, query)) continue;
    const before = list.findIndex((o) => compare(sortable(order), sortable(o)) < 0);
    if (before >= 0) list.splice(before, 0, order);
    else if (!hasMore) list.push(order);
    else continue;
    added += 1;
  }
  return { orders: list, added };
}
