import jsQR from 'jsqr';

/**
 * What a QR code qrcode.react drew as SVG says, read by jsQR (as a phone's camera would read it):
 * the modules from the dark path's runs (`M<x> <y>h<n>v1H<x>z`), drawn 4 px each on white with the
 * quiet zone of the SVG's viewBox. Null when it does not decode.
 */
export function decodeQrSvg(svg: Element): string | null {
  const [, , w = 0] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const dark = Array.from(svg.querySelectorAll('path')).at(-1)?.getAttribute('d') ?? '';
  const scale = 4;
  const side = w * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, run] of dark.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let dx = 0; dx < Number(run) * scale; dx++) {
      for (let dy = 0; dy < scale; dy++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
