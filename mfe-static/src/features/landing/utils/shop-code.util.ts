import { SHOP_CODE_PATTERN } from '@chowk/contracts';

/** Spec §5: the shop code is trimmed, required, case-sensitive (SHOP-1234 ≠ shop-1234). */
export type ShopCodeCheck = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; code: string };

export function checkShopCode(raw: string): ShopCodeCheck {
  const code = raw.trim();
  if (!code) return { kind: 'empty' };
  if (!SHOP_CODE_PATTERN.test(code)) return { kind: 'invalid' };
  return { kind: 'ok', code };
}
