export * from './definitions.module.js';
export * from './migrations/index.js';
export * from './airlines/airline.entity.js';
export * from './vehicle-classes/vehicle-class-keys.js';
