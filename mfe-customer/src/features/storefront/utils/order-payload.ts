import {
  type DeliveryType,
  type GeoPoint,
  lineTotals,
  paiseToRupees,
  type PaymentMethod,
  type PlaceOrderPayload,
  type VerifiedContact,
} from '@chowk/contracts';
import type { CartLine } from '../../../store/cart-storage';

/**
 * The checkout's order (docs/product.md §3 'Customer checkout order payload'): the items with their
 * chosen options (`option_ids`, only for a line that has some) and the client's view of their
 * prices (the server prices from its own records), the name and notes trimmed and left out when
 * empty (docs/product.md §5), the verified email or mobile, the delivery and payment choice, and
 * where a delivery goes when the shop limits its distance (`location`).
 */
export function orderPayload({
  shopId,
  lines,
  contact,
  name,
  notes,
  delivery,
  payment,
  location,
}: {
  shopId: string;
  lines: readonly CartLine[];
  contact: Pick<VerifiedContact, 'type' | 'identifier'>;
  name: string;
  notes: string;
  delivery: DeliveryType;
  payment: PaymentMethod;
  location?: GeoPoint;
}): PlaceOrderPayload {
  const customerName = name.trim();
  const orderNotes = notes.trim();
  return {
    shop_id: shopId,
    ...(customerName ? { customer_name: customerName } : {}),
    items: lines.map((l) => {
      const t = lineTotals(l);
      return {
        product_id: l.productId,
        ...(l.optionIds.length ? { option_ids: [...l.optionIds] } : {}),
        product_name: l.name,
        price: paiseToRupees(l.pricePaise),
        quantity: l.quantity,
        subtotal: paiseToRupees(t.subtotal),
        tax_amount: paiseToRupees(t.tax),
        total_amount: paiseToRupees(t.total),
      };
    }),
    ...(orderNotes ? { notes: orderNotes } : {}),
    ...(contact.type === 'email' ? { customer_email: contact.identifier } : { customer_mobile: contact.identifier }),
    delivery_type: delivery,
    payment_method: payment,
    ...(location && delivery === 'delivery'
      ? { customer_location: { latitude: location.latitude, longitude: location.longitude } }
      : {}),
  };
}
