export * from './discounts.module.js';
export * from './migrations/index.js';
export * from './campaigns/index.js';
