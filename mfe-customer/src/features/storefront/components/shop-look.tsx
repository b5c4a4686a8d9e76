import type { CSSProperties } from 'react';
import { type Product, type Shop, themePalette } from '@chowk/contracts';
import { useText } from '../../../i18n';

/**
 * A Professional shop's look on its storefront: the banner, the logo beside the name,
 * its colour, and its items' images. Each is absent for a shop without them (the API sends
 * nulls once the plan ends), and then the page is as it always was.
 */

/** The shop's colour as the kit's variables, on the storefront's container; none without one. */
export function themeStyle(shop: Pick<Shop, 'branding'>): CSSProperties | undefined {
  const color = shop.branding?.theme_color;
  if (!color) return undefined;
  const palette = themePalette(color);
  return {
    '--c-primary': palette.primary,
    '--c-primary-dark': palette.primaryDark,
    '--c-primary-soft': palette.primarySoft,
  } as CSSProperties;
}

export function ShopBanner({ shop }: { shop: Pick<Shop, 'name' | 'branding'> }) {
  const { t } = useText();
  const url = shop.branding?.banner_url;
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('shop.banner', { name: shop.name })}
      width={1200}
      height={400}
      data-testid="shop-banner"
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '3 / 1',
        objectFit: 'cover',
        borderRadius: 'var(--radius)',
        margin: '4px 0 12px',
      }}
    />
  );
}

export function ShopLogo({ shop }: { shop: Pick<Shop, 'name' | 'branding'> }) {
  const { t } = useText();
  const url = shop.branding?.logo_url;
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('shop.logo', { name: shop.name })}
      width={56}
      height={56}
      data-testid="shop-logo"
      style={{ flex: '0 0 auto', borderRadius: 12, objectFit: 'cover', border: '1px solid var(--c-border)', background: '#fff' }}
    />
  );
}

/** Does any item of the menu have an image? Only then do items show images (or a placeholder). */
export const menuHasImages = (products: readonly Pick<Product, 'image_url'>[]): boolean =>
  products.some((p) => Boolean(p.image_url));

const ITEM_IMAGE_SIZE = 64;

/**
 * An item's image, lazily loaded at a fixed size (in grey when sold out); a neutral placeholder
 * for an item without one. `name`: the item's name as the page shows it (its alt text).
 */
export function ItemImage({
  product,
  name = product.name,
}: {
  product: Pick<Product, 'name' | 'image_url'> & Partial<Pick<Product, 'sold_out'>>;
  name?: string;
}) {
  const box: CSSProperties = {
    flex: '0 0 auto',
    width: ITEM_IMAGE_SIZE,
    height: ITEM_IMAGE_SIZE,
    borderRadius: 8,
    ...(product.sold_out && { filter: 'grayscale(1)' }),
  };
  if (!product.image_url)
    return <div aria-hidden="true" data-testid="item-image-placeholder" style={{ ...box, background: '#f3f4f6' }} />;
  return (
    <img
      src={product.image_url}
      alt={name}
      width={ITEM_IMAGE_SIZE}
      height={ITEM_IMAGE_SIZE}
      loading="lazy"
      decoding="async"
      style={{ ...box, objectFit: 'cover', background: '#f3f4f6' }}
    />
  );
}
