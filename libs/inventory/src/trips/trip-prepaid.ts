/**
 * The SQL twin of effectivePrepaid (libs/domain/src/schedules/trip-terms.ts) for a trip row aliased `t`, for the
 * set-based reads (product search, seat checks): the trip's own number, the line's prepaid tickets, or the seats of
 * its event's allocations covering its local day, as its prepaid source says; none is 0.
 */
export const effectivePrepaidSql = (t: string) => `COALESCE(CASE ${t}.prepaid_source
    WHEN 'trip' THEN ${t}.prepaid_seats
    WHEN 'line' THEN (SELECT pl.prepaid_tickets FROM line pl WHERE pl.id = ${t}.line_id)
    ELSE (SELECT sum((a->>'allocatedSeats')::int)::int FROM line_event pe CROSS JOIN jsonb_array_elements(pe.allocations) a
           WHERE pe.id = ${t}.event_id AND (${t}.departure_at AT TIME ZONE ${t}.timezone)::date BETWEEN (a->>'startDate')::date AND (a->>'endDate')::date)
  END, 0)`;
