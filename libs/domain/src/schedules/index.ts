export * from './event-rules.js';
export * from './multi-station-rules.js';
export * from './line-cutoffs.js';
export * from './cutoff-sales.js';
export * from './trip-terms.js';
