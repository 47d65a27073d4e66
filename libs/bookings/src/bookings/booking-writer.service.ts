import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ApproveMethod,
  BookingAction,
  bookingActionRefusal,
  BookingMessage,
  BookingRefusal,
  BookingStatus,
  CustomerStatus,
  isEmail,
  planBookingTransition,
  type AmendStatus,
  type PaymentStatus,
} from '@farebox/domain';
import { TripsService, type TripForBooking } from '@farebox/inventory';
import { ChannelsService } from '@farebox/partners';
import type { AuthenticatedUser, FieldError } from '@farebox/platform';
import { BookingMailService } from '../vouchers/booking-mail.service.js';
import { invalidBooking, staleBooking, supplierApiReadOnly, transitionRefused } from './booking.errors.js';
import { draftBooking, type BookingDraft, type DraftInput } from './booking-draft.js';
import { itemReference, newBookingReference, supplierReferenceOf } from './booking-reference.js';
import { actorOf, authorName, BookingTransitions, type CommandContext } from './booking-transitions.service.js';
import type { CreateBookingDto, CreatedBookingDto, ExchangeBookingDto, UpdateBookingDto } from './dto/booking-write.dto.js';
import { BookingItem } from './entities/booking-item.entity.js';
import { BookingPassenger } from './entities/booking-passenger.entity.js';
import { Booking } from './entities/booking.entity.js';
import { BookingPaymentsService } from '../payments/booking-payments.service.js';

/** Fields a supplier-API booking (or one whose tickets are issued) still takes. */
const CONTACT_FIELDS = ['phone', 'email', 'isFraudulent'] as const;
const JOURNEY_FIELDS = ['lineId', 'outboundTripId', 'returnTripId', 'passengers', 'passengersCount', 'extras', 'vehicles', 'packId'] as const;
const STATUS_FIELDS = ['status', 'customerStatus', 'paymentStatus', 'amendStatus'] as const;

const personKey = (p: { firstName?: string | null; lastName?: string | null }) => `${p.firstName?.trim().toLowerCase()}|${p.lastName?.trim().toLowerCase()}`;

/** Create, edit and exchange (spec 2.3): the booking form's saves. */
@Injectable()
export class BookingWriterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: BookingTransitions,
    private readonly trips: TripsService,
    private readonly channels: ChannelsService,
    private readonly mail: BookingMailService,
    private readonly payments: BookingPaymentsService,
  ) {}

  create(dto: CreateBookingDto, user: AuthenticatedUser): Promise<Booking> {
    return this.dataSource.transaction((manager) => this.createIn(manager, dto, user));
  }

  /** Creates the booking in the caller's transaction; `extra` sets columns the form does not (an exchange's link). */
  async createIn(manager: EntityManager, dto: CreateBookingDto, user: AuthenticatedUser, extra: Partial<Booking> = {}): Promise<Booking> {
    const { draft, outbound } = await this.draft(manager, dto);
    await this.assertDomain(dto.domain);
    for (const item of draft.items) await this.trips.reserveSeats(manager, item.tripId!, draft.seats);
    const reference = newBookingReference();
    const automatic = outbound.line.automaticApproval;
    const status = (dto.status as BookingStatus | undefined) ?? (automatic ? BookingStatus.Approved : BookingStatus.Pending);
    const approved = status === BookingStatus.Approved;
    const booking = await manager.save(
      manager.create(Booking, {
        ...draft.booking,
        reference,
        status,
        customerStatus: (dto.customerStatus as CustomerStatus | undefined) ?? (approved ? CustomerStatus.Approved : CustomerStatus.Pending),
        paymentStatus: (dto.paymentStatus as PaymentStatus | undefined) ?? 'unpaid',
        approveMethod: automatic ? ApproveMethod.Automatic : outbound.line.isSupplierApi ? ApproveMethod.SupplierApi : ApproveMethod.PendingApproval,
        approvalDate: approved ? new Date() : null,
        supplierBookingCode: outbound.line.isSupplierApi ? supplierReferenceOf(reference) : null,
        domain: dto.domain ?? 'farebox',
        isFraudulent: dto.isFraudulent ?? false,
        ...extra,
      }),
    );
    await this.insertRows(manager, booking, draft, new Set());
    await this.payments.open(manager, booking);
    await this.transitions.history(manager, booking, 'created', user);
    if (dto.notify) await this.mail.queueNotify(manager, { bookingId: booking.id, change: 'created', by: user, supportTeam: dto.notify.supportTeam, supplier: dto.notify.supplier });
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
          patch: () => ({ canceledAt: new Date(), canceledBy: authorName(user), inProgressBy: null, cancellation: { refundType: 'none', reason: 'Exchanged' } }),
          apply: async ({ booking, items }) => {
            for (const item of items) if (item.tripId) await this.trips.releaseSeats(manager, item.tripId, booking.passengersCount);
            created = await this.createIn(manager, { domain: booking.domain, ...dto.booking }, user, { exchangedFromId: id, cartReference: booking.cartReference, isB2b: booking.isB2b });
            await manager.update(Booking, { id }, { exchangedToId: created.id });
            await this.payments.movePayment(manager, id, created.id);
            await this.transitions.history(manager, created, 'exchangedFrom', user, { from: booking.reference });
          },
        },
        user,
        manager,
      );
      return { id: created!.id, reference: created!.reference };
    });
  }

  async update(id: string, dto: UpdateBookingDto, user: AuthenticatedUser): Promise<Booking> {
    return this.dataSource.transaction(async (manager) => {
      const ctx = await this.transitions.context(manager, id, user);
      const refusal = bookingActionRefusal(BookingAction.Edit, actorOf(user), ctx.facts);
      if (refusal) throw transitionRefused(refusal);
      const { booking } = ctx;
      if (booking.version !== dto.version) throw staleBooking(booking.version);
      const given = (Object.keys(dto) as (keyof UpdateBookingDto)[]).filter((k) => dto[k] !== undefined && k !== 'version' && k !== 'notify');
      if (booking.isSupplierApi || booking.ticketsIssued) {
        const refused = given.filter((k) => !(CONTACT_FIELDS as readonly string[]).includes(k));
        if (refused.length > 0) throw supplierApiReadOnly(refused);
      }
      const patch: Partial<Booking> = {};
      const errors: FieldError[] = [];
      if (dto.email !== undefined) {
        if (!isEmail(dto.email.trim())) errors.push({ field: 'email', message: BookingMessage.InvalidEmail });
        patch.email = dto.email.trim();
      }
      if (dto.phone !== undefined) patch.phone = dto.phone.trim() || null;
      if (dto.isFraudulent !== undefined) patch.isFraudulent = dto.isFraudulent;
      if (dto.domain !== undefined) {
        await this.assertDomain(dto.domain);
        patch.domain = dto.domain;
      }
      if (errors.length > 0) throw invalidBooking(errors);

      const journeyChanged = given.some((k) => (JOURNEY_FIELDS as readonly string[]).includes(k));
      if (journeyChanged && booking.status === BookingStatus.Canceled) throw transitionRefused(BookingRefusal.AlreadyCanceled);
      if (journeyChanged) Object.assign(patch, await this.replaceJourney(ctx, dto), dto.email !== undefined ? { email: patch.email } : {});
      const statusSet = given.some((k) => (STATUS_FIELDS as readonly string[]).includes(k));
      let changeRequested = false;
      if (statusSet) {
        if (dto.status) patch.status = dto.status as BookingStatus;
        if (dto.customerStatus) patch.customerStatus = dto.customerStatus as CustomerStatus;
        if (dto.paymentStatus) patch.paymentStatus = dto.paymentStatus as PaymentStatus;
        if (dto.amendStatus !== undefined) patch.amendStatus = dto.amendStatus as AmendStatus | null;
      } else if (journeyChanged && booking.status === BookingStatus.Approved) {
        const plan = planBookingTransition('requestChange', actorOf(user), ctx.facts);
        if (!plan.ok) throw transitionRefused(plan.reason);
        Object.assign(patch, plan.next, {
          amendRequest: { requestedAt: new Date().toISOString(), requestedBy: authorName(user), previousStatus: booking.status, changedFields: given.filter((k) => (JOURNEY_FIELDS as readonly string[]).includes(k)) },
        });
        changeRequested = true;
      }
      const updated = await this.transitions.writeVersioned(manager, booking, dto.version, patch, user);
      await this.transitions.history(manager, updated, changeRequested ? 'changeRequested' : 'edited', user, { fields: given });
      if (dto.notify) {
        const previousCompanyId = booking.companyId !== updated.companyId ? booking.companyId : null;
        await this.mail.queueNotify(manager, {
          bookingId: id,
          change: 'updated',
          by: user,
          supportTeam: dto.notify.supportTeam,
          supplier: dto.notify.supplier,
          ...(previousCompanyId
            ? { supplierChange: { previousCompanyId, cancellationToPrevious: !!dto.notify.cancellationToPrevious, newBookingToCurrent: !!dto.notify.newBookingToCurrent } }
            : {}),
        });
      }
      return updated;
    });
  }

  /** The form's departure and passengers, merged over what the booking has (nothing omitted is lost). */
  private async replaceJourney(ctx: CommandContext, dto: UpdateBookingDto): Promise<Partial<Booking>> {
    const { manager, booking, items, passengers } = ctx;
    const returnTripId = dto.returnTripId === null ? undefined : (dto.returnTripId ?? items[1]?.tripId ?? undefined);
    const lineId = dto.lineId ?? booking.lineId;
    // Vehicles and the pack belong to the line: moved to another one, the booking keeps only those the form sends.
    const sameLine = lineId === booking.lineId;
    const input: CreateBookingDto = {
      lineId,
      outboundTripId: dto.outboundTripId ?? items[0]?.tripId ?? undefined,
      returnTripId,
      passengers: dto.passengers ?? passengers.map(({ firstName, lastName, email, phone, age, passengerType }) => ({ firstName, lastName, email: email ?? undefined, phone: phone ?? undefined, age: age ?? undefined, passengerType })),
      passengersCount: dto.passengersCount ?? booking.passengersCount,
      extras: dto.extras ?? (items[0]?.extras ?? []).map((e) => ({ optionId: e.optionId, value: e.value ?? undefined })),
      vehicles: dto.vehicles ?? (sameLine ? items[0]?.vehiclesOnBoard : undefined),
      packId: dto.packId === null ? undefined : (dto.packId ?? (sameLine ? booking.pack?.id : undefined)),
    };
    if (dto.passengers && input.passengers[0] && !input.passengers[0].email) input.passengers[0].email = dto.email ?? booking.email;
    const { draft } = await this.draft(manager, input);
    for (const item of items) if (item.tripId) await this.trips.releaseSeats(manager, item.tripId, booking.passengersCount);
    for (const item of draft.items) await this.trips.reserveSeats(manager, item.tripId!, draft.seats);
    await manager.delete(BookingItem, { bookingId: booking.id });
    await manager.delete(BookingPassenger, { bookingId: booking.id });
    // Passengers a change request adds need seats when the supplier approves the amend.
    const known = booking.status === BookingStatus.Approved ? new Set(passengers.map(personKey)) : null;
    await this.insertRows(manager, booking, draft, known);
    const { priceAmount: _p, priceAmountUsd: _u, costAmountUsd: _c, costInSupplierCurrency: _s, priceWithoutAddons: _w, basePrice: _b, initialPrice: _i, ...journey } = draft.booking;
    return journey;
  }

  private async draft(manager: EntityManager, dto: DraftInput & { outboundTripId?: string; returnTripId?: string }): Promise<{ draft: BookingDraft; outbound: TripForBooking }> {
    if (!dto.outboundTripId) throw invalidBooking([{ field: 'outboundTripId', message: BookingMessage.Required }]);
    const outbound = await this.trips.findForBooking(dto.outboundTripId, manager);
    const inbound = dto.returnTripId ? await this.trips.findForBooking(dto.returnTripId, manager) : null;
    const result = draftBooking(dto, outbound, inbound);
    if ('errors' in result) throw invalidBooking(result.errors);
    return { draft: result.draft, outbound };
  }

  private async assertDomain(domain: string | undefined): Promise<void> {
    if (domain !== undefined && !(await this.channels.exists(domain))) {
      throw invalidBooking([{ field: 'domain', message: BookingMessage.UnknownChannel }]);
    }
  }

  /** Journeys and passengers of the draft; `known` (when amending) marks the passengers not on the booking before. */
  private async insertRows(manager: EntityManager, booking: Booking, draft: BookingDraft, known: Set<string> | null): Promise<void> {
    await manager.insert(
      BookingItem,
      draft.items.map((item) => ({
        ...item,
        bookingId: booking.id,
        reference: itemReference(booking.reference, item.position!),
        supplierApi: item.supplierApi ? { ...item.supplierApi, supplierBookingReference: booking.supplierBookingCode } : null,
      })) as never,
    );
    await manager.insert(
      BookingPassenger,
      draft.passengers.map((p) => ({ ...p, bookingId: booking.id, isAdded: !!known && known.size > 0 && !known.has(personKey(p)) })) as never,
    );
  }
}
