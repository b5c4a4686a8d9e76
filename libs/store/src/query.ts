// RTK Query's pieces, a separate entry so a page that holds no server data does not load them.
export * from './lib/query-error';
export * from './lib/places.api';
export * from './lib/store-gate';
