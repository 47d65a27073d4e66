// The soak's load: a fixed number of connections, each one request at a time (no queue can grow), picking reads
// and money moves (with Idempotency-Keys, some replayed and compared with the first answer) on the seeded bookings.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { solveChallenge } from 'altcha-lib/v1';

const PASSWORD = 'Demo-Passw0rd!';

export async function login(base, username) {
  const challenge = await (await fetch(`${base}/api/auth/captcha`)).json();
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const captcha = Buffer.from(JSON.stringify({ ...challenge, number: solution.number, maxnumber: undefined })).toString('base64');
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, captcha }),
  });
  if (!res.ok) throw new Error(`Login as ${username} failed: ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}

/** Money moves may be refused by the rules or lose a race (409) or meet a declining card (402); nothing else. */
const MONEY_STATUSES = new Set([200, 402, 409]);
const MONEY_RETRIES = 5;
const RETRY_AFTER_MS = 2_000;

export async function runLoad({ base, token, db, connections, durationMs }) {
  const { rows: bookings } = await db.query(
    `SELECT b.id FROM booking b JOIN booking_payment p ON p.booking_id = b.id WHERE p.payment_method IS NOT NULL ORDER BY b.reference LIMIT 200`,
  );
  const { rows: anyBookings } = await db.query(`SELECT id FROM booking ORDER BY reference LIMIT 500`);
  if (bookings.length === 0) throw new Error('The seed has no booking with a stored card to charge');
  const pick = (list) => list[Math.floor(Math.random() * list.length)].id;
  const stats = { total: 0, serverErrors: 0, unexpected: 0, firstUnexpected: null, transportErrors: 0, moves: { ok: 0, refused: 0, replays: 0 } };

  const call = async (method, path, { body, key } = {}) => {
    stats.total++;
    const headers = { authorization: `Bearer ${token}` };
    if (body) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    try {
      const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await res.text();
      if (res.status >= 500) stats.serverErrors++;
      return { status: res.status, text };
    } catch (err) {
      stats.transportErrors++;
      return { status: 0, text: String(err) };
    }
  };
  const expect = (what, { status, text }, allowed) => {
    if (allowed.has(status)) return;
    stats.unexpected++;
    stats.firstUnexpected ??= `${what} answered ${status}: ${text.slice(0, 200)}`;
  };
  const ok = new Set([200]);
  const moveMoney = async (direction) => {
    const id = pick(bookings);
    const key = `soak-${randomUUID()}`;
    const body = { transactionType: 'newTransaction', amount: '1.00', supplierAmount: '0', reason: `Soak ${direction}` };
    let first = await call('POST', `/api/bookings/${id}/${direction}`, { body, key });
    // A 5xx (database busy, gateway outcome unknown) is still counted, but the client does what the answer asks:
    // it retries with the same key, so the ledger converges on what the gateway did.
    for (let retry = 0; retry < MONEY_RETRIES && first.status >= 500; retry++) {
      await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
      first = await call('POST', `/api/bookings/${id}/${direction}`, { body, key });
    }
    expect(`${direction} ${id}`, first, MONEY_STATUSES);
    if (first.status === 200) stats.moves.ok++;
    else stats.moves.refused++;
    if (first.status === 200 && Math.random() < 0.2) {
      const replay = await call('POST', `/api/bookings/${id}/${direction}`, { body, key });
      // The stored answer comes back from jsonb, which orders keys its own way: the same JSON, not the same bytes.
      if (replay.status === 200 && isDeepStrictEqual(JSON.parse(replay.text), JSON.parse(first.text))) stats.moves.replays++;
      else expect(`replay of ${direction} ${id} (must equal the first answer)`, { ...replay, status: -1 }, ok);
    }
  };
  const operations = [
    [30, async () => expect('bookings list', await call('GET', '/api/bookings?limit=20'), ok)],
    [20, async () => expect('booking view', await call('GET', `/api/bookings/${pick(anyBookings)}`), ok)],
    [15, async () => expect('payments list', await call('GET', '/api/payments?limit=20'), ok)],
    [20, () => moveMoney('charge')],
    [15, () => moveMoney('refund')],
  ];
  const weight = operations.reduce((sum, [w]) => sum + w, 0);
  const next = () => {
    let r = Math.random() * weight;
    for (const [w, op] of operations) if ((r -= w) < 0) return op;
    return operations[0][1];
  };

  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await next()();
    }),
  );
  return stats;
}
