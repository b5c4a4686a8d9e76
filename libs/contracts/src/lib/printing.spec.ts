import { DELIVERY_OPTIONS, PAYMENT_METHOD_TEXT } from './customer';
import { TAX_RATE_PERCENT } from './money';
import {
  DEFAULT_PRINT_SETTINGS,
  PAPER_COLUMNS,
  PAPER_WIDTHS,
  PRINT_MESSAGES as P,
  printSettingsOf,
  SLIP_LABELS,
  validatePrintSettings,
} from './printing';

describe('printing settings rules', () => {
  it('defaults to 58 mm paper and no KOT on confirm', () => {
    expect(DEFAULT_PRINT_SETTINGS).toEqual({ paper: '58mm', kot_on_confirm: false });
    expect(PAPER_WIDTHS).toEqual(['58mm', '80mm']);
    expect(PAPER_COLUMNS).toEqual({ '58mm': 32, '80mm': 48 });
  });

  it('accepts both widths with a boolean switch', () => {
    for (const paper of PAPER_WIDTHS)
      for (const kot_on_confirm of [true, false]) expect(validatePrintSettings({ paper, kot_on_confirm })).toEqual({});
  });

  it.each([
    [{}, { paper: P.paperInvalid, kot_on_confirm: P.kotOnConfirmInvalid }],
    [{ paper: '58', kot_on_confirm: true }, { paper: P.paperInvalid }],
    [{ paper: '58MM', kot_on_confirm: true }, { paper: P.paperInvalid }],
    [{ paper: ' 58mm', kot_on_confirm: true }, { paper: P.paperInvalid }],
    [{ paper: 58, kot_on_confirm: true }, { paper: P.paperInvalid }],
    [{ paper: ['58mm'], kot_on_confirm: true }, { paper: P.paperInvalid }],
    [{ paper: { $ne: null }, kot_on_confirm: true }, { paper: P.paperInvalid }],
    [{ paper: '80mm', kot_on_confirm: 'true' }, { kot_on_confirm: P.kotOnConfirmInvalid }],
    [{ paper: '80mm', kot_on_confirm: 1 }, { kot_on_confirm: P.kotOnConfirmInvalid }],
    [{ paper: '80mm', kot_on_confirm: null }, { kot_on_confirm: P.kotOnConfirmInvalid }],
  ])('refuses %j', (body, errors) => {
    expect(validatePrintSettings(body)).toEqual(errors);
  });

  it('reads whatever is stored as settings, the default where it cannot', () => {
    expect(printSettingsOf(undefined)).toEqual(DEFAULT_PRINT_SETTINGS);
    expect(printSettingsOf(null)).toEqual(DEFAULT_PRINT_SETTINGS);
    expect(printSettingsOf({ paper: '80mm', kot_on_confirm: true })).toEqual({ paper: '80mm', kot_on_confirm: true });
    expect(printSettingsOf({ paper: 'A4', kot_on_confirm: 'yes' })).toEqual(DEFAULT_PRINT_SETTINGS);
  });

  it('names the service, the payment and the tax as the checkout does', () => {
    expect(SLIP_LABELS.service).toEqual({ delivery: DELIVERY_OPTIONS.delivery.label, pickup: DELIVERY_OPTIONS.pickup.label });
    expect(SLIP_LABELS.payment).toEqual({
      card: PAYMENT_METHOD_TEXT.card.label,
      qr: PAYMENT_METHOD_TEXT.qr.label,
      cash: PAYMENT_METHOD_TEXT.cash.label,
    });
    expect(SLIP_LABELS.tax).toBe(`Tax (${TAX_RATE_PERCENT}%)`);
  });
});
