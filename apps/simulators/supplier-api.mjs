#!/usr/bin/env node
// Supplier API simulator: the operator-side systems of supplier-API lines (bookings, cancellations, transfers and
// their availability for several suppliers), over HTTP on loopback.
//
//   GET  /v1/bookings/:reference          -> 200 booking data, or 404 when the supplier has none (references
//                                            matching --missing-pattern, default ^NODATA)
//   POST /v1/bookings/:reference/cancel   { reason? } -> 200 cancellation (a second cancel answers the same), or
//                                            422 { error: { code: 'cancellation_refused', message } } when the reference
//                                            matches --fail-cancel-pattern (default ^FAIL) or failures are switched on
//   POST /_simulator/cancel-failures      { enabled, message? } -> switches every cancellation to fail (or back)
//   POST /_simulator/bookings             { supplierBookingReference, ...fields } -> 201 (sets the data of one booking)
//   GET  /_simulator/health               -> 200
//
// Supplier inventory and availability, per supplier (the protocol is documented in supplier-api.md):
//   GET  /octo/:supplier/supplier          -> 200 { id, name, mode: 'online' | 'offline', capabilities: { bulkMapping } }
//   POST /octo/:supplier/search            { from, to, date } -> 200 [live result] (online suppliers; 409 not_online otherwise)
//   GET  /octo/:supplier/products          -> 200 [product] (the supplier's transfers)
//   GET  /octo/:supplier/products/:id      -> 200 product, 404 product_not_found
//   POST /octo/:supplier/availability      { productId, localDateStart, localDateEnd } -> 200 [availability]
//   POST /_simulator/suppliers/:supplier/products  { id, company, fromCity, toCity, ... } -> 201 (adds or replaces a transfer)
//   POST /_simulator/suppliers/:supplier/failures  { enabled } -> every /octo call of that supplier answers 503 (or not)
//
// Booking data not set explicitly is derived from the reference, so every booking of the demo data has some.
//
// Usage: node apps/simulators/supplier-api.mjs --port 4020 [--host 127.0.0.1] [--fail-cancel-pattern ^FAIL] [--missing-pattern ^NODATA]
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { cliOptions, createJsonServer, HttpError, listen } from './http-kit.mjs';
import { availabilityOf, liveSearch, productFrom, SUPPLIERS } from './supplier-catalog.mjs';

export const DEFAULT_FAIL_CANCEL_PATTERN = '^FAIL';
export const DEFAULT_MISSING_PATTERN = '^NODATA';
const DEFAULT_FAILURE_MESSAGE = 'Cancellation refused by the operator: the departure is within the cancellation cutoff.';

function derivedBooking(reference) {
  const digest = createHash('sha256').update(reference).digest();
  const today = new Date().setUTCHours(0, 0, 0, 0);
  const departure = new Date(today + (1 + (digest.readUInt16BE(0) % 60)) * 86_400_000 + (digest[2] % 24) * 3_600_000);
  const cost = 1000 + (digest.readUInt16BE(4) % 9000);
  return {
    supplierBookingReference: reference,
    status: 'confirmed',
    departure: departure.toISOString(),
    arrival: new Date(departure.getTime() + (2 + (digest[6] % 10)) * 3_600_000).toISOString(),
    passengers: 1 + (digest[7] % 4),
    price: { cost: `${Math.floor(cost / 100)}.${String(cost % 100).padStart(2, '0')}`, currency: 'EUR' },
    bookingCode: digest.subarray(8, 12).toString('hex').toUpperCase(),
    cancellationType: digest[12] % 2 === 0 ? 'free' : 'fee',
    cancellationFee: digest[12] % 2 === 0 ? '0.00' : '5.00',
    cancellationCutoff: '24h',
    bookingFee: '0.00',
    ticketUrl: `https://tickets.supplier.example/${reference}`,
  };
}

export function createSupplierApi({ failCancelPattern = DEFAULT_FAIL_CANCEL_PATTERN, missingPattern = DEFAULT_MISSING_PATTERN } = {}) {
  const failCancel = new RegExp(failCancelPattern);
  const missing = new RegExp(missingPattern);
  const bookings = new Map();
  const failures = { enabled: false, message: DEFAULT_FAILURE_MESSAGE };
  // Each instance has its own copy, so what one test adds never shows in another's simulator.
  const suppliers = new Map(Object.values(SUPPLIERS).map((s) => [s.id, { ...s, products: [...s.products], failing: false }]));

  const supplierOf = (id, { allowFailing = false } = {}) => {
    const supplier = suppliers.get(id);
    if (!supplier) throw new HttpError(404, 'supplier_not_found', `No supplier ${id}.`);
    if (supplier.failing && !allowFailing) throw new HttpError(503, 'supplier_unavailable', `The ${supplier.name} system is not answering.`);
    return supplier;
  };
  const productOf = (supplier, id) => {
    const product = supplier.products.find((p) => p.id === id);
    if (!product) throw new HttpError(404, 'product_not_found', `${supplier.name} has no product ${id}.`);
    return product;
  };

  const find = (reference) => {
    const booking = bookings.get(reference) ?? (missing.test(reference) ? null : derivedBooking(reference));
    if (!booking) throw new HttpError(404, 'booking_not_found', `The supplier has no booking ${reference}.`);
    return booking;
  };

  const cancel = ({ params, body }) => {
    const booking = find(params.reference);
    if (booking.status !== 'cancelled') {
      if (failures.enabled || failCancel.test(params.reference)) throw new HttpError(422, 'cancellation_refused', failures.message);
      Object.assign(booking, { status: 'cancelled', cancelledAt: new Date().toISOString(), cancellationReason: body.reason ?? null });
      bookings.set(params.reference, booking);
    }
    const fee = booking.cancellationFee;
    return {
      status: 200,
      body: {
        supplierBookingReference: params.reference,
        status: 'cancelled',
        cancellationFee: fee,
        currency: booking.price.currency,
        cancelledAt: booking.cancelledAt,
      },
    };
  };

  return createJsonServer([
    ['GET', '/v1/bookings/:reference', ({ params }) => ({ status: 200, body: find(params.reference) })],
    ['POST', '/v1/bookings/:reference/cancel', cancel],
    [
      'POST',
      '/_simulator/cancel-failures',
      ({ body }) => {
        failures.enabled = body.enabled === true;
        failures.message = typeof body.message === 'string' && body.message !== '' ? body.message : DEFAULT_FAILURE_MESSAGE;
        return { status: 200, body: failures };
      },
    ],
    [
      'POST',
      '/_simulator/bookings',
      ({ body }) => {
        const reference = body.supplierBookingReference;
        if (typeof reference !== 'string' || reference === '') throw new HttpError(400, 'reference_missing', 'supplierBookingReference is required.');
        bookings.set(reference, { ...derivedBooking(reference), ...body });
        return { status: 201, body: bookings.get(reference) };
      },
    ],
    [
      'GET',
      '/octo/:supplier/supplier',
      ({ params }) => {
        const { id, name, mode, capabilities } = supplierOf(params.supplier);
        return { status: 200, body: { id, name, mode, capabilities } };
      },
    ],
    ['GET', '/octo/:supplier/products', ({ params }) => ({ status: 200, body: supplierOf(params.supplier).products })],
    ['GET', '/octo/:supplier/products/:id', ({ params }) => ({ status: 200, body: productOf(supplierOf(params.supplier), params.id) })],
    [
      'POST',
      '/octo/:supplier/availability',
      ({ params, body }) => {
        const product = productOf(supplierOf(params.supplier), body.productId);
        return { status: 200, body: availabilityOf(product, body.localDateStart, body.localDateEnd) };
      },
    ],
    [
      'POST',
      '/octo/:supplier/search',
      ({ params, body }) => {
        const supplier = supplierOf(params.supplier);
        if (supplier.mode !== 'online') throw new HttpError(409, 'not_online', `${supplier.name} is an offline supplier: it is not searched live.`);
        return { status: 200, body: liveSearch(supplier.products, body.from, body.to, body.date) };
      },
    ],
    [
      'POST',
      '/_simulator/suppliers/:supplier/products',
      ({ params, body }) => {
        const supplier = supplierOf(params.supplier, { allowFailing: true });
        const product = productFrom(body);
        supplier.products = [...supplier.products.filter((p) => p.id !== product.id), product];
        return { status: 201, body: product };
      },
    ],
    [
      'POST',
      '/_simulator/suppliers/:supplier/failures',
      ({ params, body }) => {
        const supplier = supplierOf(params.supplier, { allowFailing: true });
        supplier.failing = body.enabled === true;
        return { status: 200, body: { id: supplier.id, failing: supplier.failing } };
      },
    ],
    ['GET', '/_simulator/health', () => ({ status: 200, body: { ok: true } })],
  ]);
}

export const startSupplierApi = ({ failCancelPattern, missingPattern, ...options } = {}) =>
  listen(createSupplierApi({ failCancelPattern, missingPattern }), options);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = cliOptions(process.argv.slice(2), { 'fail-cancel-pattern': DEFAULT_FAIL_CANCEL_PATTERN, 'missing-pattern': DEFAULT_MISSING_PATTERN });
  const { url } = await startSupplierApi({
    host: options.host,
    port: options.port || 4020,
    failCancelPattern: options['fail-cancel-pattern'],
    missingPattern: options['missing-pattern'],
  });
  console.log(`Supplier API simulator listening on ${url}`);
}
