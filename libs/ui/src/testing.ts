/**
 * Test helpers of the kit (not in its index: node-only). `describeCatalogues` is the catalogue
 * check every app's `src/i18n/catalogue.spec.ts` runs (docs/testing.md "Languages").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Catalogue } from './lib/i18n';

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[name] = value;
    else Object.assign(out, flatten(value, name));
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A catalogue key without its plural suffix (`cart.items_one` → `cart.items`). */
const baseKey = (key: string) => key.replace(PLURAL, '');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$|^testing\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `t('a.b')`, `t("a.b", …)`, `i18nKey="a.b"`: the keys code asks for, with their files. */
const KEY_CALL = /\bt\(\s*(['"`])([A-Za-z0-9_.-]+)\1/g;
const KEY_PROP = /\bi18nKey=["'{`]+([A-Za-z0-9_.-]+)/g;
/** A key the checker cannot read: `t(\`status.${x}\`)` or `t(key)`; write each key out. */
const DYNAMIC = /\bt\(\s*(`[^`]*\$\{|[A-Za-z_$][\w$.]*\s*[,)])/g;

export function usedKeys(srcDir: string): { keys: Map<string, string>; dynamic: string[] } {
  const keys = new Map<string, string>();
  const dynamic: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(srcDir, file);
    for (const m of text.matchAll(KEY_CALL)) keys.set(m[2], where);
    for (const m of text.matchAll(KEY_PROP)) keys.set(m[1], where);
    for (const m of text.matchAll(DYNAMIC)) dynamic.push(`${where}: ${m[0]}`);
  }
  return { keys, dynamic };
}

const PLACEHOLDERS = /\{\{\s*([\w.]+)\s*\}\}/g;
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDERS)].map((m) => m[1]).sort();

/**
 * The machine's checks of one app's catalogues: Hindi and Tamil have every English key and no
 * other, with the same `{{placeholders}}` and no empty text; every key the code asks for is in
 * the English catalogue; every English key is asked for somewhere.
 */
export function describeCatalogues(
  name: string,
  { en, hi, ta, srcDir }: { en: Catalogue; hi: Catalogue; ta: Catalogue; srcDir: string },
): void {
  describe(`${name} catalogues`, () => {
    const english = flatten(en);
    const languages = { hi: flatten(hi), ta: flatten(ta) };
    const { keys, dynamic } = usedKeys(srcDir);

    it.each(Object.keys(languages) as (keyof typeof languages)[])(
      '%s has every English key, no other, and the same placeholders',
      (code) => {
        const other = languages[code];
        const missing = Object.keys(english).filter((k) => !(k in other));
        const extra = Object.keys(other).filter((k) => !(k in english));
        const empty = Object.keys(other).filter((k) => !other[k].trim());
        const placeholders = Object.keys(english).filter(
          (k) => k in other && placeholdersOf(english[k]).join() !== placeholdersOf(other[k]).join(),
        );
        expect({ missing, extra, empty, placeholders }).toEqual({ missing: [], extra: [], empty: [], placeholders: [] });
      },
    );

    it('every key the code asks for is in the catalogue', () => {
      const known = new Set(Object.keys(english).map(baseKey));
      const absent = [...keys].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
      expect(absent).toEqual([]);
    });

    it('every key of the catalogue is used by the code', () => {
      const unused = Object.keys(english).filter((k) => !keys.has(baseKey(k)));
      expect(unused).toEqual([]);
    });

    it('the code writes its keys out (no key the checker cannot read)', () => {
      expect(dynamic).toEqual([]);
    });
  });
}
