import { expect, test, type Page } from '@playwright/test';
import { pseudoLocalize, PSEUDO_LANGUAGE, type UiLanguage } from '@chowk/contracts';
/* eslint-disable @nx/enforce-module-boundaries -- the catalogues are each app's own files (no package
   exports them), read here so the browser tests follow them instead of retyping them. */
import shellEn from '../../shell/src/i18n/en';
import shellHi from '../../shell/src/i18n/hi';
import shellTa from '../../shell/src/i18n/ta';
import uiEn from '../../libs/ui/src/i18n/en';
import uiHi from '../../libs/ui/src/i18n/hi';
import uiTa from '../../libs/ui/src/i18n/ta';
import customerEn from '../../mfe-customer/src/i18n/en';
import customerHi from '../../mfe-customer/src/i18n/hi';
import customerTa from '../../mfe-customer/src/i18n/ta';
import shopkeeperEn from '../../mfe-shopkeeper/src/i18n/en';
import shopkeeperHi from '../../mfe-shopkeeper/src/i18n/hi';
import shopkeeperTa from '../../mfe-shopkeeper/src/i18n/ta';
import adminEn from '../../mfe-admin/src/i18n/en';
import adminHi from '../../mfe-admin/src/i18n/hi';
import adminTa from '../../mfe-admin/src/i18n/ta';
import staticEn from '../../mfe-static/src/i18n/en';
import staticHi from '../../mfe-static/src/i18n/hi';
import staticTa from '../../mfe-static/src/i18n/ta';
import staticPagesEn from '../../mfe-static/src/i18n/pages/en';
import staticPagesHi from '../../mfe-static/src/i18n/pages/hi';
import staticPagesTa from '../../mfe-static/src/i18n/pages/ta';
import messagesHi from '../../libs/contracts/src/lib/i18n/catalogues/hi';
import messagesTa from '../../libs/contracts/src/lib/i18n/catalogues/ta';
/* eslint-enable @nx/enforce-module-boundaries */

/**
 * The apps' words in every language, read from their catalogues (docs/architecture.md
 * "Languages"), so a browser test follows the catalogues instead of retyping them: each app's
 * English, Hindi and Tamil (src/i18n; every createAppI18n catalogue), and the texts of @chowk/contracts
 * (English → translation).
 */
export const CATALOGUES = {
  shell: { en: shellEn, hi: shellHi, ta: shellTa },
  ui: { en: uiEn, hi: uiHi, ta: uiTa },
  customer: { en: customerEn, hi: customerHi, ta: customerTa },
  shopkeeper: { en: shopkeeperEn, hi: shopkeeperHi, ta: shopkeeperTa },
  admin: { en: adminEn, hi: adminHi, ta: adminTa },
  static: { en: staticEn, hi: staticHi, ta: staticTa },
  /** mfe-static's about, contact and legal pages (a catalogue of their own, loaded with them). */
  staticPages: { en: staticPagesEn, hi: staticPagesHi, ta: staticPagesTa },
} as const;
export const MESSAGES = { hi: messagesHi, ta: messagesTa } as const;

export type Translated = 'hi' | 'ta';
interface Tree {
  readonly [key: string]: string | Tree;
}

/** `a.b.c` → text, for every leaf of a catalogue. */
function flatten(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
  return into;
}

/** `{{name}}` (i18next) and `{{0}}` (contracts) placeholders. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue's text with its placeholders filled (as i18next and translateMessage do). */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A text of an app in a language, by its key: `text('customer', 'cart.title', 'ta')`, with
 * placeholders filled; `count` picks the `_one`/`_other` form (Intl's plural rules, as i18next).
 */
export function text(
  app: keyof typeof CATALOGUES,
  key: string,
  language: 'en' | Translated,
  values: Record<string, string | number> = {},
): string {
  const leaves = flatten(CATALOGUES[app][language] as Tree);
  let found = leaves.get(key);
  if (found === undefined && typeof values.count === 'number') {
    const form = new Intl.PluralRules(language).select(values.count);
    found = leaves.get(`${key}_${form}`) ?? leaves.get(`${key}_other`);
  }
  if (found === undefined) throw new Error(`${app}'s ${language} catalogue has no ${key}`);
  return fill(found, values);
}

/** A text of @chowk/contracts in a language (its catalogue is keyed by the English). */
export function message(english: string, language: 'en' | Translated): string {
  if (language === 'en') return english;
  const found = MESSAGES[language][english];
  if (found === undefined) throw new Error(`the contracts' ${language} catalogue has no "${english}"`);
  return found;
}

/** One English text of the catalogues and its rendering in a language. */
interface Pair {
  english: string;
  /** The rendering with the English template's placeholder values. */
  render: (values: Record<string, string>) => string;
}

function pairsIn(language: UiLanguage): Pair[] {
  if (language === 'en') return [];
  const pairs: Pair[] = [];
  if (language === PSEUDO_LANGUAGE) {
    // The pseudo-locale accents the English after interpolation, and contracts texts alike.
    const english = new Set<string>();
    for (const app of Object.values(CATALOGUES)) for (const t of flatten(app.en as Tree).values()) english.add(t);
    for (const t of Object.keys(MESSAGES.hi)) english.add(t);
    for (const t of english) pairs.push({ english: t, render: (values) => pseudoLocalize(fill(t, values)) });
    return pairs;
  }
  const lang = language as Translated;
  for (const app of Object.values(CATALOGUES)) {
    const en = flatten(app.en as Tree);
    const other = flatten(app[lang] as Tree);
    for (const [key, t] of en) {
      const translated = other.get(key);
      if (translated) pairs.push({ english: t, render: (values) => fill(translated, values) });
    }
  }
  for (const [english, translated] of Object.entries(MESSAGES[lang] as Record<string, string>))
    pairs.push({ english, render: (values) => fill(translated, values) });
  return pairs;
}

/** An English template as a RegExp capturing its placeholders' values. */
function templatePattern(template: string): RegExp | null {
  const names: string[] = [];
  const source = escapeRegExp(template).replace(/\\\{\\\{\s*([\w.]+)\s*\\\}\\\}/g, (_, name: string) => {
    names.push(name);
    return `(?<p${names.length - 1}>[\\s\\S]+?)`;
  });
  // A template that is all placeholder (or nearly) would match any text.
  if (!names.length || template.replace(PLACEHOLDER, '').trim().length < 3) return null;
  const pattern = new RegExp(`^${source}$`);
  return Object.assign(pattern, { names });
}

/**
 * What a page in `language` shows where the English page shows `english`, for locating it:
 * `say('Place Order')`. A text of the catalogues (an app's or the contracts'), as it is or made
 * from a template (`Add Masala Chai to cart` from `Add {{name}} to cart`), comes back translated;
 * anything else (a shop's own words, an order number) as it is. A text with two different
 * translations in the catalogues comes back as a RegExp matching either. `say.re(/cart/i)`:
 * every catalogue text the RegExp matches, translated, as one RegExp.
 */
export interface Say {
  (english: string): string | RegExp;
  re(english: RegExp): RegExp;
  /** The text as it shows inside a longer one (in the pseudo-locale: accented, without its brackets and padding). */
  part(english: string): string | RegExp;
  readonly language: UiLanguage;
}

export function sayIn(language: UiLanguage): Say {
  if (language === 'en')
    return Object.assign((english: string) => english, {
      re: (english: RegExp) => english,
      part: (english: string) => english,
      language,
    });
  const pairs = pairsIn(language);
  const pseudo = language === PSEUDO_LANGUAGE;
  const exact = new Map<string, Set<string>>();
  const templates: { pattern: RegExp & { names?: string[] }; pair: Pair }[] = [];
  for (const pair of pairs) {
    if (!exact.has(pair.english)) exact.set(pair.english, new Set());
    exact.get(pair.english)?.add(pair.render({}));
    const pattern = templatePattern(pair.english);
    if (pattern) templates.push({ pattern, pair });
  }
  // The longest template first: the most specific.
  templates.sort((a, b) => b.pair.english.length - a.pair.english.length);
  const oneOf = (found: Set<string>): string | RegExp =>
    found.size === 1 ? [...found][0] : new RegExp(`^(?:${[...found].map(escapeRegExp).join('|')})$`);
  const say = (english: string): string | RegExp => {
    const direct = exact.get(english);
    if (direct) return oneOf(direct);
    const found = new Set<string>();
    for (const { pattern, pair } of templates) {
      const match = pattern.exec(english);
      if (!match?.groups) continue;
      // A value that is itself a catalogue text (a plan's name in "Choose Professional") shows translated too.
      const translated = (value: string) => {
        const own = exact.get(value);
        return own?.size === 1 ? [...own][0] : value;
      };
      const values = Object.fromEntries(
        (pattern.names ?? []).map((name, i) => [name, translated(match.groups?.[`p${i}`] ?? '')]),
      );
      found.add(pair.render(values));
      break;
    }
    return found.size ? oneOf(found) : english;
  };
  const re = (english: RegExp): RegExp => {
    const alternatives = new Set<string>();
    for (const pair of pairs) {
      if (!english.test(pair.english.replace(PLACEHOLDER, ''))) continue;
      // The translation with any value where its placeholders are (the pseudo-locale's padding
      // follows the whole text's length, so any run of it).
      const rendered = pair.render(Object.fromEntries([...pair.english.matchAll(PLACEHOLDER)].map((m) => [m[1], '\u0000'])));
      const pattern = rendered.split('\u0000').map(escapeRegExp).join('[\\s\\S]*?');
      alternatives.add(pseudo ? pattern.replace(/ ·+\\\]$/, ' ·+\\]') : pattern);
    }
    if (!alternatives.size) throw new Error(`no catalogue text in ${language} matches ${english}`);
    return new RegExp(`(?:${[...alternatives].join('|')})`, english.flags.replace('g', ''));
  };
  const part = (english: string): string | RegExp => {
    const whole = say(english);
    if (!pseudo || typeof whole !== 'string') return whole;
    return /^\[(.*) ·+\]$/s.exec(whole)?.[1] ?? whole;
  };
  return Object.assign(say, { re, part, language });
}

/** Opens pages in `language`: the device's choice, stored before any script of the page runs. */
export async function chooseLanguage(page: Page, language: UiLanguage) {
  await page.addInitScript((l) => window.localStorage.setItem('language', l), language);
}

/** The document is in `language`: its `lang`, and the pseudo-locale's or the script's letters on screen. */
export async function expectPageIn(page: Page, language: UiLanguage) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const letters =
    language === 'hi'
      ? /[\u0900-\u097F]/
      : language === 'ta'
        ? /[\u0B80-\u0BFF]/
        : language === PSEUDO_LANGUAGE
          ? /\[[^\]]*[À-ž]/
          : /[A-Za-z]/;
  await expect.poll(() => page.locator('body').innerText(), { message: `text in ${language} on ${page.url()}` }).toMatch(letters);
}

/**
 * Words of English left on a page in Hindi or Tamil: text with a run of Latin letters that is not
 * one of `keep` (a shop's own words, names), a code, an email or a loanword the translations keep
 * in Latin letters. Noted on the test as an `English left` annotation (the report lists them); a
 * test does not fail on them, since a shop's data may be English.
 */
export async function noteEnglish(page: Page, where: string, keep: readonly string[]) {
  const found = await page.evaluate((allowed) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const left = new Set<string>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script, style, noscript, [aria-hidden="true"], .sr-only') || !el.getClientRects().length) continue;
      let t = (n.textContent ?? '').trim();
      for (const a of [...allowed].sort((x, y) => y.length - x.length)) t = t.split(a).join(' ');
      t = t
        .replace(/[\w.+-]+@[\w.-]+/g, ' ')
        .replace(
          /\b(?:OTP|UPI|KOT|GST|GSTIN|SMS|QR|ORD-[\w-]+|SHOP-[\w-]+|MM\/YY|CVC|PDF|CSV|Excel|WhatsApp|Email|Chowk|Chowk Technologies Private Limited)\b/g,
          ' ',
        );
      if (/[A-Za-z]{3,}/.test(t)) left.add(t.replace(/\s+/g, ' ').slice(0, 80));
    }
    return [...left];
  }, keep);
  if (found.length) test.info().annotations.push({ type: 'English left', description: `${where}: ${found.join(' | ')}` });
  return found;
}
