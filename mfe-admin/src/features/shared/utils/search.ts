/** Case-insensitive "contains" over several texts; an empty query matches everything. */
export function matchesSearch(query: string, ...texts: ReadonlyArray<string | undefined>): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return texts.some((t) => t !== undefined && t.toLowerCase().includes(q));
}
