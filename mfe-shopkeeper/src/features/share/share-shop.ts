import { SHOP_SUCCESS, storefrontPath, type Shop } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { shopkeeperI18n } from '../../i18n';

/** The storefront's full address, for sharing and the poster's QR code. */
export const storefrontUrl = (shop: Pick<Shop, 'code'>): string => `${window.location.origin}${storefrontPath(shop.code)}`;

/**
 * Shares the storefront with the phone's share sheet (Web Share API); where there is none,
 * copies the link. Answers what happened, for the caller's own state.
 */
export async function shareShop(shop: Pick<Shop, 'code' | 'name'>): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = storefrontUrl(shop);
  // In the shopkeeper's language (who shares it to their customers); called from a click, outside rendering.
  const t = shopkeeperI18n.t.bind(shopkeeperI18n);
  const text = t('dashboard.shareText', { name: shop.name, code: shop.code });
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
    // The Toaster shows a contracts text in the language of the moment (useMessage at render).
    toast.success(SHOP_SUCCESS.linkCopied);
    return 'copied';
  } catch {
    toast.error(t('dashboard.shareCopy', { url }));
    return 'failed';
  }
}
