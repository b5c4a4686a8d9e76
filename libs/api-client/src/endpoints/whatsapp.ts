import type { WhatsAppSettingsPayload, WhatsAppSettingsResponse, WhatsAppUsage } from '@chowk/contracts';
import { catalogueApi } from '../lib/client';

const path = (id: string) => encodeURIComponent(id);

// --- WhatsApp new-order alerts (Professional, docs/product.md §9) ---

/**
 * Turns the owner's alerts on or off and sets the number: {shop, message}. Silent: the section
 * shows the field's message (422) or the server's reason (402 without the plan) itself.
 */
export const setWhatsAppAlerts = (shopId: string, body: WhatsAppSettingsPayload) =>
  catalogueApi.put<WhatsAppSettingsResponse>(`/shops/${path(shopId)}/whatsapp`, body, { silent: true }).then((r) => r.data);

/** This India month's alerts: sent, free left, extra and their cost in paise. Silent: the section shows its error state. */
export const getWhatsAppUsage = (shopId: string) =>
  catalogueApi.get<WhatsAppUsage>(`/shops/${path(shopId)}/whatsapp/usage`, { silent: true }).then((r) => r.data);
