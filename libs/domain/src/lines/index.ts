export * from './line-access.js';
export * from './lines-list.js';
