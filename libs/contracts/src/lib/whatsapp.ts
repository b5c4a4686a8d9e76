/**
 * Live WhatsApp alerts (docs/product.md §9 "Live WhatsApp alerts: 150 free per month, then
 * ₹0.150 each"): the owner's switch and number, and the month's count. Wire shapes, rules and
 * texts for the API's DTOs and the shopkeeper's settings section alike.
 */
import { indiaIsoDate } from './india-time';
import { MOBILE_PATTERN } from './limits';
import { formatRupees } from './money';
import { WHATSAPP_EXTRA_PAISE, WHATSAPP_FREE_PER_MONTH } from './plans';
import type { Shop } from './shop';
import type { FieldErrors } from './validate';

export const WHATSAPP_MESSAGES = {
  numberInvalid: 'Please enter a valid 10-digit mobile number',
  enabledInvalid: 'enabled must be true or false',
  turnedOn: 'WhatsApp alerts are on',
  turnedOff: 'WhatsApp alerts are off',
  saveFailed: 'Failed to save WhatsApp alerts',
  usageFailed: 'Could not load this month’s WhatsApp alerts',
} as const;

/** PUT /api/shops/{id}/whatsapp: the number new-order alerts go to, and whether they go. */
export interface WhatsAppSettingsPayload {
  /** 10 digits, an Indian mobile (6–9 first); the alerts go to +91 and this number. */
  number: string;
  enabled: boolean;
}

export interface WhatsAppSettingsResponse {
  /** The owner's view of the shop (its `whatsapp` as saved). */
  shop: Shop;
  message: string;
}

/** GET /api/shops/{id}/whatsapp/usage: this India calendar month's alerts. */
export interface WhatsAppUsage {
  /** 'YYYY-MM', India time. */
  month: string;
  sent: number;
  free_allowance: number;
  free_left: number;
  /** Alerts beyond the free ones this month, each charged WHATSAPP_EXTRA_PAISE. */
  extra: number;
  extra_paise: number;
}

/** The server's rule and the form's: both fields, a 10-digit Indian mobile and a boolean. */
export function validateWhatsAppSettings(v: { number?: unknown; enabled?: unknown }): FieldErrors<keyof WhatsAppSettingsPayload> {
  const errors: FieldErrors<keyof WhatsAppSettingsPayload> = {};
  // Exactly the digits: the form strips spaces before it sends, the API takes no padding.
  if (typeof v.number !== 'string' || !MOBILE_PATTERN.test(v.number)) errors.number = WHATSAPP_MESSAGES.numberInvalid;
  if (typeof v.enabled !== 'boolean') errors.enabled = WHATSAPP_MESSAGES.enabledInvalid;
  return errors;
}

/** The India calendar month of `at` ('YYYY-MM'). */
export const indiaMonth = (at: Date): string => indiaIsoDate(at).slice(0, 7);

/** A month's count as the owner reads it. */
export function whatsappUsageView(month: string, sent: number): WhatsAppUsage {
  const extra = Math.max(0, sent - WHATSAPP_FREE_PER_MONTH);
  return {
    month,
    sent,
    free_allowance: WHATSAPP_FREE_PER_MONTH,
    free_left: Math.max(0, WHATSAPP_FREE_PER_MONTH - sent),
    extra,
    extra_paise: extra * WHATSAPP_EXTRA_PAISE,
  };
}

/**
 * The settings section's lines: '12 of 150 free alerts used this month', and beyond the free
 * ones '+3 extra at ₹0.15 each = ₹0.45'.
 */
export function whatsappUsageText(usage: Pick<WhatsAppUsage, 'sent' | 'free_allowance' | 'extra' | 'extra_paise'>): {
  used: string;
  extra: string | null;
} {
  const used = Math.min(usage.sent, usage.free_allowance);
  return {
    used: `${used} of ${usage.free_allowance} free alert${usage.free_allowance === 1 ? '' : 's'} used this month`,
    extra:
      usage.extra > 0
        ? `+${usage.extra} extra at ${formatRupees(WHATSAPP_EXTRA_PAISE)} each = ${formatRupees(usage.extra_paise)}`
        : null,
  };
}
