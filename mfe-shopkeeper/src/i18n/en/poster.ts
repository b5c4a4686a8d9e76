/** The shopkeeper remote's words of its poster area, in English (the spec's, word for word). */
const poster = {
  title: 'Shop poster',
  trial:
    'A trial shop cannot be shared: it lives on this device only, and customers cannot open it. Register your shop to get its shop code, its link and a poster with a QR code for your counter.',
  loading: 'Loading your shop…',
  intro:
    'Print it on A5 and put it up at your counter: customers scan the code with their phone, or type the shop code, to order.',
  print: 'Print',
  share: 'Share Shop',
  preview: 'Poster preview',
  orderFrom: 'Order from',
  qrTitle: 'QR code: {{url}}',
  qrLabel: 'QR code that opens {{url}}',
  scan: 'Scan with your phone camera to see our menu and order, or enter the shop code on Chowk:',
} as const;
export default poster;
