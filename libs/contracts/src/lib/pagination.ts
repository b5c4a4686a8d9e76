/**
 * One pagination contract for every list endpoint: the query takes `page` (from 1) and `limit`;
 * the answer keeps the spec's key for the items (`categories`, `states`, …) and adds
 * `page`, `limit`, `total` and `hasMore` beside it.
 */
export const PAGINATION = {
  /** The first page. */
  firstPage: 1,
  /**
   * Without `?limit=` a list answers up to this many items: enough for the admin screens and
   * the signup form's category list in one request. A client that needs everything pages on.
   */
  defaultLimit: 100,
  /** The largest `limit` a client may ask for. */
  maxLimit: 500,
  /** The last page a client may ask for (keeps `skip` a small integer). */
  maxPage: 10_000,
} as const;

/** `?page=&limit=`: both optional, whole numbers. */
export interface PageQuery {
  page?: number;
  limit?: number;
}

/** What every list answer carries beside its items. */
export interface PageInfo {
  /** The page answered (from 1). */
  page: number;
  /** The page size used. */
  limit: number;
  /** How many items match, over all pages. */
  total: number;
  /** Whether a later page has items. */
  hasMore: boolean;
}

/** A list answer: the items under the spec's key, and the page fields. */
export type Paged<K extends string, T> = { [key in K]: T[] } & PageInfo;

/** The page fields of a page of `total` items. */
export const pageInfo = (page: number, limit: number, total: number): PageInfo => ({
  page,
  limit,
  total,
  hasMore: page * limit < total,
});

/** How many items to skip for a page. */
export const pageOffset = (page: number, limit: number): number => (page - 1) * limit;

export const PAGINATION_MESSAGES = {
  page: `page must be a whole number from 1 to ${PAGINATION.maxPage}`,
  limit: `limit must be a whole number from 1 to ${PAGINATION.maxLimit}`,
} as const;
