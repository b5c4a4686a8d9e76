import { getLanguage, onLanguageChange } from '@chowk/session';

/**
 * `lang` on the document follows the chosen language (screen readers pick their voice by it,
 * and the fonts their glyphs); the start-up script set it from storage before the first paint.
 */
export function followDocumentLanguage(root: HTMLElement = document.documentElement): () => void {
  root.lang = getLanguage();
  return onLanguageChange((next) => {
    root.lang = next;
  });
}
