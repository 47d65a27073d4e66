export * from './background-export.js';
