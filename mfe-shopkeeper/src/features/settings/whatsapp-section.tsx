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
import { Button, ErrorBox, Spinner, TextField, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
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
  const { t } = useText();
  return (
    <section className="card" aria-labelledby="whatsapp-title" style={{ marginTop: 28 }}>
      <h2 id="whatsapp-title" style={{ marginTop: 0 }}>
        {t('settings.whatsapp.title')}
      </h2>
      <p>{t('settings.whatsapp.trial')}</p>
      <Link className="btn btn-primary" to={registerPath('/shop/settings')}>
        {t('common.registerShop')}
      </Link>
    </section>
  );
}

function LockedWhatsApp({ shop }: { shop: Shop }) {
  const { t } = useText();
  const tm = useMessage();
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
      toast.success(tm(answer.message));
    } catch (error) {
      setFailure(tm((error as QueryError).serverMessage ?? WHATSAPP_MESSAGES.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="whatsapp-title" style={{ marginTop: 28 }} data-testid="whatsapp-locked">
      <h2 id="whatsapp-title" style={{ marginTop: 0 }}>
        {t('settings.whatsapp.title')} <span className="badge">{t('common.professional')}</span>
      </h2>
      <p>{t('settings.whatsapp.locked', { free: WHATSAPP_FREE_PER_MONTH, price: formatRupees(WHATSAPP_EXTRA_PAISE) })}</p>
      <p className="stat-hint">{tm(planRequiredMessage('whatsapp_alerts'))}</p>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Link className="btn btn-primary" to={PLANS_PATH}>
          {t('common.seePlans')}
        </Link>
        {leftOn && (
          <Button variant="secondary" busy={busy} onClick={() => void turnOff()}>
            {t('settings.whatsapp.turnOff')}
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
  const { t } = useText();
  const tm = useMessage();
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
      toast.success(tm(answer.message));
    } catch (error) {
      const f = error as QueryError;
      const number = fieldErrors(f)?.number;
      if (number) setNumberError(number);
      else setFailure(`${tm(WHATSAPP_MESSAGES.saveFailed)}: ${tm(f.serverMessage ?? f.message)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="whatsapp-title" style={{ marginTop: 28 }} data-testid="whatsapp-alerts">
      <h2 id="whatsapp-title">{t('settings.whatsapp.title')}</h2>
      <p className="stat-hint">
        {t('settings.whatsapp.intro', { free: WHATSAPP_FREE_PER_MONTH, price: formatRupees(WHATSAPP_EXTRA_PAISE) })}
      </p>
      <form onSubmit={(e) => void save(e)} noValidate aria-label={t('settings.whatsapp.title')}>
        <label style={switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
            style={{ width: 20, height: 20, flex: 'none' }}
          />
          {t('settings.whatsapp.send')}
        </label>
        <TextField
          label={t('settings.whatsapp.number')}
          hint={t('settings.whatsapp.numberHint')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          value={draft.number}
          error={numberError && tm(numberError)}
          onChange={(e) => set({ number: e.target.value })}
        />
        <SaveActions
          saveLabel={t('settings.whatsapp.save')}
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
  const { t } = useText();
  const tm = useMessage();
  // Read again (after a save, or Retry): the line waits for the new count.
  if (usage.isFetching || (!usage.data && !usage.isError)) return <Spinner label={t('settings.whatsapp.loadingUsage')} />;
  if (usage.isError || !usage.data)
    return <ErrorBox onRetry={() => void usage.refetch()}>{tm(WHATSAPP_MESSAGES.usageFailed)}</ErrorBox>;
  const text = whatsappUsageText(usage.data);
  return (
    <div style={{ marginTop: 12 }} data-testid="whatsapp-usage">
      <p style={{ margin: 0 }}>{tm(text.used)}</p>
      {text.extra && <p style={{ margin: '4px 0 0' }}>{tm(text.extra)}</p>}
    </div>
  );
}
