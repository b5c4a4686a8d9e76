import en from '../../i18n/en';

/**
 * The account pages' own texts in English (the catalogue's `account.*`, the spec's words): what
 * the specs read. The pages show them in the customer's language through `useText()`.
 */
export const ACCOUNT_TEXT = en.account;
