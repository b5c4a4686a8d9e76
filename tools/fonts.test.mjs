// The committed Devanagari and Tamil subsets (tools/fonts.mjs) against the sources as they are now:
// every word the apps write shapes with them exactly as with the full Noto Sans (no missing glyph,
// no conjunct falling apart), a first visit in any language stays within the budget, and the
// stylesheet names exactly the files there are. A failure here after a catalogue change means:
// run `node tools/fonts.mjs` and commit libs/ui/src/fonts and libs/ui/src/styles.css.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import fontverter from 'fontverter';
import {
  FIRST_VISIT_BUDGET,
  FONTS_DIR,
  MANIFEST,
  SCRIPTS,
  STYLESHEET,
  fontBlockOf,
  fontFaceCss,
  languageNames,
  shaper,
  sourceFont,
  sourceWords,
} from './fonts.mjs';

const RERUN = 'run `node tools/fonts.mjs` and commit libs/ui/src/fonts and libs/ui/src/styles.css';

/** @type {{ budgetBytes: number, faces: import('./fonts.mjs').Face[] }} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const faceOf = (/** @type {string} */ script, /** @type {'text' | 'names'} */ role) => {
  const face = manifest.faces.find((f) => f.script === script && f.role === role);
  assert.ok(face, `libs/ui/src/fonts/fonts.json has no ${role} face for ${script}: ${RERUN}`);
  return face;
};
const committed = async (/** @type {import('./fonts.mjs').Face} */ face) =>
  shaper(await fontverter.convert(readFileSync(path.join(FONTS_DIR, face.file)), 'truetype'));

/**
 * The words that do not shape with `subset` as with `full`: a glyph missing, or other glyphs or
 * positions (a conjunct or vowel sign the subset lost).
 * @param {ReturnType<typeof shaper>} full @param {ReturnType<typeof shaper>} subset @param {string[]} words
 */
function misshapen(full, subset, words) {
  return words.filter((word) => {
    const a = full.shape(word);
    const b = subset.shape(word);
    // Glyph ids differ between the fonts; clusters and positions must not.
    const strip = (/** @type {typeof a} */ s) => s.map((g) => [g.cluster, g.xAdvance, g.yAdvance, g.xOffset, g.yOffset]);
    return b.some((g) => g.glyph === 0) || JSON.stringify(strip(a)) !== JSON.stringify(strip(b));
  });
}

describe('the Devanagari and Tamil subsets (tools/fonts.mjs)', () => {
  it('are the files the manifest lists, each its size, no other', () => {
    const onDisk = readdirSync(FONTS_DIR)
      .filter((f) => f.endsWith('.woff2'))
      .sort();
    assert.deepEqual(onDisk, manifest.faces.map((f) => f.file).sort(), RERUN);
    for (const face of manifest.faces)
      assert.equal(statSync(path.join(FONTS_DIR, face.file)).size, face.bytes, `${face.file}: ${RERUN}`);
  });

  it("are what the stylesheet's @font-face block names", () => {
    assert.equal(fontBlockOf(readFileSync(STYLESHEET, 'utf8')), fontFaceCss(manifest.faces), `libs/ui/src/styles.css: ${RERUN}`);
  });

  it(`add at most ${FIRST_VISIT_BUDGET / 1024} KiB to any first visit (one text face and the language switch's names)`, () => {
    const names = manifest.faces.filter((f) => f.role === 'names').reduce((sum, f) => sum + f.bytes, 0);
    assert.ok(names <= FIRST_VISIT_BUDGET, `an English first visit: ${names} bytes`);
    for (const script of SCRIPTS) {
      const total = faceOf(script.id, 'text').bytes + names;
      assert.ok(total <= FIRST_VISIT_BUDGET, `a first visit in ${script.language}: ${total} bytes, over ${FIRST_VISIT_BUDGET}`);
    }
  });

  it('are downloaded only for their own script (an English page downloads no text face)', () => {
    for (const script of SCRIPTS) {
      const [from, to] = script.block;
      const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0');
      assert.equal(faceOf(script.id, 'text').unicodeRange, `U+${hex(from)}-${hex(to)}`);
    }
  });

  for (const script of SCRIPTS) {
    it(`shape every ${script.id} word of the sources as the full font does (no missing glyph, no broken conjunct)`, async () => {
      const words = sourceWords()[script.id];
      const full = shaper(await sourceFont(script));
      const subset = await committed(faceOf(script.id, 'text'));
      const bad = misshapen(full, subset, words);
      assert.deepEqual(
        bad,
        [],
        `${bad.length} of ${words.length} ${script.id} words are not covered (${bad.slice(0, 20).join(' ')}): ${RERUN}`,
      );
    });

    it(`have every ${script.id} letter, so a shop's own words never show a missing glyph`, async () => {
      const fullSet = shaper(await sourceFont(script)).unicodes();
      const subsetSet = (await committed(faceOf(script.id, 'text'))).unicodes();
      const [from, to] = script.block;
      const missing = [...fullSet].filter((u) => u >= from && u <= to && !subsetSet.has(u));
      assert.deepEqual(missing, [], RERUN);
    });

    it(`names the ${script.language} language in the switch with the names face`, async () => {
      const name = languageNames()[script.id];
      const full = shaper(await sourceFont(script));
      const names = await committed(faceOf(script.id, 'names'));
      assert.deepEqual(misshapen(full, names, [name]), [], RERUN);
    });
  }
});
