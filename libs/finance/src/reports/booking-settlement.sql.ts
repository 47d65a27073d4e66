/**
 * A posting's booking settlement, `bs` (status 'paid' or 'unpaid'; no row: unpaid), from the bookings area's
 * published view `booking_settlement`: finance reads no bookings table. Joins on `st` (supplier_transaction).
 */
export const SETTLEMENT_JOIN = `LEFT JOIN booking_settlement bs ON bs.booking_id = st.booking_id`;

/** Only the settlements marked paid (a hash of the paid ones only: the others all count as unpaid). */
export const PAID_SETTLEMENT_JOIN = `${SETTLEMENT_JOIN} AND bs.status = 'paid'`;
