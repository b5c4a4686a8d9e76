import { waitFor } from '@testing-library/react';
import type { CustomerOrder } from '@chowk/contracts';
import { setLanguage } from '@chowk/session';
import { printerName } from './printer-choice';
import { billSlip, kotSlip, rowText, slipRows } from './slip';

const order: CustomerOrder = {
  _id: '6a0000000000000000000001',
  order_id: 'ORD-261124-0007',
  shop_id: 'shop',
  shop_name: 'Sharma Tea Stall',
  shop_code: 'SHOP-4321',
  items: [{ product_id: 'p1', product_name: 'Masala Chai', quantity: 2, price: 15 }],
  status: 'confirmed',
  placed_by: 'customer',
  delivery_type: 'delivery',
  payment_method: 'cash',
  subtotal: 30,
  tax_amount: 1.5,
  delivery_fee: 29,
  total_amount: 60.5,
  notes: 'Less sugar',
  customer_name: 'Meera',
  customer_mobile: '9800000001',
  created_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
};

afterEach(() => setLanguage('en'));

describe('printing in Hindi and Tamil (docs/product.md "Languages")', () => {
  it("the screen names the printer in the shopkeeper's language", async () => {
    setLanguage('ta');
    await waitFor(() => expect(printerName({ kind: 'usb' })).toBe('USB பிரிண்டர்'), { timeout: 5000 });
    expect(printerName({ kind: 'dialog' })).toBe('அச்சு உரையாடல்');
    setLanguage('hi');
    await waitFor(() => expect(printerName({ kind: 'serial' })).toBe('सीरियल या ब्लूटूथ प्रिंटर'), { timeout: 5000 });
    expect(printerName({ kind: 'usb', device: { productName: 'TM-T20II' } })).toBe('USB प्रिंटर: TM-T20II');
  });

  it('the printed slips stay English (a receipt printer has no Devanagari or Tamil): the KOT and the bill', async () => {
    setLanguage('hi');
    await waitFor(() => expect(printerName({ kind: 'rawbt' })).toBe('RawBT ऐप'), { timeout: 5000 });
    const kot = slipRows(kotSlip(order), () => '').map(rowText);
    expect(kot).toEqual(expect.arrayContaining(['KOT', 'DELIVERY', '24 Nov 2026, 3:30 pm', 'Notes: Less sugar']));
    const bill = slipRows(
      billSlip(order, { shop: { name: 'Sharma Tea Stall', address: '', district: null, city: null, state: null } }),
      (p) => String(p),
    ).map(rowText);
    expect(bill).toEqual(
      expect.arrayContaining(['Subtotal 3000', 'Delivery fee 2900', 'TOTAL 6050', 'Payment Cash', 'Thank you!']),
    );
  });
});
