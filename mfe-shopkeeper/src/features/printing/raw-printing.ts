/**
 * Everything a print to a receipt printer needs, behind one dynamic import
 * (`import('./raw-printing')`): the ESC/POS encoder, the WebUSB and Web Serial printer libraries
 * and the RawBT link. One lazy chunk (and its vendor chunk) rather than one per part: each chunk
 * is another entry in the remote's runtime, which every first visit loads.
 */
export { encodeSlip } from './escpos';
export { connectPrinter, disconnectPrinter, printRaw } from './raw-printers';
export { openRawbt } from './rawbt';
