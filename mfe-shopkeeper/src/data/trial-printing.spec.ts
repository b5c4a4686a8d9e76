import { mockHttp, restoreHttp } from '@chowk/api-client/testing';
import { type Order, ORDER_DESK_MESSAGES, PRINT_MESSAGES as P } from '@chowk/contracts';
import { trialPrintSource } from './print-source';
import { readTrialPrinting, TRIAL_PRINTING_KEY } from './trial-printing';
import { TrialError } from './trial-source';
import { TRIAL_SHOP_ID, trialShop, writeTrialOrders } from './trial-store';

let http: ReturnType<typeof mockHttp>;
beforeEach(() => {
  localStorage.clear();
  // A trial makes no request.
  http = mockHttp({});
});
afterEach(() => {
  expect(http.calls).toEqual([]);
  restoreHttp();
});

const order = (id: string): Order => ({
  _id: id,
  order_id: 'ORD-261124-0001',
  items: [{ product_id: 'p', product_name: 'Vada', quantity: 1, price: 20 }],
  status: 'pending',
  total_amount: 21,
  created_at: '2026-11-24T10:00:00.000Z',
  date: '24-11-2026',
  time: '15-30',
});

describe("a trial's order view and printing settings (this device only)", () => {
  it('reads one order of the trial; another id is 404 as the API answers it', async () => {
    writeTrialOrders([order('a'), order('b')]);
    expect(await trialPrintSource.getOrder('b')).toEqual(order('b'));
    await expect(trialPrintSource.getOrder('zzz')).rejects.toEqual(new TrialError(404, ORDER_DESK_MESSAGES.orderNotFound));
    await expect(trialPrintSource.getOrder('zzz')).rejects.toMatchObject({ status: 404 });
  });

  it('prints with the defaults until saved; saving keeps them here and answers the trial’s shop with them', async () => {
    expect(readTrialPrinting()).toEqual({ paper: '58mm', kot_on_confirm: false });
    const answer = await trialPrintSource.savePrintSettings(TRIAL_SHOP_ID, { paper: '80mm', kot_on_confirm: true });
    expect(answer).toEqual({
      success: true,
      message: P.saved,
      data: { ...trialShop(), printing: { paper: '80mm', kot_on_confirm: true } },
    });
    expect(JSON.parse(localStorage.getItem(TRIAL_PRINTING_KEY) ?? 'null')).toEqual({ paper: '80mm', kot_on_confirm: true });
    expect(readTrialPrinting()).toEqual({ paper: '80mm', kot_on_confirm: true });
    // The device's trial shop itself is untouched (the frame compares it between renders).
    expect(trialShop().printing).toBeUndefined();
  });

  it("refuses what the API refuses, with the API's messages, and keeps nothing", async () => {
    await expect(
      trialPrintSource.savePrintSettings(TRIAL_SHOP_ID, { paper: 'A4', kot_on_confirm: 'yes' } as never),
    ).rejects.toMatchObject({ status: 422, errors: { paper: P.paperInvalid, kot_on_confirm: P.kotOnConfirmInvalid } });
    expect(localStorage.getItem(TRIAL_PRINTING_KEY)).toBeNull();
  });

  it('reads storage someone edited as the defaults where it cannot be read', () => {
    localStorage.setItem(TRIAL_PRINTING_KEY, '{broken');
    expect(readTrialPrinting()).toEqual({ paper: '58mm', kot_on_confirm: false });
    localStorage.setItem(TRIAL_PRINTING_KEY, JSON.stringify({ paper: '100mm', kot_on_confirm: true }));
    expect(readTrialPrinting()).toEqual({ paper: '58mm', kot_on_confirm: true });
  });
});
