import * as API_TEXT_GROUPS from '../api-texts';
import hiApi from './catalogues/hi/api';
import taApi from './catalogues/ta/api';
import hiCore from './catalogues/hi/core';
import taCore from './catalogues/ta/core';
import { englishTemplate, type MessageCatalogue, registerMessages, translateMessage } from './messages';

/**
 * The API's own wire texts (api-texts.ts) and their Hindi and Tamil (catalogues/{hi,ta}/api.ts):
 * every export of api-texts.ts is walked (strings, and text-making functions by their English
 * template), so a text added there fails here until both languages have it.
 */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [englishTemplate(value as (...args: never[]) => string)];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const TEXTS = [...new Set(Object.values(API_TEXT_GROUPS).flatMap(textsOf))];
const placeholders = (text: string) => (text.match(/\{\{\d+\}\}/g) ?? []).sort();

describe('the API’s wire texts in Hindi and Tamil', () => {
  it('api-texts.ts has texts, none empty', () => {
    expect(TEXTS.length).toBeGreaterThan(10);
    expect(TEXTS.filter((text) => !text.trim())).toEqual([]);
  });

  describe.each([
    ['hi', hiApi, hiCore],
    ['ta', taApi, taCore],
  ] as const)('%s/api.ts', (_language, api: MessageCatalogue, core: MessageCatalogue) => {
    it('has every text of api-texts.ts', () => {
      expect(TEXTS.filter((text) => !(text in api))).toEqual([]);
    });

    it('has no key that is not a text of api-texts.ts', () => {
      expect(Object.keys(api).filter((key) => !TEXTS.includes(key))).toEqual([]);
    });

    it('keeps each text’s placeholders, and translates it (not empty, not the English)', () => {
      const bad = Object.entries(api).filter(
        ([english, translation]) =>
          !translation.trim() ||
          translation === english ||
          JSON.stringify(placeholders(translation)) !== JSON.stringify(placeholders(english)),
      );
      expect(bad).toEqual([]);
    });

    it('holds only the API’s own texts: none of them is also one of core.ts', () => {
      expect(Object.keys(api).filter((key) => key in core)).toEqual([]);
    });
  });

  it('translates the texts as the API sends them', () => {
    registerMessages('hi', { ...hiCore, ...hiApi });
    registerMessages('ta', { ...taCore, ...taApi });
    expect(translateMessage(API_TEXT_GROUPS.SHOP_QUERY_MESSAGES.include, 'hi')).toBe('include का मान menu होना चाहिए');
    expect(translateMessage(API_TEXT_GROUPS.API_HTTP_TEXTS.notJson, 'ta')).toBe('கோரிக்கையின் தரவு application/json வடிவில் இல்லை');
    expect(translateMessage(API_TEXT_GROUPS.PAYMENT_GATEWAY_TEXTS.recorded, 'en')).toBe('Recorded');
  });
});
