export * from './lib/toast';
export * from './lib/toaster';
export * from './lib/components';
export * from './lib/dialog';
export * from './lib/menu-button';
export * from './lib/form';
export * from './lib/order-status-badge';
export * from './lib/table-region';
