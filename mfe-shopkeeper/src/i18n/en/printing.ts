/** The shopkeeper remote's words of its printing area, in English (the spec's, word for word). */
const printing = {} as const;
export default printing;
