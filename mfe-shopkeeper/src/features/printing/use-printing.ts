import { useCallback, useEffect, useMemo } from 'react';
import { type BillView, knownStatus, type Order, PRINT_MESSAGES, type PrintSettings } from '@chowk/contracts';
import { toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { readTrialProfile } from '../../data/trial-store';
import { useShopSession } from '../auth/shop-session';
import { billingFor } from '../settings/billing-for';
import { releasePrintView } from './browser-print';
import { printSettingsFor } from './print-settings';
import { printSlip } from './print-slip';
import { billSlip, issuedBillSlip, kotSlip, type PrintableOrder, type Slip, type SlipKind } from './slip';

export interface Printing {
  /** The shop's settings (the owner's view of the shop; a trial's from the device). */
  settings: PrintSettings;
  /** Prints an order's KOT or bill (a trial's bill, worked out from the order); a failure is said in a toast. */
  print: (order: PrintableOrder, kind: SlipKind) => Promise<void>;
  /** Prints a registered shop's issued bill (GET /api/orders/{id}/bill) with the order's notes; a failure is said in a toast. */
  printBill: (bill: BillView, notes?: string) => Promise<void>;
  /** After a status change on the desk: the KOT of an order just confirmed, when the shop asked for it. */
  afterStatusChange: (saved: Order) => void;
}

/**
 * Printing for the order desk. Mounted by the desk (its print view lives as long as the desk), and
 * handed to the order view. The bill's header is the shop and the owner's mobile (a trial's: the
 * mobile its wizard kept).
 */
export function usePrinting(): Printing {
  const { t } = useText();
  const tm = useMessage();
  const { mode, shop, user } = useShopSession();
  const settings = useMemo(() => printSettingsFor(mode, shop), [mode, shop]);
  const contact = mode === 'trial' ? (readTrialProfile()?.mobile ?? null) : (user?.mobile ?? null);
  const gstScheme = billingFor(mode, shop).gst_scheme;

  useEffect(() => () => releasePrintView(), []);

  const send = useCallback(
    async (slip: Slip) => {
      try {
        const outcome = await printSlip(slip, settings.paper);
        if (outcome.fellBack) toast.error(t('printing.fellBack'));
      } catch {
        toast.error(tm(PRINT_MESSAGES.printFailed));
      }
    },
    [settings.paper, t, tm],
  );

  const print = useCallback(
    async (order: PrintableOrder, kind: SlipKind) => {
      if (!shop) return;
      await send(kind === 'kot' ? kotSlip(order) : billSlip(order, { shop, contact, gstScheme }));
    },
    [shop, contact, gstScheme, send],
  );

  const printBill = useCallback((bill: BillView, notes?: string) => send(issuedBillSlip(bill, contact, notes)), [contact, send]);

  const afterStatusChange = useCallback(
    (saved: Order) => {
      if (settings.kot_on_confirm && knownStatus(saved.status) === 'confirmed') void print(saved, 'kot');
    },
    [settings.kot_on_confirm, print],
  );

  return { settings, print, printBill, afterStatusChange };
}
