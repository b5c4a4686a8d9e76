/**
 * The shopkeeper remote's words of its printing area, in English (the spec's, word for word): the
 * screen's words only. The printed slips (features/printing/slip.ts) stay English.
 */
const printing = {
  fellBack: 'The printer could not be reached, so the print dialog opened instead',
  printer: {
    usb: 'USB printer',
    usbNamed: 'USB printer: {{name}}',
    serial: 'Serial or Bluetooth printer',
    rawbt: 'The RawBT app',
    dialog: 'The print dialog',
  },
} as const;
export default printing;
