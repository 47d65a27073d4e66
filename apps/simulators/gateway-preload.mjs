#!/usr/bin/env node
// Tells a freshly started payment gateway simulator about the card payments already in the database: the demo
// data's checkout payments and those of earlier runs (the simulator keeps its state in memory only). Each captured
// card-gateway charge is loaded with what was refunded on it, so refunds keep their "never above captured" limit;
// each authorisation neither captured nor voided is loaded as one (captured "0"), so a cancellation can void it.
//
// Usage: node apps/simulators/gateway-preload.mjs <database-url> <gateway-url>
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const PROVIDER = 'card-gateway';
const CHUNK = 1000;

const PAYMENTS_SQL = `
SELECT c.provider_payment_id AS id, c.amount::text AS amount, c.amount::text AS captured, c.currency, b.reference,
       COALESCE((SELECT sum(r.amount) FROM payment_transaction r
                  WHERE r.type = 'refund' AND r.provider = c.provider AND r.provider_payment_id = c.provider_payment_id), 0)::text AS refunded
  FROM payment_transaction c JOIN booking b ON b.id = c.booking_id
 WHERE c.type = 'charge' AND c.provider = $1 AND c.provider_payment_id IS NOT NULL
UNION ALL
SELECT a.provider_payment_id, a.amount::text, '0', a.currency, b.reference, '0'
  FROM payment_transaction a JOIN booking b ON b.id = a.booking_id
 WHERE a.type = 'authorize' AND a.provider = $1 AND a.provider_payment_id IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM payment_transaction o
                    WHERE o.type IN ('charge', 'void') AND o.provider = a.provider AND o.provider_payment_id = a.provider_payment_id)`;

export async function preloadGateway(databaseUrl, gatewayUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows;
  try {
    ({ rows } = await client.query(PAYMENTS_SQL, [PROVIDER]));
  } finally {
    await client.end();
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const res = await fetch(new URL('/_simulator/payments', gatewayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payments: rows.slice(i, i + CHUNK) }),
    });
    if (res.status !== 201) throw new Error(`Preloading the gateway failed: HTTP ${res.status} ${await res.text()}`);
  }
  return rows.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [databaseUrl, gatewayUrl] = process.argv.slice(2);
  if (!databaseUrl || !gatewayUrl) {
    console.error('Usage: node apps/simulators/gateway-preload.mjs <database-url> <gateway-url>');
    process.exit(2);
  }
  const count = await preloadGateway(databaseUrl, gatewayUrl);
  console.log(`Payment gateway simulator: ${count} earlier card payments loaded`);
}
