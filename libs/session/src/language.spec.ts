import { STORAGE_KEYS } from '@chowk/contracts';

/** A fresh copy of the session module: the language is kept per page (module state). */
function freshSession(): typeof import('./index') {
  let mod!: typeof import('./index');
  jest.isolateModules(() => {
    mod = jest.requireActual('./index');
  });
  return mod;
}

const browserLanguages = (list: string[]) => jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(list);

describe("the device's language", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it("is the browser's on a first visit when Chowk speaks it, else English", () => {
    browserLanguages(['ta-IN', 'en-GB']);
    expect(freshSession().getLanguage()).toBe('ta');
    browserLanguages(['fr-FR', 'de']);
    expect(freshSession().getLanguage()).toBe('en');
  });

  it('is the chosen one once chosen, remembered on the device, over the browser’s', () => {
    browserLanguages(['hi-IN']);
    const session = freshSession();
    session.setLanguage('ta');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ta');
    expect(freshSession().getLanguage()).toBe('ta');
  });

  it('tells every subscriber of a change, once, and stops after unsubscribing', () => {
    const session = freshSession();
    const seen: string[] = [];
    const stop = session.onLanguageChange((next) => seen.push(next));
    session.setLanguage('hi');
    session.setLanguage('hi');
    session.setLanguage('en-XA');
    stop();
    session.setLanguage('en');
    expect(seen).toEqual(['hi', 'en-XA']);
  });

  it('ignores a language Chowk does not speak, stored or chosen', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    browserLanguages(['en-US']);
    const session = freshSession();
    expect(session.getLanguage()).toBe('en');
    session.setLanguage('fr' as never);
    expect(session.getLanguage()).toBe('en');
  });

  it('asks the API in the language, and in English for the pseudo-locale', () => {
    const session = freshSession();
    session.setLanguage('ta');
    expect(session.apiLanguage()).toBe('ta');
    session.setLanguage('en-XA');
    expect(session.apiLanguage()).toBe('en');
  });
});
