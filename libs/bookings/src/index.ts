export * from './bookings/bookings.module.js';
export * from './bookings/entities/index.js';
export * from './payments/index.js';
export * from './integrations/index.js';
export * from './vouchers/index.js';
export * from './migrations/index.js';
