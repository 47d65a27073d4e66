import { Clock } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  AmendStatus,
  BookingAction,
  bookingActionRefusal,
  BookingMessage,
  BookingRefusal,
  BookingStatus,
  isEmail,
  planBookingTransition,
} from '@farebox/domain';
import type { AuthenticatedUser } from '@farebox/platform';
import { BookingMailService } from '../booking-documents/booking-mail.service.js';
import type { QueuedDto } from '../booking-documents/dto/send-mail.dto.js';
import { invalidBooking, supplierApiReadOnly, transitionRefused } from './booking.errors.js';
import {
  journeyChanges,
  matchPassengers,
  proposedJourney,
  storedJourney,
  withoutProposal,
  type JourneyField,
  type JourneyInput,
} from './booking-journey-input.js';
import { BookingJourneys, describeChange, type DraftedJourney } from './booking-journeys.service.js';
import { actorOf, authorName, BookingTransitions, postingCause, type CommandContext } from './booking-transitions.service.js';
import type { NotifyBookingDto, UpdateBookingDto } from './dto/booking-write.dto.js';
import { BookingPassenger } from './booking-passenger.entity.js';
import type { Booking, StoredAmendRequest } from './booking.entity.js';

/** Fields a supplier-API booking still takes. */
const SUPPLIER_API_FIELDS = ['version', 'phone', 'email', 'isFraudulent', 'notify'] as const;
const STATUS_FIELDS = ['status', 'customerStatus', 'paymentStatus', 'amendStatus'] as const;

/** The statuses a full admin sets in the form that differ from the booking's. */
function changedStatuses(booking: Booking, dto: UpdateBookingDto): Partial<Pick<Booking, (typeof STATUS_FIELDS)[number]>> {
  return Object.fromEntries(STATUS_FIELDS.filter((k) => dto[k] !== undefined && dto[k] !== booking[k]).map((k) => [k, dto[k]]));
}

/** What the supplier's approval said, which a booking moved to another supplier no longer has. */
const NO_APPROVAL: Partial<Booking> = { approvalInputs: null, approvalDate: null, approvedBy: null, pendingTickets: false, inProgressBy: null };

/** The edit of an existing booking (spec 2.3) and the notify modal's Yes after it. */
@Injectable()
export class BookingEditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: BookingTransitions,
    private readonly journeys: BookingJourneys,
    private readonly mail: BookingMailService,
    private readonly clock: Clock,
  ) {}

  /**
   * Saves an edit from the version it was made on. Values decide, not the fields sent: a journey sent as it is changes
   * nothing. A journey change of an approved booking is a change request the supplier answers; of another booking, or
   * with statuses set by hand, it applies at once; to another supplier's product, it applies at once and the booking
   * is pending for the new supplier. Contact data, the fraud flag and the channel always change at once.
   */
  async update(id: string, dto: UpdateBookingDto, user: AuthenticatedUser): Promise<Booking> {
    return this.dataSource.transaction(async (manager) => {
      const ctx = await this.transitions.context(manager, id, user);
      const refusal = bookingActionRefusal(BookingAction.Edit, actorOf(user), ctx.facts);
      if (refusal) throw transitionRefused(refusal);
      const { booking } = ctx;
      if (booking.version !== dto.version) throw await this.transitions.stale(manager, id, dto.version, booking.version);
      if (booking.isSupplierApi) {
        const refused = (Object.keys(dto) as (keyof UpdateBookingDto)[]).filter(
          (k) => dto[k] !== undefined && !(SUPPLIER_API_FIELDS as readonly string[]).includes(k),
        );
        if (refused.length > 0) throw supplierApiReadOnly(refused);
      }
      if (dto.domain !== booking.domain) await this.journeys.assertChannel(dto.domain);
      const stored = storedJourney(booking, ctx.items, ctx.passengers);
      const proposed = proposedJourney(stored, dto);
      const lead = proposed.passengers[0];
      if (dto.passengers && lead && !lead.email?.trim()) proposed.passengers[0] = { ...lead, email: dto.email ?? booking.email };
      const changes = journeyChanges(stored, proposed);
      const statuses = changedStatuses(booking, dto);
      const drafted = changes.fields.length > 0 || changes.contactsChanged ? await this.journeys.draft(manager, proposed) : null;

      const { patch, action } =
        drafted && changes.fields.length > 0
          ? await this.journeyPatch(ctx, drafted, proposed, changes.fields, Object.keys(statuses).length > 0)
          : {
              patch: statuses.amendStatus === AmendStatus.Approved && booking.amendStatus === AmendStatus.Pending ? await this.journeys.applyProposal(ctx) : {},
              action: 'edited',
            };
      if (statuses.amendStatus !== undefined && booking.amendRequest?.proposal) patch.amendRequest = withoutProposal(booking.amendRequest);
      const contact = await this.contactPatch(ctx, dto, proposed);
      Object.assign(patch, statuses, contact);

      const updated = await this.transitions.writeVersioned(manager, booking, dto.version, patch, user);
      // Statuses set by hand, or a move to another supplier, change what the supplier is owed.
      await this.transitions.postSupplierCost(manager, updated, postingCause(updated, 'edit', updated.version, user));
      const contactFields = (Object.keys(contact) as (keyof Booking)[]).filter((k) => contact[k] !== booking[k]);
      await this.transitions.history(manager, updated, action, user, { fields: [...changes.fields, ...Object.keys(statuses), ...contactFields] });
      if (dto.notify) {
        const previousCompanyId = booking.companyId !== updated.companyId ? booking.companyId : null;
        await this.mail.queueNotify(manager, {
          bookingId: id,
          change: 'updated',
          by: user,
          supportTeam: dto.notify.supportTeam,
          supplier: dto.notify.supplier,
          ...(previousCompanyId
            ? {
                supplierChange: {
                  previousCompanyId,
                  cancellationToPrevious: !!dto.notify.cancellationToPrevious,
                  newBookingToCurrent: !!dto.notify.newBookingToCurrent,
                },
              }
            : {}),
        });
      }
      return updated;
    });
  }

  /** The notify modal's Yes after an edit is saved: e-mails to the support team and to the supplier. */
  notify(id: string, dto: NotifyBookingDto, user: AuthenticatedUser): Promise<QueuedDto> {
    return this.dataSource.transaction(async (manager) => {
      const { facts } = await this.transitions.context(manager, id, user);
      const refusal = bookingActionRefusal(BookingAction.Edit, actorOf(user), facts);
      if (refusal) throw transitionRefused(refusal);
      return {
        queued: await this.mail.queueNotify(manager, { bookingId: id, change: 'updated', by: user, supportTeam: dto.supportTeam, supplier: dto.supplier }),
      };
    });
  }

  /** A changed journey: applied now, or kept in the change request it opens (`direct`: statuses set by hand). */
  private async journeyPatch(
    ctx: CommandContext,
    drafted: DraftedJourney,
    proposed: JourneyInput,
    fields: JourneyField[],
    direct: boolean,
  ): Promise<{ patch: Partial<Booking>; action: string }> {
    const { booking, user } = ctx;
    if (direct) return { patch: await this.journeys.apply(ctx, drafted, false), action: 'edited' };
    // The old supplier is told the booking is cancelled (the notify choices), the new one gets it to approve.
    if (drafted.draft.booking.companyId !== booking.companyId) {
      const plan = planBookingTransition('reassign', actorOf(user), ctx.facts);
      if (!plan.ok) throw transitionRefused(plan.reason);
      const journey = await this.journeys.apply(ctx, drafted, false);
      return { patch: { ...journey, ...plan.next, ...NO_APPROVAL, amendRequest: withoutProposal(booking.amendRequest) }, action: 'reassigned' };
    }
    if (booking.amendStatus === AmendStatus.Pending) throw transitionRefused(BookingRefusal.ChangeRequestPending);
    if (booking.status !== BookingStatus.Approved) return { patch: await this.journeys.apply(ctx, drafted, false), action: 'edited' };
    const plan = planBookingTransition('requestChange', actorOf(user), ctx.facts);
    if (!plan.ok) throw transitionRefused(plan.reason);
    const amendRequest: StoredAmendRequest = {
      requestedAt: this.clock.now().toISOString(),
      requestedBy: authorName(user),
      previousStatus: booking.status,
      changedFields: fields,
      description: describeChange(ctx, drafted, fields),
      proposal: proposed,
    };
    return { patch: { ...plan.next, amendRequest }, action: 'changeRequested' };
  }

  /**
   * What an edit changes at once, change request or not: each passenger's e-mail and phone (the lead passenger's
   * are the booking's, which the body's `email` and `phone` set), the fraud flag and the channel.
   */
  private async contactPatch({ manager, booking, passengers }: CommandContext, dto: UpdateBookingDto, proposed: JourneyInput): Promise<Partial<Booking>> {
    if (dto.email !== undefined && !isEmail(dto.email.trim())) throw invalidBooking([{ field: 'email', message: BookingMessage.InvalidEmail }]);
    const patch: Partial<Booking> = {};
    const matches = matchPassengers(passengers, proposed.passengers);
    for (const [position, next] of proposed.passengers.entries()) {
      const current = passengers[matches[position]];
      if (!current) continue;
      const lead = current.position === 0 && position === 0;
      const email = (lead && dto.email !== undefined ? dto.email : next.email)?.trim() || null;
      const phone = (lead && dto.phone !== undefined ? dto.phone : next.phone)?.trim() || null;
      if (email !== current.email || phone !== current.phone) await manager.update(BookingPassenger, { id: current.id }, { email, phone });
      if (lead) Object.assign(patch, { email: email ?? booking.email, phone });
    }
    if (dto.isFraudulent !== undefined) patch.isFraudulent = dto.isFraudulent;
    if (dto.domain !== undefined) patch.domain = dto.domain;
    return patch;
  }
}
