import type { Product, Shop, ThemeColorPayload } from '@chowk/contracts';
import { catalogueApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

/** An upload's progress, 0 to 1 (unknown totals report nothing). */
export type UploadProgress = (fraction: number) => void;

/** A phone upload of a few MB on a slow line takes longer than a JSON call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The file itself is the body, with its own type (the API reads JPEG, PNG and WebP up to 5 MB). */
const uploadConfig = (file: Blob, onProgress?: UploadProgress) => ({
  silent: true,
  timeout: UPLOAD_TIMEOUT_MS,
  headers: { 'Content-Type': file.type },
  onUploadProgress: (event: { loaded: number; total?: number }) => {
    if (onProgress && event.total) onProgress(Math.min(1, event.loaded / event.total));
  },
});

export type ShopImageKind = 'logo' | 'banner';

// --- A customised shop (the Professional plan): 402 without it, 413 over 5 MB, 422 not an image ---

export const uploadShopImage = (shopId: string, kind: ShopImageKind, file: Blob, onProgress?: UploadProgress) =>
  catalogueApi
    .put<{ shop: Shop; message: string }>(`/shops/${path(shopId)}/${kind}`, file, uploadConfig(file, onProgress))
    .then((r) => r.data);

export const removeShopImage = (shopId: string, kind: ShopImageKind) =>
  catalogueApi.delete<{ shop: Shop; message: string }>(`/shops/${path(shopId)}/${kind}`, { silent: true }).then((r) => r.data);

export const setShopThemeColor = (shopId: string, body: ThemeColorPayload) =>
  catalogueApi.patch<{ shop: Shop; message: string }>(`/shops/${path(shopId)}/theme`, body, { silent: true }).then((r) => r.data);

// --- Item images (the Professional plan): at most 50 a shop ---

export const uploadProductImage = (productId: string, file: Blob, onProgress?: UploadProgress) =>
  catalogueApi
    .put<{ product: Product; message: string }>(`/products/${path(productId)}/image`, file, uploadConfig(file, onProgress))
    .then((r) => r.data);

export const removeProductImage = (productId: string) =>
  catalogueApi
    .delete<{ product: Product; message: string }>(`/products/${path(productId)}/image`, { silent: true })
    .then((r) => r.data);
