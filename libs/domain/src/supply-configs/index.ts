export * from './supply-config.js';
