export * from './line-access.js';
export * from './line-prices.js';
