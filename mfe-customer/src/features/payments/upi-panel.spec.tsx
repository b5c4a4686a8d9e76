import { screen, waitFor, within } from '@testing-library/react';
import { fail, mockHttp, NEVER, ok } from '@chowk/api-client/testing';
import {
  BILL_MESSAGES,
  type CustomerOrder,
  ORDER_PAYMENT_MESSAGES,
  orderUpiLink,
  PAYMENT_STATUS_LABELS,
  UPI_TEXT,
} from '@chowk/contracts';
import { decodeQrSvg } from '../../testing/decode-qr';
import { order, shopRoutes, upiOrder, upiShop } from '../../testing/fixtures';
import { renderCustomer, resetCustomerTestState } from '../../testing/render-customer';
import { UPI_QR } from './upi-panel';

const CONFIRMATION = '/customer/shop/SHOP-1234/order-confirmation';
const CLAIM = `POST /orders/${upiOrder._id}/payment/claim`;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148';

const link = orderUpiLink(upiOrder, upiOrder.pay_to!, upiOrder.shop_name) as string;
const qrName = UPI_TEXT.qrLabel('₹31.50', 'Sharma Tea Stall');
const claimed = (extra: Partial<CustomerOrder> = {}): CustomerOrder => ({
  ...upiOrder,
  payment: { status: 'claimed', via: null, claimed_at: '2026-11-24T06:31:00.000Z', updated_at: null },
  updated_at: '2026-11-24T06:31:00.000Z',
  ...extra,
});

afterEach(() => {
  resetCustomerTestState();
  jest.restoreAllMocks();
});

const userAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);

async function openConfirmation(o: CustomerOrder, routes: Parameters<typeof mockHttp>[0] = {}) {
  const http = mockHttp({ ...shopRoutes(upiShop), ...routes });
  const view = renderCustomer(CONFIRMATION, { state: { order: o } });
  // The first test loads (and transforms) the lazy pages: more than findBy's second.
  await screen.findByRole('heading', { level: 1, name: 'Order Placed Successfully!' }, { timeout: 10_000 });
  return { http, ...view };
}

const panel = () => within(screen.getByTestId('upi-panel'));
const paymentRow = () =>
  within(screen.getByRole('region', { name: 'Your order' }))
    .getAllByRole('term')
    .find((dt) => dt.textContent === 'Payment status')?.nextElementSibling?.textContent;

describe('the UPI panel on the confirmation (docs/product.md "UPI payments and bills")', () => {
  it('shows the QR of the order’s UPI link, the amount and in words, the payee and the UPI ID', async () => {
    await openConfirmation(upiOrder);
    const qr = await screen.findByRole('img', { name: qrName }, { timeout: 10_000 });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('width', String(UPI_QR.size));
    expect(UPI_QR.size).toBeGreaterThanOrEqual(200);
    // What a phone reads from it: the exact link (amount with two decimals, the order number as tr).
    expect(decodeQrSvg(qr)).toBe(link);
    expect(link).toBe(
      'upi://pay?pa=sharmatea@okhdfcbank&pn=Sharma%20Tea%20Stall&am=31.50&cu=INR&tn=Order%20ORD-20261124-0001&tr=ORD-20261124-0001',
    );
    const p = panel();
    expect(p.getByRole('heading', { level: 2, name: UPI_TEXT.optionLabel })).toBeInTheDocument();
    expect(p.getByText(UPI_TEXT.scan)).toBeInTheDocument();
    expect(p.getByText('₹31.50')).toBeInTheDocument();
    expect(p.getByText('Rupees Thirty One and Fifty Paise Only')).toBeInTheDocument();
    expect(p.getByText(UPI_TEXT.payee('Sharma Tea Stall'))).toBeInTheDocument();
    expect(p.getByText('sharmatea@okhdfcbank')).toBeInTheDocument();
    expect(p.getByRole('button', { name: UPI_TEXT.iHavePaid })).toBeEnabled();
    expect(paymentRow()).toBe(PAYMENT_STATUS_LABELS.unpaid);
  });

  it('offers "Pay with a UPI app" on Android only, opening the same link', async () => {
    userAgent(IPHONE);
    const first = await openConfirmation(upiOrder);
    await screen.findByRole('img', { name: qrName });
    expect(screen.queryByRole('link', { name: UPI_TEXT.payWithApp })).not.toBeInTheDocument();
    first.unmount();

    userAgent(ANDROID);
    await openConfirmation(upiOrder);
    expect(await screen.findByRole('link', { name: UPI_TEXT.payWithApp })).toHaveAttribute('href', link);
  });

  it('"I have paid" tells the shop: the panel then reads "Payment to be confirmed", the QR stays', async () => {
    const { http, user } = await openConfirmation(upiOrder, {
      [CLAIM]: ok({ success: true, message: ORDER_PAYMENT_MESSAGES.claimRecorded, data: claimed() }),
    });
    await user.click(await screen.findByRole('button', { name: UPI_TEXT.iHavePaid }));
    const state = screen.getByTestId('upi-state');
    await waitFor(() => expect(state).toHaveTextContent(UPI_TEXT.toBeConfirmed));
    expect(state).toHaveTextContent(UPI_TEXT.toBeConfirmedHint);
    expect(state).toHaveAttribute('aria-live', 'polite');
    expect(state).toHaveFocus();
    expect(screen.queryByRole('button', { name: UPI_TEXT.iHavePaid })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: qrName })).toBeInTheDocument();
    expect(http.made('POST', `/orders/${upiOrder._id}/payment/claim`)).toHaveLength(1);
    // The order on the page (its history state) follows: a reload still says so.
    await waitFor(() => expect(paymentRow()).toBe(PAYMENT_STATUS_LABELS.claimed));
  });

  it('a claim that fails says so and keeps the button for another try', async () => {
    const { http, user } = await openConfirmation(upiOrder, { [CLAIM]: fail(500) });
    await user.click(await screen.findByRole('button', { name: UPI_TEXT.iHavePaid }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_PAYMENT_MESSAGES.claimFailed);
    expect(screen.getByRole('button', { name: UPI_TEXT.iHavePaid })).toBeEnabled();
    expect(screen.getByTestId('upi-state')).toBeEmptyDOMElement();

    http.routes[CLAIM] = ok({ success: true, message: ORDER_PAYMENT_MESSAGES.claimRecorded, data: claimed() });
    await user.click(screen.getByRole('button', { name: UPI_TEXT.iHavePaid }));
    await waitFor(() => expect(screen.getByTestId('upi-state')).toHaveTextContent(UPI_TEXT.toBeConfirmed));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while the claim is on its way the button is busy', async () => {
    const { user } = await openConfirmation(upiOrder, { [CLAIM]: NEVER });
    await user.click(await screen.findByRole('button', { name: UPI_TEXT.iHavePaid }));
    expect(screen.getByRole('button', { name: UPI_TEXT.iHavePaid })).toHaveAttribute('aria-busy', 'true');
  });

  it('an order the customer already said is paid shows the QR and "Payment to be confirmed", no button', async () => {
    await openConfirmation(claimed());
    await screen.findByRole('img', { name: qrName });
    expect(screen.getByTestId('upi-state')).toHaveTextContent(UPI_TEXT.toBeConfirmed);
    expect(screen.queryByRole('button', { name: UPI_TEXT.iHavePaid })).not.toBeInTheDocument();
  });

  it('a paid order says "Paid": no QR, no button', async () => {
    await openConfirmation({
      ...upiOrder,
      payment: { status: 'paid', via: 'upi', claimed_at: null, updated_at: '2026-11-24T06:40:00.000Z' },
    });
    await waitFor(() => expect(screen.getByTestId('upi-state')).toHaveTextContent(UPI_TEXT.paid));
    expect(screen.queryByRole('img', { name: qrName })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UPI_TEXT.iHavePaid })).not.toBeInTheDocument();
    expect(paymentRow()).toBe('Paid · UPI');
  });

  it.each([
    ['a cash order', { ...order, bill_key: upiOrder.bill_key }],
    ['a UPI order to a shop without a UPI ID (no pay_to)', { ...upiOrder, pay_to: undefined }],
    ['a cancelled UPI order', { ...upiOrder, status: 'cancelled' }],
  ])('%s has no panel', async (_name, o) => {
    await openConfirmation(o as CustomerOrder);
    expect(screen.queryByTestId('upi-panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: qrName })).not.toBeInTheDocument();
  });

  it('links to the bill when the order has one', async () => {
    const first = await openConfirmation(upiOrder);
    expect(screen.getByRole('link', { name: BILL_MESSAGES.viewBill })).toHaveAttribute(
      'href',
      `/customer/bill/${upiOrder.bill_key}`,
    );
    first.unmount();
    await openConfirmation({ ...order });
    expect(screen.queryByRole('link', { name: BILL_MESSAGES.viewBill })).not.toBeInTheDocument();
  });
});
