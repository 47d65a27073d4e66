export * from './content.module.js';
export * from './migrations/index.js';
