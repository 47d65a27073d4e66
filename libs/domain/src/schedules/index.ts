export * from './event-rules.js';
