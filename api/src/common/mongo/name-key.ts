// Names are unique by their key (trimmed, inner runs of spaces collapsed, lower-case), the same
// rule the shopkeeper's trial applies on the device. Stored beside the name with a unique index,
// because FerretDB 1.x has no collation indexes; the index, not a read-then-write check, is what
// makes two concurrent creates safe.
export { nameKey } from '@chowk/contracts';
