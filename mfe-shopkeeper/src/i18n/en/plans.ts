/** The shopkeeper remote's words of its plans area, in English (the spec's, word for word). */
const plans = {} as const;
export default plans;
