// The pages that load when the customer goes there (storefront-routes), and start loading a step
// earlier: checkout while the cart is read, the confirmation while checkout is filled in, so a
// slow network does not show a spinner between the steps. A failed early load is ignored: the
// route loads (and reports) it again when opened.
export const loadCheckoutPage = () => import('./components/checkout-page');
export const loadConfirmationPage = () => import('./components/confirmation-page');

export const preload = (load: () => Promise<unknown>): void => {
  load().catch(() => undefined);
};
