// The Devanagari and Tamil web fonts (docs/testing.md "Languages"): `node tools/fonts.mjs`.
//
// Hindi and Tamil render with the device's own fonts (every Android phone has Noto Sans Devanagari
// and Noto Sans Tamil; Windows has Nirmala UI, Apple devices Kohinoor/Sangam): the stylesheet's
// font stack names them first, and each @font-face below tries them by local() before its url().
// Only a device without them downloads these subsets of Noto Sans (fontsource's files, SIL OFL 1.1), and
// only when a page shows that script (unicode-range): an English page downloads none of them.
//
// What this writes (deterministic: the same sources give the same bytes and names):
//   libs/ui/src/fonts/chowk-<script>.<hash8>.woff2   the text face of each script, weight 400
//   libs/ui/src/fonts/chowk-names-<script>.<hash8>.woff2  the language switch's "हिन्दी" / "தமிழ்"
//   libs/ui/src/fonts/fonts.json                      what was made, with the sizes
//   the @font-face block of libs/ui/src/styles.css    (between the `fonts:start` / `fonts:end` lines)
// The apps' builds copy the .woff2 files to /fonts/ (tools/rspack/federation.js) beside /chowk.css.
//
// A text face holds every letter of its Unicode block (a shop's own words can use any) and, for the
// words the apps' catalogues and the demo data write (every Devanagari and Tamil word in the
// sources of the apps, libs and API, tests aside), every glyph shaping them passes through, so
// conjuncts and vowel signs join as the full font joins them (tools/fonts.test.mjs shapes each word
// with both and compares). Then, while the budget allows, the common syllables a shop's name may
// use (half forms, ra forms, consonant + vowel sign, frequent conjuncts). One weight: headings and
// buttons get the browser's synthetic bold, so a first visit in Hindi or Tamil adds one text face
// and the two name faces, at most FIRST_VISIT_BUDGET bytes (the test checks it).
//
// Re-run it when a catalogue changes (tools/fonts.test.mjs fails and says so when a word is not
// covered), then commit the new files: `node tools/fonts.mjs`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import fontverter from 'fontverter';

const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FONTS_DIR = path.join(root, 'libs/ui/src/fonts');
export const MANIFEST = path.join(FONTS_DIR, 'fonts.json');
export const STYLESHEET = path.join(root, 'libs/ui/src/styles.css');
/** Where the builds serve the files (tools/rspack/federation.js copies them there). */
export const PUBLIC_PATH = '/fonts/';
/** What the fonts may add to any first visit: 30 KiB. */
export const FIRST_VISIT_BUDGET = 30 * 1024;
/** What the generator aims under, so a few new words fit before the next run. */
const TARGET = FIRST_VISIT_BUDGET - 1024;

export const CSS_START = '/* fonts:start: written by tools/fonts.mjs (node tools/fonts.mjs), do not edit by hand. */';
export const CSS_END = '/* fonts:end */';

/**
 * The family of the text faces: first in the stylesheet's stack (its unicode-range keeps it to its
 * scripts; its local() sources are the devices' own fonts). Not after system-ui: Chromium does not
 * redraw text laid out while a web font further down the stack was loading (it stays as empty
 * boxes until something else changes it), so a font that may be downloaded must come first.
 */
export const TEXT_FAMILY = 'Chowk Text';
/** The family of the language switch's names (libs/ui LanguageSwitch): a page in English shows them too. */
export const NAMES_FAMILY = 'Chowk Language Names';

/**
 * @typedef {object} Script
 * @property {'devanagari' | 'tamil'} id
 * @property {string} language      the UI language written in it
 * @property {[number, number]} block  its basic Unicode block
 * @property {RegExp} word          a run of its letters (with ZWNJ/ZWJ, which shape with them)
 * @property {string} source        the file it is subset from (fontsource's Noto Sans, regular)
 * @property {string[]} local       the names of the device's own font, tried before the download
 * @property {() => string[][]} extras  syllables for shop names, by priority: group after group while the budget allows
 */

const DEVANAGARI_CONSONANTS = [...'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहळ'];
const DEVANAGARI_SIGNS = [...'ािीुूृॄॅॆेैॉॊोौंःँ'];
const TAMIL_CONSONANTS = [...'கஙசஞடணதநபமயரலவழளறனஜஶஷஸஹ'];
const TAMIL_SIGNS = [...'ாிீுூெேைொோௌ்'];

/** @type {Script[]} */
export const SCRIPTS = [
  {
    id: 'devanagari',
    language: 'hi',
    block: [0x0900, 0x097f],
    word: /[\u0900-\u097F\u200C\u200D]+/gu,
    source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
    // Android and Linux (Noto, Lohit), Windows (Nirmala UI; Mangal before Windows 8), Apple (Kohinoor, Sangam).
    local: [
      'Noto Sans Devanagari',
      'NotoSansDevanagari-Regular',
      'Noto Sans Devanagari Regular',
      'Noto Sans Devanagari UI',
      'NotoSansDevanagariUI-Regular',
      'Nirmala UI',
      'NirmalaUI',
      'Mangal',
      'Kohinoor Devanagari Regular',
      'KohinoorDevanagari-Regular',
      'Devanagari Sangam MN',
      'DevanagariSangamMN',
      'Lohit Devanagari',
      'Lohit-Devanagari',
    ],
    extras: () => [
      // Half forms (explicit, with ZWJ), the ra forms below and above (reph), ya and va after.
      DEVANAGARI_CONSONANTS.flatMap((c) => [`${c}्\u200D`, `${c}्र`, `र्${c}`, `${c}्य`, `${c}्व`]),
      // Each consonant with each vowel sign (रु, रू, हृ… are glyphs of their own), and with nukta.
      DEVANAGARI_CONSONANTS.flatMap((c) => DEVANAGARI_SIGNS.map((v) => `${c}${v}`)),
      [...'कखगजडढफयर'].flatMap((c) => [`${c}़`, ...DEVANAGARI_SIGNS.map((v) => `${c}़${v}`)]),
      // Frequent conjuncts of names and places.
      'क्ष त्र ज्ञ श्र द्ध द्व द्य द्द द्ग द्भ द्म त्त ट्ट ड्ड न्न म्म ल्ल च्च क्क प्प स्स ह्म ह्न ह्य ह्र ह्ल ह्व ङ्क ङ्ग ञ्च ञ्ज ण्ड ण्ट न्त न्द न्ध म्ब म्प स्त स्थ स्प स्व स्म स्न ष्ट ष्ठ ष्ण क्त प्त त्य त्व न्य श्व श्च श्य ल्य र्र ॐ'.split(
        ' ',
      ),
      // Every other consonant pair (the whole font's conjuncts): only when it all fits.
      DEVANAGARI_CONSONANTS.flatMap((a) => DEVANAGARI_CONSONANTS.map((b) => `${a}्${b}`)),
    ],
  },
  {
    id: 'tamil',
    language: 'ta',
    block: [0x0b80, 0x0bff],
    word: /[\u0B80-\u0BFF\u200C\u200D]+/gu,
    source: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2',
    local: [
      'Noto Sans Tamil',
      'NotoSansTamil-Regular',
      'Noto Sans Tamil Regular',
      'Noto Sans Tamil UI',
      'NotoSansTamilUI-Regular',
      'Nirmala UI',
      'NirmalaUI',
      'Latha',
      'Tamil Sangam MN',
      'TamilSangamMN',
      'Lohit Tamil',
      'Lohit-Tamil',
    ],
    extras: () => [
      // Each consonant with each vowel sign (கு, கூ, டி… are glyphs of their own) and the pulli.
      TAMIL_CONSONANTS.flatMap((c) => TAMIL_SIGNS.map((v) => `${c}${v}`)),
      ['க்ஷ', 'க்ஷா', 'க்ஷி', 'க்ஷீ', 'க்ஷு', 'க்ஷூ', 'க்ஷ்', 'ஸ்ரீ', 'ஶ்ரீ'],
    ],
  },
];

/** Characters kept in every text face beside its block (shaping uses them), outside its unicode-range. */
const SHAPING_EXTRAS = [0x200c, 0x200d, 0x25cc];

/** Source folders whose text the apps show (tests and their helpers aside). */
const SOURCE_DIRS = () => [
  'shell/src',
  'api/src',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mfe-'))
    .map((d) => `${d}/src`),
  ...readdirSync(path.join(root, 'libs')).map((d) => `libs/${d}/src`),
];
const IS_SOURCE = /\.(ts|tsx|js|mjs|json)$/;
const IS_TEST = /(\.spec\.|\.test\.|[\\/]testing[\\/]|[\\/]testing\.ts$|[\\/]__fixtures__[\\/])/;

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(p);
      return IS_SOURCE.test(e.name) && !IS_TEST.test(p) ? [p] : [];
    });
}

/**
 * Every word of each script the sources write (the catalogues, the contracts' messages, the demo
 * data, the language names), sorted, each once.
 * @returns {Record<Script['id'], string[]>}
 */
export function sourceWords() {
  /** @type {Record<string, Set<string>>} */
  const words = Object.fromEntries(SCRIPTS.map((s) => [s.id, new Set()]));
  for (const dir of SOURCE_DIRS()) {
    for (const file of walk(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const script of SCRIPTS) for (const w of text.match(script.word) ?? []) words[script.id].add(w);
    }
  }
  return /** @type {Record<Script['id'], string[]>} */ (
    Object.fromEntries(Object.entries(words).map(([k, v]) => [k, [...v].sort()]))
  );
}

/**
 * The language names the switch shows, from libs/contracts (LANGUAGE_NAMES), by script.
 * @returns {Record<Script['id'], string>}
 */
export function languageNames() {
  const source = readFileSync(path.join(root, 'libs/contracts/src/lib/i18n/languages.ts'), 'utf8');
  const literal = /LANGUAGE_NAMES[^=]*=\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  /** @type {Record<string, string>} */
  const names = {};
  for (const script of SCRIPTS) {
    const name = new RegExp(`\\b${script.language}:\\s*'([^']+)'`).exec(literal)?.[1];
    if (!name) throw new Error(`LANGUAGE_NAMES has no ${script.language} (libs/contracts/src/lib/i18n/languages.ts)`);
    names[script.id] = name;
  }
  return /** @type {Record<Script['id'], string>} */ (names);
}

/** The source font of a script as TrueType (harfbuzz reads no WOFF2). @param {Script} script */
export async function sourceFont(script) {
  return /** @type {Buffer} */ (await fontverter.convert(readFileSync(require.resolve(script.source)), 'truetype'));
}

/** A font to shape with. @param {Uint8Array} ttf */
export function shaper(ttf) {
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  return {
    /** The glyph ids the word passes through while shaping (each substitution step's). @param {string} word */
    glyphsThrough(word) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      /** @type {number[]} */
      const glyphs = [];
      for (const step of hb.shapeWithTrace(font, buffer, [], 0, 0))
        if (step.glyphs) for (const g of /** @type {{ g: number }[]} */ (step.t)) glyphs.push(g.g);
      return glyphs;
    },
    /** The shaped word: glyph ids and positions. @param {string} word */
    shape(word) {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer, []);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      return infos.map((info, i) => ({ glyph: info.codepoint, cluster: info.cluster, ...positions[i] }));
    },
    /** The characters the font maps. */
    unicodes: () => new Set(new hb.Face(new hb.Blob(ttf)).collectUnicodes()),
  };
}

/** @type {Promise<any> | undefined} */
let subsetter;
/** harfbuzz's subsetter (the wasm subset-font uses), for a glyph list of our own. */
function hbSubset() {
  subsetter ??= WebAssembly.instantiate(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))).then(
    ({ instance }) => {
      const exports = /** @type {any} */ (instance.exports);
      exports._initialize();
      return exports;
    },
  );
  return subsetter;
}

/**
 * The subset of `ttf` with the characters `unicodes` and the glyphs `glyphs`, all layout features,
 * no layout closure (the glyphs are the closure: see glyphsThrough), as WOFF2.
 * @param {Buffer} ttf @param {Iterable<number>} unicodes @param {Iterable<number>} glyphs
 */
export async function subset(ttf, unicodes, glyphs) {
  const W = await hbSubset();
  const heap = () => new Uint8Array(W.memory.buffer);
  const input = W.hb_subset_input_create_or_fail();
  const data = W.malloc(ttf.byteLength);
  heap().set(ttf, data);
  const blob = W.hb_blob_create(data, ttf.byteLength, 2 /* writable */, 0, 0);
  const face = W.hb_face_create(blob, 0);
  W.hb_blob_destroy(blob);
  const features = W.hb_subset_input_set(input, 6 /* layout feature tags */);
  W.hb_set_clear(features);
  W.hb_set_invert(features);
  W.hb_subset_input_set_flags(input, W.hb_subset_input_get_flags(input) | 0x200 /* no layout closure */);
  const unicodeSet = W.hb_subset_input_unicode_set(input);
  for (const u of unicodes) W.hb_set_add(unicodeSet, u);
  const glyphSet = W.hb_subset_input_glyph_set(input);
  for (const g of glyphs) W.hb_set_add(glyphSet, g);
  const made = W.hb_subset_or_fail(face, input);
  W.hb_subset_input_destroy(input);
  if (!made) throw new Error('harfbuzz could not subset the font');
  const out = W.hb_face_reference_blob(made);
  const at = W.hb_blob_get_data(out, 0);
  const sfnt = Buffer.from(heap().slice(at, at + W.hb_blob_get_length(out)));
  W.hb_blob_destroy(out);
  W.hb_face_destroy(made);
  W.hb_face_destroy(face);
  W.free(data);
  return /** @type {Buffer} */ (await fontverter.convert(sfnt, 'woff2', 'truetype'));
}

/** @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** `U+0900-097F, U+200C-200D`: the CSS unicode-range of a set of code points. @param {Iterable<number>} codes */
export function unicodeRange(codes) {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  /** @type {string[]} */
  const parts = [];
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * @typedef {object} Face
 * @property {string} family
 * @property {Script['id']} script
 * @property {'text' | 'names'} role
 * @property {string} file       its name in libs/ui/src/fonts and under /fonts/
 * @property {number} bytes
 * @property {string} unicodeRange
 * @property {string[]} local
 * @property {number} [words]     text faces: the source words it shapes as the full font does
 * @property {number} [extraGroups]  text faces: how many of the script's extras groups fit
 */

/** A file name with the content's hash (the static servers cache hashed names for a year). @param {string} stem @param {Buffer} bytes */
const hashedName = (stem, bytes) => `${stem}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.woff2`;

/**
 * Makes every face in memory.
 * @returns {Promise<{ faces: Face[], files: Map<string, Buffer> }>}
 */
export async function buildFonts() {
  const words = sourceWords();
  const names = languageNames();
  /** @type {Face[]} */
  const faces = [];
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  // The names first: every first visit may download them, so each text face's budget is what they leave.
  const namesFaces = [];
  for (const script of SCRIPTS) {
    const ttf = await sourceFont(script);
    const font = shaper(ttf);
    const codes = [...names[script.id]].map((c) => /** @type {number} */ (c.codePointAt(0)));
    const bytes = await subset(ttf, codes, font.glyphsThrough(names[script.id]));
    const file = hashedName(`chowk-names-${script.id}`, bytes);
    files.set(file, bytes);
    namesFaces.push({
      family: NAMES_FAMILY,
      script: script.id,
      role: /** @type {const} */ ('names'),
      file,
      bytes: bytes.length,
      unicodeRange: unicodeRange(codes),
      local: script.local,
    });
  }
  const namesBytes = namesFaces.reduce((sum, f) => sum + f.bytes, 0);
  for (const script of SCRIPTS) {
    const ttf = await sourceFont(script);
    const font = shaper(ttf);
    const mapped = font.unicodes();
    const unicodes = [...range(...script.block), ...SHAPING_EXTRAS].filter((u) => mapped.has(u));
    // Every letter alone, then every word of the sources: required.
    const glyphs = new Set();
    for (const word of [...unicodes.map((u) => String.fromCodePoint(u)), ...words[script.id]])
      for (const g of font.glyphsThrough(word)) glyphs.add(g);
    let bytes = await subset(ttf, unicodes, glyphs);
    if (bytes.length + namesBytes > FIRST_VISIT_BUDGET)
      throw new Error(
        `The ${script.id} words of the sources alone need ${bytes.length} bytes, with the names ${bytes.length + namesBytes}: over ${FIRST_VISIT_BUDGET}`,
      );
    // Then the syllables of shop names, group by group, while a first visit stays under the target.
    let extraGroups = 0;
    for (const group of script.extras()) {
      const more = new Set(glyphs);
      for (const syllable of group) for (const g of font.glyphsThrough(syllable)) more.add(g);
      const candidate = await subset(ttf, unicodes, more);
      if (candidate.length + namesBytes > TARGET) break;
      bytes = candidate;
      for (const g of more) glyphs.add(g);
      extraGroups += 1;
    }
    const file = hashedName(`chowk-${script.id}`, bytes);
    files.set(file, bytes);
    faces.push({
      family: TEXT_FAMILY,
      script: script.id,
      role: 'text',
      file,
      bytes: bytes.length,
      // The block (any letter may come), not the joiners: an English text with a ZWJ (an emoji)
      // must not download it, and a joiner inside a word shapes with the word's font anyway.
      unicodeRange: unicodeRange(range(...script.block)),
      local: script.local,
      words: words[script.id].length,
      extraGroups,
    });
  }
  return { faces: [...faces, ...namesFaces], files };
}

/** The @font-face rules of `faces`, as the stylesheet holds them. @param {Face[]} faces */
export function fontFaceCss(faces) {
  const rules = faces.map((face) =>
    [
      '@font-face {',
      `  font-family: '${face.family}';`,
      '  font-style: normal;',
      '  font-weight: 400;',
      '  font-display: swap;',
      `  src:\n${[...face.local.map((name) => `local('${name}')`), `url(${PUBLIC_PATH}${face.file}) format('woff2')`].map((s) => `    ${s}`).join(',\n')};`,
      `  unicode-range: ${face.unicodeRange};`,
      '}',
    ].join('\n'),
  );
  return [CSS_START, ...rules, CSS_END].join('\n');
}

/** The stylesheet with its fonts block replaced by `block`. @param {string} css @param {string} block */
export function withFontBlock(css, block) {
  const start = css.indexOf(CSS_START);
  const end = css.indexOf(CSS_END);
  if (start < 0 || end < start) throw new Error(`libs/ui/src/styles.css has no "${CSS_START}" … "${CSS_END}" block`);
  return css.slice(0, start) + block + css.slice(end + CSS_END.length);
}

/** The fonts block of the stylesheet as it is. @param {string} css */
export function fontBlockOf(css) {
  const start = css.indexOf(CSS_START);
  const end = css.indexOf(CSS_END);
  return start < 0 || end < start ? null : css.slice(start, end + CSS_END.length);
}

/** Writes the files, the manifest and the stylesheet's block; removes the files of an older run. */
export async function writeFonts() {
  const { faces, files } = await buildFonts();
  for (const old of readdirSync(FONTS_DIR).filter((f) => f.endsWith('.woff2') && !files.has(f)))
    rmSync(path.join(FONTS_DIR, old));
  for (const [file, bytes] of files) writeFileSync(path.join(FONTS_DIR, file), bytes);
  writeFileSync(MANIFEST, `${JSON.stringify({ budgetBytes: FIRST_VISIT_BUDGET, faces }, null, 2)}\n`);
  writeFileSync(STYLESHEET, withFontBlock(readFileSync(STYLESHEET, 'utf8'), fontFaceCss(faces)));
  return faces;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const faces = await writeFonts();
  const names = faces.filter((f) => f.role === 'names').reduce((sum, f) => sum + f.bytes, 0);
  for (const face of faces)
    console.log(
      `${face.file}: ${face.bytes} bytes${face.role === 'text' ? `, ${face.words} words of the sources, ${face.extraGroups} groups of extra syllables` : ' (language names)'}`,
    );
  for (const face of faces.filter((f) => f.role === 'text'))
    console.log(
      `A first visit in ${face.script} on a device without the font: ${face.bytes + names} bytes (budget ${FIRST_VISIT_BUDGET})`,
    );
  console.log(`An English first visit on such a device: ${names} bytes (the language switch's names)`);
}
