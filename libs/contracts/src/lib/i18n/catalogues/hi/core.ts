import type { MessageCatalogue } from '../../messages';

/** The texts of libs/contracts/src/lib (but the API's own, api.ts): English → Hindi. */
const core: MessageCatalogue = {};
export default core;
