import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  planIncludes,
  planRequiredMessage,
  type Shop,
  validateWhatsAppSettings,
  WHATSAPP_EXTRA_PAISE,
  WHATSAPP_FREE_PER_MONTH,
  WHATSAPP_MESSAGES,
  type WhatsAppSettingsPayload,
  whatsappUsageText,
  formatRupees,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ErrorBox, Spinner, TextField, toast } from '@chowk/ui';
import { SaveActions } from './save-actions';
import { fieldErrors } from '../../store/failure';
import { useGetWhatsAppUsageQuery, useSetWhatsAppAlertsMutation } from '../../store/shop-profile.api';
import { useShopSession } from '../auth/shop-session';
import { registerPath } from '../frame/register-prompt';

/** Where a registered shop without the plan goes to choose one (the dashboard opens the plan dialog). */
const PLANS_PATH = '/shop/dashboard?show-subscription-plan=true';

const switchRow = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;

/**
 * "WhatsApp alerts" in the settings (the Professional plan): each new customer order
 * as a WhatsApp message to the owner, 150 free a month and then ₹0.15 each. A registered shop
 * without the plan sees what it gives and the way to the plans; a trial is asked to register.
 */
export function WhatsAppSection({ shop }: { shop: Shop }) {
  const { mode, user } = useShopSession();
  if (mode === 'trial') return <TrialWhatsApp />;
  if (mode !== 'api') return null;
  return planIncludes(shop.plan, 'whatsapp_alerts') ? (
    <WhatsAppEditor shop={shop} ownerMobile={user?.mobile ?? ''} />
  ) : (
    <LockedWhatsApp shop={shop} />
  );
}

function TrialWhatsApp() {
  return (
    <section className="card" aria-labelledby="whatsapp-title" style={{ marginTop: 28 }}>
      <h2 id="whatsapp-title" style={{ marginTop: 0 }}>
        WhatsApp alerts
      </h2>
      <p>A trial shop stays on this device, so customers cannot order from it yet. Register your shop to go live.</p>
      <Link className="btn btn-primary" to={registerPath('/shop/settings')}>
        Register your shop
      </Link>
    </section>
  );
}

function LockedWhatsApp({ shop }: { shop: Shop }) {
  const [setAlerts] = useSetWhatsAppAlertsMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Alerts turned on under a plan that has since run out: they are not sent, and may be turned off.
  const leftOn = Boolean(shop.whatsapp?.enabled && shop.whatsapp.number);

  const turnOff = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await setAlerts({
        shopId: shop._id,
        body: { number: shop.whatsapp?.number ?? '', enabled: false },
      }).unwrap();
      toast.success(answer.message);
    } catch (error) {
      setFailure((error as QueryError).serverMessage ?? WHATSAPP_MESSAGES.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="whatsapp-title" style={{ marginTop: 28 }} data-testid="whatsapp-locked">
      <h2 id="whatsapp-title" style={{ marginTop: 0 }}>
        WhatsApp alerts <span className="badge">Professional</span>
      </h2>
      <p>
        Get every new customer order on your WhatsApp the moment it is placed: the order number, the items, the total and who
        ordered. {WHATSAPP_FREE_PER_MONTH} alerts a month are free, then {formatRupees(WHATSAPP_EXTRA_PAISE)} each.
      </p>
      <p className="stat-hint">{planRequiredMessage('whatsapp_alerts')}</p>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Link className="btn btn-primary" to={PLANS_PATH}>
          See plans
        </Link>
        {leftOn && (
          <Button variant="secondary" busy={busy} onClick={() => void turnOff()}>
            Turn alerts off
          </Button>
        )}
      </div>
    </section>
  );
}

interface Draft {
  number: string;
  enabled: boolean;
}

function WhatsAppEditor({ shop, ownerMobile }: { shop: Shop; ownerMobile: string }) {
  const [setAlerts] = useSetWhatsAppAlertsMutation();
  const saved: Draft = { number: shop.whatsapp?.number ?? ownerMobile, enabled: Boolean(shop.whatsapp?.enabled) };
  // Untouched, the section shows the shop as saved (the number defaults to the owner's mobile).
  const [edited, setEdited] = useState<Draft | null>(null);
  const draft = edited ?? saved;
  const [numberError, setNumberError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // This month's count; a save reads it again (the mutation invalidates it).
  const usage = useGetWhatsAppUsageQuery(shop._id);

  const dirty =
    edited !== null && (edited.number !== (shop.whatsapp?.number ?? '') || edited.enabled !== Boolean(shop.whatsapp?.enabled));

  const set = (change: Partial<Draft>) => {
    setEdited({ ...draft, ...change });
    if (change.number !== undefined) setNumberError(undefined);
    setFailure(null);
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const payload: WhatsAppSettingsPayload = { number: draft.number.replace(/[\s-]/g, ''), enabled: draft.enabled };
    const found = validateWhatsAppSettings(payload);
    setNumberError(found.number);
    if (found.number) return;
    setSaving(true);
    try {
      const answer = await setAlerts({ shopId: shop._id, body: payload }).unwrap();
      setEdited(null);
      toast.success(answer.message);
    } catch (error) {
      const f = error as QueryError;
      const number = fieldErrors(f)?.number;
      if (number) setNumberError(number);
      else setFailure(`${WHATSAPP_MESSAGES.saveFailed}: ${f.serverMessage ?? f.message}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="whatsapp-title" style={{ marginTop: 28 }} data-testid="whatsapp-alerts">
      <h2 id="whatsapp-title">WhatsApp alerts</h2>
      <p className="stat-hint">
        Each new customer order comes to your WhatsApp as a short message. {WHATSAPP_FREE_PER_MONTH} alerts a month are free, then{' '}
        {formatRupees(WHATSAPP_EXTRA_PAISE)} each. Orders you take at the counter send none.
      </p>
      <form onSubmit={(e) => void save(e)} noValidate aria-label="WhatsApp alerts">
        <label style={switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
            style={{ width: 20, height: 20, flex: 'none' }}
          />
          Send new orders to my WhatsApp
        </label>
        <TextField
          label="WhatsApp number"
          hint="10-digit mobile number; alerts go to +91 and this number."
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          value={draft.number}
          error={numberError}
          onChange={(e) => set({ number: e.target.value })}
        />
        <SaveActions
          saveLabel="Save WhatsApp alerts"
          dirty={dirty}
          saving={saving}
          failure={failure}
          onDiscard={() => {
            setEdited(null);
            setNumberError(undefined);
            setFailure(null);
          }}
        />
      </form>
      <UsageLine usage={usage} />
    </section>
  );
}

function UsageLine({ usage }: { usage: ReturnType<typeof useGetWhatsAppUsageQuery> }) {
  // Read again (after a save, or Retry): the line waits for the new count.
  if (usage.isFetching || (!usage.data && !usage.isError)) return <Spinner label="Loading this month’s alerts…" />;
  if (usage.isError || !usage.data)
    return <ErrorBox onRetry={() => void usage.refetch()}>{WHATSAPP_MESSAGES.usageFailed}</ErrorBox>;
  const text = whatsappUsageText(usage.data);
  return (
    <div style={{ marginTop: 12 }} data-testid="whatsapp-usage">
      <p style={{ margin: 0 }}>{text.used}</p>
      {text.extra && <p style={{ margin: '4px 0 0' }}>{text.extra}</p>}
    </div>
  );
}
