/** The shopkeeper remote's words of its alerts area, in English (the spec's, word for word). */
const alerts = {} as const;
export default alerts;
