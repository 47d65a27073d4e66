export * from './transport-rules.js';
