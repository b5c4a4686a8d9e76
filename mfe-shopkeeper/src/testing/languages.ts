import { act } from '@testing-library/react';
import { setLanguage } from '@chowk/session';
import { resetShopTestState } from './render-shop';

/** A language's catalogue loads as a chunk of its own: the first text in it may take this long. */
export const LOADED = { timeout: 5000 };

/**
 * For a spec that switches the language (each test sets its own): after each test English comes
 * back, since the language is the worker's (module-global), and the shop's test state is reset.
 */
export function backToEnglishAfterEach(): void {
  afterEach(() => {
    act(() => setLanguage('en'));
    resetShopTestState();
  });
}
