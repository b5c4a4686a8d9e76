import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  MEDIA_MESSAGES,
  planIncludes,
  planRequiredMessage,
  type Shop,
  SUGGESTED_THEME_COLORS,
  themeColorError,
  themePalette,
} from '@chowk/contracts';
// eslint-disable-next-line no-restricted-imports -- the upload: a File and a progress callback are no cache arguments
import * as client from '@chowk/api-client';
import { useAppDispatch } from '@chowk/store';
import type { QueryError } from '@chowk/store/query';
import { Button, toast, useMessage } from '@chowk/ui';
import { useText } from '../../i18n';
import { refreshShop, useRemoveShopImageMutation, useSetThemeColorMutation } from '../../store/shop-profile.api';
import { useShopSession } from '../auth/shop-session';
import { ImagePicker, UploadProgressBar, useImageUpload } from '../menu/image-picker';

/** Where a registered shop without the plan goes to choose one (the dashboard opens the plan dialog). */
export const PLANS_PATH = '/shop/dashboard?show-subscription-plan=true';

type ImageKind = 'logo' | 'banner';

/** A logo's or a banner's words, each written out (the catalogue check reads every key). */
function useKindText(kind: ImageKind) {
  const { t } = useText();
  return kind === 'logo'
    ? {
        title: t('settings.look.logo.title'),
        hint: t('settings.look.logo.hint'),
        saved: MEDIA_MESSAGES.logoSaved,
        alt: t('settings.look.logo.alt'),
        uploadingAlt: t('settings.look.logo.uploadingAlt'),
        none: t('settings.look.logo.none'),
        replace: t('settings.look.logo.replace'),
        upload: t('settings.look.logo.upload'),
        file: t('settings.look.logo.file'),
        remove: t('settings.look.logo.remove'),
        uploading: t('settings.look.logo.uploading'),
      }
    : {
        title: t('settings.look.banner.title'),
        hint: t('settings.look.banner.hint'),
        saved: MEDIA_MESSAGES.bannerSaved,
        alt: t('settings.look.banner.alt'),
        uploadingAlt: t('settings.look.banner.uploadingAlt'),
        none: t('settings.look.banner.none'),
        replace: t('settings.look.banner.replace'),
        upload: t('settings.look.banner.upload'),
        file: t('settings.look.banner.file'),
        remove: t('settings.look.banner.remove'),
        uploading: t('settings.look.banner.uploading'),
      };
}

/** Why a change failed: the server's message (402, 413, 422), else the fallback. */
const reasonOf = (error: unknown, fallback: string): string => (error as QueryError | undefined)?.serverMessage ?? fallback;

/**
 * "Shop look" in the settings (the Professional plan): the logo, the banner and the
 * theme colour customers see on the storefront. A registered shop without the plan sees what it
 * gives and the way to the plans; the trial never reaches the settings' registered view.
 */
export function ShopLookSection({ shop }: { shop: Shop }) {
  const { mode } = useShopSession();
  if (mode !== 'api') return null;
  return planIncludes(shop.plan, 'custom_shop') ? <LookEditor shop={shop} /> : <LockedLook />;
}

function LockedLook() {
  const { t } = useText();
  const tm = useMessage();
  return (
    <section className="card" aria-labelledby="shop-look-title" style={{ marginTop: 28 }} data-testid="shop-look-locked">
      <h2 id="shop-look-title" style={{ marginTop: 0 }}>
        {t('settings.look.title')} <span className="badge">{t('common.professional')}</span>
      </h2>
      <p>{t('settings.look.locked')}</p>
      <p className="stat-hint">{tm(planRequiredMessage('custom_shop'))}</p>
      <Link className="btn btn-primary" to={PLANS_PATH}>
        {t('common.seePlans')}
      </Link>
    </section>
  );
}

function LookEditor({ shop }: { shop: Shop }) {
  const { t } = useText();
  const branding = shop.branding ?? { logo_url: null, banner_url: null, theme_color: null };

  return (
    <section aria-labelledby="shop-look-title" style={{ marginTop: 28 }}>
      <h2 id="shop-look-title">{t('settings.look.title')}</h2>
      <p className="stat-hint">{t('settings.look.intro')}</p>
      <LookPreview shop={shop} />
      <ImageField kind="logo" shop={shop} current={branding.logo_url} />
      <ImageField kind="banner" shop={shop} current={branding.banner_url} />
      <ThemeField shop={shop} current={branding.theme_color} />
    </section>
  );
}

/** A small copy of the storefront's header with the look as saved. */
function LookPreview({ shop }: { shop: Shop }) {
  const { t } = useText();
  const { logo_url, banner_url, theme_color } = shop.branding ?? { logo_url: null, banner_url: null, theme_color: null };
  const palette = theme_color ? themePalette(theme_color) : null;
  return (
    <figure
      className="card"
      style={{ margin: '0 0 16px', padding: 0, overflow: 'hidden' }}
      aria-label={t('settings.look.preview')}
    >
      {banner_url ? (
        <img
          src={banner_url}
          alt=""
          width={1200}
          height={400}
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 1', objectFit: 'cover' }}
        />
      ) : (
        <div aria-hidden="true" style={{ aspectRatio: '6 / 1', background: palette?.band ?? 'var(--c-primary-soft)' }} />
      )}
      <figcaption style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12, flexWrap: 'wrap' }}>
        {logo_url && <img src={logo_url} alt="" width={48} height={48} style={{ borderRadius: 10, objectFit: 'cover' }} />}
        <strong style={{ flex: 1 }}>{shop.name}</strong>
        <span
          className="btn"
          aria-hidden="true"
          style={{ background: palette?.primary ?? 'var(--c-primary)', color: '#fff', pointerEvents: 'none' }}
        >
          {t('settings.look.add')}
        </span>
      </figcaption>
    </figure>
  );
}

function ImageField({ kind, shop, current }: { kind: ImageKind; shop: Shop; current: string | null }) {
  const text = useKindText(kind);
  const errorId = useId();
  const dispatch = useAppDispatch();
  const [removeImage] = useRemoveShopImageMutation();
  const { pending, progress, removing, error, setError, previewUrl, upload, remove } = useImageUpload({
    // A plain call rather than a mutation: the file and its progress callback are no cache
    // arguments. The shop it answers goes the way every save's does (refreshShop).
    send: async (file, onProgress) => {
      const answer = await client.uploadShopImage(shop._id, kind, file, onProgress);
      await dispatch(refreshShop(answer.shop));
      return answer.message || text.saved;
    },
    drop: async () => (await removeImage({ shopId: shop._id, kind }).unwrap()).message,
  });
  const shown = previewUrl ?? current;
  const busy = pending !== null || removing;

  return (
    <fieldset className="card" style={{ marginBottom: 12 }} aria-busy={busy || undefined}>
      <legend style={{ fontWeight: 700 }}>{text.title}</legend>
      <p className="stat-hint" style={{ marginTop: 0 }}>
        {text.hint}
      </p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown ? (
          <img
            src={shown}
            alt={pending ? text.uploadingAlt : text.alt}
            width={kind === 'logo' ? 96 : 240}
            height={kind === 'logo' ? 96 : 80}
            style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid var(--c-border)', opacity: pending ? 0.6 : 1 }}
            data-testid={`${kind}-preview`}
          />
        ) : (
          <p style={{ margin: 0 }}>{text.none}</p>
        )}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <ImagePicker
            label={current ? text.replace : text.upload}
            inputLabel={text.file}
            busy={pending !== null}
            disabled={removing}
            describedBy={error ? errorId : undefined}
            onFile={(file) => void upload(file)}
            onError={setError}
          />
          {current && (
            <Button variant="ghost" busy={removing} disabled={pending !== null} onClick={() => void remove()}>
              {text.remove}
            </Button>
          )}
        </div>
      </div>
      <UploadProgressBar label={text.uploading} value={progress} />
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ThemeField({ shop, current }: { shop: Shop; current: string | null }) {
  const { t } = useText();
  const tm = useMessage();
  const [setThemeColor] = useSetThemeColorMutation();
  const [color, setColor] = useState<string | null>(current);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pickerId = useId();
  const dirty = color !== current;
  const palette = color ? themePalette(color) : null;

  const save = async () => {
    const problem = themeColorError(color);
    if (problem) return setError(tm(problem));
    setError(null);
    setSaving(true);
    try {
      const answer = await setThemeColor({ shopId: shop._id, body: { theme_color: color } }).unwrap();
      toast.success(tm(answer.message || MEDIA_MESSAGES.themeSaved));
    } catch (failure) {
      const message = tm(reasonOf(failure, MEDIA_MESSAGES.themeFailed));
      setError(message);
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="card" style={{ marginBottom: 12 }}>
      <legend style={{ fontWeight: 700 }}>{t('settings.look.theme.title')}</legend>
      <p className="stat-hint" style={{ marginTop: 0 }}>
        {t('settings.look.theme.hint')}
      </p>
      <div
        role="group"
        aria-label={t('settings.look.theme.suggested')}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}
      >
        {SUGGESTED_THEME_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            aria-label={t('settings.look.theme.colour', { colour: c })}
            aria-pressed={color === c}
            onClick={() => setColor(c)}
            style={{
              width: 44,
              height: 44,
              borderRadius: '50%',
              background: c,
              border: color === c ? '3px solid var(--c-text)' : '1px solid var(--c-border)',
              cursor: 'pointer',
            }}
          />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <label htmlFor={pickerId}>{t('settings.look.theme.own')}</label>
        <input
          id={pickerId}
          type="color"
          value={color ?? '#c2410c'}
          onChange={(e) => setColor(e.target.value.toLowerCase())}
          style={{ width: 56, height: 44, padding: 0, border: '1px solid var(--c-field-border)', borderRadius: 8 }}
        />
        {palette ? (
          <span
            data-testid="theme-sample"
            style={{ padding: '10px 16px', borderRadius: 10, background: palette.band, color: palette.bandText, fontWeight: 600 }}
          >
            {color} · {t('settings.look.theme.sample')}
          </span>
        ) : (
          <span>{t('settings.look.theme.standard')}</span>
        )}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12, flexWrap: 'wrap' }}>
        <Button busy={saving} disabled={!dirty} onClick={() => void save()}>
          {t('settings.look.theme.save')}
        </Button>
        {color !== null && (
          <Button variant="ghost" disabled={saving} onClick={() => setColor(null)}>
            {t('settings.look.theme.useStandard')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
