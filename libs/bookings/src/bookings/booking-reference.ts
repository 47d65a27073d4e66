import { randomInt } from 'node:crypto';

/** Unambiguous characters (no 0/O, 1/I/L) for references people read out on the phone. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const code = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A booking reference: 'FB' and 8 characters (31^8 ≈ 8.5e11 values; the unique index catches the rare clash). */
export const newBookingReference = () => `FB${code(8)}`;
/** Journey references: the booking's reference and the journey's number (1 outbound, 2 return). */
export const itemReference = (bookingReference: string, position: number) => `${bookingReference}-${position + 1}`;
/** The reference a supplier-API booking is known by at the supplier. */
export const supplierReferenceOf = (bookingReference: string) => `API${bookingReference}`;
/** A cart reference: the bookings bought together (a Purchase Tickets purchase) and paid with one pay link. */
export const newCartReference = () => `CT${code(8)}`;
