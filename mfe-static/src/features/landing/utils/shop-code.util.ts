import { SHOP_CODE_PATTERN } from '@chowk/contracts';
import { SHOP_CODE_MESSAGES } from '../landing.messages';

/** docs/product.md §5: the shop code is trimmed, required, case-sensitive (SHOP-1234 ≠ shop-1234). */
export type ShopCodeCheck = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; code: string };

export function checkShopCode(raw: string): ShopCodeCheck {
  const code = raw.trim();
  if (!code) return { kind: 'empty' };
  if (!SHOP_CODE_PATTERN.test(code)) return { kind: 'invalid' };
  return { kind: 'ok', code };
}

/**
 * The form's rule: only a code that cannot be a shop code is a field error; an empty one is
 * not (the form toasts 'Please enter a shop code' instead, docs/product.md §5).
 */
export function validateShopCode(v: { shopCode: string }): { shopCode?: string } {
  return checkShopCode(v.shopCode).kind === 'invalid' ? { shopCode: SHOP_CODE_MESSAGES.invalid } : {};
}
