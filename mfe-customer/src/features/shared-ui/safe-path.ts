/**
 * A path of this site to go back to (`redirect-from`), never another site: one leading slash,
 * no backslash (browsers read `/\evil` as `//evil`), no control characters.
 */
export function safePath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
