/**
 * Texts of the landing page's shop-code entry. Not in @chowk/contracts yet: the customer
 * remote's lookup will want the same two texts, at which point they should move there.
 */
export const SHOP_CODE_MESSAGES = {
  /** Spec §5, exact text. */
  required: 'Please enter a shop code',
  invalid: 'Shop codes use letters, numbers and hyphens, like SHOP-1234.',
} as const;
