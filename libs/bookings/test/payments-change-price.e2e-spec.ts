import { Scope } from '@farebox/domain';
import {
  createPaymentBooking,
  newIdempotencyKey,
  paymentAdmin,
  paymentsTestApp,
  type PaymentsCall,
  type PaymentsCallOptions,
  type TestApp,
} from '@farebox/testing';

describe('change price', () => {
  let t: TestApp;
  let post: PaymentsCall;

  beforeAll(async () => {
    ({ t, post } = await paymentsTestApp());
  });
  afterAll(() => t.close());

  const changePrice = (bookingId: string, body: object, options?: PaymentsCallOptions) => post(`/api/bookings/${bookingId}/change-price`, body, options);
  const bookingRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT price_amount, price_amount_usd, cost_in_supplier_currency, cost_amount_usd, initial_price, version FROM booking WHERE id = $1`,
        [id],
      )
    )[0];

  it('sets the new totals and per-item costs, keeps the initial price and USD rate, and records the change', async () => {
    const { booking, items } = await createPaymentBooking(t, { price: '100.00', paid: '100.00', supplierCost: '2500.00', roundTrip: true });
    const res = await changePrice(booking.id, {
      amount: '80',
      supplierAmount: '2000.00',
      supplierCostPerItem: { [items[0].reference]: '1200', [items[1].reference]: '800' },
      reasonType: 'customer',
      reason: 'Passenger count changed',
    });
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ amount: '80.00', supplierAmount: '2000.00', paidAmount: '100.00' });
    expect(res.body.recover).toEqual({ charge: null, refund: '20.00' });
    expect(res.body.priceChanges).toEqual([
      expect.objectContaining({
        amountFrom: '100.00',
        amountTo: '80.00',
        supplierAmountFrom: '2500.00',
        supplierAmountTo: '2000.00',
        reasonType: 'customer',
        reason: 'Passenger count changed',
        reconciliation: null,
      }),
    ]);
    expect(await bookingRow(booking.id)).toMatchObject({
      price_amount: '80.00',
      price_amount_usd: '80.00',
      cost_in_supplier_currency: '2000.00',
      cost_amount_usd: '56.00',
      initial_price: '100.00',
      version: 2,
    });
    const costs = await t.dataSource.query(`SELECT cost_in_supplier_currency AS cost FROM booking_item WHERE booking_id = $1 ORDER BY position`, [booking.id]);
    expect(costs.map((c: { cost: string }) => c.cost)).toEqual(['1200.00', '800.00']);
    const [log] = await t.dataSource.query(`SELECT action, details FROM booking_history WHERE booking_id = $1`, [booking.id]);
    expect(log).toMatchObject({ action: 'changePrice', details: { from: '100.00', to: '80.00', reason: 'Passenger count changed' } });
  });

  it("refuses negative and missing values with 'Value should be greater or equal 0', and item costs that do not add up", async () => {
    const { booking, items } = await createPaymentBooking(t);
    const res = await changePrice(booking.id, {
      amount: '-1',
      supplierAmount: '10',
      supplierCostPerItem: { [items[0].reference]: '-2' },
      reasonType: 'customer',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'amount', message: 'Value should be greater or equal 0' },
      { field: `supplierCostPerItem.${items[0].reference}`, message: 'Value should be greater or equal 0' },
      { field: 'reason', message: 'This field is required.' },
    ]);
    const sum = await changePrice(booking.id, {
      amount: '1',
      supplierAmount: '10',
      supplierCostPerItem: { [items[0].reference]: '9' },
      reasonType: 'other',
      reason: 'Typed',
    });
    expect(sum.body.details).toEqual([{ field: 'supplierCostPerItem', message: 'The item costs must add up to the supplier total.' }]);
    expect((await bookingRow(booking.id)).version).toBe(1);
  });

  it('takes a free note instead of a reason (required unless a reason is chosen), or a note with a reason', async () => {
    const { booking } = await createPaymentBooking(t);
    const totals = { amount: '90', supplierAmount: '2400' };
    expect((await changePrice(booking.id, totals)).body.details).toEqual([{ field: 'note', message: 'This field is required.' }]);
    expect((await changePrice(booking.id, { ...totals, reason: 'Goodwill' })).body.details).toEqual([
      { field: 'reasonType', message: 'This field is required.' },
    ]);
    expect((await changePrice(booking.id, { ...totals, note: 'x'.repeat(501) })).body.details).toEqual([
      { field: 'note', message: 'The note is text of at most 500 characters.' },
    ]);

    const noted = await changePrice(booking.id, { ...totals, note: '  Agreed with the customer by phone ' });
    expect(noted.status).toBe(200);
    expect(noted.body.priceChanges).toEqual([
      expect.objectContaining({ amountTo: '90.00', reasonType: null, reason: null, note: 'Agreed with the customer by phone' }),
    ]);
    const both = await changePrice(booking.id, { amount: '95', supplierAmount: '2400', reasonType: 'internal', reason: 'Goodwill', note: 'Late pick-up' });
    expect(both.body.priceChanges[1]).toMatchObject({ reasonType: 'internal', reason: 'Goodwill', note: 'Late pick-up' });
    const [log] = await t.dataSource.query(`SELECT details FROM booking_history WHERE booking_id = $1 AND action = 'changePrice' ORDER BY at LIMIT 1`, [
      booking.id,
    ]);
    expect(log.details).toMatchObject({ reasonType: null, reason: null, note: 'Agreed with the customer by phone' });
  });

  it('lets only finance scopes choose a reconciliation period', async () => {
    const { booking } = await createPaymentBooking(t);
    const body = { amount: '90', supplierAmount: '2400', reasonType: 'supplier', reason: 'Supplier fee', reconciliation: { cycle: '2025-06' } };
    const refused = await changePrice(booking.id, body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Choosing a reconciliation period or date needs the reconciliation permission.');
    const finance = await paymentAdmin(t, [Scope.FinanceOps]);
    const ok = await changePrice(booking.id, body, { as: finance.token });
    expect(ok.status).toBe(200);
    expect(ok.body.priceChanges[0].reconciliation).toEqual({ cycle: '2025-06' });
  });

  it('applies a retried change once', async () => {
    const { booking } = await createPaymentBooking(t);
    const key = newIdempotencyKey();
    const body = { amount: '95', supplierAmount: '2400', reasonType: 'internal', reason: 'Goodwill' };
    const [a, b] = [await changePrice(booking.id, body, { key }), await changePrice(booking.id, body, { key })];
    expect(b.body).toEqual(a.body);
    expect((await bookingRow(booking.id)).version).toBe(2);
  });
});
