export * from './line-access.js';
export * from './line-types.js';
export * from './line-classes.js';
export * from './line-rules.js';
export * from './line-prices.js';
export * from './lines-list.js';
export * from './ride-rules.js';
export * from './line-options.js';
