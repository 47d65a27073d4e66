import type { EntityManager } from 'typeorm';
import { canAccess, canCancelCoupon, COUPON_CANCEL_ACTIONS, REFUND_COUPON_CANCEL_RULE, RefundCouponStatus, toCents } from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import type { RefundCouponDto } from './refund-coupon.dto.js';

interface CouponRow {
  id: string;
  code: string;
  currency: string;
  email: string;
  booking_references: string[];
  processing_fee: string;
  activated: boolean;
  created_at: Date;
  expire_at: Date | null;
  balance: string;
  consumptions: { amount: string; bookingReferences: string[]; createdAt: string }[];
}

/** The derived balance of coupon `alias`: the sum of its ledger entries. */
export const couponBalanceSql = (alias: string) =>
  `COALESCE((SELECT sum(e.amount) FROM refund_coupon_entry e WHERE e.coupon_id = ${alias}.id), 0)::numeric(14, 2)`;

const COUPON_COLUMNS = `c.id, c.code, c.currency, c.email, c.booking_references, c.processing_fee::text AS processing_fee, c.activated,
  c.created_at, c.expire_at, (${couponBalanceSql('c')})::text AS balance,
  COALESCE((SELECT json_agg(json_build_object('amount', e.amount::text, 'bookingReferences', e.booking_references, 'createdAt', e.created_at)
                            ORDER BY e.created_at, e.id)
              FROM refund_coupon_entry e WHERE e.coupon_id = c.id AND e.kind = 'consumption'), '[]') AS consumptions`;

/** The coupons matching `where` (SQL over alias c) as table rows with what `user` may do to each. */
export async function couponRows(
  manager: EntityManager,
  user: AuthenticatedUser,
  where: string,
  params: unknown[],
  page: { limit: number; offset: number } | null = null,
): Promise<RefundCouponDto[]> {
  const paging = page ? ` LIMIT ${page.limit} OFFSET ${page.offset}` : '';
  const rows = await manager.query<CouponRow[]>(
    `SELECT ${COUPON_COLUMNS} FROM refund_coupon c WHERE ${where} ORDER BY c.created_at DESC, c.id DESC${paging}`,
    params,
  );
  const mayCancel = canAccess(user, REFUND_COUPON_CANCEL_RULE);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    balance: r.balance,
    currency: r.currency,
    createdAt: r.created_at.toISOString(),
    expireAt: r.expire_at?.toISOString() ?? null,
    email: r.email,
    bookingReferences: r.booking_references,
    consumptions: r.consumptions.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() })),
    status: r.activated ? RefundCouponStatus.Active : RefundCouponStatus.Inactive,
    processingFee: r.processing_fee,
    allowedActions: mayCancel && canCancelCoupon({ activated: r.activated, balance: toCents(r.balance)! }) ? [...COUPON_CANCEL_ACTIONS] : [],
  }));
}
