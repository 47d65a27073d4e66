export * from './serp-options.js';
export * from './prospect-rules.js';
export * from './prospect-search.machine.js';
