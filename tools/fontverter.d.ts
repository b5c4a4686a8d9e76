// fontverter (a dependency of subset-font) has no types: the part tools/fonts.mjs uses.
declare module 'fontverter' {
  const fontverter: {
    convert(buffer: Uint8Array, toFormat: 'truetype' | 'sfnt' | 'woff' | 'woff2', fromFormat?: string): Promise<Buffer>;
    detectFormat(buffer: Uint8Array): string;
  };
  export default fontverter;
}
