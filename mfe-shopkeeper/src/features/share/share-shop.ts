import { SHOP_SUCCESS, storefrontPath, type Shop } from '@chowk/contracts';
import { toast } from '@chowk/ui';

/** The storefront's full address, for sharing and the poster's QR code. */
export const storefrontUrl = (shop: Pick<Shop, 'code'>): string => `${window.location.origin}${storefrontPath(shop.code)}`;

/**
 * Shares the storefront with the phone's share sheet (Web Share API); where there is none,
 * copies the link. Answers what happened, for the caller's own state.
 */
export async function shareShop(shop: Pick<Shop, 'code' | 'name'>): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = storefrontUrl(shop);
  const text = `Order from ${shop.name} on Chowk: shop code ${shop.code}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: shop.name, text, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(SHOP_SUCCESS.linkCopied);
    return 'copied';
  } catch {
    toast.error(`Copy this link to share your shop: ${url}`);
    return 'failed';
  }
}
