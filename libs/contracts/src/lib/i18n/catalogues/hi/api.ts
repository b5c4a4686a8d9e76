import type { MessageCatalogue } from '../../messages';

/** The API's own wire texts (libs/contracts/src/lib/api-texts.ts): English → Hindi. */
const api: MessageCatalogue = {};
export default api;
