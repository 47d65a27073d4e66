import { Injectable } from '@nestjs/common';
import { bulkReferencesRefusal, decideSettlement, markedCountRefusal, SettlementRefusal, SettlementStatus, type SettlementEvent } from '@farebox/domain';
import { IdempotencyService, notFound, validationFailed, type AuthenticatedUser } from '@farebox/platform';
import type { EntityManager } from 'typeorm';
import { BookingPayment } from './booking-payment.entity.js';
import type { NModifiedDto, PaymentDetailDto } from './dto/payment.dto.js';
import type { MarkPaidByReferencesDto, MarkPaymentsDto } from './dto/payment-write.dto.js';
import { notAllMarkedPaid, paymentForbidden, paymentRefused } from './payment.errors.js';
import { PaymentLedger, updateCount } from './payment-ledger.service.js';
import { actorOf } from './payment-money.js';
import { PaymentsQueryService } from './payments-query.service.js';

const SET_PAID = `status = 'paid', marked_paid_at = now(), marked_paid_by = $2, version = version + 1, updated_at = now()`;

/** Mark as Paid and Mark as Unpaid in the payments list (the settlement machine), single and in bulk. */
@Injectable()
export class PaymentSettlementService {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly ledger: PaymentLedger,
    private readonly query: PaymentsQueryService,
  ) {}

  setStatus(id: string, status: SettlementStatus, key: string | undefined, user: AuthenticatedUser): Promise<PaymentDetailDto> {
    return this.idempotency.run({ scope: `payments.status:${user.id}`, key, request: { id, status } }, async (manager) => {
      const payment = await manager.findOneBy(BookingPayment, { id });
      if (!payment) throw notFound('Payment');
      const event: SettlementEvent = { type: status === SettlementStatus.Paid ? 'MARK_PAID' : 'MARK_UNPAID', actor: user };
      const decision = decideSettlement(payment.status, event);
      if (!decision.ok) throw decision.forbidden ? paymentForbidden(decision.reason) : paymentRefused(decision.reason);
      // Conditional on the status it was read in: of two racing marks, the second finds no row and gets 409.
      const updated = await updateCount(
        manager,
        `UPDATE booking_payment
            SET status = $2, marked_paid_at = CASE WHEN $2::text = 'paid' THEN now() END, marked_paid_by = CASE WHEN $2::text = 'paid' THEN $4::uuid END,
                version = version + 1, updated_at = now()
          WHERE id = $1 AND status = $3`,
        [id, decision.status, payment.status, user.id],
      );
      if (updated !== 1) throw paymentRefused(decision.status === SettlementStatus.Paid ? SettlementRefusal.AlreadyPaid : SettlementRefusal.AlreadyUnpaid);
      await this.ledger.history(manager, [payment.bookingId], event.type === 'MARK_PAID' ? 'markPaid' : 'markUnpaid', actorOf(user), null);
      return this.query.detail(id, user, manager);
    });
  }

  /** PUT /payments: marks the listed unpaid payments paid; those already paid are left alone and not counted. */
  markPaid(dto: MarkPaymentsDto, key: string | undefined, user: AuthenticatedUser): Promise<NModifiedDto> {
    const ids = [...new Set(dto.payments.map((p) => p.id))];
    assertSomePayments(ids, 'payments');
    return this.idempotency.run({ scope: `payments.markPaid:${user.id}`, key, request: { ids } }, async (manager) => {
      const marked = await this.markWhere(manager, `id = ANY($1::uuid[])`, [ids], user);
      return { nModified: marked.length };
    });
  }

  /** The bulk upload: all of the references are marked paid, or none when the count differs from the expected one. */
  markPaidByReferences(dto: MarkPaidByReferencesDto, key: string | undefined, user: AuthenticatedUser): Promise<NModifiedDto> {
    const references = [...new Set(dto.references.map((r) => r.trim()).filter((r) => r !== ''))];
    assertSomePayments(references, 'references');
    return this.idempotency.run(
      { scope: `payments.markPaidByReferences:${user.id}`, key, request: { references, expectedCount: dto.expectedCount } },
      async (manager) => {
        // A booking whose payment row does not exist yet still counts: create it first.
        await manager.query(
          `INSERT INTO booking_payment (booking_id, company_id, currency, supplier_currency, created_at)
         SELECT id, company_id, currency, supplier_currency, created_at FROM booking WHERE reference = ANY($1::text[])
         ON CONFLICT (booking_id) DO NOTHING`,
          [references],
        );
        const marked = await this.markWhere(manager, `booking_id IN (SELECT id FROM booking WHERE reference = ANY($1::text[]))`, [references], user);
        if (markedCountRefusal(dto.expectedCount, marked.length)) {
          const markedIds = new Set(marked);
          const rows: { reference: string; id: string }[] = await manager.query(`SELECT reference, id FROM booking WHERE reference = ANY($1::text[])`, [
            references,
          ]);
          const markedRefs = new Set(rows.filter((r) => markedIds.has(r.id)).map((r) => r.reference));
          throw notAllMarkedPaid(references.filter((r) => !markedRefs.has(r)));
        }
        return { nModified: marked.length };
      },
    );
  }

  /** Unpaid -> paid (the machine's only Mark as Paid transition) for the matching rows; answers their booking ids. */
  private async markWhere(manager: EntityManager, condition: string, params: unknown[], user: AuthenticatedUser): Promise<string[]> {
    const from = SettlementStatus.Unpaid;
    if (!decideSettlement(from, { type: 'MARK_PAID', actor: user }).ok) return [];
    const [rows] = await manager.query<[{ booking_id: string }[], number]>(
      `UPDATE booking_payment SET ${SET_PAID} WHERE ${condition} AND status = '${from}' RETURNING booking_id`,
      [...params, user.id],
    );
    const bookingIds = rows.map((r) => r.booking_id);
    if (bookingIds.length > 0) await this.ledger.history(manager, bookingIds, 'markPaid', actorOf(user), null);
    return bookingIds;
  }
}

function assertSomePayments(list: string[], field: string): void {
  const refusal = bulkReferencesRefusal(list);
  if (refusal) throw validationFailed([{ field, message: refusal }], refusal);
}
