export * from './rate-limit.guard.js';
export * from './rate-limited.decorator.js';
