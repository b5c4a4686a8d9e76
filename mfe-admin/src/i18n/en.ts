/** The admin remote's own words in English (the spec's, word for word). Keys: `area.thing`. */
const en = {} as const;
export default en;
