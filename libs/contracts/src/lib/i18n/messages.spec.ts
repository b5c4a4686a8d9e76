import { ORDER_STATUSES } from '../enums';
import { API_MESSAGES, CONFIRM, EMPTY, emptyText, FAILURE, HTTP_MESSAGES, SUCCESS, VALIDATION } from '../messages';
import { PAGINATION_MESSAGES } from '../pagination';
import { LOCAL_NAME_MESSAGES, SHOP_API_MESSAGES, SHOP_FAILURE, SHOP_SUCCESS, SHOP_VALIDATION, WEEKDAY_NAMES } from '../shop';
import {
  CHAT_SCRIPT,
  CONFIRMATION_TEXT,
  CUSTOMER_API_MESSAGES,
  CUSTOMER_EMPTY,
  CUSTOMER_FAILURE,
  CUSTOMER_SUCCESS,
  CUSTOMER_VALIDATION,
  DEFAULT_CATEGORY_NAME,
  DELIVERY_OPTIONS,
  FIXED_HOURS_LABEL,
  NO_LOCATION_TEXT,
  PAYMENT_METHOD_TEXT,
  PLACE_ORDER_VALIDATION,
  VERIFY_NOTICE,
} from '../customer';
import { ORDER_DESK_MESSAGES, ORDER_SORT_LABELS, statusLabel } from '../orders';
import {
  ORDER_PAYMENT_MESSAGES,
  PAID_VIA,
  PAID_VIA_LABELS,
  PAYMENT_DESK_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentLabel,
  UPI_TEXT,
} from '../order-payments';
import { DELIVERY_ORDER_MESSAGES, DELIVERY_TERMS_MESSAGES, DELIVERY_TERMS_TEXT, DELIVERY_TERMS_VALIDATION } from '../delivery';
import { MEDIA_MESSAGES } from '../media';
import {
  OPTION_API_MESSAGES,
  OPTION_GROUP_FAILURE,
  OPTION_SHEET_TEXT,
  OPTION_VALIDATION,
  ORDER_OPTION_MESSAGES,
} from '../options';
import { PAID_FEATURES, PLANS, planRequiredMessage, type PaidFeature } from '../plans';
import { PAYMENT_MESSAGES } from '../payments';
import { PAPER_LABELS, PRINT_MESSAGES, SLIP_LABELS } from '../printing';
import { PUSH_MESSAGES, TEST_PUSH } from '../push';
import { REPORT_MESSAGES, REPORT_PRESET_LABELS } from '../reports';
import { WHATSAPP_MESSAGES, whatsappUsageText } from '../whatsapp';
import { BILLING_MESSAGES, GST_SCHEME_LABELS } from '../billing';
import { BILL_MESSAGES, BILL_TITLES, billShareText, COMPOSITION_DECLARATION, taxNote } from '../bills';
import hiCore from './catalogues/hi/core';
import taCore from './catalogues/ta/core';
import hiCatalogue from './catalogues/hi';
import {
  englishTemplate,
  hasMessages,
  loadMessages,
  type MessageCatalogue,
  registerMessages,
  translateMessage,
} from './messages';
import { pseudoLocalize } from './languages';

/**
 * Every user-facing text of libs/contracts (its own; the API's wire texts are api-texts.ts, checked
 * by their own spec), in the order of the catalogues' groups. A group is walked: strings, arrays
 * and objects of them, and text-making functions, each by its English template (englishTemplate).
 * A function whose arguments are not text or that has branches is in EXPLICIT instead: its
 * templates written out, with real texts that each must match one of them.
 *
 * Left out, on purpose: machine values (limits, keys, content types, tones, enum values), the export
 * file's column headers (other tools read them), the developer's remote-contract problems, place
 * names (GST_STATE_CODES), the amount in words (rupeesInWords), units (formatDistance, formatKm,
 * formatTime) and the new-order push (newOrderPush: sent to the shop's devices, no request's
 * language to pick by).
 */
const statusLabels = ORDER_STATUSES.map(statusLabel);
const paymentLabels = (['paid', 'refunded'] as const).flatMap((status) =>
  PAID_VIA.map((via) => paymentLabel({ status, via, claimed_at: null, updated_at: null })),
);

const GROUPS: ReadonlyArray<readonly [string, unknown]> = [
  // messages.ts
  ['VALIDATION', VALIDATION],
  ['HTTP_MESSAGES', HTTP_MESSAGES],
  ['API_MESSAGES', API_MESSAGES],
  ['SUCCESS', SUCCESS],
  ['FAILURE', FAILURE],
  ['CONFIRM', CONFIRM],
  ['EMPTY', EMPTY],
  [
    'emptyText',
    [
      emptyText,
      emptyText('areas', 'area'),
      emptyText('states', 'state'),
      emptyText('cities', 'city'),
      emptyText('districts', 'district'),
    ],
  ],
  // pagination.ts
  ['PAGINATION_MESSAGES', PAGINATION_MESSAGES],
  // shop.ts
  ['SHOP_VALIDATION', SHOP_VALIDATION],
  ['SHOP_API_MESSAGES', SHOP_API_MESSAGES],
  ['SHOP_SUCCESS', SHOP_SUCCESS],
  ['SHOP_FAILURE', SHOP_FAILURE],
  ['WEEKDAY_NAMES', WEEKDAY_NAMES],
  ['LOCAL_NAME_MESSAGES', LOCAL_NAME_MESSAGES],
  // customer.ts
  ['DELIVERY_OPTIONS', DELIVERY_OPTIONS],
  ['PAYMENT_METHOD_TEXT', PAYMENT_METHOD_TEXT],
  ['FIXED_HOURS_LABEL, DEFAULT_CATEGORY_NAME, NO_LOCATION_TEXT', [FIXED_HOURS_LABEL, DEFAULT_CATEGORY_NAME, NO_LOCATION_TEXT]],
  ['CUSTOMER_VALIDATION', CUSTOMER_VALIDATION],
  ['CUSTOMER_API_MESSAGES', CUSTOMER_API_MESSAGES],
  ['CUSTOMER_SUCCESS', CUSTOMER_SUCCESS],
  ['CUSTOMER_FAILURE', CUSTOMER_FAILURE],
  ['CUSTOMER_EMPTY', CUSTOMER_EMPTY],
  ['CONFIRMATION_TEXT', CONFIRMATION_TEXT],
  ['VERIFY_NOTICE', VERIFY_NOTICE],
  ['CHAT_SCRIPT', CHAT_SCRIPT],
  ['PLACE_ORDER_VALIDATION', PLACE_ORDER_VALIDATION],
  // orders.ts
  ['statusLabel', statusLabels],
  ['ORDER_SORT_LABELS', ORDER_SORT_LABELS],
  ['ORDER_DESK_MESSAGES', ORDER_DESK_MESSAGES],
  // order-payments.ts
  ['PAYMENT_STATUS_LABELS', PAYMENT_STATUS_LABELS],
  ['PAYMENT_DESK_LABELS', PAYMENT_DESK_LABELS],
  ['PAID_VIA_LABELS', PAID_VIA_LABELS],
  ['paymentLabel', paymentLabels],
  ['ORDER_PAYMENT_MESSAGES', ORDER_PAYMENT_MESSAGES],
  ['UPI_TEXT', UPI_TEXT],
  // delivery.ts
  ['DELIVERY_TERMS_VALIDATION', DELIVERY_TERMS_VALIDATION],
  ['DELIVERY_TERMS_MESSAGES', DELIVERY_TERMS_MESSAGES],
  ['DELIVERY_ORDER_MESSAGES', DELIVERY_ORDER_MESSAGES],
  ['DELIVERY_TERMS_TEXT', DELIVERY_TERMS_TEXT],
  // media.ts
  ['MEDIA_MESSAGES', MEDIA_MESSAGES],
  // options.ts
  ['OPTION_VALIDATION', OPTION_VALIDATION],
  ['OPTION_API_MESSAGES', OPTION_API_MESSAGES],
  ['ORDER_OPTION_MESSAGES', ORDER_OPTION_MESSAGES],
  ['OPTION_SHEET_TEXT', OPTION_SHEET_TEXT],
  ['OPTION_GROUP_FAILURE', OPTION_GROUP_FAILURE],
  // plans.ts
  ['PLANS', PLANS.flatMap((plan) => [plan.name, ...plan.features.flatMap((f) => (f.info ? [f.tag, f.info] : [f.tag]))])],
  ['PAID_FEATURES', Object.values(PAID_FEATURES).map((feature) => feature.label)],
  ['planRequiredMessage', [planRequiredMessage]],
  // payments.ts
  ['PAYMENT_MESSAGES', PAYMENT_MESSAGES],
  // printing.ts
  ['PAPER_LABELS', PAPER_LABELS],
  ['SLIP_LABELS', SLIP_LABELS],
  ['PRINT_MESSAGES', PRINT_MESSAGES],
  // push.ts
  ['PUSH_MESSAGES', PUSH_MESSAGES],
  ['TEST_PUSH', [TEST_PUSH.title, TEST_PUSH.body]],
  // reports.ts
  ['REPORT_MESSAGES', REPORT_MESSAGES],
  ['REPORT_PRESET_LABELS', REPORT_PRESET_LABELS],
  // whatsapp.ts
  ['WHATSAPP_MESSAGES', WHATSAPP_MESSAGES],
  ['whatsappUsageText', [whatsappUsageText]],
  // billing.ts
  ['GST_SCHEME_LABELS', GST_SCHEME_LABELS],
  ['BILLING_MESSAGES', BILLING_MESSAGES],
  // bills.ts
  ['BILL_TITLES', BILL_TITLES],
  ['COMPOSITION_DECLARATION', COMPOSITION_DECLARATION],
  ['BILL_MESSAGES', BILL_MESSAGES],
  ['taxNote', [taxNote]],
  ['billShareText', [billShareText]],
];

type AnyFunction = (...args: never[]) => string;
const bill = (title: string) => ({ title, number: '2026-27/00042', total: 120.5, shop: { name: 'Chai Point' } }) as never;

/** Functions whose English templates are written out, and real texts each must match one of. */
const EXPLICIT = new Map<AnyFunction, { templates: string[]; samples: string[] }>([
  [
    DELIVERY_ORDER_MESSAGES.belowMinimum,
    {
      templates: ['Delivery orders start at {{0}}. Add more items or choose pickup.'],
      samples: [DELIVERY_ORDER_MESSAGES.belowMinimum(25_000)],
    },
  ],
  [
    DELIVERY_ORDER_MESSAGES.outOfRange,
    {
      templates: ['This shop delivers within {{0}} of it. Please choose pickup.'],
      samples: [DELIVERY_ORDER_MESSAGES.outOfRange(3), DELIVERY_ORDER_MESSAGES.outOfRange(2.5)],
    },
  ],
  [
    DELIVERY_TERMS_TEXT.fee,
    { templates: ['Free delivery', 'Delivery {{0}}'], samples: [DELIVERY_TERMS_TEXT.fee(0), DELIVERY_TERMS_TEXT.fee(2_900)] },
  ],
  [DELIVERY_TERMS_TEXT.freeFrom, { templates: ['Free delivery from {{0}}'], samples: [DELIVERY_TERMS_TEXT.freeFrom(30_000)] }],
  [DELIVERY_TERMS_TEXT.minimum, { templates: ['Minimum {{0}} for delivery'], samples: [DELIVERY_TERMS_TEXT.minimum(15_000)] }],
  [DELIVERY_TERMS_TEXT.within, { templates: ['Delivery within {{0}}'], samples: [DELIVERY_TERMS_TEXT.within(5)] }],
  [
    DELIVERY_TERMS_TEXT.addForFree,
    { templates: ['Add {{0}} more for free delivery'], samples: [DELIVERY_TERMS_TEXT.addForFree(4_050)] },
  ],
  [
    DELIVERY_TERMS_TEXT.addForMinimum,
    { templates: ['Add {{0}} more to order for delivery'], samples: [DELIVERY_TERMS_TEXT.addForMinimum(1_000)] },
  ],
  [
    DELIVERY_TERMS_TEXT.inRange,
    { templates: ['You are {{0}} away: the shop delivers here'], samples: [DELIVERY_TERMS_TEXT.inRange(1.2)] },
  ],
  [
    OPTION_SHEET_TEXT.pickBetween,
    {
      templates: ['Choose {{0}}', 'Choose {{0}} to {{1}}'],
      samples: [OPTION_SHEET_TEXT.pickBetween(2, 2), OPTION_SHEET_TEXT.pickBetween(1, 3)],
    },
  ],
  [
    planRequiredMessage as AnyFunction,
    {
      templates: ['{{0}} comes with the {{1}} plan. Choose a plan on your dashboard to use it.'],
      samples: (Object.keys(PAID_FEATURES) as PaidFeature[]).map(planRequiredMessage),
    },
  ],
  [
    whatsappUsageText as unknown as AnyFunction,
    {
      templates: [
        '{{0}} of {{1}} free alerts used this month',
        '{{0}} of {{1}} free alert used this month',
        '+{{0}} extra at ₹0.15 each = {{1}}',
      ],
      samples: [
        whatsappUsageText({ sent: 12, free_allowance: 150, extra: 0, extra_paise: 0 }).used,
        whatsappUsageText({ sent: 1, free_allowance: 1, extra: 0, extra_paise: 0 }).used,
        whatsappUsageText({ sent: 153, free_allowance: 150, extra: 3, extra_paise: 45 }).extra as string,
      ],
    },
  ],
  [
    BILL_MESSAGES.printSlip,
    {
      templates: ['Print 58 mm slip', 'Print 80 mm slip'],
      samples: [BILL_MESSAGES.printSlip('58mm'), BILL_MESSAGES.printSlip('80mm')],
    },
  ],
  [
    taxNote,
    {
      templates: ['5% of {{0}} = {{1}}', '5% of {{0}} = {{1}} (CGST 2.5% {{2}} + SGST 2.5% {{3}})'],
      samples: [taxNote('receipt', 20_000, 1_000), taxNote('tax_invoice', 20_000, 1_001)],
    },
  ],
  [
    billShareText as AnyFunction,
    {
      templates: Object.values(BILL_TITLES).map((title) => `${title} {{0}} from {{1}}: {{2}}. {{3}}`),
      samples: Object.values(BILL_TITLES).map((title) => billShareText(bill(title), 'https://chowk.in/customer/bill/abc')),
    },
  ],
]);

/** Every English text of the inventory, with the group it comes from. */
function inventory(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (group: string, value: unknown): void => {
    if (typeof value === 'string') {
      if (!texts.has(value)) texts.set(value, group);
    } else if (typeof value === 'function') {
      const explicit = EXPLICIT.get(value as AnyFunction);
      for (const template of explicit ? explicit.templates : [englishTemplate(value as AnyFunction)]) walk(group, template);
    } else if (Array.isArray(value)) value.forEach((item) => walk(group, item));
    else if (value && typeof value === 'object') Object.values(value).forEach((item) => walk(group, item));
  };
  for (const [group, value] of GROUPS) walk(group, value);
  return texts;
}

const TEXTS = inventory();
const placeholders = (text: string): string[] => [...new Set(text.match(/\{\{\d+\}\}/g) ?? [])].sort();
/** ₹ amounts and numbers, as the English writes them: the translation keeps each. */
const numbers = (text: string): string[] => text.replace(/\{\{\d+\}\}/g, '').match(/₹?\d+(?:[.,]\d+)*/g) ?? [];
const matches = (template: string, text: string): boolean =>
  new RegExp(
    `^${template
      .split(/\{\{\d+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s\\S]*?')}$`,
  ).test(text);
/** The few texts that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['UPI']);

const CATALOGUES: ReadonlyArray<readonly [string, MessageCatalogue, RegExp]> = [
  ['hi', hiCore, /[\u0900-\u097F]/],
  ['ta', taCore, /[\u0B80-\u0BFF]/],
];

describe('the inventory of contracts texts', () => {
  it('holds several hundred texts', () => {
    expect(TEXTS.size).toBeGreaterThan(500);
  });

  it('makes every other function’s template from the function itself, every argument in it', () => {
    const broken: string[] = [];
    const check = (value: unknown): void => {
      if (typeof value === 'function' && !EXPLICIT.has(value as AnyFunction)) {
        const template = englishTemplate(value as AnyFunction);
        const wanted = Array.from({ length: value.length }, (_, n) => `{{${n}}}`);
        if (!wanted.every((p) => template.includes(p)) || /NaN|undefined|\[object/.test(template)) broken.push(template);
      } else if (Array.isArray(value)) value.forEach(check);
      else if (value && typeof value === 'object') Object.values(value).forEach(check);
    };
    GROUPS.forEach(([, value]) => check(value));
    expect(broken).toEqual([]);
  });

  it.each([...EXPLICIT.values()].map((e) => [e.templates[0], e] as const))(
    'writes the templates of %s so that its real texts match them',
    (_, { templates, samples }) => {
      for (const sample of samples) expect(templates.some((template) => matches(template, sample))).toBe(true);
    },
  );
});

describe.each(CATALOGUES)('the %s catalogue of contracts texts (core.ts)', (language, catalogue, script) => {
  it('has every English text', () => {
    expect([...TEXTS.keys()].filter((text) => !(text in catalogue))).toEqual([]);
  });

  it('has no text the inventory does not hold (unused)', () => {
    expect(Object.keys(catalogue).filter((text) => !TEXTS.has(text))).toEqual([]);
  });

  it('keeps the same {{n}} placeholders', () => {
    const wrong = Object.entries(catalogue).filter(
      ([english, translation]) => placeholders(english).join() !== placeholders(translation).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('keeps every ₹ amount and number', () => {
    const wrong = Object.entries(catalogue).filter(
      ([english, translation]) => !numbers(english).every((n) => translation.includes(n)),
    );
    expect(wrong).toEqual([]);
  });

  it(`leaves no text empty or in English: each is written in ${language === 'hi' ? 'Devanagari' : 'Tamil'} script`, () => {
    const wrong = Object.entries(catalogue).filter(
      ([english, translation]) =>
        !translation.trim() || (!SAME_IN_EVERY_LANGUAGE.has(english) && (translation === english || !script.test(translation))),
    );
    expect(wrong).toEqual([]);
  });

  it('orders its keys as the inventory’s groups go', () => {
    const order = [...TEXTS.keys()];
    const keys = Object.keys(catalogue).filter((k) => TEXTS.has(k));
    expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});

describe('translateMessage', () => {
  it('leaves everything as it is while a language is not loaded, and English always', () => {
    expect(hasMessages('ta')).toBe(false);
    expect(translateMessage(VALIDATION.required, 'ta')).toBe(VALIDATION.required);
    expect(translateMessage(VALIDATION.required, 'en')).toBe(VALIDATION.required);
    expect(hasMessages('en')).toBe(true);
  });

  it('loads a language’s catalogue on demand (loadMessages), once', async () => {
    await loadMessages('ta');
    expect(hasMessages('ta')).toBe(true);
    expect(translateMessage(VALIDATION.required, 'ta')).toBe(taCore[VALIDATION.required]);
    await loadMessages('ta');
    await loadMessages('en');
    await loadMessages('en-XA');
    expect(hasMessages('hi')).toBe(false);
  });

  describe('with the Hindi catalogue registered', () => {
    beforeAll(() => registerMessages('hi', hiCatalogue));

    it('translates a text exactly', () => {
      expect(translateMessage(SHOP_VALIDATION.mobileLength, 'hi')).toBe(hiCore[SHOP_VALIDATION.mobileLength]);
      expect(translateMessage(SHOP_VALIDATION.mobileLength, 'hi')).toMatch(/[\u0900-\u097F]/);
      expect(translateMessage(PAYMENT_STATUS_LABELS.paid, 'hi')).toBe(hiCore.Paid);
    });

    it('translates a text made by a function, its argument kept', () => {
      const text = translateMessage(VALIDATION.unknownField('foo'), 'hi');
      expect(text).toBe(hiCore['Unknown field: {{0}}'].replace('{{0}}', 'foo'));
      expect(text).toContain('foo');
      expect(text).not.toContain('Unknown field');
      expect(translateMessage(CUSTOMER_API_MESSAGES.otpResendWait(42), 'hi')).toContain('42');
      expect(translateMessage(CUSTOMER_API_MESSAGES.otpResendWait(42), 'hi')).not.toContain('Please wait');
    });

    it('never translates a quoted value: a name someone gave that reads like a catalogue text stays as given', () => {
      const text = translateMessage(API_MESSAGES.categoryExists('Paid'), 'hi');
      expect(text).toBe(hiCore['A category named "{{0}}" already exists'].replace('{{0}}', 'Paid'));
    });

    it('places several arguments where the translation puts them', () => {
      const text = translateMessage(ORDER_OPTION_MESSAGES.tooFew('Masala Chai', 'Add-ons', 2), 'hi');
      expect(text).toBe(
        hiCore['Choose at least {{2}} from {{1}} for {{0}}']
          .replace('{{0}}', 'Masala Chai')
          .replace('{{1}}', 'Add-ons')
          .replace('{{2}}', '2'),
      );
    });

    it('picks the most specific template: "Choose up to 3" is not "Choose {{0}} to {{1}}"', () => {
      expect(translateMessage(OPTION_SHEET_TEXT.pickUpTo(3), 'hi')).toBe(hiCore['Choose up to {{0}}'].replace('{{0}}', '3'));
      expect(translateMessage(OPTION_SHEET_TEXT.pickAtLeast(2), 'hi')).toBe(
        hiCore['Choose at least {{0}}'].replace('{{0}}', '2'),
      );
      expect(translateMessage(OPTION_SHEET_TEXT.pickBetween(1, 3), 'hi')).toBe(
        hiCore['Choose {{0}} to {{1}}'].replace('{{0}}', '1').replace('{{1}}', '3'),
      );
      expect(translateMessage(OPTION_SHEET_TEXT.pickBetween(2, 2), 'hi')).toBe(hiCore['Choose {{0}}'].replace('{{0}}', '2'));
      expect(translateMessage(ORDER_OPTION_MESSAGES.soldOut('Tea', 'Large'), 'hi')).toBe(
        hiCore['{{1}} for {{0}} is sold out'].replace('{{0}}', 'Tea').replace('{{1}}', 'Large'),
      );
      expect(translateMessage(CUSTOMER_API_MESSAGES.productSoldOut('Samosa'), 'hi')).toBe(
        hiCore['{{0}} is sold out'].replace('{{0}}', 'Samosa'),
      );
    });

    it('gives every template’s text its own translation: no other template takes it', () => {
      const fill = (text: string) => text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => ['Aa', 'Bb', 'Cc', 'Dd'][Number(n)]);
      const wrong = Object.entries(hiCore)
        .filter(([english]) => english.includes('{{'))
        .filter(([english, translation]) => translateMessage(fill(english), 'hi') !== fill(translation))
        .map(([english]) => english);
      expect(wrong).toEqual([]);
    });

    it('translates an argument that is itself a text of the catalogue (a feature, a plan, a bill’s title)', () => {
      const text = translateMessage(planRequiredMessage('sales_reports'), 'hi');
      expect(text).toBe(
        hiCore['{{0}} comes with the {{1}} plan. Choose a plan on your dashboard to use it.']
          .replace('{{0}}', hiCore['Sales reports'])
          .replace('{{1}}', hiCore.Starter),
      );
      expect(text).not.toMatch(/[A-Za-z]/);
    });

    it('writes every explicit template’s real texts without English words left', () => {
      for (const { samples } of EXPLICIT.values())
        for (const sample of samples) {
          const text = translateMessage(sample, 'hi');
          expect(text).not.toBe(sample);
          expect(text).toMatch(/[\u0900-\u097F]/);
        }
    });

    it('keeps ₹ amounts as they are', () => {
      expect(translateMessage(DELIVERY_TERMS_TEXT.minimum(15_000), 'hi')).toContain('₹150.00');
      expect(translateMessage(DELIVERY_ORDER_MESSAGES.belowMinimum(1_23_456_50), 'hi')).toContain('₹1,23,456.50');
    });

    it('gives back a text it does not know unchanged', () => {
      expect(translateMessage('Something nobody wrote', 'hi')).toBe('Something nobody wrote');
      expect(translateMessage('', 'hi')).toBe('');
    });

    it('leaves English English', () => {
      expect(translateMessage(VALIDATION.unknownField('foo'), 'en')).toBe('Unknown field: foo');
    });
  });

  it('writes the pseudo-locale accented and longer', () => {
    const text = translateMessage(SHOP_VALIDATION.mobileLength, 'en-XA');
    expect(text).toBe(pseudoLocalize(SHOP_VALIDATION.mobileLength));
    expect(text).toMatch(/^\[Ṁóƀíļé ɱúšţ ƀé 10 ðíĝíţš ·+\]$/);
    expect(text.length).toBeGreaterThanOrEqual(SHOP_VALIDATION.mobileLength.length * 1.35);
  });
});
