import { Clock } from '@farebox/platform';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ApproveMethod,
  bookBeforeFor,
  BookingStatus,
  bookingWindowProblem,
  CustomerStatus,
  isInsideAutomaticApprovalCutoff,
  type FieldProblem,
  type PaymentStatus,
} from '@farebox/domain';
import { ProductSearchService, SupplyConfigDefaults, TripsService } from '@farebox/inventory';
import { PartnerCreditLineService } from '@farebox/partners';
import type { AuthenticatedUser } from '@farebox/platform';
import { BookingMailService } from '../booking-documents/booking-mail.service.js';
import { newJourney } from './booking-journey-input.js';
import { BookingJourneys } from './booking-journeys.service.js';
import { invalidBooking } from './booking.errors.js';
import { newBookingReference, supplierReferenceOf } from './booking-reference.js';
import { authorName, BookingTransitions, postingCause } from './booking-transitions.service.js';
import type { CreateBookingDto, CreatedBookingDto, ExchangeBookingDto } from './dto/booking-write.dto.js';
import { Booking } from './booking.entity.js';
import { BookingPaymentsService } from '../payments/booking-payments.service.js';

/** Create and exchange (spec 2.3, 4): the booking form's saves of a new booking. */
@Injectable()
export class BookingWriterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: BookingTransitions,
    private readonly trips: TripsService,
    private readonly journeys: BookingJourneys,
    private readonly mail: BookingMailService,
    private readonly payments: BookingPaymentsService,
    private readonly clock: Clock,
    private readonly products: ProductSearchService,
    private readonly supplyConfigs: SupplyConfigDefaults,
    private readonly creditLine: PartnerCreditLineService,
  ) {}

  create(dto: CreateBookingDto, user: AuthenticatedUser): Promise<Booking> {
    return this.dataSource.transaction((manager) => this.createIn(manager, dto, user));
  }

  /** Creates the booking in the caller's transaction; `extra` sets columns the form does not (an exchange's link). */
  async createIn(manager: EntityManager, dto: CreateBookingDto, user: AuthenticatedUser, extra: Partial<Booking> = {}): Promise<Booking> {
    const { draft, outbound, inbound, terms } = await this.journeys.draft(manager, newJourney(dto), {
      newBooking: true,
      offline: dto.offlineSale,
      isB2b: extra.isB2b,
    });
    await this.journeys.assertChannel(dto.domain);
    // The line's book-before cutoff (the reverse cutoff for a bToA departure) and booking window stop selling a
    // departure, as product search does.
    const now = this.clock.now();
    const { line } = outbound;
    const closed = [outbound, inbound].flatMap((journey, position): FieldProblem[] => {
      if (!journey) return [];
      const bookBefore = bookBeforeFor(journey.trip.direction, { bookBefore: line.bookBeforeMinutes, reverseCutoff: terms.reverseCutoff });
      const message = bookingWindowProblem(journey.trip.departureAt, now, { bookBefore, allocationBookingWindow: line.allocationBookingWindowMinutes });
      return message ? [{ field: position === 0 ? 'outboundTripId' : 'returnTripId', message }] : [];
    });
    if (closed.length > 0) throw invalidBooking(closed);
    let beyondPrepaid = false;
    for (const item of draft.items) {
      // Inside the allocation cutoff the prepaid allocation's unsold seats are no longer sold.
      beyondPrepaid = (await this.products.assertSellable(manager, item.tripId!, draft.seats)).beyondPrepaid || beyondPrepaid;
      await this.trips.reserveSeats(manager, item.tripId!, draft.seats);
    }
    const reference = newBookingReference();
    // Automatic approval (the line's, else its supplier's supply config) does not apply inside the line's
    // automatic-approval cutoff, nor to seats beyond the prepaid allocation (the supplier confirms those).
    const approvesAutomatically = line.automaticApproval || (await this.supplyConfigs.autoApprovesBookings(manager, line));
    const automatic =
      approvesAutomatically && !beyondPrepaid && !isInsideAutomaticApprovalCutoff(outbound.trip.departureAt, now, line.automaticApprovalCutoffMinutes);
    const status = (dto.status as BookingStatus | undefined) ?? (automatic ? BookingStatus.Approved : BookingStatus.Pending);
    const approved = status === BookingStatus.Approved;
    const booking = await manager.save(
      manager.create(Booking, {
        ...draft.booking,
        reference,
        // The booking date (reports, the supplier's cost day) is business time.
        createdAt: this.clock.now(),
        status,
        customerStatus: (dto.customerStatus as CustomerStatus | undefined) ?? (approved ? CustomerStatus.Approved : CustomerStatus.Pending),
        paymentStatus: (dto.paymentStatus as PaymentStatus | undefined) ?? 'unpaid',
        approveMethod: automatic ? ApproveMethod.Automatic : outbound.line.isSupplierApi ? ApproveMethod.SupplierApi : ApproveMethod.PendingApproval,
        approvalDate: approved ? this.clock.now() : null,
        supplierBookingCode: outbound.line.isSupplierApi ? supplierReferenceOf(reference) : null,
        domain: dto.domain ?? 'farebox',
        isFraudulent: dto.isFraudulent ?? false,
        ...extra,
      }),
    );
    await this.journeys.insertRows(manager, booking, draft);
    // A booking agent's booking is charged to its credit line (409 when the balance does not cover it).
    const charge = { bookingId: booking.id, domain: booking.domain, amount: booking.priceAmount.toFixed(2), currency: booking.currency };
    await this.creditLine.chargeBooking(manager, charge, user);
    await this.payments.open(manager, booking);
    await this.transitions.postSupplierCost(manager, booking, postingCause(booking, 'create', booking.version, user));
    await this.transitions.history(manager, booking, 'created', user);
    if (dto.notify)
      await this.mail.queueNotify(manager, {
        bookingId: booking.id,
        change: 'created',
        by: user,
        supportTeam: dto.notify.supportTeam,
        supplier: dto.notify.supplier,
      });
    return booking;
  }

  /**
   * Exchange (spec 4): cancels this booking, creates the new one and moves the payment to it, in one transaction,
   * so a failure at any step (no seats, a refused rule) leaves the booking and its payment as they were.
   */
  exchange(id: string, dto: ExchangeBookingDto, user: AuthenticatedUser): Promise<CreatedBookingDto> {
    return this.dataSource.transaction(async (manager) => {
      let created: Booking | undefined;
      await this.transitions.run(
        {
          id,
          expectedVersion: dto.version,
          command: 'exchange',
          action: 'exchanged',
          patch: () => ({
            canceledAt: this.clock.now(),
            canceledBy: authorName(user),
            inProgressBy: null,
            cancellation: { refundType: 'none', reason: 'Exchanged' },
          }),
          apply: async ({ booking, items }) => {
            for (const item of items) if (item.tripId) await this.trips.releaseSeats(manager, item.tripId, booking.passengersCount);
            // The old booking's credit-line charge goes back before the new booking is charged.
            await this.creditLine.refundBooking(manager, id, null, user);
            created = await this.createIn(manager, { domain: booking.domain, ...dto.booking }, user, {
              // The new booking keeps the old one's channel unless the form names another (an absent domain arrives as
              // undefined), so a booking agent's exchange is charged to its credit line again.
              domain: dto.booking.domain ?? booking.domain,
              exchangedFromId: id,
              cartReference: booking.cartReference,
              isB2b: booking.isB2b,
            });
            await manager.update(Booking, { id }, { exchangedToId: created.id });
            await this.payments.movePayment(manager, id, created.id, user);
            // The new booking took the old one's supplier refunds with its payment.
            await this.transitions.postSupplierCost(manager, created, postingCause(created, 'exchangedFrom', created.version, user));
            await this.transitions.history(manager, created, 'exchangedFrom', user, { from: booking.reference });
          },
        },
        user,
        manager,
      );
      return { id: created!.id, reference: created!.reference };
    });
  }
}
