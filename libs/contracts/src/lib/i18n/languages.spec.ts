import {
  browserLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  isUiLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  localeOf,
  pickLanguage,
  PSEUDO_GROWTH,
  PSEUDO_LANGUAGE,
  pseudoLocalize,
  TRANSLATED_LANGUAGES,
} from './languages';

describe('the languages', () => {
  it('are English, Hindi and Tamil, English the default; Hindi and Tamil the translated ones', () => {
    expect(LANGUAGES).toEqual(['en', 'hi', 'ta']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(TRANSLATED_LANGUAGES).toEqual(['hi', 'ta']);
    expect(PSEUDO_LANGUAGE).toBe('en-XA');
  });

  it('are named in their own scripts', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' });
  });

  it.each([
    ['en', true],
    ['hi', true],
    ['ta', true],
    ['en-XA', false],
    ['fr', false],
    ['HI', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
  ])('isLanguage(%p) is %p', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });

  it('takes the pseudo-locale as a UI language, but not as a language', () => {
    expect(isUiLanguage('en-XA')).toBe(true);
    expect(isUiLanguage('ta')).toBe(true);
    expect(isUiLanguage('fr')).toBe(false);
    expect(isLanguage('en-XA')).toBe(false);
  });
});

describe('localeOf', () => {
  it.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
    ['ta', 'ta-IN'],
    ['en-XA', 'en-IN'],
  ] as const)('%s → %s', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });

  it.each(['en', 'hi', 'ta', 'en-XA'] as const)('groups money the Indian way with Latin digits in %s', (language) => {
    const format = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(format.format(123456.5)).toBe('1,23,456.50');
  });
});

describe('pickLanguage (Accept-Language)', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['ta;q=0.5, hi;q=0.8', 'hi'],
    ['ta-IN', 'ta'],
    ['en-US,en;q=0.9,ta;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ta;q=0.7,hi;q=0.6', 'ta'],
    ['HI-in', 'hi'],
    ['ta_IN', 'ta'],
    ['hi; q=0.4, ta ; q=0.6', 'ta'],
    ['ta;q=0.8,hi;q=0.8', 'ta'],
    ['hi;q=0, ta;q=0.1', 'ta'],
    ['hi;q=2, ta;q=0.1', 'ta'],
    ['hi;q=abc, ta;q=0.1', 'ta'],
  ])('%p → %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });

  it.each([
    ['*', '*'],
    ['a language it does not speak', 'fr-FR,de;q=0.9'],
    ['every one refused (q=0)', 'hi;q=0,ta;q=0'],
    ['garbage', ';;;,,,q=;=='],
    ['garbage bytes', '\u0000\u00ff hi\u2028;q=\u0000'],
    ['an empty header', ''],
    ['no header', undefined],
    ['null', null],
    ['an over-long header', `fr,${'x-y;q=0.1,'.repeat(120)}hi`],
  ])('answers English for %s', (_, header) => {
    expect(pickLanguage(header)).toBe('en');
  });

  it('reads a header given as a list (Node joins repeated headers so)', () => {
    expect(pickLanguage(['fr-FR', 'ta;q=0.9'])).toBe('ta');
    expect(pickLanguage(['hi;q=0.3', 'ta;q=0.9'])).toBe('ta');
    expect(pickLanguage([])).toBe('en');
  });

  it('never throws, whatever it is given', () => {
    for (const header of [{} as never, 42 as never, ['a', 5] as never, 'q=1;q=1;q=1', ',;,;'])
      expect(() => pickLanguage(header)).not.toThrow();
  });
});

describe('browserLanguage (a first visit)', () => {
  it.each([
    [['ta-IN', 'en-US'], 'ta'],
    [['fr-FR', 'hi', 'ta'], 'hi'],
    [['en-GB', 'hi-IN'], 'en'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
  ])('%p → %s', (languages, language) => {
    expect(browserLanguage(languages)).toBe(language);
  });
});

describe('pseudoLocalize (en-XA)', () => {
  it('accents every letter, brackets the text and pads it', () => {
    expect(pseudoLocalize('Save')).toBe('[Šáṽé ·]');
    const text = pseudoLocalize('Mobile must be 10 digits');
    expect(text).toMatch(/^\[Ṁóƀíļé ɱúšţ ƀé 10 ðíĝíţš ·+\]$/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it.each([
    'A',
    'OK',
    'Save',
    'Pickup',
    'Order placed successfully!',
    'Pay the shop by UPI (Google Pay, PhonePe, Paytm, BHIM…) when you place the order',
    'x'.repeat(500),
  ])('makes %p at least 35%% longer', (english) => {
    expect(PSEUDO_GROWTH).toBe(0.35);
    expect(pseudoLocalize(english).length).toBeGreaterThanOrEqual(english.length * 1.35);
  });

  it('keeps digits, ₹ amounts, punctuation and placeholders', () => {
    expect(pseudoLocalize('₹1,23,456.50 · {{0}}: 5%')).toBe('[₹1,23,456.50 · {{0}}: 5% ·······]');
  });

  it('leaves an empty text empty', () => {
    expect(pseudoLocalize('')).toBe('');
  });
});
