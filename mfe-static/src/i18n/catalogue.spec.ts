import path from 'node:path';
import { describeCatalogues } from '@chowk/ui/testing';
import en from './en';
import hi from './hi';
import ta from './ta';

describeCatalogues('static', { en, hi, ta, srcDir: path.join(__dirname, '..') });
