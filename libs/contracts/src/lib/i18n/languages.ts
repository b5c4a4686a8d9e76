/**
 * The languages Chowk speaks (docs/product.md "Languages"): English, the spec's words and the
 * wire's default; Hindi and Tamil. `en-XA` is the pseudo-locale of the layout checks (accented
 * and 35% longer English): it is never offered in the switch, only set by a test or a developer.
 */
export const LANGUAGES = ['en', 'hi', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const PSEUDO_LANGUAGE = 'en-XA';
/** What a page may be rendered in: a language, or the pseudo-locale. */
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Each language in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The store a menu item's or section's own words in the other languages use (`names.hi`). */
export const TRANSLATED_LANGUAGES = ['hi', 'ta'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const isUiLanguage = (value: unknown): value is UiLanguage => isLanguage(value) || value === PSEUDO_LANGUAGE;

/**
 * The `Intl` locale of a language: always India's, so money groups as ₹1,23,456.50 and dates
 * read the Indian way in every language (Latin digits: India's default for Hindi and Tamil too).
 */
export function localeOf(language: UiLanguage): string {
  return language === PSEUDO_LANGUAGE ? 'en-IN' : `${language}-IN`;
}

/** The language a tag names (`hi-IN` → hi, `ta` → ta), or null when Chowk does not speak it. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language an `Accept-Language` header prefers among Chowk's, by its q-values (RFC 9110
 * §12.5.4); English when the header is absent, malformed or names none of them. Never throws.
 */
export function pickLanguage(header: string | readonly string[] | null | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : '';
  if (!text || text.length > 1_000) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number; at: number } | null = null;
  text.split(',').forEach((part, at) => {
    const [tag = '', ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) return;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    if (!best || q > best.q) best = { language, q, at };
  });
  return (best as { language: Language } | null)?.language ?? DEFAULT_LANGUAGE;
}

/** A first visit's language: the first of the browser's languages Chowk speaks, else English. */
export function browserLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
/** How much longer the pseudo-locale makes a text: translations run up to a third longer than English. */
export const PSEUDO_GROWTH = 0.35;

/**
 * English as the pseudo-locale writes it: every letter accented, and padded to 35% longer
 * ("Save" → "[Šáṽé ·]"), so a layout that cuts off or overflows a longer language shows it.
 */
export function pseudoLocalize(text: string): string {
  if (!text) return text;
  const accented = text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);
  const pad = Math.max(1, Math.ceil(text.length * PSEUDO_GROWTH) - 2);
  return `[${accented} ${'·'.repeat(pad)}]`;
}
