import type { EntityManager } from 'typeorm';
import type { BookingPostingFacts } from '@farebox/finance';

/*
 * Read inside the caller's transaction, after its writes, so a posting reflects the booking exactly as it is being
 * committed; the row is locked, so two postings of one booking run one after the other and the second sees the first.
 */
const POSTING_FACTS_SQL = `
SELECT b.id, b.reference, b.status, b.company_id AS "companyId", b.supplier_currency AS "supplierCurrency",
       b.cost_in_supplier_currency AS cost, b.cost_amount_usd AS "costUsd",
       COALESCE(p.refunded_supplier_amount, 0) AS "supplierRefunded",
       to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "bookingDay",
       to_char(b.departure_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "departureDay",
       b.created_at AS "createdAt", b.departure_at AS "departureAt", b.approval_date AS "approvalDate",
       b.exchanged_to_id AS "exchangedToId", b.supplier_booking_code AS "supplierBookingCode",
       b.approval_inputs ->> 'bookingCode' AS "bookingCode", trim(b.first_name || ' ' || b.last_name) AS "passengerName",
       b.passengers_count AS "passengersCount",
       CASE WHEN fc.name IS NOT NULL OR tc.name IS NOT NULL THEN concat_ws(' → ', fc.name, tc.name) END AS route,
       co.calculation_based_on AS "calculationBasedOn"
  FROM booking b
  JOIN company co ON co.id = b.company_id
  LEFT JOIN booking_payment p ON p.booking_id = b.id
  LEFT JOIN city fc ON fc.id = b.from_city_id
  LEFT JOIN city tc ON tc.id = b.to_city_id
 WHERE b.id = $1
 FOR UPDATE OF b`;

/** The booking as finance's supplier ledger posts it, its row locked; null for an unknown id. */
export async function lockPostingFacts(manager: EntityManager, bookingId: string): Promise<BookingPostingFacts | null> {
  const [facts] = await manager.query<BookingPostingFacts[]>(POSTING_FACTS_SQL, [bookingId]);
  return facts ?? null;
}
