export * from './inventory.module.js';
export * from './migrations/index.js';
