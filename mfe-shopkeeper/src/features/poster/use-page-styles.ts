import { useEffect } from 'react';

/**
 * Adds a style sheet to the document while the page is mounted. The pages' CSP is
 * `style-src 'self'`, which refuses an inline <style> element, and this remote ships without
 * touching the shell's style sheet; a constructed sheet (CSSOM, like React's style props) is
 * neither, so it carries the poster's print rules (`@page`, media print).
 */
export function usePageStyles(css: string | null): void {
  useEffect(() => {
    if (!css || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    let sheet: CSSStyleSheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      return; // A browser without constructable sheets prints the page as it is.
    }
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}
