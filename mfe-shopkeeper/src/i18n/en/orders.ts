/** The shopkeeper remote's words of its orders area, in English (the spec's, word for word). */
const orders = {} as const;
export default orders;
