import { CARD_GATEWAY_PROVIDER } from '@farebox/bookings';
import { RefundCoupon, RefundCouponEntryRow } from '@farebox/discounts';
import { formatCents, RefundCouponEntryKind, toCents } from '@farebox/domain';
import { demoId, type SeedStep } from './seed-step.js';

const DAY_MS = 86_400_000;

/** A demo coupon: what share of its booking's card payment it holds, and what happened to it since. */
interface DemoCoupon {
  n: number;
  daysAgo: number;
  /** Days until it expires (negative: expired). */
  expiresInDays: number;
  /** Share of the balance consumed by a later booking (percent). */
  consumedPercent: number;
  cancelled: boolean;
}

const DEMO_COUPONS: DemoCoupon[] = [
  { n: 1, daysAgo: 3, expiresInDays: 362, consumedPercent: 0, cancelled: false },
  { n: 2, daysAgo: 12, expiresInDays: 353, consumedPercent: 40, cancelled: false },
  { n: 3, daysAgo: 30, expiresInDays: 335, consumedPercent: 100, cancelled: false },
  { n: 4, daysAgo: 45, expiresInDays: 320, consumedPercent: 0, cancelled: true },
  { n: 5, daysAgo: 60, expiresInDays: 305, consumedPercent: 25, cancelled: true },
  { n: 6, daysAgo: 7, expiresInDays: 358, consumedPercent: 0, cancelled: false },
];

/** The demo code of coupon `n` (fixed, so the browser test and the README can name one). */
export const demoCouponCode = (n: number) => `RCDEMO${n}`;

interface SourceBooking {
  reference: string;
  email: string;
  currency: string;
  payment_id: string;
  refundable: string;
}

/**
 * Paid demo bookings whose checkout card payment still has money the gateway can refund (its preload,
 * apps/simulators/gateway-preload.mjs, loads each with what was refunded on it). Every cancelled demo booking was
 * refunded in full to its card, so the demo coupons stand on paid bookings, one coupon each, plus one more booking
 * each for the consumptions.
 */
const SOURCES_SQL = `
SELECT b.reference, b.email, b.currency, c.provider_payment_id AS payment_id,
       (c.amount - COALESCE((SELECT sum(r.amount) FROM payment_transaction r
                              WHERE r.type = 'refund' AND r.provider = c.provider AND r.provider_payment_id = c.provider_payment_id), 0))::text AS refundable
  FROM booking b JOIN payment_transaction c ON c.booking_id = b.id AND c.type = 'charge' AND c.provider = $1 AND c.provider_payment_id IS NOT NULL
 WHERE b.payment_status = 'paid' AND c.amount >= 20
 ORDER BY b.id LIMIT $2`;

/**
 * Refund coupons (spec part 3, sections 2 to 4) relative to the clock: active with a full balance, partly and fully
 * consumed, and cancelled (refunded) ones; each coupon holds half its booking's refundable card payment and records a
 * 3 % processing fee, so both cancels can refund through the gateway simulator.
 */
export const refundCouponsSeed: SeedStep = {
  name: 'refund-coupons',
  entities: [RefundCoupon, RefundCouponEntryRow],
  async run({ manager, now }) {
    const sources = await manager.query<SourceBooking[]>(SOURCES_SQL, [CARD_GATEWAY_PROVIDER, DEMO_COUPONS.length * 2]);
    if (sources.length < DEMO_COUPONS.length * 2) return 0;
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const coupons: Partial<RefundCoupon>[] = [];
    const entries: Partial<RefundCouponEntryRow>[] = [];
    const entry = (coupon: DemoCoupon, i: number, fields: Partial<RefundCouponEntryRow>) =>
      entries.push({
        id: demoId('c6', coupon.n * 10 + i),
        couponId: demoId('c5', coupon.n),
        bookingReferences: [],
        feeRefunded: '0.00',
        gatewayRefunds: [],
        createdById: null,
        createdByName: 'Booking cancellation',
        ...fields,
      });
    for (const coupon of DEMO_COUPONS) {
      const source = sources[coupon.n - 1];
      const user = sources[DEMO_COUPONS.length + coupon.n - 1];
      const refundable = toCents(source.refundable)!;
      const amount = refundable / 2n;
      const fee = (amount * 3n) / 100n;
      const consumed = (amount * BigInt(coupon.consumedPercent)) / 100n;
      coupons.push({
        id: demoId('c5', coupon.n),
        code: demoCouponCode(coupon.n),
        currency: source.currency,
        email: source.email,
        bookingReferences: [source.reference],
        processingFee: formatCents(fee),
        sourcePayments: [{ paymentId: source.payment_id, bookingReference: source.reference, amount: formatCents(amount + fee) }],
        activated: !coupon.cancelled,
        createdAt: at(-coupon.daysAgo),
        expireAt: at(coupon.expiresInDays),
        version: coupon.cancelled ? 2 : 1,
      });
      entry(coupon, 1, { kind: RefundCouponEntryKind.Issue, amount: formatCents(amount), createdAt: at(-coupon.daysAgo) });
      if (consumed > 0n) {
        entry(coupon, 2, {
          kind: RefundCouponEntryKind.Consumption,
          amount: formatCents(-consumed),
          bookingReferences: [user.reference],
          createdAt: at(-coupon.daysAgo + 1),
          createdByName: 'Checkout',
        });
      }
      if (coupon.cancelled) {
        entry(coupon, 3, {
          kind: RefundCouponEntryKind.Refund,
          amount: formatCents(consumed - amount),
          createdAt: at(-coupon.daysAgo + 2),
          createdByName: 'Ada Admin',
        });
      }
    }
    const inserted = await manager.createQueryBuilder().insert().into(RefundCoupon).values(coupons).orIgnore().execute();
    const ledger = await manager.createQueryBuilder().insert().into(RefundCouponEntryRow).values(entries).orIgnore().execute();
    return (inserted.raw as unknown[]).length + (ledger.raw as unknown[]).length;
  },
};
