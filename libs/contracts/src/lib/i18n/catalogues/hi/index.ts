import type { MessageCatalogue } from '../../messages';
import api from './api';
import core from './core';

/** The texts of @chowk/contracts in Hindi, keyed by their English (messages.ts). */
const catalogue: MessageCatalogue = { ...core, ...api };
export default catalogue;
