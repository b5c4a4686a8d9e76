/** The shopkeeper remote's words of its menu area, in English (the spec's, word for word). */
const menu = {} as const;
export default menu;
