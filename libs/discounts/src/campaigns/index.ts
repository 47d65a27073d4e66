export * from './campaigns.module.js';
export * from './campaign.entity.js';
export * from './discounts-worker.module.js';
export * from './serial-codes.js';
export * from './campaigns.processor.js';
