import { PAGINATION, type PageInfo } from '@chowk/contracts';
import type { ApiClient } from './client';

/**
 * Every item of a paginated list (libs/contracts `PAGINATION`): pages of the largest size the
 * API allows, until `hasMore` is false. The admin screens show and search whole lists; one
 * request covers up to `PAGINATION.maxLimit` items, so a typical list is still one request.
 */
export async function fetchAllPages<T>(
  api: ApiClient,
  url: string,
  key: string,
  params: Record<string, string> = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let page = PAGINATION.firstPage; ; page += 1) {
    const { data } = await api.get<Partial<PageInfo> & Record<string, T[]>>(url, {
      params: { ...params, page, limit: PAGINATION.maxLimit },
    });
    items.push(...(data[key] ?? []));
    if (!data.hasMore || page >= PAGINATION.maxPage) return items;
  }
}
