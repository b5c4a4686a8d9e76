import {
  compareOrders,
  customerKey,
  DEFAULT_ORDER_SORT,
  hasErrors,
  indiaDateTime,
  indiaDayBounds,
  knownStatus,
  type LocalNames,
  localNamesErrors,
  type MenuSection,
  nameKey,
  OPTION_API_MESSAGES,
  optionGroupIdsError,
  type Order,
  ORDER_DESK_LIMITS,
  ORDER_DESK_MESSAGES,
  ORDER_SORTS,
  ORDER_STATUSES,
  formatOrderNumber,
  orderDay,
  orderMatchesSearch,
  type OwnerOrderPayload,
  ORDER_PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  paymentOf,
  productSectionId,
  PAGINATION,
  PAGINATION_MESSAGES,
  pageInfo,
  pageOffset,
  paiseToRupees,
  type Product,
  type ProductPayload,
  rupeesToPaise,
  SHOP_API_MESSAGES,
  SHOP_LIMITS,
  type ShopOrdersQuery,
  summarizeDay,
  validateMenuItem,
  validateOwnerOrder,
  validateSectionName,
} from '@chowk/contracts';
import { ApiError } from '@chowk/api-client';
import type { ShopSource } from './source';
import {
  newTrialId,
  readTrialOrders,
  readTrialProducts,
  readTrialSections,
  TRIAL_SHOP_ID,
  writeTrialOrders,
  writeTrialProducts,
  writeTrialSections,
} from './trial-store';
import { readTrialOptionGroups, withOptionGroups } from './trial-groups';

/** The trial's option groups, delivery terms and option pricing: loaded when first used, never on a first visit. */
const trialOptions = () => import('./trial-options');

/**
 * A trial save refused, as the API refuses it: the api-client's ApiError (status, message,
 * `errors` by field, the server's own message), so the endpoints and the forms treat a trial and
 * a registered shop alike: 422 with field messages, 409 for a duplicate or a full menu, 404 for a
 * row that is gone, 400 for an order line that is not on the menu.
 */
export class TrialError extends ApiError {
  constructor(status: 400 | 404 | 409 | 422, message: string, errors: Record<string, string> = {}) {
    const messages = Object.values(errors);
    super(status, message, errors, messages.length ? messages : [message], message);
    this.name = 'TrialError';
  }
}

const invalid = (errors: Record<string, string>): TrialError =>
  new TrialError(422, Object.values(errors)[0] ?? 'Validation failed', errors);

/**
 * A row's Hindi and Tamil names after a save, as the API keeps them: a given text (trimmed)
 * replaces that language's, an empty one removes it, a language not given keeps its own; none
 * left: no `names` at all.
 */
export function mergeNames(current: LocalNames | undefined, given: LocalNames | undefined): LocalNames | undefined {
  const next: Record<string, string> = { ...current };
  for (const [language, text] of Object.entries(given ?? {})) {
    const trimmed = typeof text === 'string' ? text.trim() : '';
    if (trimmed) next[language] = trimmed;
    else delete next[language];
  }
  return Object.keys(next).length ? next : undefined;
}

const withNames = (names: LocalNames | undefined) => (names ? { names } : {});

/**
 * The same rules the API runs (libs/contracts), plus the section and the option groups having to
 * exist in this trial. `option_group_ids` absent: the item keeps `groupIds` (an edit's, as the API).
 * The row as the device keeps it (group ids alone): `resolved` is how a read answers it.
 */
function productFrom(
  body: ProductPayload,
  id: string,
  sections: MenuSection[],
  soldOut: boolean,
  groupIds: readonly string[] = [],
  names?: LocalNames,
): Product {
  const errors = { ...validateMenuItem(body), ...localNamesErrors(body.names, SHOP_LIMITS.productNameMax) } as Record<
    string,
    string
  >;
  const section = sections.find((s) => s._id === body.menu_section_id);
  if (!errors.menu_section_id && !section) errors.menu_section_id = SHOP_API_MESSAGES.sectionNotFound;
  const groups = readTrialOptionGroups();
  const given = body.option_group_ids;
  const idsError = optionGroupIdsError(given);
  if (idsError) errors.option_group_ids = idsError;
  else if (given?.some((g) => !groups.some((held) => held._id.toLowerCase() === g.toLowerCase())))
    errors.option_group_ids = OPTION_API_MESSAGES.groupNotInShop;
  if (hasErrors(errors) || !section) throw invalid(errors);
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  return {
    _id: id,
    name: body.name.trim(),
    ...withNames(mergeNames(names, body.names)),
    shop_id: TRIAL_SHOP_ID,
    // Whole paise, as the API keeps them.
    price: paiseToRupees(rupeesToPaise(Number(body.price))),
    ...(description ? { description } : {}),
    section: section.name,
    menu_section_id: { _id: section._id, name: section.name },
    sold_out: soldOut,
    sold_by_weight: false,
    option_group_ids: (given ?? groupIds).map((g) => groups.find((held) => held._id.toLowerCase() === g.toLowerCase())?._id ?? g),
  };
}

/** The items as every read answers them: with their option groups (data/trial-groups.ts). */
export function readTrialMenuItems(): Product[] {
  const groups = readTrialOptionGroups();
  return readTrialProducts().map((p) => withOptionGroups(p, groups));
}

const resolved = (product: Product): Product => withOptionGroups(product, readTrialOptionGroups());

function findProduct(id: string): { products: Product[]; product: Product } {
  const products = readTrialProducts();
  const product = products.find((p) => p._id === id);
  if (!product) throw new TrialError(404, SHOP_API_MESSAGES.productNotFound);
  return { products, product };
}

// ---------------------------------------------------------------------------------------------
// Orders: the desk's rules (libs/contracts orders.ts) over the trial's own orders
// ---------------------------------------------------------------------------------------------

/** When an order was placed, in ms; NaN for a row an older version wrote without the time. */
const placedAt = (o: Order): number => (typeof o.created_at === 'string' ? Date.parse(o.created_at) : NaN);

/** Orders in a sort's order; a row without its time sorts as the oldest (compareOrders reads created_at). */
function sortOrders(orders: readonly Order[], sort: ShopOrdersQuery['sort']): Order[] {
  const compare = compareOrders(sort ?? DEFAULT_ORDER_SORT);
  return orders
    .map((order) => ({ order, key: typeof order.created_at === 'string' ? order : { ...order, created_at: '' } }))
    .sort((a, b) => compare(a.key, b.key))
    .map((row) => row.order);
}

/** The query's checks the API runs (its 422s): a known status and sort, a search within bounds, a real page. */
function queryErrors(query: ShopOrdersQuery): Record<string, string> {
  const errors: Record<string, string> = {};
  if (query.status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(query.status))
    errors.status = ORDER_DESK_MESSAGES.statusInvalid;
  if (query.sort !== undefined && !(ORDER_SORTS as readonly string[]).includes(query.sort))
    errors.sort = ORDER_DESK_MESSAGES.sortInvalid;
  if (query.payment !== undefined && !(PAYMENT_STATUSES as readonly string[]).includes(query.payment))
    errors.payment = ORDER_PAYMENT_MESSAGES.filterInvalid;
  if ((query.search ?? '').trim().length > ORDER_DESK_LIMITS.searchMax) errors.search = ORDER_DESK_MESSAGES.searchTooLong;
  const whole = (n: number | undefined, max: number) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= max);
  if (!whole(query.page, PAGINATION.maxPage)) errors.page = PAGINATION_MESSAGES.page;
  if (!whole(query.limit, PAGINATION.maxLimit)) errors.limit = PAGINATION_MESSAGES.limit;
  return errors;
}

/** ORD-YYMMDD-NNNN (as the API numbers them): the India day, then the trial's sequence that day. */
function nextOrderNumber(orders: readonly Order[], now: Date): string {
  const day = orderDay(now);
  const prefix = formatOrderNumber(day, 0).slice(0, -4);
  const last = orders
    .map((o) => (typeof o.order_id === 'string' && o.order_id.startsWith(prefix) ? Number(o.order_id.slice(prefix.length)) : 0))
    .reduce((max, n) => (Number.isInteger(n) && n > max ? n : max), 0);
  return formatOrderNumber(day, last + 1);
}

const optionalText = (v: string | undefined): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The trial's ShopSource: the API's calls and answers, on this browser's storage. */
export const trialSource: ShopSource = {
  // With its delivery terms (kept on this device): read after a save only, so loaded then (trial-options.ts).
  currentShop: async () => (await trialOptions()).trialShopView(),
  listProducts: async () => readTrialMenuItems(),
  listSections: async () => [...readTrialSections()].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),

  async createSection(_shopId, name, names) {
    const errors = { ...validateSectionName({ name }), ...localNamesErrors(names, SHOP_LIMITS.sectionNameMax) } as Record<
      string,
      string
    >;
    if (hasErrors(errors)) throw invalid(errors);
    const sections = readTrialSections();
    // Unique by the API's rule: case and runs of spaces do not make another section.
    if (sections.some((s) => nameKey(s.name) === nameKey(name))) {
      throw new TrialError(409, SHOP_API_MESSAGES.sectionExists);
    }
    if (sections.length >= SHOP_LIMITS.maxSectionsPerShop) throw new TrialError(409, SHOP_API_MESSAGES.tooManySections);
    // A trial section's order is the list length plus 1.
    const section: MenuSection = {
      _id: newTrialId(),
      name: name.trim(),
      ...withNames(mergeNames(undefined, names)),
      shop_id: TRIAL_SHOP_ID,
      order: sections.length + 1,
    };
    writeTrialSections([...sections, section]);
    return section;
  },

  async updateSection(id, { name, names }) {
    const errors = { ...validateSectionName({ name }), ...localNamesErrors(names, SHOP_LIMITS.sectionNameMax) } as Record<
      string,
      string
    >;
    if (hasErrors(errors)) throw invalid(errors);
    const sections = readTrialSections();
    const current = sections.find((s) => s._id === id);
    if (!current) throw new TrialError(404, SHOP_API_MESSAGES.sectionNotFound);
    if (sections.some((s) => s._id !== id && nameKey(s.name) === nameKey(name))) {
      throw new TrialError(409, SHOP_API_MESSAGES.sectionExists);
    }
    const { names: held, ...rest } = current;
    const section: MenuSection = { ...rest, name: name.trim(), ...withNames(mergeNames(held, names)) };
    writeTrialSections(sections.map((s) => (s._id === id ? section : s)));
    // Its items carry the section's name (a rename reaches them as the API's reads do).
    if (section.name !== current.name) {
      writeTrialProducts(
        readTrialProducts().map((p) =>
          productSectionId(p) === id ? { ...p, section: section.name, menu_section_id: { _id: id, name: section.name } } : p,
        ),
      );
    }
    return section;
  },

  async createProduct(body) {
    const products = readTrialProducts();
    if (products.length >= SHOP_LIMITS.maxProductsPerShop) {
      throw new TrialError(409, SHOP_API_MESSAGES.tooManyProducts);
    }
    const product = productFrom(body, newTrialId(), readTrialSections(), false);
    writeTrialProducts([...products, product]);
    return resolved(product);
  },

  async updateProduct(id, body) {
    const { products, product: current } = findProduct(id);
    const product = productFrom(body, id, readTrialSections(), current.sold_out, current.option_group_ids, current.names);
    writeTrialProducts(products.map((p) => (p._id === id ? product : p)));
    return resolved(product);
  },

  async deleteProduct(id) {
    const { products } = findProduct(id);
    writeTrialProducts(products.filter((p) => p._id !== id));
  },

  async setSoldOut(id, soldOut) {
    const { products, product: current } = findProduct(id);
    const product = { ...current, sold_out: soldOut };
    writeTrialProducts(products.map((p) => (p._id === id ? product : p)));
    return resolved(product);
  },

  async queryOrders(_shopId, query) {
    const errors = queryErrors(query);
    if (hasErrors(errors)) throw invalid(errors);
    const page = query.page ?? PAGINATION.firstPage;
    const limit = query.limit ?? ORDER_DESK_LIMITS.pageSize;
    const search = query.search ?? '';
    // An unknown status shows as Pending (docs/product.md §4), so the Pending filter lists it too;
    // an order without a payment (older rows) is unpaid (paymentOf).
    const matching = readTrialOrders().filter(
      (o) =>
        (!query.status || knownStatus(o.status) === query.status) &&
        (!query.payment || paymentOf(o).status === query.payment) &&
        orderMatchesSearch(o, search),
    );
    const start = pageOffset(page, limit);
    return { orders: sortOrders(matching, query.sort).slice(start, start + limit), ...pageInfo(page, limit, matching.length) };
  },

  async setOrderStatus(orderId, status) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw invalid({ status: ORDER_DESK_MESSAGES.statusInvalid });
    const orders = readTrialOrders();
    const held = orders.find((o) => o._id === orderId);
    if (!held) throw new TrialError(404, ORDER_DESK_MESSAGES.orderNotFound);
    // Any status from any other (docs/product.md §4); updated_at lets a screen tell the newer copy.
    const saved: Order = { ...held, status, updated_at: new Date().toISOString() };
    writeTrialOrders(orders.map((o) => (o._id === orderId ? saved : o)));
    return saved;
  },

  async createOrder(_shopId, payload: OwnerOrderPayload) {
    const errors = validateOwnerOrder(payload) as Record<string, string>;
    if (hasErrors(errors)) throw invalid(errors);
    // Priced from the trial's own menu and option groups, as the server prices from its records
    // (docs/architecture.md): base price plus the chosen options, refused as the server refuses.
    const { items, totalPaise, taxFree } = (await trialOptions()).priceTrialOrder(payload.items, readTrialMenuItems());
    const now = new Date();
    const orders = readTrialOrders();
    const notes = optionalText(payload.notes);
    const customerName = optionalText(payload.customer_name);
    const customerMobile = optionalText(payload.customer_mobile);
    const total = paiseToRupees(totalPaise);
    const order: Order = {
      _id: newTrialId(),
      order_id: nextOrderNumber(orders, now),
      items,
      // docs/product.md §4: owner-created orders start as pending.
      status: 'pending',
      placed_by: 'shop',
      total_amount: total,
      totalAmount: total,
      // A composition shop charges no tax: the order says so, so its bill prints none (printing/slip.ts).
      ...(taxFree ? { subtotal: total, tax_amount: 0 } : {}),
      ...(notes ? { notes } : {}),
      ...(customerName ? { customer_name: customerName } : {}),
      ...(customerMobile ? { customer_mobile: customerMobile } : {}),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      ...indiaDateTime(now),
    };
    writeTrialOrders([order, ...orders]);
    return order;
  },

  async daySummary(_shopId, now = new Date()) {
    const orders = readTrialOrders();
    const { start, end } = indiaDayBounds(now);
    const todays = orders.filter((o) => placedAt(o) >= start.getTime() && placedAt(o) < end.getTime());
    // Returning: a contact with an order here before today's India midnight.
    const returning = new Set(
      orders
        .filter((o) => placedAt(o) < start.getTime())
        .map(customerKey)
        .filter((k): k is string => k !== null),
    );
    return summarizeDay({
      now,
      todays,
      pendingOrders: orders.filter((o) => knownStatus(o.status) === 'pending').length,
      recent: sortOrders(orders, 'date_desc').slice(0, 5),
      returning,
    });
  },

  listOptionGroups: async () => readTrialOptionGroups(),
  createOptionGroup: async (_shopId, body) => (await trialOptions()).createTrialOptionGroup(body),
  updateOptionGroup: async (id, body) => (await trialOptions()).updateTrialOptionGroup(id, body),
  deleteOptionGroup: async (id) => (await trialOptions()).deleteTrialOptionGroup(id),
  setChoiceSoldOut: async (groupId, choiceId, soldOut) =>
    (await trialOptions()).setTrialChoiceSoldOut(groupId, choiceId, soldOut),
  saveDeliveryTerms: async (_shopId, terms) => (await trialOptions()).saveTrialDeliveryTerms(terms),
};
