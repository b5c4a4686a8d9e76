/** The shopkeeper remote's words of its poster area, in English (the spec's, word for word). */
const poster = {} as const;
export default poster;
