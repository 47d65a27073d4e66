import { randomUUID } from 'node:crypto';
import { Role } from '@farebox/domain';
import { RefundCouponsService } from '@farebox/discounts';
import { APP_CONFIG, type AppConfig } from '@farebox/platform';
import { createUser, newIdempotencyKey, simulatorCall, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

const system = { id: null, name: 'Booking cancellation' };
const tag = randomUUID().slice(0, 6).toUpperCase();

interface CouponInput {
  amount: string;
  fee?: string;
  currency?: string;
  email?: string;
  refs?: string[];
  /** The card payments (captured amounts) the simulator knows; default one covering amount + fee. */
  payments?: string[];
}

describe('refund coupons: the list, its filters and the cancels', () => {
  let t: TestApp;
  let coupons: RefundCouponsService;
  let support: string;
  let admin: string;
  let readAdmin: string;
  let agent: string;
  let n = 0;

  const issue = async (input: CouponInput) => {
    n++;
    const refs = input.refs ?? [`BK${tag}${n}`];
    const captured = input.payments ?? [(Number(input.amount) + Number(input.fee ?? '0')).toFixed(2)];
    const currency = input.currency ?? 'USD';
    const sourcePayments = captured.map((amount, i) => ({ paymentId: `pay_${tag}_${n}_${i}`, bookingReference: refs[0], amount }));
    const loaded = await simulatorCall(t.simulators.gatewayUrl, 'POST', '/_simulator/payments', {
      payments: sourcePayments.map((p) => ({ id: p.paymentId, amount: p.amount, currency, reference: p.bookingReference })),
    });
    expect(loaded.status).toBe(201);
    return t.dataSource.transaction((manager) =>
      coupons.issue(
        manager,
        {
          code: `RC${tag}${n}`,
          email: input.email ?? `customer${n}@example.test`,
          currency,
          amount: input.amount,
          processingFee: input.fee ?? '0.00',
          bookingReferences: refs,
          sourcePayments,
          expireAt: new Date('2027-06-01T00:00:00Z'),
        },
        system,
      ),
    );
  };
  const list = (query: Record<string, string>, as = support) => t.http.get('/api/refund-coupons').query(query).set('Authorization', as);
  const cancel = (id: string, includeProcessingFees: boolean, key: string | null = newIdempotencyKey(), as = support) => {
    const req = t.http.post(`/api/refund-coupons/${id}/cancel`).set('Authorization', as);
    if (key) req.set('Idempotency-Key', key);
    return req.send({ includeProcessingFees });
  };
  const gatewayPayment = async (paymentId: string) =>
    (await simulatorCall<{ refunded: string; refunds: { amount: string }[] }>(t.simulators.gatewayUrl, 'GET', `/v1/payments/${paymentId}`)).body;
  const rowOf = async (code: string) => (await list({ code }).expect(200)).body.data[0];

  beforeAll(async () => {
    t = await startTestApp();
    coupons = t.app.get(RefundCouponsService);
    const auth = async (role: Role) => `Bearer ${await tokenFor(t, await createUser(t, { role }))}`;
    [support, admin, readAdmin, agent] = await Promise.all([auth(Role.Support), auth(Role.Admin), auth(Role.ReadAdmin), auth(Role.Agent)]);
  });
  afterAll(() => t.close());

  it('filters by code, e-mail, booking reference (issued for or consumed by), status and currency, 20 a page', async () => {
    const euro = await issue({ amount: '80.00', currency: 'EUR', email: `Maria.${tag}@example.test` });
    const consumed = await issue({ amount: '50.00', fee: '2.00' });
    await t.dataSource.transaction((m) => coupons.consume(m, consumed.id, '20.00', [`NEW${tag}`], system));
    const done = await issue({ amount: '10.00' });
    await cancel(done.id, false).expect(200);

    const byCode = await list({ code: consumed.code.toLowerCase() }).expect(200);
    expect(byCode.body.meta).toEqual({ limit: 20, offset: 0, total: 1 });
    expect(byCode.body.data[0]).toMatchObject({
      code: consumed.code,
      balance: '30.00',
      currency: 'USD',
      processingFee: '2.00',
      status: 'active',
      bookingReferences: consumed.bookingReferences,
      consumptions: [{ amount: '-20.00', bookingReferences: [`NEW${tag}`] }],
      allowedActions: ['cancelIncludingFees', 'cancelExcludingFees'],
      expireAt: '2027-06-01T00:00:00.000Z',
    });
    expect((await list({ email: `maria.${tag}` }).expect(200)).body.data.map((c: { id: string }) => c.id)).toEqual([euro.id]);
    expect((await list({ bookingReference: `NEW${tag}` }).expect(200)).body.data.map((c: { id: string }) => c.id)).toEqual([consumed.id]);
    expect((await list({ bookingReference: euro.bookingReferences[0] }).expect(200)).body.data.map((c: { id: string }) => c.id)).toEqual([euro.id]);
    expect((await list({ code: `RC${tag}`, currency: 'EUR' }).expect(200)).body.data.map((c: { id: string }) => c.id)).toEqual([euro.id]);
    const inactive = await list({ code: `RC${tag}`, status: 'inactive' }).expect(200);
    expect(inactive.body.data.map((c: { id: string }) => c.id)).toEqual([done.id]);
    expect(inactive.body.data[0]).toMatchObject({ balance: '0.00', status: 'inactive', allowedActions: [] });
    expect((await list({ code: `RC${tag}`, status: 'active' }).expect(200)).body.meta.total).toBe(2);
    expect((await list({ code: `RC${tag}`, limit: '1', offset: '1' }).expect(200)).body).toMatchObject({ meta: { limit: 1, offset: 1, total: 3 } });
    await list({ status: 'expired' }).expect(400);
    await list({ currency: 'XXX' }).expect(400);
  });

  it('lets read-admin read without cancel actions and refuses its cancel; refuses agents altogether', async () => {
    const coupon = await issue({ amount: '25.00' });
    const seen = await list({ code: coupon.code }, readAdmin).expect(200);
    expect(seen.body.data[0]).toMatchObject({ status: 'active', allowedActions: [] });
    await cancel(coupon.id, true, newIdempotencyKey(), readAdmin).expect(403);
    await list({}, agent).expect(403);
    await cancel(coupon.id, true, newIdempotencyKey(), agent).expect(403);
    expect(await rowOf(coupon.code)).toMatchObject({ status: 'active', balance: '25.00' });
    await cancel(coupon.id, true, null).expect(400);
    await t.http.post(`/api/refund-coupons/${coupon.id}/cancel`).set('Authorization', admin).set('Idempotency-Key', newIdempotencyKey()).send({}).expect(400);
  });

  it('refunds the balance plus the processing fee including fees, the balance only excluding them, over the source payments', async () => {
    const including = await issue({ amount: '40.00', fee: '1.50' });
    const res = await cancel(including.id, true, newIdempotencyKey(), admin).expect(200);
    expect(res.body).toMatchObject({ refunded: '41.50', coupon: { id: including.id, status: 'inactive', balance: '0.00', allowedActions: [] } });
    expect((await gatewayPayment(including.sourcePayments[0].paymentId)).refunded).toBe('41.50');

    const excluding = await issue({ amount: '50.00', fee: '1.50', payments: ['30.00', '21.50'] });
    await t.dataSource.transaction((m) => coupons.consume(m, excluding.id, '5.00', [`USE${tag}`], system));
    const res2 = await cancel(excluding.id, false).expect(200);
    expect(res2.body).toMatchObject({ refunded: '45.00', coupon: { status: 'inactive', balance: '0.00' } });
    expect((await gatewayPayment(excluding.sourcePayments[0].paymentId)).refunded).toBe('30.00');
    expect((await gatewayPayment(excluding.sourcePayments[1].paymentId)).refunded).toBe('15.00');
    const [entry] = await t.dataSource.query(
      `SELECT amount, fee_refunded, jsonb_array_length(gateway_refunds) AS refunds FROM refund_coupon_entry WHERE coupon_id = $1 AND kind = 'refund'`,
      [excluding.id],
    );
    expect(entry).toEqual({ amount: '-45.00', fee_refunded: '0.00', refunds: 2 });
  });

  it('answers a retry with the same key with the first result and refunds once; of two racing cancels one refunds, the other gets 409', async () => {
    const coupon = await issue({ amount: '30.00', fee: '1.00' });
    const key = newIdempotencyKey();
    const [first, retry] = await Promise.all([cancel(coupon.id, true, key), cancel(coupon.id, true, key)]);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await cancel(coupon.id, true, key).expect(200)).body).toEqual(first.body);
    expect((await gatewayPayment(coupon.sourcePayments[0].paymentId)).refunds).toHaveLength(1);
    await cancel(coupon.id, false, key).expect(422);

    const raced = await issue({ amount: '20.00' });
    const answers = await Promise.all([cancel(raced.id, false), cancel(raced.id, true, newIdempotencyKey(), admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('RefundCouponNotCancellable');
    expect((await gatewayPayment(raced.sourcePayments[0].paymentId)).refunds).toHaveLength(1);
  });

  it('refuses to cancel an inactive or a zero-balance coupon with 409', async () => {
    const coupon = await issue({ amount: '15.00' });
    await cancel(coupon.id, false).expect(200);
    expect((await cancel(coupon.id, false).expect(409)).body.code).toBe('RefundCouponNotCancellable');
    const used = await issue({ amount: '12.00' });
    await t.dataSource.transaction((m) => coupons.consume(m, used.id, '12.00', [`ALL${tag}`], system));
    await expect(t.dataSource.transaction((m) => coupons.consume(m, used.id, '0.01', [`ALL${tag}`], system))).rejects.toMatchObject({
      code: 'RefundCouponUnusable',
      message: "The coupon's balance (0.00) does not cover 0.01.",
    });
    await expect(t.dataSource.transaction((m) => coupons.consume(m, coupon.id, '1.00', [`ALL${tag}`], system))).rejects.toMatchObject({
      code: 'RefundCouponUnusable',
      message: `Coupon ${coupon.code} is inactive: it cannot pay for a booking.`,
    });
    expect((await cancel(used.id, true).expect(409)).body.code).toBe('RefundCouponNotCancellable');
    expect((await gatewayPayment(used.sourcePayments[0].paymentId)).refunds).toHaveLength(0);
    await cancel(randomUUID(), true).expect(404);
  });

  it('leaves the coupon active with its balance when the gateway is down (502), and refunds on a retry once it is back', async () => {
    const coupon = await issue({ amount: '35.00', fee: '1.00' });
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const gatewayUrl = config.paymentGatewayUrl;
    const key = newIdempotencyKey();
    config.paymentGatewayUrl = 'http://127.0.0.1:9';
    try {
      const res = await cancel(coupon.id, true, key).expect(502);
      expect(res.body.code).toBe('PaymentGatewayUnavailable');
    } finally {
      config.paymentGatewayUrl = gatewayUrl;
    }
    expect(await rowOf(coupon.code)).toMatchObject({ status: 'active', balance: '35.00', allowedActions: ['cancelIncludingFees', 'cancelExcludingFees'] });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM refund_coupon_entry WHERE coupon_id = $1`, [coupon.id]);
    expect(count).toBe(1);
    expect((await cancel(coupon.id, true, key).expect(200)).body.refunded).toBe('36.00');
  });
});
