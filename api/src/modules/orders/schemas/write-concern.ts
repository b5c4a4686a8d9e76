/**
 * Every write of an order, its Idempotency-Key and its number waits for a majority of the replica
 * set (MongoDB in production; a schema option, so status changes get it too): an order answered
 * 201 survives a failover, and so do the claims that keep it single. FerretDB 1.24 accepts the
 * option (a single server: its own write is the majority).
 */
export const MAJORITY = { w: 'majority' as const };
