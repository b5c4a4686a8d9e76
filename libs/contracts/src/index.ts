export * from './lib/limits';
export * from './lib/messages';
export * from './lib/enums';
export * from './lib/money';
export * from './lib/types';
export * from './lib/validate';
export * from './lib/remote-contract';
export * from './lib/pagination';
