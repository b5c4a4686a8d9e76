/** The shopkeeper remote's words of its settings area, in English (the spec's, word for word). */
const settings = {} as const;
export default settings;
