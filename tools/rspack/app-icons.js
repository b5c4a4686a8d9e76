// The shop app's icons (the web app manifest's, the notifications' and iOS's home-screen one),
// drawn from two SVGs in shell/icons at build time so the PNGs never drift from their source:
//   icons/icon-192.png, icons/icon-512.png   the manifest's icons (purpose "any" and "maskable":
//                                            full bleed, the mark inside the safe circle)
//   icons/apple-touch-icon.png               180 px, iOS's Add to Home Screen
//   icons/badge-96.png                       Android's status-bar icon: white on transparent
// sharp renders them (the API's image library). Added to the shell's build only.
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { root } = require('./federation');

const ICONS = [
  { file: 'icons/icon-192.png', source: 'shell/icons/app-icon.svg', size: 192 },
  { file: 'icons/icon-512.png', source: 'shell/icons/app-icon.svg', size: 512 },
  { file: 'icons/apple-touch-icon.png', source: 'shell/icons/app-icon.svg', size: 180 },
  { file: 'icons/badge-96.png', source: 'shell/icons/badge.svg', size: 96 },
];

class AppIconsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AppIconsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const sharp = require('sharp');
          for (const { file, source, size } of ICONS) {
            const svg = path.join(root, source);
            compilation.fileDependencies.add(svg);
            const png = await sharp(fs.readFileSync(svg), { density: 72 * Math.ceil(size / 96) })
              .resize(size, size)
              .png({ compressionLevel: 9 })
              .toBuffer();
            compilation.emitAsset(file, new rspack.sources.RawSource(png));
          }
        },
      );
    });
  }
}

module.exports = { AppIconsPlugin, APP_ICONS: ICONS.map((i) => i.file) };
