export * from './line-access.js';
export * from './lines-list.js';
export * from './ride-rules.js';
