export * from './partner-rules.js';
