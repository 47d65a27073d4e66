export * from './company-options.js';
export * from './company-input.js';
export * from './company-rules.js';
