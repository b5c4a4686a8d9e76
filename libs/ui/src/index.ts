export * from './lib/toast';
export * from './lib/toaster';
export * from './lib/components';
