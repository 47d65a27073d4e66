export * from './notification.entity.js';
export * from './notification.dto.js';
export * from './notification.errors.js';
export * from './notifications.service.js';
export * from './notifications.module.js';
export * from './migrations/index.js';
