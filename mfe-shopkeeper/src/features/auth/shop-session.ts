import { ACCOUNT_TYPE_FREE_TRIAL, ROLE_SHOPKEEPER, type Shop, type ShopUser, STORAGE_KEYS } from '@chowk/contracts';
import { storage } from '@chowk/session';
import { accountTypeSet, selectSession, signedIn, useAppSelector, userLoaded, type AppDispatch } from '@chowk/store';
import type { DataMode } from '../../data/source';
import { trialShop } from '../../data/trial-store';

/** Who is running a shop here: a signed-in shopkeeper (API), a trial (this device), or nobody. */
export interface ShopSessionView {
  mode: DataMode | null;
  shop: Shop | null;
  user: ShopUser | null;
  /** The session is still being checked at start (the shell's /auth/me). */
  checking: boolean;
}

export function useShopSession(): ShopSessionView {
  const session = useAppSelector(selectSession);
  const checking = session.status !== 'ready' && Boolean(session.token);
  if (session.token && session.role === ROLE_SHOPKEEPER) {
    return { mode: 'api', shop: session.shop, user: session.user as ShopUser | null, checking };
  }
  if (!session.token && session.accountType === ACCOUNT_TYPE_FREE_TRIAL) {
    // The trial's shop is the device's; refreshShop reads it from there as it reads a registered one.
    return { mode: 'trial', shop: session.shop ?? trialShop(), user: null, checking: false };
  }
  return { mode: null, shop: null, user: null, checking };
}

/** A registered shop has its category: the 'Choose Shop Category' dialog is for a shop type nobody knows. */
export function rememberShopType(shop: Pick<Shop, 'category_id'> | null | undefined): void {
  if (shop?.category_id) storage.set(STORAGE_KEYS.shopType, shop.category_id);
}

/**
 * After signup, login or OTP verification: keep the token, clear the trial mark (docs/product.md §4), set
 * the role, then load the current user and shop into the session the shell keeps. The sign-in
 * has already succeeded when /auth/me runs, so a failure there is no failed sign-in: the session
 * then holds what the sign-in answered (`user`, `shop`) and the next start reads the rest.
 */
export async function startShopSession(
  dispatch: AppDispatch,
  { token, user, shop }: { token: string; user: Partial<ShopUser> | null; shop: Shop | null },
): Promise<void> {
  storage.set(STORAGE_KEYS.token, token);
  storage.remove(STORAGE_KEYS.accountType);
  dispatch(accountTypeSet(null));
  dispatch(signedIn({ token, role: ROLE_SHOPKEEPER, user }));
  rememberShopType(shop);
  try {
    // Loaded here, not imported: the login page (which imports this file) stays free of RTK Query.
    const { authApi } = await import('../../store/auth.api');
    const current = await dispatch(
      authApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    ).unwrap();
    rememberShopType(current.shop as Shop | null);
    dispatch(userLoaded(current));
  } catch {
    dispatch(userLoaded({ user, role: ROLE_SHOPKEEPER, shop, customer: null }));
  }
}

/** Starts a trial on this device (docs/product.md §4: the account is marked FREE_TRIAL locally). */
export function startTrial(dispatch: AppDispatch): void {
  storage.set(STORAGE_KEYS.accountType, ACCOUNT_TYPE_FREE_TRIAL);
  dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
}

/**
 * A same-origin path to go back to (`redirect-from`), never another site: one leading slash,
 * no backslash (browsers read `/\evil` as `//evil`), no control characters.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
