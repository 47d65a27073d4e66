export * from './definitions.module.js';
export * from './migrations/index.js';
