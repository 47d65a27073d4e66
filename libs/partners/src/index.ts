export * from './partners.module.js';
export * from './migrations/index.js';
