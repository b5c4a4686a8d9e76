import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router-dom';
import { Button, Logo, Spinner } from '@chowk/ui';
import { useText } from '../../i18n';
import { useShopSession } from '../auth/shop-session';
import { shareShop, storefrontUrl } from '../share/share-shop';
import { usePageStyles } from './use-page-styles';

/** QR settings, exported so tests can draw the same code for the expected address. */
export const POSTER_QR = { size: 256, level: 'M', marginSize: 2 } as const;

/**
 * Printing: an A5 sheet holding the poster alone. Everything that is neither the poster nor one
 * of its ancestors is taken out of the layout (`:has`), the ancestors lose their frame (sidebar
 * grid, padding), so the poster lands on one page.
 */
export const POSTER_PRINT_CSS = `
@page { size: A5 portrait; margin: 10mm; }
@media print {
  body *:not(:has(.shop-poster)):not(.shop-poster):not(.shop-poster *) { display: none !important; }
  body, body *:has(.shop-poster) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; background: none !important; overflow: visible !important;
    width: auto !important; max-width: none !important; min-height: 0 !important; height: auto !important;
  }
  .shop-poster { width: auto !important; min-height: 0 !important; margin: 0 !important; border: 0 !important;
    box-shadow: none !important; padding: 0 !important; break-inside: avoid; }
  .shop-poster .poster-qr { width: 85mm !important; max-width: none !important; height: 85mm !important; }
}`;

/**
 * /shop/poster: the shop's name, its code in large type and a QR code of its storefront, for an A5
 * print. The poster's words are in the device's language (the browser prints them as shown).
 */
export default function PosterPage() {
  const { t } = useText();
  const { mode, shop } = useShopSession();
  usePageStyles(mode === 'trial' ? null : POSTER_PRINT_CSS);

  if (mode === 'trial') {
    return (
      <section className="container" style={{ padding: '24px 16px', maxWidth: 760 }} aria-labelledby="poster-title">
        <h1 id="poster-title">{t('poster.title')}</h1>
        <p>{t('poster.trial')}</p>
        <Link className="btn btn-primary" to="/shop/onboarding?redirect-from=%2Fshop%2Fposter">
          {t('common.registerShop')}
        </Link>
      </section>
    );
  }
  if (!shop) return <Spinner label={t('poster.loading')} />;

  const url = storefrontUrl(shop);
  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="poster-title">
      <h1 id="poster-title">{t('poster.title')}</h1>
      <p>{t('poster.intro')}</p>
      <div style={{ display: 'flex', gap: 8, margin: '12px 0', flexWrap: 'wrap' }}>
        <Button onClick={() => window.print()}>{t('poster.print')}</Button>
        <Button variant="secondary" onClick={() => void shareShop(shop)}>
          {t('poster.share')}
        </Button>
      </div>
      <article
        className="shop-poster card"
        aria-label={t('poster.preview')}
        style={{
          width: '148mm',
          maxWidth: '100%',
          margin: '0 auto',
          textAlign: 'center',
          padding: '10mm 8mm',
          boxSizing: 'border-box',
        }}
      >
        <p style={{ fontSize: '1.1rem', margin: 0 }}>{t('poster.orderFrom')}</p>
        <h2 style={{ fontSize: '2rem', margin: '4px 0 12px', overflowWrap: 'anywhere' }}>{shop.name}</h2>
        <QRCodeSVG
          value={url}
          size={POSTER_QR.size}
          level={POSTER_QR.level}
          marginSize={POSTER_QR.marginSize}
          title={t('poster.qrTitle', { url })}
          role="img"
          aria-label={t('poster.qrLabel', { url })}
          className="poster-qr"
          style={{ width: '100%', maxWidth: 256, height: 'auto' }}
        />
        <p style={{ margin: '12px 0 0', fontSize: '1.05rem' }}>{t('poster.scan')}</p>
        <p
          className="mono"
          style={{ fontSize: '2.4rem', fontWeight: 700, margin: '6px 0', letterSpacing: '0.04em' }}
          data-testid="poster-code"
        >
          {shop.code}
        </p>
        <p className="stat-hint" style={{ wordBreak: 'break-all', margin: '0 0 12px' }}>
          {url}
        </p>
        <Logo />
      </article>
    </section>
  );
}
