import { staticI18n } from '../../i18n';

/**
 * Texts of the landing page's shop-code entry, in the language chosen when they are read (the
 * catalogue, src/i18n, holds them). Not in @chowk/contracts yet: the customer remote's lookup
 * will want the same two texts, at which point they should move there.
 */
export const SHOP_CODE_MESSAGES = {
  /** docs/product.md §5, exact text. */
  get required(): string {
    return staticI18n.t('landing.shopCode.required');
  },
  get invalid(): string {
    return staticI18n.t('landing.shopCode.invalid');
  },
};

/** The QR scanner's own texts (the camera failures and the not-Chowk code are in @chowk/contracts). */
export const QR_TEXT = {
  get starting(): string {
    return staticI18n.t('landing.qr.starting');
  },
  get scanning(): string {
    return staticI18n.t('landing.qr.scanning');
  },
  get cameraLabel(): string {
    return staticI18n.t('landing.qr.cameraLabel');
  },
  get typeInstead(): string {
    return staticI18n.t('landing.qr.typeInstead');
  },
  get loadFailed(): string {
    return staticI18n.t('landing.qr.loadFailed');
  },
};
