import { useEffect } from 'react';

/** The tab's title names the page ("Sharma Tea Stall · Chowk"), and goes back to what it was when the page goes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Chowk`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
