export * from './definition-rules.js';
export * from './key-detail-icons.js';
export * from './tables-routes.js';
