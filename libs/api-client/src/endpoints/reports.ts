import { AxiosError } from 'axios';
import type { DateRange, ExportQuery, SalesReport } from '@chowk/contracts';
import { handleFailure, ordersApi } from '../lib/client';

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

/** A Blob's text (FileReader where Blob.text is missing: older browsers, jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A refusal's body, which came as a Blob: its JSON, if it is any. */
async function jsonOf(data: unknown): Promise<unknown> {
  try {
    return JSON.parse(data instanceof Blob ? await blobText(data) : String(data));
  } catch {
    return undefined;
  }
}

/**
 * The range's orders as a CSV or Excel file: the blob and its name (from Content-Disposition;
 * `fallbackName` otherwise). A refusal (402 without the plan, 422 with too many orders) comes as
 * a Blob: its JSON goes through the error catalogue as any failure's (toasted, 401 signs out),
 * then the call rejects with that ApiError.
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
    // Every answer resolves here, so a refusal's Blob body can be read before it is described.
    validateStatus: () => true,
  });
  if (response.status < 200 || response.status >= 300) {
    const body = await jsonOf(response.data);
    const error = new AxiosError(
      `Request failed with status code ${response.status}`,
      undefined,
      response.config,
      response.request,
      {
        ...response,
        data: body,
      },
    );
    throw handleFailure(error, response.config);
  }
  const headers = response.headers as Record<string, unknown> & { get?: (name: string) => unknown };
  const disposition = headers['content-disposition'] ?? headers.get?.('content-disposition');
  const blob = response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  return { blob, filename: fileNameFrom(disposition) ?? fallbackName };
}
