import type { MigrationInterface } from 'typeorm';
import { Bookings1764000000000 } from './1764000000000-bookings.js';
import { BookingEmailLog1764000200000 } from './1764000200000-booking-email-log.js';

/** Every migration of this area; append each new migration class here. */
export const bookingsMigrations: (new () => MigrationInterface)[] = [Bookings1764000000000, BookingEmailLog1764000200000];
