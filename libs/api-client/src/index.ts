export * from './lib/client';
export * from './lib/errors';
export * from '@chowk/session';
export * from './endpoints/auth';
export * from './endpoints/catalogue';
export * from './endpoints/areas';
export * from './endpoints/site';
export * from './endpoints/shop';
