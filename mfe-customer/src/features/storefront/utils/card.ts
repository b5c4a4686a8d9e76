import { CUSTOMER_VALIDATION } from '@chowk/contracts';
import en from '../../../i18n/en';

/**
 * Card details (docs/product.md §2): all required and checked here, never sent anywhere (no payment is
 * taken by card yet; the order carries only `payment_method: 'card'`). Their format messages
 * live here rather than in the contracts because the API never sees these fields.
 */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', name: '' };

/** The format messages in English (the catalogue's `card.*`: the page shows them in its language). */
export const CARD_FORMAT = en.card;

const digits = (v: string) => v.replace(/\D/g, '');

/** The Luhn check every card number passes. */
export function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = Number(number[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** "4111111111111111" → "4111 1111 1111 1111" as typed. */
export const formatCardNumber = (raw: string): string =>
  digits(raw)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "0828" → "08/28" as typed. */
export function formatExpiry(raw: string): string {
  const d = digits(raw).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function cardErrors(card: CardForm, now: Date = new Date()): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  const number = digits(card.number);
  if (!number) errors.number = CUSTOMER_VALIDATION.cardNumber;
  else if (number.length < 12 || number.length > 19 || !luhn(number)) errors.number = CARD_FORMAT.number;

  const expiry = card.expiry.trim();
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!expiry) errors.expiry = CUSTOMER_VALIDATION.cardExpiry;
  else if (!match) errors.expiry = CARD_FORMAT.expiry;
  else {
    // Valid through the end of its month.
    const end = new Date(2000 + Number(match[2]), Number(match[1]), 1);
    if (end.getTime() <= now.getTime()) errors.expiry = CARD_FORMAT.expired;
  }

  const cvc = card.cvc.trim();
  if (!cvc) errors.cvc = CUSTOMER_VALIDATION.cardCvc;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = CARD_FORMAT.cvc;

  if (!card.name.trim()) errors.name = CUSTOMER_VALIDATION.cardName;
  return errors;
}
