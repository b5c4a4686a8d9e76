/**
 * The key names are unique by: trimmed, inner runs of spaces collapsed, lower-case. Stored
 * beside the name with a unique index, because FerretDB 1.x has no collation indexes; the
 * index, not a read-then-write check, is what makes two concurrent creates safe.
 */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
