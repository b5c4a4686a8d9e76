import { trusted, type Types } from 'mongoose';

/**
 * `{ $in: ids }` through `sanitizeFilter` (which would otherwise wrap it in `$eq`). Only for
 * ids the server itself read from the database, never for client input.
 */
export const inIds = (ids: Types.ObjectId[]): { $in: Types.ObjectId[] } => trusted({ $in: ids });
