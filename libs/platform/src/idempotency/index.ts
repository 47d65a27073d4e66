export * from './idempotency-key.entity.js';
export * from './idempotency.service.js';
export * from './idempotency.decorators.js';
export * from './idempotency.module.js';
