export * from './lib/session.slice';
export * from './lib/root';
export * from './lib/hooks';
export * from './lib/connect-api-client';
export * from './lib/query-error-type';
