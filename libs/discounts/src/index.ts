export * from './discounts.module.js';
export * from './migrations/index.js';
