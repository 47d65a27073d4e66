import { Company } from '@farebox/companies';
import { City, Country, Station } from '@farebox/geo';
import { User } from '@farebox/identity';
import { Line } from '@farebox/inventory';
import { BOOKING_ENTITIES } from '../bookings/booking.entities.js';
import { BookingEmailLog } from './booking-email-log.entity.js';

/** Every entity the booking e-mails read; the worker has no other module registering them. */
export const BOOKING_MAIL_ENTITIES = [BookingEmailLog, ...BOOKING_ENTITIES, Company, User, Line, Station, City, Country];
