export * from './partner-rules.js';
export * from './credit-line-rules.js';
