export * from './booking.entity.js';
export * from './booking-item.entity.js';
export * from './booking-passenger.entity.js';
export * from './booking-history.entity.js';
export * from './booking-note.entity.js';
export * from './booking-attachment.entity.js';

import { Booking } from './booking.entity.js';
import { BookingAttachment } from './booking-attachment.entity.js';
import { BookingHistory } from './booking-history.entity.js';
import { BookingItem } from './booking-item.entity.js';
import { BookingNote } from './booking-note.entity.js';
import { BookingPassenger } from './booking-passenger.entity.js';

export const BOOKING_ENTITIES = [Booking, BookingItem, BookingPassenger, BookingHistory, BookingNote, BookingAttachment];
