import { isLanguage, pseudoLocalize, PSEUDO_LANGUAGE, type Language, type UiLanguage } from './languages';

/**
 * The texts of @chowk/contracts (validation, refusals, labels) in Hindi and Tamil, gettext-style:
 * each catalogue maps the English text, the spec's words and this lib's constants, to its
 * translation. A text built by a function is written as its English template, the function
 * called with `{{0}}`, `{{1}}`… for its arguments (`Unknown field: {{0}}`), and its translation
 * places them likewise. So the English constants stay what the API sends by default and what the
 * tests read, the browser bundles no second copy of them, and the API and the browsers translate
 * with the same catalogues: the API by the request's Accept-Language, a browser by its chosen
 * language (the catalogues load on demand, one chunk per language).
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Template {
  pattern: RegExp;
  translation: string;
  /** How many of its characters are its own words (not placeholders): the more, the more specific. */
  fixed: number;
  /** Placeholders the English quotes (`named "{{0}}"`): a name someone gave, never translated. */
  quoted: ReadonlySet<string>;
}

/** `"{{0}}"`, `'{{0}}'`, `“{{0}}”`, `‘{{0}}’`: a quoted value is data (a shop's or an item's name). */
const QUOTED = /["'“‘]\{\{(\d+)\}\}["'”’]/g;

const catalogues = new Map<Language, MessageCatalogue>();
const templates = new Map<Language, Template[]>();
const PLACEHOLDER = /\{\{(\d+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Makes `catalogue` the translations of `language` (the API at start, a browser when loaded). */
export function registerMessages(language: Language, catalogue: MessageCatalogue): void {
  catalogues.set(language, catalogue);
  const list: Template[] = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (!english.includes('{{')) continue;
    const pattern = new RegExp(`^${escapeRegExp(english).replace(/\\\{\\\{(\d+)\\\}\\\}/g, '(?<a$1>[\\s\\S]*?)')}$`);
    const quoted = new Set([...english.matchAll(QUOTED)].map((m) => m[1]));
    list.push({ pattern, translation, fixed: english.replace(PLACEHOLDER, '').length, quoted });
  }
  // The most specific template first, by its own words: "Choose up to {{0}}" before "Choose {{0}} to
  // {{1}}", which also matches "Choose up to 3"; then "Choose {{0}}", which matches every one of them.
  templates.set(
    language,
    list.sort((a, b) => b.fixed - a.fixed),
  );
}

export const hasMessages = (language: Language): boolean => language === 'en' || catalogues.has(language);

/** Loads a language's catalogue (a chunk of its own in a browser build); English needs none. */
export async function loadMessages(language: UiLanguage): Promise<void> {
  if (!isLanguage(language) || hasMessages(language)) return;
  const catalogue =
    language === 'hi'
      ? (await import(/* webpackChunkName: "messages-hi" */ './catalogues/hi')).default
      : (await import(/* webpackChunkName: "messages-ta" */ './catalogues/ta')).default;
  registerMessages(language, catalogue);
}

/** Every language's catalogue at once: the API's start. */
export async function loadAllMessages(): Promise<void> {
  await Promise.all((['hi', 'ta'] as const).map((language) => loadMessages(language)));
}

/**
 * `text`, an English text of this lib (as it is, or made by one of its functions), in `language`;
 * the text unchanged when it is English, unknown to the catalogue or the catalogue is not loaded.
 * The pseudo-locale accents and pads it.
 */
export function translateMessage(text: string, language: UiLanguage): string {
  if (language === PSEUDO_LANGUAGE) return pseudoLocalize(text);
  if (language === 'en' || typeof text !== 'string' || !text) return text;
  const catalogue = catalogues.get(language);
  if (!catalogue) return text;
  const exact = catalogue[text];
  if (exact !== undefined) return exact;
  for (const { pattern, translation, quoted } of templates.get(language) ?? []) {
    const match = pattern.exec(text);
    if (!match?.groups) continue;
    const groups = match.groups;
    // A value that is itself one of the catalogue's texts (a plan's or a bill's name inside a
    // sentence) is translated too, unless the English quotes it: then it is somebody's name.
    return translation.replace(PLACEHOLDER, (_, n: string) => {
      const value = groups[`a${n}`] ?? '';
      return quoted.has(n) ? value : (catalogue[value] ?? value);
    });
  }
  return text;
}

/**
 * The English template of a text-making function: called with `{{0}}`, `{{1}}`… ("Unknown
 * field: {{0}}"). The catalogues' keys are written this way, and the completeness test makes them.
 */
export function englishTemplate(make: (...args: never[]) => string, arity = make.length): string {
  const args = Array.from({ length: arity }, (_, n) => `{{${n}}}`);
  return (make as (...a: string[]) => string)(...args);
}
