export * from './campaign-rules.js';
export * from './campaign-generation.machine.js';
export * from './promo-redemption.js';
