import { Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { CancellationType, planBookingTransition, RefundType, validateCancel } from '@farebox/domain';
import { TripsService } from '@farebox/inventory';
import { PartnerCreditLineService } from '@farebox/partners';
import { Clock, IdempotencyService, type AuthenticatedUser } from '@farebox/platform';
import { SupplierApi } from '../integrations/supplier-api.port.js';
import { BookingPaymentsService } from '../payments/booking-payments.service.js';
import { BookingEmailKind } from '../booking-documents/booking-email-log.entity.js';
import { BookingMailService } from '../booking-documents/booking-mail.service.js';
import { invalidBooking, transitionRefused } from './booking.errors.js';
import { actorOf, authorName, BookingTransitions, type CommandContext } from './booking-transitions.service.js';
import type { CancelBookingDto } from './dto/booking-commands.dto.js';
import type { CancelResultDto } from './dto/booking-results.dto.js';

const money = (v: string | null | undefined) => (v?.trim() ? new Decimal(v.trim()) : new Decimal(0));

/** What goes back to the customer (booking currency) and from the supplier (supplier currency). */
async function refundOf(ctx: CommandContext, dto: CancelBookingDto, payments: BookingPaymentsService): Promise<{ amount: Decimal; supplierAmount: Decimal }> {
  const { booking } = ctx;
  switch (dto.refundType) {
    case RefundType.Full: {
      const summary = await payments.paymentSummary(booking.id, ctx.user, ctx.manager);
      const fees = booking.additionalFees.reduce((sum, fee) => sum.plus(fee.price), new Decimal(0));
      const paid = new Decimal(summary.paidAmount ?? 0);
      return { amount: Decimal.max(0, dto.includeFees ? paid : paid.minus(fees)), supplierAmount: booking.costInSupplierCurrency };
    }
    default:
      // Partial, and none (no refund under the policy; still what the supplier gives back, or any amount typed).
      return { amount: money(dto.amount), supplierAmount: money(dto.costRefundInSupplierCurrency) };
  }
}

function cancellationMail(reference: string, refunded: Decimal, currency: string): string {
  const refund = refunded.gt(0)
    ? `A refund of ${refunded.toFixed(2)} ${currency} is on its way to the card you paid with.`
    : 'No refund applies to this cancellation.';
  return `Hello,\n\nYour booking ${reference} has been cancelled.\n${refund}\n\nWe hope to see you again soon.`;
}

/**
 * Cancel (spec 4 and 5): refund by type, the supplier-API booking cancelled at the supplier unless admin-only,
 * seats given back, the customer told when asked; one transaction under the request's Idempotency-Key.
 */
@Injectable()
export class BookingCancelService {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly transitions: BookingTransitions,
    private readonly trips: TripsService,
    private readonly payments: BookingPaymentsService,
    private readonly supplier: SupplierApi,
    private readonly mail: BookingMailService,
    private readonly clock: Clock,
    private readonly creditLine: PartnerCreditLineService,
  ) {}

  cancel(id: string, dto: CancelBookingDto, user: AuthenticatedUser, idempotencyKey: string | undefined): Promise<CancelResultDto> {
    return this.idempotency.run({ scope: `bookings.cancel:${user.id}`, key: idempotencyKey, request: { id, dto }, callsOut: true }, async (manager) => {
      // Locked first, so that nothing changes the booking or its payment between the checks and the writes below.
      await this.payments.lock(manager, id);
      const ctx = await this.transitions.context(manager, id, user);
      const plan = planBookingTransition('cancel', actorOf(user), ctx.facts);
      if (!plan.ok) throw transitionRefused(plan.reason);
      const errors = validateCancel(dto, ctx.booking);
      if (errors.length > 0) throw invalidBooking(errors);
      const { booking } = ctx;
      if (booking.version !== dto.version) throw await this.transitions.stale(manager, id, dto.version, booking.version);
      const refund = await refundOf(ctx, dto, this.payments);
      // A cancellation at the supplier cannot be rolled back: whatever can still refuse the cancel is checked first.
      // What remains (the gateway failing) rolls back ours; a retry asks the supplier again, which is idempotent.
      await this.payments.checkCancellation(manager, id, refund);
      if (booking.isSupplierApi && dto.cancellationType === CancellationType.Supplier) {
        await this.supplier.cancel(
          { integration: booking.supplierIntegration, reference: booking.supplierBookingCode ?? booking.reference },
          dto.reason ?? null,
        );
      }
      let result = { paymentStatus: booking.paymentStatus as string, refunded: '0.00', supplierRefunded: '0.00' };
      const updated = await this.transitions.run(
        {
          id,
          expectedVersion: dto.version,
          command: 'cancel',
          action: 'canceled',
          details: { refundType: dto.refundType, amount: refund.amount.toFixed(2), supplierAmount: refund.supplierAmount.toFixed(2) },
          patch: () => ({
            canceledAt: this.clock.now(),
            canceledBy: authorName(user),
            inProgressBy: null,
            cancellation: {
              refundType: dto.refundType!,
              feePercent: dto.feePercent ?? null,
              amount: refund.amount.toFixed(2),
              costRefundInSupplierCurrency: refund.supplierAmount.toFixed(2),
              includeFees: !!dto.includeFees,
              cancellationType: dto.cancellationType ?? null,
              reason: dto.reason?.trim() || null,
            },
          }),
          apply: async ({ items }, canceled) => {
            for (const item of items) if (item.tripId) await this.trips.releaseSeats(manager, item.tripId, booking.passengersCount);
            // A booking agent's booking gives its refund back to the credit line it was charged to.
            await this.creditLine.refundBooking(manager, id, refund.amount.toFixed(2), user);
            result = await this.payments.settleCancellation(manager, canceled, {
              amount: refund.amount,
              supplierAmount: refund.supplierAmount,
              reason: dto.reason?.trim() || 'Booking cancelled',
              actor: user,
              idempotencyKey,
            });
            if (dto.sendMail) {
              await this.mail.enqueue(manager, [
                {
                  bookingId: id,
                  companyId: null,
                  email: booking.email,
                  subject: `Booking ${booking.reference} is cancelled`,
                  body: cancellationMail(booking.reference, refund.amount, booking.currency),
                  kind: BookingEmailKind.Custom,
                  requestedBy: user.id,
                },
              ]);
            }
          },
        },
        user,
        manager,
      );
      return {
        id,
        reference: updated.reference,
        status: updated.status,
        customerStatus: updated.customerStatus,
        paymentStatus: result.paymentStatus,
        refunded: result.refunded,
        supplierRefunded: result.supplierRefunded,
        version: updated.version,
      };
    });
  }
}
