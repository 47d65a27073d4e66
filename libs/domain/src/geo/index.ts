export * from './country-rules.js';
