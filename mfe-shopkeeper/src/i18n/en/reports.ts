/** The shopkeeper remote's words of its reports area, in English (the spec's, word for word). */
const reports = {} as const;
export default reports;
