import path from 'node:path';
import { describeCatalogues } from '../testing';
import en from './en';
import hi from './hi';
import ta from './ta';

describeCatalogues('@chowk/ui', { en, hi, ta, srcDir: path.join(__dirname, '..') });
