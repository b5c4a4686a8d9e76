import type { Category, CategoryPayload } from '@chowk/contracts';
import { catalogueApi } from '../lib/client';
import { fetchAllPages } from '../lib/pages';

const admin = { session: 'admin' as const };

/** Every category (the list endpoint answers a page at a time; this fetches every page). */
export const listCategories = () => fetchAllPages<Category>(catalogueApi, '/categories', 'categories');
export const createCategory = (body: CategoryPayload) =>
  catalogueApi.post<{ category: Category }>('/categories', body, admin).then((r) => r.data.category);
export const updateCategory = ({ id, ...body }: { id: string } & CategoryPayload) =>
  catalogueApi.put<{ category: Category }>(`/categories/${encodeURIComponent(id)}`, body, admin).then((r) => r.data.category);
export const deleteCategory = (id: string) =>
  catalogueApi.delete<{ message: string }>(`/categories/${encodeURIComponent(id)}`, admin).then((r) => r.data.message);
