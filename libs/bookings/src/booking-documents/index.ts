export * from './booking-mail.module.js';
export * from './booking-mail-worker.module.js';
export * from './booking-mail.service.js';
export * from './booking-mail.sender.js';
export * from './booking-mail.jobs.js';
export * from './booking-email-log.entity.js';
export * from './booking-mail.errors.js';
