/** The shopkeeper remote's words of its common area, in English (the spec's, word for word). */
const common = {} as const;
export default common;
