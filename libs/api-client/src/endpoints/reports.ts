import type { DateRange, ExportQuery, SalesReport } from '@chowk/contracts';
import { ordersApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

// --- The Starter plan's sales report and order export ---

/** Totals, each day, top items and statuses of a range. Silent: the reports page shows its own error state. */
export const getSalesReport = (shopId: string, range: Required<DateRange>) =>
  ordersApi
    .get<{ success: boolean; data: SalesReport }>(`/orders/shop/${path(shopId)}/report`, {
      params: { from: range.from, to: range.to },
      silent: true,
    })
    .then((r) => r.data.data);

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameFrom(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Not valid percent-encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1];
  return plain?.trim() || undefined;
}

/**
 * The range's orders as a CSV or Excel file: the blob and its name (from Content-Disposition;
 * `fallbackName` otherwise). A refusal (402 without the plan, 422 with too many orders) is JSON
 * and goes through the error catalogue as any failure's (toasted, 401 signs out), then the call
 * rejects with that ApiError.
 */
export async function downloadOrdersExport(
  shopId: string,
  query: ExportQuery,
  fallbackName = `chowk-orders-${query.from}-to-${query.to}.${query.format}`,
): Promise<{ blob: Blob; filename: string }> {
  const response = await ordersApi.get<Blob>(`/orders/shop/${path(shopId)}/export`, {
    params: { format: query.format, from: query.from, to: query.to },
    responseType: 'blob',
    headers: { Accept: '*/*' },
  });
  return { blob: response.data, filename: fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName };
}
