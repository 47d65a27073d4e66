export * from './partners.module.js';
export * from './channels/channel.constants.js';
export * from './channels/sales-channel.entity.js';
export * from './channels/channels.dto.js';
export * from './channels/channels.service.js';
export * from './migrations/index.js';
