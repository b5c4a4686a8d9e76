import { useCallback, useSyncExternalStore } from 'react';
import i18next, { type i18n as I18n, type Module } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  loadMessages,
  localeOf,
  PSEUDO_LANGUAGE,
  pseudoLocalize,
  translateMessage,
  type Language,
  type UiLanguage,
} from '@chowk/contracts';
import { getLanguage, onLanguageChange, setLanguage } from '@chowk/session';
import uiEnglish from '../i18n/en';

/**
 * Translations (docs/architecture.md "Languages"). Each app (the shell, each remote, and this
 * kit) owns an i18next instance with its own catalogue: English bundled with its code (the
 * spec's words, the first render's), Hindi and Tamil in chunks of their own loaded when chosen,
 * with the @chowk/contracts catalogue of the same language. Every instance follows the one
 * language of @chowk/session, so the shell's switch changes every remote at once, and a remote
 * still deploys alone with its words.
 */

/** A catalogue: nested keys, text leaves (`{{name}}` interpolation, `_one`/`_other` plurals). */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}
/** The Hindi or Tamil of an English catalogue: the same keys, each a string. */
export type TranslationOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]> };

export interface AppI18nOptions {
  /** The app's namespace (`customer`, `shopkeeper`…). */
  namespace: string;
  en: Catalogue;
  /** Loads the other languages' catalogues: `(language) => import(\`./${language}\`)`. */
  load: (language: Exclude<Language, 'en'>) => Promise<{ default: Catalogue }>;
}

/** The pseudo-locale: the English text accented and padded, after interpolation. */
const pseudo: Module & {
  name: string;
  process: (value: string, key: unknown, options: unknown, translator: { language?: string }) => string;
} = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value, _key, _options, translator) => (translator?.language === PSEUDO_LANGUAGE ? pseudoLocalize(value) : value),
};

/** One app's translations: English at once, the chosen language loaded, following the session's. */
export function createAppI18n({ namespace, en, load }: AppI18nOptions): I18n {
  const instance = i18next.createInstance();
  instance
    .use({
      type: 'backend',
      init: () => undefined,
      read: (language: string, _ns: string, callback: (error: unknown, data: Catalogue | null) => void) => {
        if (!isLanguage(language) || language === 'en') return callback(null, {});
        Promise.all([load(language), loadMessages(language)]).then(
          ([module]) => callback(null, module.default),
          (error: unknown) => callback(error, null),
        );
      },
    } as Module)
    .use(pseudo);
  void instance.init({
    lng: getLanguage(),
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: en } },
    partialBundledLanguages: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    postProcess: ['pseudo'],
    initAsync: false,
    returnNull: false,
    react: { useSuspense: true },
  });
  onLanguageChange((next) => void instance.changeLanguage(next));
  return instance;
}

/** The device's language, re-rendering on every change (for code outside an app's i18n). */
export function useLanguage(): UiLanguage {
  return useSyncExternalStore(onLanguageChange, getLanguage, getLanguage);
}

/** The `Intl` locale of the device's language (`hi-IN`): money, numbers and India-time dates. */
export function useLocale(): string {
  return localeOf(useLanguage());
}

/**
 * A text of @chowk/contracts (a validation message, a refusal, a label) in the device's
 * language: `const tm = useMessage(); tm(VALIDATION.required)`. A text it does not know (one
 * already translated, a shop's own words) comes back as it is.
 */
export function useMessage(): (text: string) => string {
  const language = useLanguage();
  // The catalogue of a language loads with the app's own: re-render when it arrives.
  useSyncExternalStore(onMessagesLoaded, messagesVersion, messagesVersion);
  return useCallback((text: string) => translateMessage(text, language), [language]);
}

let loadedVersion = 0;
const loadedListeners = new Set<() => void>();
const messagesVersion = () => loadedVersion;
function onMessagesLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}
/** Loads the contracts catalogue of `language`, then re-renders whoever shows its texts. */
function loadContractMessages(language: UiLanguage): void {
  if (!isLanguage(language) || language === 'en') return;
  loadMessages(language).then(
    () => {
      loadedVersion += 1;
      loadedListeners.forEach((listener) => listener());
    },
    () => undefined, // offline: the texts stay English until the next change
  );
}
onLanguageChange(loadContractMessages);
loadContractMessages(getLanguage());

/** The kit's own words (the dialogs' Close, the tables' and spinners' texts…). */
export const uiI18n = createAppI18n({
  namespace: 'ui',
  en: uiEnglish,
  load: (language) => (language === 'hi' ? import('../i18n/hi') : import('../i18n/ta')),
});

/**
 * The kit's `t`: `const { t } = useUiText()`. It never suspends: the kit's spinners are other
 * components' Suspense fallbacks, so until a language's words are in they read English.
 */
export const useUiText = () => useTranslation('ui', { i18n: uiI18n, useSuspense: false });

/** The language switch of the site header and the shop's sidebar: each language in its own script. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const language = useLanguage();
  const { t } = useUiText();
  const id = 'language-switch';
  return (
    <div className={`language-switch ${className}`.trim()}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select id={id} value={isLanguage(language) ? language : 'en'} onChange={(e) => setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
