export * from './seed-step.js';
export * from './seed-steps.js';
export * from './seed-demo-data.js';
export * from './companies.seed.js';
export * from './users.seed.js';
export * from './notifications.seed.js';
export * from './payments.seed.js';
