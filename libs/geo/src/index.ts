export * from './geo.module.js';
export * from './migrations/index.js';
