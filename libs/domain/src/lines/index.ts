export * from './line-access.js';
export * from './line-classes.js';
export * from './line-rules.js';
export * from './line-prices.js';
export * from './line-info.js';
