export * from './country-rules.js';
export * from './locale-rules.js';
