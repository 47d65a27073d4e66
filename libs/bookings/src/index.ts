export * from './bookings/bookings.module.js';
export * from './bookings/booking.entities.js';
export * from './payments/index.js';
export * from './integrations/index.js';
export * from './booking-documents/index.js';
export * from './migrations/index.js';
export * from './bookings/booking-posting.module.js';
export * from './bookings/booking-posting.service.js';
