// The ledger invariants the soak checks in SQL (and against the gateway simulator) once the load has stopped.
// Seed data need not balance to the cent (demo rows are written straight to the tables), so the totals kept beside
// their entries are checked by drift: whatever gap the seed left must be exactly the same after the load.

const PAYMENT_DRIFT_SQL = `
SELECT p.id,
       p.charged_amount - COALESCE((SELECT sum(t.amount) FROM payment_transaction t WHERE t.booking_payment_id = p.id AND t.type = 'charge'), 0) AS charged_gap,
       p.refunded_amount - COALESCE((SELECT sum(t.amount) FROM payment_transaction t WHERE t.booking_payment_id = p.id AND t.type = 'refund'), 0) AS refunded_gap
  FROM booking_payment p`;

const SUPPLIER_DRIFT_SQL = `
SELECT company_id || ':' || currency AS id, sum(daily) - sum(entries) AS gap FROM (
  SELECT company_id, currency, amount AS daily, 0 AS entries FROM supplier_daily_cost
  UNION ALL SELECT company_id, currency, 0, amount FROM supplier_transaction) x
 GROUP BY company_id, currency`;

const byId = (rows, value) => new Map(rows.map((r) => [r.id, value(r)]));

/** The gaps between kept totals and their entries, and how many payments the gateway holds, before the load. */
export async function snapshotDrift(db, gatewayUrl) {
  return {
    gatewayPayments: (await (await fetch(new URL('/_simulator/health', gatewayUrl))).json()).payments,
    payments: byId((await db.query(PAYMENT_DRIFT_SQL)).rows, (r) => `${r.charged_gap}/${r.refunded_gap}`),
    supplier: byId((await db.query(SUPPLIER_DRIFT_SQL)).rows, (r) => String(r.gap)),
  };
}

const drifted = (label, before, after) =>
  [...after].filter(([id, gap]) => (before.get(id) ?? gap) !== gap).map(([id, gap]) => `${label} ${id}: gap ${before.get(id)} became ${gap}`);

/** Every broken invariant, as a line of text; none when all hold. */
export async function checkInvariants(db, before, { gatewayUrl, since }) {
  const after = await snapshotDrift(db, gatewayUrl);
  const broken = [...drifted('booking payment', before.payments, after.payments), ...drifted('supplier ledger', before.supplier, after.supplier)];
  const lines = async (sql, params = []) => (await db.query(sql, params)).rows.map((r) => r.line);

  broken.push(
    ...(await lines(`SELECT 'booking payment ' || id || ': refunded ' || refunded_amount || ' above charged ' || charged_amount AS line
                       FROM booking_payment WHERE refunded_amount > charged_amount`)),
    ...(await lines(`SELECT 'refund coupon ' || coupon_id || ': balance ' || sum(amount) || ' below zero' AS line
                       FROM refund_coupon_entry GROUP BY coupon_id HAVING sum(amount) < 0`)),
    ...(await lines(`SELECT 'promo campaign ' || c.id || ': ' || count(r.id) || ' uses above its limit ' || c.usage_limit AS line
                       FROM promo_campaign c JOIN promo_redemption r ON r.campaign_id = c.id
                      WHERE c.usage_limit > 0 GROUP BY c.id HAVING count(r.id) > c.usage_limit`)),
  );

  // What the booking payments recorded of each card payment the load touched is what the gateway did: one charge, never two.
  const { rows: touched } = await db.query(
    `SELECT provider_payment_id AS id,
            sum(amount) FILTER (WHERE type = 'charge') AS charged, COALESCE(sum(amount) FILTER (WHERE type = 'refund'), 0) AS refunded
       FROM payment_transaction
      WHERE provider = 'card-gateway' AND provider_payment_id IN (SELECT provider_payment_id FROM payment_transaction WHERE created_at >= $1)
      GROUP BY provider_payment_id`,
    [since],
  );
  for (const row of touched) {
    const res = await fetch(new URL(`/v1/payments/${encodeURIComponent(row.id)}`, gatewayUrl));
    const atGateway = res.ok ? await res.json() : null;
    if (!atGateway) broken.push(`gateway payment ${row.id}: unknown to the gateway`);
    else if (Number(atGateway.captured) !== Number(row.charged) || Number(atGateway.refunded) !== Number(row.refunded)) {
      broken.push(`gateway payment ${row.id}: gateway captured ${atGateway.captured} refunded ${atGateway.refunded}, ledger ${row.charged} / ${row.refunded}`);
    }
  }
  const { rows: charges } = await db.query(
    `SELECT count(*)::int AS n FROM payment_transaction WHERE provider = 'card-gateway' AND type = 'charge' AND created_at >= $1`,
    [since],
  );
  const made = after.gatewayPayments - before.gatewayPayments;
  if (made !== charges[0].n) broken.push(`the gateway made ${made} payments during the load, the ledger recorded ${charges[0].n} charges`);
  return broken;
}
