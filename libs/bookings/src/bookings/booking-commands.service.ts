import { Clock } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ApproveMethod,
  BlockDeparture,
  BookingAction,
  bookingActionRefusal,
  BookingMessage,
  validateApproval,
  validateDecline,
  type BookingCommand,
} from '@farebox/domain';
import { TripsService } from '@farebox/inventory';
import type { AuthenticatedUser } from '@farebox/platform';
import { invalidBooking, transitionRefused } from './booking.errors.js';
import { BookingAttachmentsService } from './booking-attachments.service.js';
import { withoutProposal } from './booking-journey-input.js';
import { BookingJourneys } from './booking-journeys.service.js';
import { approvalRequirementsOf, manualBlockingOf } from './booking-read.service.js';
import { actorOf, authorName, BookingTransitions, type CommandContext } from './booking-transitions.service.js';
import type { AddNoteDto, ApproveBookingDto, DeclineBookingDto, VersionedCommandDto } from './dto/booking-commands.dto.js';
import { BookingItem, type ItemExtra } from './booking-item.entity.js';
import { BookingNote } from './booking-note.entity.js';
import { BookingPassenger } from './booking-passenger.entity.js';
import { Booking } from './booking.entity.js';

const trimmedOrNull = (v: string | null | undefined) => v?.trim() || null;

/** Approve, decline, re-approve, the change-request answers, and the markers that are not transitions. */
@Injectable()
export class BookingCommandsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: BookingTransitions,
    private readonly trips: TripsService,
    private readonly attachments: BookingAttachmentsService,
    private readonly journeys: BookingJourneys,
    private readonly clock: Clock,
  ) {}

  async approve(id: string, dto: ApproveBookingDto, user: AuthenticatedUser, command: 'approve' | 'reapprove' = 'approve'): Promise<Booking> {
    // Attached files are never removed, so reading this before the versioned transaction cannot go stale.
    const hasAttachments = await this.attachments.hasAttached(id);
    return this.transitions.run(
      {
        id,
        expectedVersion: dto.version,
        command,
        action: command === 'approve' ? 'approved' : 'reapproved',
        validate: (ctx) => validateApproval(dto, approvalRequirementsOf(ctx, ctx.passengers, hasAttachments)),
        patch: ({ booking, line }) => {
          const ticketUrl = trimmedOrNull(dto.ticketUrl);
          return {
            approvalInputs: {
              bookingCode: trimmedOrNull(dto.bookingCode),
              seats: dto.seats ?? {},
              qrCodes: dto.qrCodes ?? {},
              pickupTime: trimmedOrNull(dto.pickupTime),
              extras: dto.extras ?? [],
            },
            approvalDate: this.clock.now(),
            approvedBy: authorName(user),
            approveMethod: booking.approveMethod === ApproveMethod.PendingApproval ? ApproveMethod.Manual : booking.approveMethod,
            supplierBookingCode: trimmedOrNull(dto.bookingCode) ?? booking.supplierBookingCode,
            pendingTickets: line.approvalInputs.requiredAttachments && !ticketUrl,
            ticketsIssued: booking.ticketsIssued || !!ticketUrl,
            inProgressBy: null,
          };
        },
        apply: async (ctx) => {
          await this.saveApprovalInputs(ctx, dto);
          await this.attachments.attach(ctx.manager, id, dto.attachmentIds ?? []);
        },
      },
      user,
    );
  }

  decline(id: string, dto: DeclineBookingDto, user: AuthenticatedUser): Promise<Booking> {
    return this.transitions.run(
      {
        id,
        expectedVersion: dto.version,
        command: 'decline',
        action: 'declined',
        details: { reason: dto.reason ?? null },
        validate: ({ booking }) => validateDecline(dto, { isFullAdmin: user.isFullAdmin, manualBlocking: manualBlockingOf(booking) }),
        patch: () => ({
          declineReason: dto.reason!,
          declineReasonText: trimmedOrNull(dto.reasonText),
          blockDeparture: (dto.blockDeparture ?? null) as BlockDeparture | null,
          declinedAt: this.clock.now(),
          declinedBy: authorName(user),
          inProgressBy: null,
        }),
        apply: async ({ manager, items }) => {
          const legs = { firstLeg: [0], secondLeg: [1], both: [0, 1], none: [] }[dto.blockDeparture ?? BlockDeparture.None] ?? [];
          for (const position of legs) {
            const tripId = items.find((i) => i.position === position)?.tripId;
            if (tripId) await this.trips.blockDeparture(manager, tripId);
          }
        },
      },
      user,
    );
  }

  /**
   * The supplier's answer to a change request. The edit kept the proposed journey aside (amend_request.proposal):
   * accepted, it is put on the booking now (seats released and taken); declined, it is dropped and the booking is
   * as it was, back in its status before the request.
   */
  answerChangeRequest(id: string, dto: VersionedCommandDto, user: AuthenticatedUser, answer: 'approve' | 'decline'): Promise<Booking> {
    const command: BookingCommand = answer === 'approve' ? 'approveChange' : 'declineChange';
    return this.transitions.run(
      {
        id,
        expectedVersion: dto.version,
        command,
        action: answer === 'approve' ? 'changeApproved' : 'changeDeclined',
        patch: (ctx) => (answer === 'approve' ? this.journeys.applyProposal(ctx) : { amendRequest: withoutProposal(ctx.booking.amendRequest) }),
      },
      user,
    );
  }

  /** The in-progress marker of a pending manual booking: not a transition, so it keeps the version. */
  setInProgress(id: string, inProgress: boolean, user: AuthenticatedUser): Promise<void> {
    return this.marker(
      id,
      user,
      BookingAction.ToggleInProgress,
      { inProgressBy: inProgress ? user.id : null },
      inProgress ? 'inProgress' : 'inProgressCleared',
    );
  }

  /** The agent's handled checkbox. */
  setHandled(id: string, handled: boolean, user: AuthenticatedUser): Promise<void> {
    return this.marker(id, user, BookingAction.ToggleHandled, { isHandled: handled }, handled ? 'handled' : 'unhandled');
  }

  async addNote(id: string, dto: AddNoteDto, user: AuthenticatedUser): Promise<void> {
    const note = dto.note.trim();
    if (!note) throw invalidBooking([{ field: 'note', message: BookingMessage.Required }]);
    await this.dataSource.transaction(async (manager) => {
      const ctx = await this.transitions.context(manager, id, user);
      this.assertAllowed(ctx, BookingAction.AddNote);
      await manager.insert(BookingNote, { bookingId: id, note, byUserId: user.id, byName: authorName(user) });
      await manager.update(Booking, { id }, { hasNote: true });
    });
  }

  private async marker(id: string, user: AuthenticatedUser, action: BookingAction, patch: Partial<Booking>, historyAction: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const ctx = await this.transitions.context(manager, id, user);
      this.assertAllowed(ctx, action);
      await manager.update(Booking, { id }, patch as never);
      await this.transitions.history(manager, { ...ctx.booking, ...patch }, historyAction, user);
    });
  }

  private assertAllowed(ctx: CommandContext, action: BookingAction): void {
    const refusal = bookingActionRefusal(action, actorOf(ctx.user), ctx.facts);
    if (refusal) throw transitionRefused(refusal);
  }

  /** Seats and QR codes on the passengers; pickup time, ticket link and extras confirmation on the journeys. */
  private async saveApprovalInputs({ manager, items, passengers }: CommandContext, dto: ApproveBookingDto): Promise<void> {
    for (const p of passengers) {
      const seats = dto.seats?.[p.id];
      const qr = dto.qrCodes?.[p.id];
      if (seats || qr) {
        await manager.update(
          BookingPassenger,
          { id: p.id },
          { seats: seats ? { ...p.seats, ...seats } : p.seats, qrCodes: qr ? { ...p.qrCodes, departure: qr } : p.qrCodes },
        );
      }
    }
    const ticketUrl = trimmedOrNull(dto.ticketUrl);
    for (const item of items) {
      const extras: ItemExtra[] = item.extras.map((e) => {
        const answer = dto.extras?.find((a) => a.id === e.id);
        return answer ? { ...e, status: answer.status as ItemExtra['status'], otherValue: trimmedOrNull(answer.otherValue) } : e;
      });
      await manager.update(
        BookingItem,
        { id: item.id },
        {
          extras,
          ...(ticketUrl ? { ticketUrl } : {}),
          ...(item.position === 0 && trimmedOrNull(dto.pickupTime) ? { approvedDepartureTime: trimmedOrNull(dto.pickupTime) } : {}),
        },
      );
    }
  }
}
