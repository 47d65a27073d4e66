export * from './bookings/bookings.module.js';
export * from './bookings/entities/index.js';
export * from './payments/booking-payments.module.js';
export * from './vouchers/index.js';
export * from './migrations/index.js';
