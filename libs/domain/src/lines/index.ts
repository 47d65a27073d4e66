export * from './line-access.js';
