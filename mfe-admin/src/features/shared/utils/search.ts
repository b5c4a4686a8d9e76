/** Case-insensitive "contains" over several texts; an empty query matches everything. */
export function matchesSearch(query: string, ...texts: ReadonlyArray<string | undefined>): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return texts.some((t) => t !== undefined && t.toLowerCase().includes(q));
}

/**
 * The spec gives the search-empty text only for categories ('No categories found matching
 * your search'); the area tabs follow the same pattern so a search with no hits does not
 * invite the admin to "create your first state" when states exist.
 */
export const searchEmptyText = (things: string): string => `No ${things} found matching your search`;
