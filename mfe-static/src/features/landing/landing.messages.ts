/**
 * Texts of the landing page's shop-code entry. Not in @chowk/contracts yet: the customer
 * remote's lookup will want the same two texts, at which point they should move there.
 */
export const SHOP_CODE_MESSAGES = {
  /** docs/product.md §5, exact text. */
  required: 'Please enter a shop code',
  invalid: 'Shop codes use letters, numbers and hyphens, like SHOP-1234.',
} as const;

/** The QR scanner's own texts (the camera failures and the not-Chowk code are in @chowk/contracts). */
export const QR_TEXT = {
  starting: 'Starting the camera… Allow it when your browser asks.',
  scanning: "Point your camera at the shop's QR code.",
  cameraLabel: 'Camera view for scanning a QR code',
  typeInstead: 'Type the shop code instead',
  loadFailed: 'The QR scanner could not load. Check your connection, or enter the shop code.',
} as const;
