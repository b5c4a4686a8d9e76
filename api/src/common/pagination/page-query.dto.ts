import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  PAGINATION,
  PAGINATION_MESSAGES,
  type Paged,
  type PageInfo,
  pageInfo,
  pageOffset,
  type PageQuery,
} from '@chowk/contracts';

/**
 * A query value as sent: `?page=2` arrives as the string "2". Digits become a number; anything
 * else (empty, `-1`, `1.5`, `two`, a repeated key) stays as sent, so the rules below refuse it
 * (422) instead of a coercion hiding it: the document says "an integer", and means it.
 */
const WholeNumber = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value));

/** The page and page size a list endpoint reads, defaults filled in. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * `?page=&limit=` of every list endpoint (libs/contracts `PAGINATION`). Extend it with a list's
 * own filters; the global pipe refuses a query key the DTO does not declare, as for bodies.
 */
export class PageQueryDto implements PageQuery {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: PAGINATION.firstPage,
    maximum: PAGINATION.maxPage,
    default: PAGINATION.firstPage,
    description: 'The page, from 1',
  })
  @WholeNumber()
  @IsOptional()
  @IsInt({ message: PAGINATION_MESSAGES.page })
  @Min(PAGINATION.firstPage, { message: PAGINATION_MESSAGES.page })
  @Max(PAGINATION.maxPage, { message: PAGINATION_MESSAGES.page })
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: PAGINATION.maxLimit,
    default: PAGINATION.defaultLimit,
    description: 'Items per page',
  })
  @WholeNumber()
  @IsOptional()
  @IsInt({ message: PAGINATION_MESSAGES.limit })
  @Min(1, { message: PAGINATION_MESSAGES.limit })
  @Max(PAGINATION.maxLimit, { message: PAGINATION_MESSAGES.limit })
  limit?: number;
}

/** The page asked for, defaults filled in. */
export const pageRequest = (query: PageQuery = {}): PageRequest => ({
  page: query.page ?? PAGINATION.firstPage,
  limit: query.limit ?? PAGINATION.defaultLimit,
});

/** One page of a list as a service answers it: the items and the count over all pages. */
export interface PageOf<T> {
  items: T[];
  total: number;
}

/**
 * One page read from the database, with the count over all pages. The page itself tells the
 * total when it is the last one (some items, fewer than the limit: total = offset + items) or
 * when page 1 is empty (0), so `count` runs only when it cannot: a full page or a page past the
 * end. A count costs FerretDB about as much as the read (a scan of the collection), so the
 * usual request, a list that fits on one page, is one database operation instead of two.
 */
export async function readPage<T>(
  { page, limit }: PageRequest,
  read: (skip: number, limit: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<PageOf<T>> {
  const offset = pageOffset(page, limit);
  const items = await read(offset, limit);
  const known = items.length > 0 ? items.length < limit : offset === 0;
  return { items, total: known ? offset + items.length : await count() };
}

/** The items of one page of an in-memory list. */
export const slicePage = <T>(all: T[], { page, limit }: PageRequest): PageOf<T> => ({
  items: all.slice(pageOffset(page, limit), pageOffset(page, limit) + limit),
  total: all.length,
});

/** The answer of a list endpoint: the items under the spec's key, the page fields beside. */
export const pagedAnswer = <K extends string, T>(key: K, request: PageRequest, { items, total }: PageOf<T>): Paged<K, T> =>
  ({ [key]: items, ...pageInfo(request.page, request.limit, total) }) as Paged<K, T>;

/** The page fields of every list answer, in the OpenAPI document (extend it with the items). */
export class PageInfoDto implements PageInfo {
  @ApiProperty({ type: 'integer', minimum: 1, example: 1, description: 'The page answered' })
  page!: number;

  @ApiProperty({ type: 'integer', minimum: 1, example: PAGINATION.defaultLimit, description: 'The page size used' })
  limit!: number;

  @ApiProperty({ type: 'integer', minimum: 0, example: 7, description: 'Matching items over all pages' })
  total!: number;

  @ApiProperty({ example: false, description: 'Whether a later page has items' })
  hasMore!: boolean;
}
