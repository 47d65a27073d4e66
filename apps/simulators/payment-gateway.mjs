#!/usr/bin/env node
// Payment gateway simulator: a card gateway over HTTP on loopback, state in memory.
//
//   POST /v1/authorizations          { amount, currency, paymentMethod, reference?, description? } -> 201 payment (authorized)
//   POST /v1/payments/:id/capture    { amount? }            -> 200 payment (captured); never more than authorized
//   POST /v1/payments/:id/refunds    { amount, reason? }    -> 201 refund; never more than captured and not yet refunded
//   POST /v1/payments/:id/void       {}                     -> 200 payment (voided); only an authorisation never captured
//   GET  /v1/payments/:id                                    -> 200 payment with its refunds
//   GET  /v1/payments?idempotencyKey=K&reference=R           -> 200 { data: [payment] }: the payments with those fields
//                                                               (the key: the one an authorisation with key K created)
//   POST /_simulator/faults          { route: 'authorize'|'capture', mode: 'slow'|'lost', delayMs, times? } -> 200
//                                     the next `times` (default 1) calls of the route: 'slow' acts, then answers after
//                                     delayMs; 'lost' never acts and answers 504 after delayMs (a request lost on the way)
//   POST /_simulator/payments        { payments: [{ id, amount, currency, captured?, refunded?, reference? }] } -> 201
//                                     (preloads payments made before the simulator started: the storefront's checkout
//                                     payments of the demo data, and the ones of an earlier run; captured "0" preloads
//                                     an authorisation not captured yet)
//   GET  /_simulator/health                                  -> 200
//
// Every POST under /v1 needs an Idempotency-Key header: the same key answers the same, with one effect; the same key
// with another body answers 422. Amounts are decimal strings ("12.50"). Declines answer 402 { error: { code, message } }:
//   paymentMethod "pm_card_declined" -> card_declined; amount "666.66" -> insufficient_funds.
//
// Usage: node apps/simulators/payment-gateway.mjs --port 4010 [--host 127.0.0.1]
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { cliOptions, createJsonServer, formatCents, HttpError, idempotent, listen, toCents } from './http-kit.mjs';

export const DECLINED_PAYMENT_METHOD = 'pm_card_declined';
export const INSUFFICIENT_FUNDS_AMOUNT = '666.66';

const newId = (prefix) => `${prefix}_${randomBytes(9).toString('base64url')}`;

// unref: a simulated delay never keeps the process (a test run) alive.
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export function createPaymentGateway() {
  /** @type {Map<string, {mode: 'slow'|'lost', delayMs: number, times: number}>} route -> its next calls' fault */
  const faults = new Map();
  /** Wraps a route's (idempotent) handler with the fault set for it, if any. */
  const faulty = (route, handler) => async (request) => {
    const fault = faults.get(route);
    if (!fault) return handler(request);
    if (--fault.times <= 0) faults.delete(route);
    if (fault.mode === 'lost') {
      await sleep(fault.delayMs);
      throw new HttpError(504, 'lost', 'The request was lost on the way (simulated).');
    }
    const answer = await handler(request);
    await sleep(fault.delayMs);
    return answer;
  };
  const setFault = ({ body }) => {
    if (!['authorize', 'capture'].includes(body.route) || !['slow', 'lost'].includes(body.mode) || !(body.delayMs >= 0))
      throw new HttpError(400, 'invalid_fault', 'route must be authorize or capture, mode slow or lost, delayMs a number.');
    faults.set(body.route, { mode: body.mode, delayMs: body.delayMs, times: body.times ?? 1 });
    return { status: 200, body: { ok: true } };
  };

  /** @type {Map<string, {id, status, currency, reference, description, authorized: bigint, captured: bigint, refunds: {id, amount: bigint, reason, createdAt}[], createdAt}>} */
  const payments = new Map();

  const refundedOf = (p) => p.refunds.reduce((sum, r) => sum + r.amount, 0n);
  const view = (p) => ({
    id: p.id,
    status: p.status,
    currency: p.currency,
    reference: p.reference,
    description: p.description,
    authorizationCode: p.authorizationCode,
    amount: formatCents(p.authorized),
    captured: formatCents(p.captured),
    refunded: formatCents(refundedOf(p)),
    refunds: p.refunds.map((r) => ({ id: r.id, amount: formatCents(r.amount), reason: r.reason, createdAt: r.createdAt })),
    createdAt: p.createdAt,
  });
  const find = (id) => {
    const payment = payments.get(id);
    if (!payment) throw new HttpError(404, 'payment_not_found', `No payment ${id}.`);
    return payment;
  };
  /** A payment answers a search when it has each field the query names (idempotencyKey, reference). */
  const matches = (payment, query) => ['idempotencyKey', 'reference'].every((field) => !query.has(field) || payment[field] === query.get(field));
  const currencyOf = (value) => {
    if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) throw new HttpError(400, 'invalid_currency', 'currency must be a three-letter ISO code.');
    return value;
  };

  const authorize = ({ body, headers }) => {
    const amount = toCents(body.amount);
    if (amount <= 0n) throw new HttpError(400, 'invalid_amount', 'amount must be greater than 0.');
    const currency = currencyOf(body.currency);
    if (typeof body.paymentMethod !== 'string' || body.paymentMethod === '') throw new HttpError(400, 'payment_method_missing', 'paymentMethod is required.');
    if (body.paymentMethod === DECLINED_PAYMENT_METHOD) throw new HttpError(402, 'card_declined', 'The card was declined.');
    if (body.amount === INSUFFICIENT_FUNDS_AMOUNT) throw new HttpError(402, 'insufficient_funds', 'The card has insufficient funds.');
    const payment = {
      id: newId('pay'),
      status: 'authorized',
      currency,
      reference: body.reference ?? null,
      description: body.description ?? null,
      authorizationCode: randomBytes(3).toString('hex').toUpperCase(),
      idempotencyKey: headers['idempotency-key'],
      authorized: amount,
      captured: 0n,
      refunds: [],
      createdAt: new Date().toISOString(),
    };
    payments.set(payment.id, payment);
    return { status: 201, body: view(payment) };
  };

  const capture = ({ params, body }) => {
    const payment = find(params.id);
    if (payment.status !== 'authorized') throw new HttpError(409, 'not_capturable', `Payment ${payment.id} is ${payment.status}, not authorized.`);
    const amount = body.amount === undefined ? payment.authorized : toCents(body.amount);
    if (amount <= 0n || amount > payment.authorized) {
      throw new HttpError(422, 'amount_too_large', `Capture of ${formatCents(amount)} exceeds the ${formatCents(payment.authorized)} authorized.`);
    }
    payment.captured = amount;
    payment.status = 'captured';
    return { status: 200, body: view(payment) };
  };

  const refund = ({ params, body }) => {
    const payment = find(params.id);
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw new HttpError(409, 'not_captured', `Payment ${payment.id} has not been captured.`);
    const amount = toCents(body.amount);
    const refundable = payment.captured - refundedOf(payment);
    if (amount <= 0n) throw new HttpError(400, 'invalid_amount', 'amount must be greater than 0.');
    if (amount > refundable) {
      throw new HttpError(422, 'amount_too_large', `Refund of ${formatCents(amount)} exceeds the ${formatCents(refundable)} captured and not refunded.`);
    }
    const entry = { id: newId('re'), amount, reason: body.reason ?? null, createdAt: new Date().toISOString() };
    payment.refunds.push(entry);
    if (refundedOf(payment) === payment.captured) payment.status = 'refunded';
    return {
      status: 201,
      body: { id: entry.id, paymentId: payment.id, amount: formatCents(amount), currency: payment.currency, status: 'succeeded', createdAt: entry.createdAt },
    };
  };

  const voidPayment = ({ params }) => {
    const payment = find(params.id);
    if (payment.status !== 'authorized')
      throw new HttpError(409, 'not_voidable', `Payment ${payment.id} is ${payment.status}: only an uncaptured authorization can be voided.`);
    payment.status = 'voided';
    return { status: 200, body: view(payment) };
  };

  const preloadOne = (entry) => {
    if (typeof entry?.id !== 'string' || entry.id === '') throw new HttpError(400, 'id_missing', 'Every payment needs an id.');
    const captured = toCents(entry.captured ?? entry.amount, 'captured');
    const refunded = toCents(entry.refunded ?? '0', 'refunded');
    if (refunded > captured) throw new HttpError(422, 'amount_too_large', `Payment ${entry.id}: refunded exceeds captured.`);
    const createdAt = new Date().toISOString();
    payments.set(entry.id, {
      id: entry.id,
      status: captured === 0n ? 'authorized' : refunded === captured ? 'refunded' : 'captured',
      currency: currencyOf(entry.currency),
      reference: entry.reference ?? null,
      description: 'Preloaded',
      authorizationCode: 'PRELOAD',
      authorized: toCents(entry.amount),
      captured,
      refunds: refunded > 0n ? [{ id: `${entry.id}_preloaded_refunds`, amount: refunded, reason: 'Preloaded', createdAt }] : [],
      createdAt,
    });
  };
  const preload = ({ body }) => {
    if (!Array.isArray(body.payments)) throw new HttpError(400, 'payments_missing', 'payments must be a list.');
    body.payments.forEach(preloadOne);
    return { status: 201, body: { loaded: body.payments.length } };
  };

  return createJsonServer([
    ['POST', '/v1/authorizations', faulty('authorize', idempotent(authorize))],
    ['POST', '/v1/payments/:id/capture', faulty('capture', idempotent(capture))],
    ['POST', '/v1/payments/:id/refunds', idempotent(refund)],
    ['POST', '/v1/payments/:id/void', idempotent(voidPayment)],
    ['GET', '/v1/payments/:id', ({ params }) => ({ status: 200, body: view(find(params.id)) })],
    ['GET', '/v1/payments', ({ query }) => ({ status: 200, body: { data: [...payments.values()].filter((p) => matches(p, query)).map(view) } })],
    ['POST', '/_simulator/faults', setFault],
    ['POST', '/_simulator/payments', preload],
    ['GET', '/_simulator/health', () => ({ status: 200, body: { ok: true, payments: payments.size } })],
  ]);
}

export const startPaymentGateway = (options) => listen(createPaymentGateway(), options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = cliOptions(process.argv.slice(2));
  const { url } = await startPaymentGateway({ ...options, port: options.port || 4010 });
  console.log(`Payment gateway simulator listening on ${url}`);
}
