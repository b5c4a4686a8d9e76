import {
  BILL_TITLES,
  type BillView,
  COMPOSITION_DECLARATION,
  indiaDateTime,
  optionsSummary,
  paiseToRupees,
  placeOfSupply,
  rupeesInWords,
  splitTax,
  TAX_RATE_PERCENT,
  taxNote,
} from '@chowk/contracts';
import { orderPayment, type OrderRecord } from '../orders/orders.service';
import type { BillRecord } from './schemas/bill.schema';

/**
 * The bill on the wire (BillView): the shop and kind as issued, the order's lines and amounts as
 * it was priced (its stored paise, never the menu's prices now), its payment and status now.
 */
export function toBillView(bill: BillRecord, order: OrderRecord, key: string): BillView {
  const { kind, shop } = bill;
  const subtotal = order.subtotalPaise;
  const tax = order.taxPaise ?? 0;
  const split = kind === 'tax_invoice' ? splitTax(tax) : null;
  return {
    key,
    kind,
    title: BILL_TITLES[kind],
    number: bill.number,
    financial_year: bill.fy,
    issued_at: bill.issuedAt.toISOString(),
    ...indiaDateTime(bill.issuedAt),
    cancelled: order.status === 'cancelled',
    shop: {
      name: shop.name,
      code: shop.code,
      address: shop.address ?? '',
      phone: shop.phone ?? null,
      gstin: shop.gstin ?? null,
      gst_scheme: shop.gstScheme,
    },
    place_of_supply: kind === 'tax_invoice' && shop.gstin ? placeOfSupply(shop.gstin) : null,
    customer: {
      name: order.customerName ?? null,
      mobile: order.customerMobile ?? null,
      email: order.customerEmail ?? null,
    },
    order: {
      id: String(order._id),
      order_id: order.orderId,
      created_at: order.createdAt.toISOString(),
      delivery_type: order.deliveryType ?? 'pickup',
      payment_method: order.paymentMethod ?? 'cash',
    },
    lines: order.items.map((line) => {
      const options = optionsSummary(line.options?.map((o) => ({ group: o.groupName, name: o.choiceName })));
      return {
        name: line.productName,
        ...(options ? { options } : {}),
        quantity: line.quantity,
        unit_price: paiseToRupees(line.pricePaise),
        amount: paiseToRupees(line.pricePaise * line.quantity),
      };
    }),
    subtotal: paiseToRupees(subtotal),
    // A bill of supply charges no tax (a composition shop's orders are priced without).
    tax:
      kind === 'bill_of_supply'
        ? null
        : {
            rate_percent: TAX_RATE_PERCENT,
            amount: paiseToRupees(tax),
            cgst: split ? paiseToRupees(split.cgst) : null,
            sgst: split ? paiseToRupees(split.sgst) : null,
            note: taxNote(kind, subtotal, tax),
          },
    delivery_fee: paiseToRupees(order.deliveryFeePaise ?? 0),
    total: paiseToRupees(order.totalPaise),
    total_in_words: rupeesInWords(order.totalPaise),
    declaration: kind === 'bill_of_supply' ? COMPOSITION_DECLARATION : null,
    // As every view of the order shows it, read now.
    payment: orderPayment(order),
  };
}
