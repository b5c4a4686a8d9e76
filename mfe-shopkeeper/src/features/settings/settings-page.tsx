import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type DayHours,
  defaultOpeningHours,
  formatTime,
  type GeoPoint,
  indiaClock,
  openingHoursError,
  SHOP_API_MESSAGES,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  type Shop,
  type ShopSettingsPayload,
  shopOpenState,
  validateShopSettings,
  WEEKDAY_NAMES,
} from '@chowk/contracts';
import type { QueryError } from '@chowk/store/query';
import { Button, ErrorBox, SelectField, Spinner, TableRegion, TextArea, TextField, toast, useMessage, useNow } from '@chowk/ui';
import { useText } from '../../i18n';
import { SaveActions } from './save-actions';
import { failureText, fieldErrors } from '../../store/failure';
import { useSaveShopSettingsMutation } from '../../store/shop-profile.api';
import { useShopSession } from '../auth/shop-session';
import { useShopMenu } from '../menu/use-shop-menu';
import { SoldOutSwitch } from '../menu/sold-out-switch';
import { NARROW_SCREEN, useMediaQuery } from '../menu/use-media-query';
import { useShopChoices } from '../onboarding/use-shop-choices';
import { useLeaveGuard } from './leave-guard';
import { AlertsSection } from '../alerts/alerts-section';
import { WhatsAppSection } from './whatsapp-section';
import { ShopLookSection } from './shop-look-section';
import { PrintingSection } from './printing-section';
import { DeliveryTermsSection } from './delivery-terms-section';
import { BillingSection } from './billing-section';

/** The form's copy of what PATCH /api/shops/{id} takes. */
export interface SettingsDraft {
  name: string;
  category_id: string;
  district_id: string;
  address: string;
  openingHours: DayHours[];
  ordersPaused: boolean;
  delivers: boolean;
  location: GeoPoint | null;
}

type SettingsErrors = Partial<Record<keyof ShopSettingsPayload, string>>;

export const draftOf = (shop: Shop): SettingsDraft => ({
  name: shop.name,
  category_id: shop.category_id ?? shop.category?._id ?? '',
  district_id: shop.district?._id ?? '',
  address: shop.address ?? '',
  openingHours: (shop.openingHours?.length === 7 ? shop.openingHours : defaultOpeningHours()).map((d) => ({ ...d })),
  ordersPaused: Boolean(shop.ordersPaused),
  delivers: Boolean(shop.delivers),
  location: shop.location ?? null,
});

/** The request body: the whole draft, names and address trimmed. */
export const settingsPayload = (draft: SettingsDraft): ShopSettingsPayload => ({
  ...draft,
  name: draft.name.trim(),
  address: draft.address.trim(),
  openingHours: draft.openingHours.map(({ day, closed, open, close }) => ({ day, closed, open, close })),
});

/** One day's message, by the same rule as the whole week (libs/contracts openingHoursError). */
const dayError = (day: DayHours): string | undefined =>
  openingHoursError(defaultOpeningHours().map((d) => (d.day === day.day ? day : d)));

/** What a failed save means for the form: field messages, or one message for the page. */
function saveErrors(failure: QueryError): { fields: SettingsErrors; message: string | null } {
  const fields = fieldErrors(failure);
  if (fields) return { fields, message: null };
  // A category or district removed by the admin since the page loaded: 404 naming it.
  if (failure.serverMessage === SHOP_API_MESSAGES.shopCategoryNotFound) {
    return { fields: { category_id: failure.serverMessage }, message: null };
  }
  if (failure.serverMessage === SHOP_API_MESSAGES.districtNotFound) {
    return { fields: { district_id: failure.serverMessage }, message: null };
  }
  return { fields: {}, message: failureText(failure, SHOP_FAILURE.saveSettings) };
}

/** /shop/settings: details, weekly hours, pause, delivery, location, delivery terms, payments and bills, sold-out items. */
export default function SettingsPage() {
  const { mode } = useShopSession();
  if (mode === 'trial') return <TrialSettings />;
  return <RegisteredSettings />;
}

function TrialSettings() {
  const { t } = useText();
  const { shop } = useShopSession();
  return (
    <section className="container" style={{ padding: '24px 16px', maxWidth: 760 }} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      <p>{t('settings.trial')}</p>
      <Link className="btn btn-primary" to="/shop/onboarding?redirect-from=%2Fshop%2Fsettings">
        {t('common.registerShop')}
      </Link>
      {/* Payments and bills can be tried here: the test QR, and what the trial's bills and tax would be. */}
      {shop && <BillingSection shop={shop} />}
    </section>
  );
}

function RegisteredSettings() {
  const { t } = useText();
  const tm = useMessage();
  const { shop } = useShopSession();
  const { products } = useShopMenu();
  const [saveSettings] = useSaveShopSettingsMutation();
  const choices = useShopChoices();
  // Read again every minute, so the preview's Open / Closed follows the clock.
  const now = useNow();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const initial = useMemo<SettingsDraft | null>(() => shop && draftOf(shop), [shop]);
  // Untouched, the form shows the shop as saved; the first change makes an edited copy.
  const [edited, setEdited] = useState<SettingsDraft | null>(null);
  const draft = edited ?? initial;
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [locateFailure, setLocateFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);

  const dirty = edited !== null && initial !== null && JSON.stringify(edited) !== JSON.stringify(initial);
  const { dialog: leaveDialog } = useLeaveGuard(dirty && !saving);
  const soldOut = products.filter((p) => p.sold_out);

  if (!shop || !draft) return <Spinner label={t('settings.loading')} />;

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => {
    setEdited((d) => {
      const base = d ?? initial;
      return base && { ...base, [key]: value };
    });
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setDay = (day: number, change: Partial<DayHours>) =>
    set(
      'openingHours',
      draft.openingHours.map((d) => (d.day === day ? { ...d, ...change } : d)),
    );
  const copyMonday = () => {
    const monday = draft.openingHours[1];
    if (monday)
      set(
        'openingHours',
        draft.openingHours.map((d) => ({ ...monday, day: d.day })),
      );
  };

  const preview = shopOpenState(draft, now);
  const today = draft.openingHours[indiaClock(now).day];

  const locate = () => {
    setLocateFailure(null);
    if (!('geolocation' in navigator)) return setLocateFailure(SHOP_FAILURE.locate);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        set('location', {
          latitude: Math.round(position.coords.latitude * 1e6) / 1e6,
          longitude: Math.round(position.coords.longitude * 1e6) / 1e6,
        });
        setLocating(false);
      },
      () => {
        setLocateFailure(SHOP_FAILURE.locate);
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const payload = settingsPayload(draft);
    const found = validateShopSettings(payload);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      // The mutation refreshes the shop every page reads (refreshShop).
      await saveSettings({ shopId: shop._id, body: payload }).unwrap();
      setEdited(null);
      toast.success(tm(SHOP_SUCCESS.settingsSaved));
    } catch (error) {
      const { fields, message } = saveErrors(error as QueryError);
      setErrors(fields);
      setFailure(message && tm(message));
    } finally {
      setSaving(false);
    }
  };

  // Each day's controls, laid out as a table row on a wide screen and as a block on a phone.
  const days = draft.openingHours.map((d) => {
    const name = tm(WEEKDAY_NAMES[d.day]);
    const problem = dayError(d);
    const problemId = `hours-${d.day}-error`;
    const time = (which: 'open' | 'close') => (
      <input
        type="time"
        aria-label={which === 'open' ? t('settings.hours.opensAt', { day: name }) : t('settings.hours.closesAt', { day: name })}
        value={d[which]}
        disabled={d.closed}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(e) => setDay(d.day, { [which]: e.target.value })}
      />
    );
    return {
      d,
      name,
      problem: problem && tm(problem),
      problemId,
      openSwitch: (
        <input
          type="checkbox"
          role="switch"
          aria-label={t('settings.hours.openOn', { day: name })}
          checked={!d.closed}
          onChange={(e) => setDay(d.day, { closed: !e.target.checked })}
          style={{ width: 20, height: 20, flex: 'none' }}
        />
      ),
      opens: time('open'),
      closes: time('close'),
    };
  });

  const categoryOptions =
    choices.status === 'ready'
      ? choices.categories
      : shop.category
        ? [{ value: shop.category._id, label: shop.category.name }]
        : [];
  const districtOptions =
    choices.status === 'ready'
      ? choices.districts
      : shop.district
        ? [{ value: shop.district._id, label: shop.district.name }]
        : [];
  const switchRow = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;
  const stateText = {
    open: t('settings.preview.open'),
    closed: t('settings.preview.closed'),
    paused: t('settings.preview.paused'),
  };
  const stateHint = {
    open: t('settings.preview.openHint'),
    closed: t('settings.preview.closedHint'),
    paused: t('settings.preview.pausedHint'),
  };
  const errorOf = (key: keyof SettingsErrors): string | undefined => (errors[key] ? tm(errors[key]) : undefined);

  return (
    <section className="container" style={{ padding: '24px 16px', maxWidth: 760 }} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>

      <section className="card" aria-labelledby="preview-title" style={{ marginBottom: 16 }}>
        <h2 id="preview-title" style={{ marginTop: 0, fontSize: '1.05rem' }}>
          {t('settings.preview.title')}
        </h2>
        <p style={{ margin: 0 }}>
          <strong>{draft.name.trim() || shop.name}</strong> · <strong data-testid="open-state">{stateText[preview]}</strong>
        </p>
        <p style={{ margin: '4px 0 0' }}>
          {today && !today.closed
            ? t('settings.preview.today', { open: formatTime(today.open), close: formatTime(today.close) })
            : t('settings.preview.closedToday')}
          {' · '}
          {draft.delivers ? t('settings.preview.delivers') : t('settings.preview.pickupOnly')}
        </p>
        <p className="stat-hint" style={{ margin: '4px 0 0' }}>
          {stateHint[preview]}
          {dirty && ` ${t('settings.notSavedYet')}`}
        </p>
      </section>

      <form onSubmit={(e) => void save(e)} noValidate aria-label={t('settings.title')}>
        <h2>{t('settings.details.title')}</h2>
        <TextField
          label={t('settings.details.shopName')}
          value={draft.name}
          error={errorOf('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        {choices.status === 'failed' && <ErrorBox onRetry={choices.retry}>{t('settings.details.choicesFailed')}</ErrorBox>}
        <SelectField
          label={t('settings.details.category')}
          placeholder={choices.status === 'loading' ? t('common.loading') : t('settings.details.chooseCategory')}
          value={draft.category_id}
          error={errorOf('category_id')}
          options={categoryOptions}
          onChange={(e) => set('category_id', e.target.value)}
        />
        <SelectField
          label={t('settings.details.district')}
          placeholder={choices.status === 'loading' ? t('common.loading') : t('settings.details.chooseDistrict')}
          value={draft.district_id}
          error={errorOf('district_id')}
          options={districtOptions}
          onChange={(e) => set('district_id', e.target.value)}
        />
        <TextArea
          label={t('settings.details.address')}
          rows={2}
          value={draft.address}
          error={errorOf('address')}
          onChange={(e) => set('address', e.target.value)}
        />

        <h2 id="hours-title">{t('settings.hours.title')}</h2>
        <p className="stat-hint">{t('settings.hours.hint')}</p>
        {errors.openingHours && (
          <p className="field-error" role="alert">
            {errorOf('openingHours')}
          </p>
        )}
        {narrow ? (
          // Phones: one block per day, the two times side by side.
          <ul aria-labelledby="hours-title" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {days.map(({ d, name, problem, problemId, openSwitch, opens, closes }) => (
              <li key={d.day} className="card" style={{ padding: '8px 12px' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: 44 }}>
                  <strong>{name}</strong>
                  <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                    {openSwitch}
                    <span aria-hidden="true">{d.closed ? t('settings.hours.closed') : t('settings.hours.open')}</span>
                  </label>
                </div>
                {!d.closed && (
                  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
                    <label style={{ display: 'grid', gap: 2, fontSize: '0.85rem' }}>
                      <span aria-hidden="true">{t('settings.hours.opens')}</span>
                      {opens}
                    </label>
                    <label style={{ display: 'grid', gap: 2, fontSize: '0.85rem' }}>
                      <span aria-hidden="true">{t('settings.hours.closes')}</span>
                      {closes}
                    </label>
                  </div>
                )}
                {problem && (
                  <p className="field-error" id={problemId} style={{ margin: '4px 0 0' }}>
                    {problem}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <TableRegion labelledBy="hours-title" tableStyle={{ minWidth: 0 }}>
            <thead>
              <tr>
                <th scope="col">{t('settings.hours.day')}</th>
                <th scope="col">{t('settings.hours.open')}</th>
                <th scope="col">{t('settings.hours.opens')}</th>
                <th scope="col">{t('settings.hours.closes')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map(({ d, name, problem, problemId, openSwitch, opens, closes }) => (
                <tr key={d.day}>
                  <th scope="row">
                    {name}
                    {problem && (
                      <span className="field-error" id={problemId} style={{ display: 'block', fontWeight: 400 }}>
                        {problem}
                      </span>
                    )}
                  </th>
                  <td>{openSwitch}</td>
                  <td>{opens}</td>
                  <td>{closes}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
        <Button variant="ghost" onClick={copyMonday}>
          {t('settings.hours.copyMonday')}
        </Button>

        <h2>{t('settings.orders.title')}</h2>
        <label style={switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={draft.ordersPaused}
            onChange={(e) => set('ordersPaused', e.target.checked)}
            style={{ width: 20, height: 20, flex: 'none' }}
          />
          {t('settings.orders.pause')}
        </label>
        <label style={switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={draft.delivers}
            onChange={(e) => set('delivers', e.target.checked)}
            style={{ width: 20, height: 20, flex: 'none' }}
          />
          {t('settings.orders.deliver')}
        </label>

        <h2>{t('settings.location.title')}</h2>
        <p>
          {draft.location
            ? t('settings.location.pinned', {
                latitude: draft.location.latitude.toFixed(5),
                longitude: draft.location.longitude.toFixed(5),
              })
            : t('settings.location.notPinned')}
        </p>
        {(errors.location || locateFailure) && (
          <p className="field-error" role="alert">
            {tm(errors.location ?? locateFailure ?? '')}
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button variant="secondary" onClick={locate} busy={locating}>
            {t('settings.location.useCurrent')}
          </Button>
          {draft.location && (
            <Button variant="ghost" onClick={() => set('location', null)}>
              {t('settings.location.removePin')}
            </Button>
          )}
        </div>

        <SaveActions
          saveLabel={t('settings.save')}
          dirty={dirty}
          saving={saving}
          failure={failure}
          style={{ marginTop: 20 }}
          onDiscard={() => {
            setEdited(null);
            setErrors({});
            setFailure(null);
          }}
        >
          <Link className="btn btn-secondary" to="/shop/poster">
            {t('settings.printPoster')}
          </Link>
        </SaveActions>
      </form>

      <DeliveryTermsSection shop={shop} />
      <BillingSection shop={shop} />
      <ShopLookSection shop={shop} />
      <WhatsAppSection shop={shop} />
      <PrintingSection shop={shop} />
      <AlertsSection shop={shop} />
      <section aria-labelledby="sold-out-title" style={{ marginTop: 28 }}>
        <h2 id="sold-out-title">{t('settings.soldOut.title')}</h2>
        {soldOut.length === 0 ? (
          <p>{t('settings.soldOut.none')}</p>
        ) : (
          <>
            <p>{t('settings.soldOut.some')}</p>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {soldOut.map((p) => (
                <li
                  key={p._id}
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
                >
                  <span>{p.name}</span>
                  <SoldOutSwitch product={p} />
                </li>
              ))}
            </ul>
          </>
        )}
        <Link to="/shop/products">{t('settings.soldOut.manage')}</Link>
      </section>
      {leaveDialog}
    </section>
  );
}
