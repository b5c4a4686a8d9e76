import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@chowk/store';
import { Button, Spinner } from '@chowk/ui';
import { selectShopData } from '../../store/shop.slice';
import { useShopSession } from '../auth/shop-session';
import { shareShop, storefrontUrl } from '../share/share-shop';

/** A5 poster for the counter: print only the poster, at A5. */
const PRINT_CSS = `
@page { size: A5 portrait; margin: 10mm; }
@media print {
  body * { visibility: hidden; }
  .shop-poster, .shop-poster * { visibility: visible; }
  .shop-poster { position: absolute; inset: 0; border: 0 !important; box-shadow: none !important; }
}`;

/** /shop/poster: shop name, code and a QR code that opens the storefront, sized for A5. */
export default function PosterPage() {
  const { mode } = useShopSession();
  const { shop } = useAppSelector(selectShopData);
  if (mode === 'trial') {
    return (
      <section className="container" style={{ padding: '24px 16px' }}>
        <h1>Shop poster</h1>
        <p>A trial shop cannot be shared: customers cannot see it. Register your shop to print its poster.</p>
        <Link className="btn btn-primary" to="/shop/onboarding?redirect-from=%2Fshop%2Fposter">
          Register your shop
        </Link>
      </section>
    );
  }
  if (!shop) return <Spinner />;
  const url = storefrontUrl(shop);
  return (
    <section className="container" style={{ padding: '24px 16px' }} aria-labelledby="poster-title">
      <style>{PRINT_CSS}</style>
      <h1 id="poster-title">Shop poster</h1>
      <p>Print it (A5) and put it up at your counter: customers scan it or type the code to order.</p>
      <div style={{ display: 'flex', gap: 8, margin: '12px 0' }}>
        <Button onClick={() => window.print()}>Print</Button>
        <Button variant="secondary" onClick={() => void shareShop(shop)}>
          Share Shop
        </Button>
      </div>
      <article
        className="shop-poster card"
        aria-label="Poster preview"
        style={{
          width: '148mm',
          maxWidth: '100%',
          minHeight: '190mm',
          margin: '0 auto',
          textAlign: 'center',
          padding: '12mm 8mm',
        }}
      >
        <p style={{ fontSize: '1.1rem', margin: 0 }}>Order from</p>
        <h2 style={{ fontSize: '2rem', margin: '4px 0 12px' }}>{shop.name}</h2>
        <QRCodeSVG
          value={url}
          size={220}
          level="M"
          title={`QR code: ${url}`}
          role="img"
          aria-label={`QR code that opens ${url}`}
        />
        <p style={{ margin: '12px 0 0' }}>Scan with your phone camera, or open chowk and enter the code</p>
        <p className="mono" style={{ fontSize: '2.2rem', fontWeight: 700, margin: '8px 0' }} data-testid="poster-code">
          {shop.code}
        </p>
        <p className="stat-hint" style={{ wordBreak: 'break-all' }}>
          {url}
        </p>
        <p style={{ marginTop: 16, fontWeight: 700, color: 'var(--c-primary)' }}>Chowk</p>
      </article>
    </section>
  );
}
