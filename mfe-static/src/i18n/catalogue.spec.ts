import path from 'node:path';
import { describeCatalogues } from '@chowk/ui/testing';
import en from './en';
import hi from './hi';
import ta from './ta';
import enPages from './pages/en';
import hiPages from './pages/hi';
import taPages from './pages/ta';

// The landing's catalogue and the other pages' (./pages) are checked as one: no key in both.
it('the two catalogues share no key', () => {
  expect(Object.keys(en).filter((key) => key in enPages)).toEqual([]);
});

describeCatalogues('static', {
  en: { ...en, ...enPages },
  hi: { ...hi, ...hiPages },
  ta: { ...ta, ...taPages },
  srcDir: path.join(__dirname, '..'),
});
