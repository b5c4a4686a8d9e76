import { useEffect, useId, useState } from 'react';
import {
  PAPER_LABELS,
  PAPER_WIDTHS,
  type PaperWidth,
  PRINT_MESSAGES,
  type PrintSettings,
  type Shop,
  validatePrintSettings,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ErrorBox, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { SaveActions } from './save-actions';
import { failureText, fieldErrors } from '../../store/failure';
import { useSavePrintSettingsMutation } from '../../store/shop-profile.api';
import { useShopSession } from '../auth/shop-session';
import {
  type PrinterChoice,
  printerName,
  printerSupport,
  readPrinterChoice,
  savePrinterChoice,
} from '../printing/printer-choice';
import { releasePrintView } from '../printing/browser-print';
import { printSettingsFor } from '../printing/print-settings';
import { printSlip } from '../printing/print-slip';
import { kotSlip } from '../printing/slip';

const switchRow = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;
const buttonRow = { display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 } as const;

/**
 * "Printing" in the settings (docs/product.md "Printing"): the paper the order slips print on
 * (58 mm or 80 mm) and whether confirming an order on the desk prints its KOT, saved with the shop
 * (a trial's on this device), and the printer of this device: the print dialog, a USB or serial
 * (Bluetooth) receipt printer where the browser can reach one, or the RawBT app on Android.
 * `nested`: inside another titled region (the trial's order view), so its heading is one level down.
 */
export function PrintingSection({ shop, nested = false }: { shop: Shop; nested?: boolean }) {
  const { t } = useText();
  const { mode } = useShopSession();
  const titleId = useId();
  if (mode !== 'api' && mode !== 'trial') return null;
  const Heading = nested ? 'h3' : 'h2';
  const Sub = nested ? 'h4' : 'h3';
  return (
    <section id="printing" aria-labelledby={titleId} style={{ marginTop: nested ? 12 : 28 }} data-testid="printing-settings">
      <Heading id={titleId}>{t('settings.printing.title')}</Heading>
      <p className="stat-hint">
        {t('settings.printing.intro')}
        {mode === 'trial' ? ` ${t('settings.trialKeeps')}` : ''}
      </p>
      <PrintSettingsForm shop={shop} saved={printSettingsFor(mode, shop)} />
      <DevicePrinter Sub={Sub} paper={printSettingsFor(mode, shop).paper} />
    </section>
  );
}

function PrintSettingsForm({ shop, saved }: { shop: Shop; saved: PrintSettings }) {
  const { t } = useText();
  const tm = useMessage();
  const [save] = useSavePrintSettingsMutation();
  // Untouched, the form shows the shop as saved.
  const [edited, setEdited] = useState<PrintSettings | null>(null);
  const draft = edited ?? saved;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const paperName = useId();
  const dirty = edited !== null && (edited.paper !== saved.paper || edited.kot_on_confirm !== saved.kot_on_confirm);

  const set = (change: Partial<PrintSettings>) => {
    setEdited({ ...draft, ...change });
    setFailure(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = validatePrintSettings(draft);
    const first = found.paper ?? found.kot_on_confirm;
    if (first) {
      setFailure(tm(first));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer = await save({
        shopId: shop._id,
        body: { paper: draft.paper, kot_on_confirm: draft.kot_on_confirm },
      }).unwrap();
      setEdited(null);
      toast.success(tm(answer.message));
    } catch (error) {
      const f = error as QueryError;
      const fields = fieldErrors(f);
      setFailure(fields ? Object.values(fields).map(tm).join(' ') : failureText(f, PRINT_MESSAGES.saveFailed, tm));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('settings.printing.form')}>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
        <legend style={{ fontWeight: 600, padding: 0 }}>{t('settings.printing.paper')}</legend>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {PAPER_WIDTHS.map((paper: PaperWidth) => (
            <label key={paper} style={switchRow}>
              <input
                type="radio"
                name={paperName}
                value={paper}
                checked={draft.paper === paper}
                onChange={() => set({ paper })}
                style={{ width: 20, height: 20, flex: 'none' }}
              />
              {tm(PAPER_LABELS[paper])}
            </label>
          ))}
        </div>
      </fieldset>
      <label style={switchRow}>
        <input
          type="checkbox"
          role="switch"
          checked={draft.kot_on_confirm}
          onChange={(e) => set({ kot_on_confirm: e.target.checked })}
          style={{ width: 20, height: 20, flex: 'none' }}
        />
        {t('settings.printing.kotOnConfirm')}
      </label>
      <SaveActions
        saveLabel={t('settings.printing.save')}
        dirty={dirty}
        saving={saving}
        failure={failure}
        onDiscard={() => {
          setEdited(null);
          setFailure(null);
        }}
      />
    </form>
  );
}

/** A sample order for the test slip: what a KOT looks like on this printer and paper. */
function testOrder() {
  const now = new Date().toISOString();
  return {
    _id: 'test-slip',
    order_id: 'TEST-0001',
    items: [
      {
        product_id: 'test-1',
        product_name: 'Masala Chai',
        quantity: 2,
        price: 17,
        // How chosen options print under their item.
        options: [
          { group_id: 'test-size', group: 'Size', choice_id: 'test-full', name: 'Full', price: 5 },
          { group_id: 'test-add-ons', group: 'Add-ons', choice_id: 'test-elaichi', name: 'Elaichi', price: 2 },
        ],
      },
      { product_id: 'test-2', product_name: 'Samosa', quantity: 1, price: 20 },
    ],
    status: 'confirmed',
    total_amount: 56.7,
    notes: 'A test slip from Chowk',
    created_at: now,
    date: '',
    time: '',
  };
}

function DevicePrinter({ Sub, paper }: { Sub: 'h3' | 'h4'; paper: PaperWidth }) {
  const { t } = useText();
  const tm = useMessage();
  const [choice, setChoice] = useState<PrinterChoice>(readPrinterChoice);
  const [support] = useState(printerSupport);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  // A test slip printed through the dialog leaves with the section.
  useEffect(() => () => releasePrintView(), []);

  const choose = (next: PrinterChoice) => {
    savePrinterChoice(next);
    setChoice(next);
  };

  const connect = async (kind: 'usb' | 'serial') => {
    if (busy) return;
    setBusy(kind);
    setFailure(null);
    try {
      // The libraries load here, when a printer is connected: never with the page.
      const { connectPrinter } = await import('../printing/raw-printing');
      const device = await connectPrinter(kind);
      if (!device) {
        setFailure(tm(PRINT_MESSAGES.printerConnectFailed));
        return;
      }
      const next = { kind, device };
      choose(next);
      toast.success(t('settings.printing.nowPrintsOn', { printer: printerName(next) }));
    } catch {
      setFailure(tm(PRINT_MESSAGES.printerConnectFailed));
    } finally {
      setBusy(null);
    }
  };

  const backToDialog = async () => {
    if (choice.kind === 'usb' || choice.kind === 'serial') {
      await import('../printing/raw-printing').then((m) => m.disconnectPrinter()).catch(() => undefined);
    }
    choose({ kind: 'dialog' });
    setFailure(null);
    toast.success(tm(PRINT_MESSAGES.printerForgotten));
  };

  const testPrint = async () => {
    if (busy) return;
    setBusy('test');
    try {
      await printSlip(kotSlip(testOrder()), paper, choice);
    } catch {
      setFailure(tm(PRINT_MESSAGES.printFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div aria-labelledby={titleId} role="group" style={{ marginTop: 16 }} data-testid="device-printer">
      <Sub id={titleId} style={{ marginBottom: 4 }}>
        {t('settings.printing.device')}
      </Sub>
      <p style={{ margin: '0 0 4px' }}>
        {t('settings.printing.printsWith')} <strong data-testid="printer-name">{printerName(choice)}</strong>
      </p>
      <p className="stat-hint" style={{ margin: 0 }}>
        {t('settings.printing.deviceHint')}
        {support.rawbt && ` ${t('settings.printing.rawbtHint')}`}
      </p>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div style={buttonRow}>
        {support.usb && (
          <Button variant="secondary" aria-busy={busy === 'usb' || undefined} onClick={() => void connect('usb')}>
            {t('settings.printing.connectUsb')}
          </Button>
        )}
        {support.serial && (
          <Button variant="secondary" aria-busy={busy === 'serial' || undefined} onClick={() => void connect('serial')}>
            {t('settings.printing.connectSerial')}
          </Button>
        )}
        {support.rawbt && choice.kind !== 'rawbt' && (
          <Button variant="secondary" onClick={() => choose({ kind: 'rawbt' })}>
            {t('settings.printing.useRawbt')}
          </Button>
        )}
        {choice.kind !== 'dialog' && (
          <Button variant="secondary" onClick={() => void backToDialog()}>
            {t('settings.printing.useDialog')}
          </Button>
        )}
        <Button variant="ghost" aria-busy={busy === 'test' || undefined} onClick={() => void testPrint()}>
          {t('settings.printing.testSlip')}
        </Button>
      </div>
    </div>
  );
}
