/** A plan's or payment's date as the shop reads it: "25 Nov 2027", India's calendar day. */
export const planDate = (value: Date | string): string =>
  new Date(value).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
