import type { Product } from '@chowk/contracts';

/** The item's image, small, beside its name in the menu list; nothing when it has none. */
export function ItemThumbnail({ product }: { product: Product }) {
  if (!product.image_url) return null;
  return (
    <img
      src={product.image_url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      data-testid="item-thumbnail"
      style={{ objectFit: 'cover', borderRadius: 6, verticalAlign: 'middle', marginRight: 8 }}
    />
  );
}
