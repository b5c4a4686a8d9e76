/**
 * Paths kept apart from the company details so the landing chunk carries only what it uses.
 */

/** Paths of this remote's pages, as the shell mounts them. */
export const STATIC_PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  terms: '/terms',
} as const;

/** Paths owned by other remotes that the landing page sends people to. */
export const ENTRY_PATHS = {
  login: '/login',
  register: '/shop/onboarding',
  freeTrial: '/shop/onboarding?free-trial=true',
  nearbyShops: '/customer/nearby-shops',
  storefront: (code: string) => `/customer/shop/${encodeURIComponent(code)}`,
} as const;
