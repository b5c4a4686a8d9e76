/** The shopkeeper remote's words of its live area, in English (the spec's, word for word). */
const live = {} as const;
export default live;
