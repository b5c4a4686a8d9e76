export * from './lib/session.slice';
export * from './lib/root';
export * from './lib/hooks';
