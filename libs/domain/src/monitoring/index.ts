export * from './monitoring-item-rules.js';
export * from './monitoring-access.js';
export * from './slack-message.js';
export * from './user-event-rules.js';
