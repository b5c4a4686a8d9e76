import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type DayHours,
  formatTime,
  type GeoPoint,
  indiaClock,
  SHOP_FAILURE,
  SHOP_SUCCESS,
  type Shop,
  type ShopSettingsPayload,
  shopOpenState,
  validateShopSettings,
  WEEKDAY_NAMES,
} from '@chowk/contracts';
import { useAppDispatch, useAppSelector, userLoaded } from '@chowk/store';
import { Button, ErrorBox, SelectField, Spinner, TextArea, TextField, toast } from '@chowk/ui';
import { selectShopData, shopUpdated } from '../../store/shop.slice';
import { useShopSession } from '../auth/shop-session';
import { useShopChoices } from '../onboarding/use-shop-choices';

interface Draft {
  name: string;
  category_id: string;
  district_id: string;
  address: string;
  openingHours: DayHours[];
  ordersPaused: boolean;
  delivers: boolean;
  location: GeoPoint | null;
}

const toDraft = (shop: Shop): Draft => ({
  name: shop.name,
  category_id: shop.category_id ?? '',
  district_id: shop.district?._id ?? '',
  address: shop.address,
  openingHours: shop.openingHours.map((d) => ({ ...d })),
  ordersPaused: shop.ordersPaused,
  delivers: shop.delivers,
  location: shop.location,
});

const STATE_TEXT = { open: 'Open now', closed: 'Closed now', paused: 'Orders paused' } as const;

/** /shop/settings: what small shops ask for most (issue 6): details, hours, pause, delivery, location. */
export default function SettingsPage() {
  const { mode } = useShopSession();
  const { shop } = useAppSelector(selectShopData);
  const dispatch = useAppDispatch();
  const choices = useShopChoices();
  const initial = useMemo<Draft | null>(() => shop && toDraft(shop), [shop]);
  const [draft, setDraft] = useState<Draft | null>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ShopSettingsPayload, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [locating, setLocating] = useState(false);

  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (mode === 'trial') {
    return (
      <section className="container" style={{ padding: '24px 16px' }}>
        <h1>Shop settings</h1>
        <p>
          Opening hours, location and delivery are for registered shops, which customers can find. Your trial shop stays on this
          device.
        </p>
        <Link className="btn btn-primary" to="/shop/onboarding?redirect-from=%2Fshop%2Fsettings">
          Register your shop
        </Link>
      </section>
    );
  }
  if (!shop || !draft) return <Spinner />;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => d && { ...d, [key]: value });
  const setDay = (day: number, change: Partial<DayHours>) =>
    set(
      'openingHours',
      draft.openingHours.map((d) => (d.day === day ? { ...d, ...change } : d)),
    );
  const preview = shopOpenState(draft);
  const today = draft.openingHours[indiaClock(new Date()).day];

  const locate = () => {
    if (!('geolocation' in navigator)) return setFailure(SHOP_FAILURE.locate);
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
        setFailure(SHOP_FAILURE.locate);
        setLocating(false);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const payload: ShopSettingsPayload = { ...draft, name: draft.name.trim(), address: draft.address.trim() };
    const found = validateShopSettings(payload);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const client = await import('@chowk/api-client');
      const answer = await client.updateShopSettings(shop._id, payload);
      dispatch(shopUpdated(answer.shop));
      setDraft(toDraft(answer.shop));
      dispatch(userLoaded(await client.fetchCurrentUser()));
      toast.success(SHOP_SUCCESS.settingsSaved);
    } catch (error) {
      const failed = error as { errors?: Record<string, string>; serverMessage?: string };
      if (failed.errors && Object.keys(failed.errors).length) setErrors(failed.errors);
      else setFailure(failed.serverMessage ?? SHOP_FAILURE.saveSettings);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="container" style={{ padding: '24px 16px', maxWidth: 760 }} aria-labelledby="settings-title">
      <h1 id="settings-title">Shop settings</h1>
      <p className="card" role="status">
        Customers see: <strong>{STATE_TEXT[preview]}</strong>
        {today && !today.closed ? ` · today ${formatTime(today.open)} – ${formatTime(today.close)}` : ' · closed today'}
      </p>
      <form onSubmit={(e) => void save(e)} noValidate aria-label="Shop settings">
        <h2>Details</h2>
        <TextField label="Shop name" value={draft.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        {choices.status === 'failed' && <ErrorBox onRetry={choices.retry}>Could not load categories and districts.</ErrorBox>}
        <SelectField
          label="Shop category"
          value={draft.category_id}
          error={errors.category_id}
          options={
            choices.status === 'ready'
              ? choices.categories
              : shop.category
                ? [{ value: shop.category._id, label: shop.category.name }]
                : []
          }
          onChange={(e) => set('category_id', e.target.value)}
        />
        <SelectField
          label="District"
          value={draft.district_id}
          error={errors.district_id}
          options={
            choices.status === 'ready'
              ? choices.districts
              : shop.district
                ? [{ value: shop.district._id, label: shop.district.name }]
                : []
          }
          onChange={(e) => set('district_id', e.target.value)}
        />
        <TextArea
          label="Address"
          rows={2}
          value={draft.address}
          error={errors.address}
          onChange={(e) => set('address', e.target.value)}
        />

        <h2>Opening hours</h2>
        {errors.openingHours && (
          <p className="field-error" role="alert">
            {errors.openingHours}
          </p>
        )}
        <div className="table-wrap">
          <table className="table" style={{ minWidth: 0 }}>
            <caption className="sr-only">Opening hours, India time</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Open</th>
                <th scope="col">Opens</th>
                <th scope="col">Closes</th>
              </tr>
            </thead>
            <tbody>
              {draft.openingHours.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{WEEKDAY_NAMES[d.day]}</th>
                  <td>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={`Open on ${WEEKDAY_NAMES[d.day]}`}
                      checked={!d.closed}
                      onChange={(e) => setDay(d.day, { closed: !e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={`${WEEKDAY_NAMES[d.day]} opens at`}
                      value={d.open}
                      disabled={d.closed}
                      onChange={(e) => setDay(d.day, { open: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={`${WEEKDAY_NAMES[d.day]} closes at`}
                      value={d.close}
                      disabled={d.closed}
                      onChange={(e) => setDay(d.day, { close: e.target.value })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Button
          variant="ghost"
          onClick={() => {
            const monday = draft.openingHours[1];
            if (monday)
              set(
                'openingHours',
                draft.openingHours.map((d) => ({ ...monday, day: d.day })),
              );
          }}
        >
          Copy Monday to all days
        </Button>
        <p className="stat-hint">A closing time before the opening time runs past midnight.</p>

        <h2>Orders</h2>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input
            type="checkbox"
            role="switch"
            checked={draft.ordersPaused}
            onChange={(e) => set('ordersPaused', e.target.checked)}
          />
          Pause orders (customers see the shop as paused)
        </label>
        <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input type="checkbox" role="switch" checked={draft.delivers} onChange={(e) => set('delivers', e.target.checked)} />
          We deliver
        </label>

        <h2>Location</h2>
        <p>
          {draft.location
            ? `Pinned at ${draft.location.latitude.toFixed(5)}, ${draft.location.longitude.toFixed(5)}: nearby customers find you.`
            : 'Not pinned yet: pin it from the shop so nearby customers find you.'}
        </p>
        {errors.location && (
          <p className="field-error" role="alert">
            {errors.location}
          </p>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button variant="secondary" onClick={locate} busy={locating}>
            Use my current location
          </Button>
          {draft.location && (
            <Button variant="ghost" onClick={() => set('location', null)}>
              Remove pin
            </Button>
          )}
        </div>

        {failure && <ErrorBox>{failure}</ErrorBox>}
        <div style={{ display: 'flex', gap: 8, marginTop: 20, flexWrap: 'wrap' }}>
          <Button type="submit" busy={saving} disabled={!dirty}>
            Save settings
          </Button>
          <Link className="btn btn-secondary" to="/shop/poster">
            Print shop poster
          </Link>
          <Link className="btn btn-ghost" to="/shop/products">
            Sold-out items: Menu Items
          </Link>
        </div>
      </form>
    </section>
  );
}
