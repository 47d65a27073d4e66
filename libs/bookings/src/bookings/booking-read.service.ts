import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  allowedBookingActions,
  bookingActionRefusals,
  bookingBlockedReason,
  CONFIRMED_EXTRA_TYPES,
  dateFormat,
  declineReasonsFor,
  type ApprovalRequirements,
} from '@farebox/domain';
import { Line, LineExtraOption, policyRulesForTrips, type LinePolicyRule, type PolicyRuleDto } from '@farebox/inventory';
import { ChangeLogService, entityRows, notFound, queryPrepared, takeOf, type AuthenticatedUser, type ChangeLogEntryDto } from '@farebox/platform';
import { paymentSummaryOf } from '../payments/payment-summary.js';
import { withoutProposal } from './booking-journey-input.js';
import { BOOKING_ENTITY_TYPE } from './booking.errors.js';
import { bookingListSql } from './booking-list.query.js';
import { listItemJson, toListItem, viewerOf, type BookingItemRow } from './booking-list-item.mapper.js';
import { loadBooking, type LoadedBooking } from './booking-loader.js';
import type { BookingDetailDto, BookingItemDto, BookingPassengerDto, BookingPlaceDto, BookingPolicyDto } from './dto/booking-detail.dto.js';
import type { BookingListDto } from './dto/booking-list-item.dto.js';
import type { ListBookingsQueryDto } from './dto/list-bookings-query.dto.js';
import type { BookingItem } from './booking-item.entity.js';
import type { BookingPassenger } from './booking-passenger.entity.js';
import { bookingViewSql, type BookingStationRow, type BookingViewRow } from './booking-view.query.js';
import { Booking } from './booking.entity.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const money = (v: { toFixed(n: number): string } | null) => v?.toFixed(2) ?? null;

/** HH:mm of an instant in a timezone. */
export function localTime(at: Date, timezone: string): string {
  return dateFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** What the approve modal must ask for, from the product's approval inputs and the booking. */
export function approvalRequirementsOf(
  loaded: LoadedBooking,
  passengers: readonly Pick<BookingPassenger, 'id' | 'isAdded'>[],
  hasAttachments: boolean,
): ApprovalRequirements {
  const { line, items } = loaded;
  const outbound = items[0];
  return {
    bookingCode: line.approvalInputs.bookingCode,
    seatsNumber: line.approvalInputs.seatsNumber,
    qrCodes: line.approvalInputs.qrCodes,
    passengerIds: passengers.map((p) => p.id),
    addedPassengerIds: passengers.filter((p) => p.isAdded).map((p) => p.id),
    hasReturn: items.length > 1,
    departureTime: outbound ? localTime(outbound.departureAt, outbound.timezone) : '00:00',
    extrasToConfirm: items.flatMap((i) => i.extras.filter((e) => (CONFIRMED_EXTRA_TYPES as readonly string[]).includes(e.extraType)).map((e) => e.id)),
    attachments: line.approvalInputs.requiredAttachments && !hasAttachments,
  };
}

@Injectable()
export class BookingReadService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
  ) {}

  /** Every saved change of the booking, newest first (the route lets full admins only, like the booking log). */
  async changeLogOf(id: string): Promise<ChangeLogEntryDto[]> {
    if (!(await this.dataSource.manager.existsBy(Booking, { id }))) throw notFound('Booking');
    return this.changeLog.entriesOf(BOOKING_ENTITY_TYPE, id);
  }

  /** The list page as BookingListDto's JSON text: the rows' JSON comes from PostgreSQL and is passed on unparsed. */
  async listJson(query: ListBookingsQueryDto, user: AuthenticatedUser): Promise<string> {
    const { sql, params } = bookingListSql(query, user);
    const rows = await queryPrepared<BookingItemRow>(this.dataSource, sql, params);
    const take = takeOf(query);
    const viewer = viewerOf(user);
    const data = rows.slice(0, take).map((row) => listItemJson(row, viewer));
    const meta: BookingListDto['meta'] = { limit: query.limit, offset: query.offset, hasNext: rows.length > take };
    return `{"data":[${data.join(',')}],"meta":${JSON.stringify(meta)}}`;
  }

  async detail(id: string, user: AuthenticatedUser): Promise<BookingDetailDto> {
    const manager = this.dataSource.manager;
    const viewer = viewerOf(user);
    // The view's statement needs only the id: it runs beside the loader, and is not used when the loader refuses.
    const [loaded, [row]] = await Promise.all([loadBooking(manager, id, user), queryPrepared<BookingViewRow>(this.dataSource, bookingViewSql(viewer), [id])]);
    if (!row) throw notFound('Booking');
    const { booking, items, line } = loaded;
    const stations = new Map(row.stations.map((s) => [s.id, s]));
    const [lines, options, rules] = await Promise.all([
      this.otherLinesOf(items, line),
      this.extraOptionsOf(items),
      viewer.fullAdmin
        ? policyRulesForTrips(
            manager,
            line.id,
            items.filter((i) => i.lineId === line.id).map((i) => i.tripId),
          )
        : null,
    ]);
    const { passengers, history, notes, attachments } = row;
    const payment = paymentSummaryOf(booking, row.payment, user);
    const actor = { role: user.role, isFullAdmin: user.isFullAdmin, companyId: user.companyId };
    const blockedReason = bookingBlockedReason(loaded.facts);
    const listItem = toListItem(row, viewer);
    return {
      ...listItem,
      fromCityId: booking.fromCityId,
      toCityId: booking.toCityId,
      payment: { ...payment, ...listItem.payment },
      items: items.map((item) => this.itemDto(item, lines.find((l) => l.id === item.lineId) ?? line, stations, options, passengers)),
      passengers,
      pack: booking.pack,
      approvalInputs: booking.approvalInputs,
      approveMethod: booking.approveMethod,
      approvalDate: iso(booking.approvalDate),
      declineReason: booking.declineReason,
      declineReasonText: booking.declineReasonText,
      blockDeparture: booking.blockDeparture,
      declinedAt: iso(booking.declinedAt),
      declinedBy: booking.declinedBy,
      canceledAt: iso(booking.canceledAt),
      cancellation: booking.cancellation,
      // The proposed journey carries the passengers' contact data, which not everyone may see; its description says it.
      amendRequest: withoutProposal(booking.amendRequest),
      exchangedFromId: booking.exchangedFromId,
      exchangedToId: booking.exchangedToId,
      isB2b: booking.isB2b,
      isAutomaticApprove: booking.isAutomaticApprove,
      ticketsIssued: booking.ticketsIssued,
      supplierIntegration: booking.supplierIntegration,
      supplierBookingCode: booking.supplierBookingCode,
      visitorId: viewer.fullAdmin ? booking.visitorId : null,
      application: viewer.fullAdmin ? booking.application : null,
      prices: viewer.fullAdmin ? this.pricesOf(booking) : null,
      policy: rules && policyOf(line, rules),
      experiments: viewer.fullAdmin ? booking.experiments : null,
      history,
      notes,
      version: booking.version,
      allowedActions: allowedBookingActions(actor, loaded.facts),
      refusals: bookingActionRefusals(actor, loaded.facts),
      ...(blockedReason ? { blockedReason } : {}),
      declineReasons: declineReasonsFor(viewer.fullAdmin).map(({ value, label, needsText }) => ({ value, label, needsText })),
      manualBlocking: manualBlockingOf(booking),
      approvalRequirements: requirementsDto(approvalRequirementsOf(loaded, passengers, attachments.length > 0)),
      approvalAttachments: attachments,
    };
  }

  /** The lines of a combined booking's other items: none to load when every item is on the booking's line. */
  private async otherLinesOf(items: readonly BookingItem[], line: Line): Promise<Line[]> {
    const ids = [...new Set(items.map((i) => i.lineId).filter((id) => id !== line.id))];
    return ids.length ? entityRows(this.dataSource.manager, Line, 'id', ids) : [];
  }

  private async extraOptionsOf(items: readonly BookingItem[]): Promise<LineExtraOption[]> {
    const ids = items.flatMap((i) => i.extras.map((e) => e.optionId));
    // withDeleted: an extra removed from the line since is still named on the bookings that chose it.
    return ids.length ? entityRows(this.dataSource.manager, LineExtraOption, 'id', ids, { withDeleted: true }) : [];
  }

  private itemDto(
    item: BookingItem,
    line: Line,
    stations: Map<string, BookingStationRow>,
    options: readonly LineExtraOption[],
    passengers: BookingPassengerDto[],
  ): BookingItemDto {
    const place = (stationId: string | null): BookingPlaceDto => {
      const station = stationId ? stations.get(stationId) : undefined;
      return { stationId, station: station?.name ?? null, address: station?.address ?? null, city: station?.city ?? null };
    };
    return {
      position: item.position,
      reference: item.reference,
      product: {
        id: line.id,
        denomination: line.denomination,
        type: line.type,
        lineClass: line.lineClass,
        privateTransfer: line.isPrivateTransfer,
        slug: line.slug,
        approvalInputs: { ...line.approvalInputs },
        newExtras: line.newExtras,
      },
      trip: {
        id: item.tripId,
        departureAt: item.departureAt.toISOString(),
        arrivalAt: iso(item.arrivalAt),
        timezone: item.timezone,
        from: place(item.fromStationId),
        to: place(item.toStationId),
      },
      passengers,
      extras: item.extras.map((e) => ({
        id: e.id,
        optionId: e.optionId,
        extraType: e.extraType,
        label: options.find((o) => o.id === e.optionId)?.label ?? null,
        value: e.value,
        mandatory: e.mandatory,
        status: e.status ?? null,
        otherValue: e.otherValue ?? null,
      })),
      approvedDeparture: item.approvedDepartureTime,
      ticketUrl: item.ticketUrl,
      vehiclesOnBoard: item.vehiclesOnBoard,
      supplierApi: item.supplierApi,
    };
  }

  private pricesOf(b: Booking) {
    return {
      price: { amount: b.priceAmount.toFixed(2), currency: b.currency },
      priceUsd: b.priceAmountUsd.toFixed(2),
      costUsd: b.costAmountUsd.toFixed(2),
      costInSupplierCurrency: { amount: b.costInSupplierCurrency.toFixed(2), currency: b.supplierCurrency },
      priceWithoutAddons: money(b.priceWithoutAddons),
      basePrice: money(b.basePrice),
      settledPrice: money(b.settledPrice),
      initialPrice: money(b.initialPrice),
      returnDiscount: money(b.returnDiscount),
      offlineSale: b.isOfflineSale,
      additionalFees: b.additionalFees,
      additionalTransactions: b.additionalTransactions,
      addons: b.addons,
      redeemedCoupons: b.redeemedCoupons,
    };
  }
}

const policyRuleDto = (r: LinePolicyRule): PolicyRuleDto => ({
  timeBefore: r.timeBefore,
  unit: r.unit,
  feePercent: r.feePercent.toFixed(2),
  direction: r.direction,
});

/** The line's refund and amendment policy with its fee rules, in the line's order. */
const policyOf = (line: Line, rules: readonly LinePolicyRule[]): BookingPolicyDto => ({
  refundable: line.refundable,
  amendable: line.amendable,
  cancellationRules: rules.filter((r) => r.kind === 'cancellation').map(policyRuleDto),
  amendmentRules: rules.filter((r) => r.kind === 'amendment').map(policyRuleDto),
});

const requirementsDto = ({ passengerIds: _ids, ...r }: ApprovalRequirements) => ({
  ...r,
  addedPassengerIds: [...r.addedPassengerIds],
  extrasToConfirm: [...r.extrasToConfirm],
});

/** Declining a manual booking may block its departure, so the block choice is required there. */
export const manualBlockingOf = (booking: Pick<Booking, 'isManual' | 'isSupplierApi'>) => booking.isManual && !booking.isSupplierApi;
