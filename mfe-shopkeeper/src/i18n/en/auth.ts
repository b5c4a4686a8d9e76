/** The shopkeeper remote's words of its auth area, in English (the spec's, word for word). */
const auth = {} as const;
export default auth;
