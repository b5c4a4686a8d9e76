import {
  type DeliveryType,
  lineTotals,
  paiseToRupees,
  type PaymentMethod,
  type PlaceOrderPayload,
  type VerifiedContact,
} from '@chowk/contracts';
import type { CartLine } from '../../../store/cart-storage';

/**
 * The checkout's order (docs/product.md §3 'Customer checkout order payload'): the items with the client's
 * view of their prices (the server prices from its own records), the name and notes trimmed and
 * left out when empty (docs/product.md §5), the verified email or mobile, the delivery and payment choice.
 */
export function orderPayload({
  shopId,
  lines,
  contact,
  name,
  notes,
  delivery,
  payment,
}: {
  shopId: string;
  lines: readonly CartLine[];
  contact: Pick<VerifiedContact, 'type' | 'identifier'>;
  name: string;
  notes: string;
  delivery: DeliveryType;
  payment: PaymentMethod;
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
  };
}
