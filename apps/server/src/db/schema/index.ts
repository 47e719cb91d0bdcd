export * from './core';
export * from './sales';
export * from './files';
export * from './monthly';
export * from './notifications';
export * from './finance';
export * from './shared-state';
export * from './discounts';
