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
    return { mode: 'api', shop: (session.shop as Shop | null) ?? null, user: session.user as ShopUser | null, checking };
  }
  if (!session.token && session.accountType === ACCOUNT_TYPE_FREE_TRIAL) {
    return { mode: 'trial', shop: trialShop(), user: null, checking: false };
  }
  return { mode: null, shop: null, user: null, checking };
}

/**
 * After signup, login or OTP verification: keep the token, clear the trial mark (spec §4), set
 * the role, then load the current user and shop into the session the shell keeps.
 */
export async function startShopSession(dispatch: AppDispatch, token: string, shop: Shop | null): Promise<void> {
  storage.set(STORAGE_KEYS.token, token);
  storage.remove(STORAGE_KEYS.accountType);
  dispatch(accountTypeSet(null));
  dispatch(signedIn({ token, role: ROLE_SHOPKEEPER }));
  if (shop?.category_id) storage.set(STORAGE_KEYS.shopType, shop.category_id);
  const { fetchCurrentUser } = await import('@chowk/api-client');
  dispatch(userLoaded(await fetchCurrentUser()));
}

/** Starts a trial on this device (spec §4: the account is marked FREE_TRIAL locally). */
export function startTrial(dispatch: AppDispatch): void {
  storage.set(STORAGE_KEYS.accountType, ACCOUNT_TYPE_FREE_TRIAL);
  dispatch(accountTypeSet(ACCOUNT_TYPE_FREE_TRIAL));
}

/** A same-origin path to go back to (`redirect-from`), never another site. */
export function safeRedirect(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : fallback;
}
