import { mountStandalone } from '@chowk/standalone';
mountStandalone('mfe-admin', []);
