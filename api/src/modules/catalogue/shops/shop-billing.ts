import { billingOf, type ShopBilling } from '@chowk/contracts';
import type { Shop, ShopBillingRecord } from '../schemas/shop.schema';

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The shop's UPI ID and GST registration as every view, every order's pricing and its payee read
 * them (docs/product.md "UPI payments and bills"): none and not registered until the owner saves
 * them, and billingOf's defaults for anything a hand edit left unreadable.
 */
export function shopBilling(shop: Pick<Shop, 'billing'>): ShopBilling {
  const record = shop.billing;
  if (!record) return billingOf(null);
  return billingOf({
    upi_id: text(record.upiId),
    payee_name: text(record.payeeName),
    gst_scheme: record.gstScheme,
    gstin: text(record.gstin),
  });
}

/** Settings already normalized (normalizeBilling), as the shop keeps them. */
export const billingRecord = (billing: ShopBilling): ShopBillingRecord => ({
  upiId: billing.upi_id,
  payeeName: billing.payee_name,
  gstScheme: billing.gst_scheme,
  gstin: billing.gstin,
});
