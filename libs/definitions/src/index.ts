export * from './definitions.module.js';
export * from './migrations/index.js';
export * from './airlines/airline.entity.js';
