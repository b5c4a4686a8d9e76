/** The shopkeeper remote's words of its onboarding area, in English (the spec's, word for word). */
const onboarding = {} as const;
export default onboarding;
