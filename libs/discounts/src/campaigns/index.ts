export * from './campaigns.module.js';
export * from './campaign.entity.js';
