import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import * as client from '@chowk/api-client';
import type {
  PrintSettings,
  PrintSettingsResponse,
  Shop,
  ShopSettingsPayload,
  ThemeColorPayload,
  WhatsAppSettingsPayload,
  WhatsAppSettingsResponse,
  WhatsAppUsage,
} from '@chowk/contracts';
import { type RootState, shopChanged } from '@chowk/store';
import { fromCall } from '@chowk/store/query';
import { fromPrintSource, isTrialSession } from '../data/print-source';
import { fromSource, shopApi } from './shop.api';

/**
 * The one way the shop is refreshed after a save: the shop the save answered goes into the
 * session (the browser's one copy of it) at once, then the shop is read again from its backend
 * (GET /auth/me, or the trial's), so every page shows what is saved. A failed read leaves the
 * saved shop; the next start reads it again.
 */
export const refreshShop =
  (saved?: Shop): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    if (saved) dispatch(shopChanged(saved));
    const answer = await fromSource((source) => source.currentShop())(undefined, { getState });
    if ('data' in answer) dispatch(shopChanged(answer.data));
  };

type ShopAnswer = { shop: Shop; message: string };

/** After a save that answers the shop: the refresh above. */
const refreshOnSave = async (
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: ThunkDispatch<RootState, unknown, UnknownAction>; queryFulfilled: Promise<{ data: ShopAnswer }> },
): Promise<void> => {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) await dispatch(refreshShop(answer.data.shop));
};

/**
 * A registered shop's profile: its settings, its look and its WhatsApp alerts. Only a registered
 * shop reaches these screens (a trial is asked to register), so they call the API alone; the
 * printing settings alone run on a trial too (fromPrintSource: a trial keeps them on the device).
 */
export const shopProfileApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    saveShopSettings: build.mutation<ShopAnswer, { shopId: string; body: ShopSettingsPayload }>({
      queryFn: fromCall(({ shopId, body }: { shopId: string; body: ShopSettingsPayload }) =>
        client.updateShopSettings(shopId, body),
      ),
      onQueryStarted: refreshOnSave,
    }),
    setThemeColor: build.mutation<ShopAnswer, { shopId: string; body: ThemeColorPayload }>({
      queryFn: fromCall(({ shopId, body }: { shopId: string; body: ThemeColorPayload }) =>
        client.setShopThemeColor(shopId, body),
      ),
      onQueryStarted: refreshOnSave,
    }),
    /** Removing the logo or the banner (an upload, with its progress, is the image picker's). */
    removeShopImage: build.mutation<ShopAnswer, { shopId: string; kind: 'logo' | 'banner' }>({
      queryFn: fromCall(({ shopId, kind }: { shopId: string; kind: 'logo' | 'banner' }) => client.removeShopImage(shopId, kind)),
      onQueryStarted: refreshOnSave,
    }),

    getWhatsAppUsage: build.query<WhatsAppUsage, string>({
      queryFn: fromCall(client.getWhatsAppUsage),
      providesTags: ['WhatsApp'],
    }),
    /** A save changes this month's count too (the usage line reads it again). */
    setWhatsAppAlerts: build.mutation<WhatsAppSettingsResponse, { shopId: string; body: WhatsAppSettingsPayload }>({
      queryFn: fromCall(({ shopId, body }: { shopId: string; body: WhatsAppSettingsPayload }) =>
        client.setWhatsAppAlerts(shopId, body),
      ),
      onQueryStarted: refreshOnSave,
      invalidatesTags: (result) => (result ? ['WhatsApp'] : []),
    }),
    /**
     * The paper and the KOT on confirming, for a registered shop or a trial (fromPrintSource: a
     * trial keeps them on the device). The answer's shop goes into the session; a registered
     * shop's is then read again as after every save (refreshShop).
     */
    savePrintSettings: build.mutation<PrintSettingsResponse, { shopId: string; body: PrintSettings }>({
      queryFn: fromPrintSource((source, { shopId, body }: { shopId: string; body: PrintSettings }) =>
        source.savePrintSettings(shopId, body),
      ),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // A trial's shop is read from the device, which keeps these apart (data/trial-printing.ts).
        if (isTrialSession(getState() as RootState)) dispatch(shopChanged(answer.data.data));
        else await dispatch(refreshShop(answer.data.data));
      },
    }),
  }),
});

export const {
  useSaveShopSettingsMutation,
  useSetThemeColorMutation,
  useRemoveShopImageMutation,
  useGetWhatsAppUsageQuery,
  useSetWhatsAppAlertsMutation,
  useSavePrintSettingsMutation,
} = shopProfileApi;
