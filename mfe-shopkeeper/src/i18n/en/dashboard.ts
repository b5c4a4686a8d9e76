/** The shopkeeper remote's words of its dashboard area, in English (the spec's, word for word). */
const dashboard = {} as const;
export default dashboard;
