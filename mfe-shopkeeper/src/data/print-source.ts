import * as client from '@chowk/api-client';
import {
  ACCOUNT_TYPE_FREE_TRIAL,
  type Order,
  ORDER_DESK_MESSAGES,
  type PrintSettings,
  type PrintSettingsResponse,
} from '@chowk/contracts';
import { type QueryError, toQueryError } from '@chowk/store/query';
import type { RootState } from '@chowk/store';
import { saveTrialPrinting } from './trial-printing';
import { readTrialOrders } from './trial-store';

/**
 * What the desk's order view and the printing settings read and write, from the shop's backend
 * (the API, or a trial's device) as ShopSource's calls are. Kept out of ShopSource, which every
 * shop page loads, so a first visit (the dashboard) carries none of it: the desk and the settings
 * load this file.
 */
export interface PrintSource {
  /** One order of the shop, whole: GET /api/orders/{id} answers the shop's owner (another shop's: 404). */
  getOrder(orderId: string): Promise<Order>;
  /** PUT /api/shops/{id}/printing: the answer's `data` is the owner's view of the shop. */
  savePrintSettings(shopId: string, settings: PrintSettings): Promise<PrintSettingsResponse>;
}

/** A registered shop. Silent: the order view and the printing section show their own states. */
export const apiPrintSource: PrintSource = {
  getOrder: (orderId) => client.getShopOrder(orderId),
  savePrintSettings: (shopId, settings) => client.savePrintSettings(shopId, settings),
};

/** A trial: this device's orders and settings, refused as the API refuses. */
export const trialPrintSource: PrintSource = {
  async getOrder(orderId) {
    const order = readTrialOrders().find((o) => o._id === orderId);
    if (!order) {
      const message = ORDER_DESK_MESSAGES.orderNotFound;
      throw new client.ApiError(404, message, {}, [message], message);
    }
    return order;
  },
  savePrintSettings: async (_shopId, settings) => saveTrialPrinting(settings),
};

/**
 * A trial runs this shop: no token and the FREE_TRIAL mark (store/shop.api.ts dataModeOf's rule,
 * repeated: importing it from here would make that module export it, on the first visit too).
 */
export const isTrialSession = (state: RootState): boolean =>
  !state.session.token && state.session.accountType === ACCOUNT_TYPE_FREE_TRIAL;

/** An RTK Query `queryFn` over the PrintSource of the session's backend (as store/shop.api.ts fromSource). */
export const fromPrintSource =
  <A, R>(call: (source: PrintSource, arg: A) => Promise<R>) =>
  async (arg: A, { getState }: { getState: () => unknown }): Promise<{ data: R } | { error: QueryError }> => {
    const trial = isTrialSession(getState() as RootState);
    try {
      return { data: await call(trial ? trialPrintSource : apiPrintSource, arg) };
    } catch (e) {
      return { error: toQueryError(e) };
    }
  };
