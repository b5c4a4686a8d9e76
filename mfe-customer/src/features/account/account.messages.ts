/** Texts of the customer's account pages the spec leaves to us (its own are in @chowk/contracts customer.ts). */
export const ACCOUNT_TEXT = {
  ordersTitle: 'Your orders',
  signOut: 'Sign out',
  promptTitle: 'Sign in to see your orders',
  expiredTitle: 'Your sign-in has expired. Please sign in again.',
  promptText:
    'No account is needed to order. Signed in, the orders you place are kept with your account on every device. An order placed without signing in stays on its confirmation page.',
  signedInAs: (who: string) => `Signed in as ${who}`,
  loading: 'Loading your orders…',
  loadFailed: 'Failed to load your orders',
  noOrdersHint: 'Orders you place while signed in show here.',
  findShop: 'Find a shop',
  listLabel: 'Your orders, newest first',
} as const;
