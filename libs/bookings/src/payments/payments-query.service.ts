import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { paymentActions, Role, type Actor } from '@farebox/domain';
import { notAuthorized } from '@farebox/identity';
import { allOnManager, notFound, takeOf, type AuthenticatedUser, type Page } from '@farebox/platform';
import { Booking } from '../bookings/booking.entity.js';
import { BookingPayment } from './booking-payment.entity.js';
import { BookingPriceChange } from './booking-price-change.entity.js';
import type { BookingPaymentSummaryDto, PaymentDetailDto, PaymentItemDto, PaymentListItemDto } from './dto/payment.dto.js';
import type { ListPaymentsQueryDto } from './dto/list-payments-query.dto.js';
import { PAYMENT_COLUMNS, PAYMENT_FROM, toPaymentListItem, toPriceChangeDto, toTransactionDto, type PaymentRow } from './payment.mapper.js';
import { centsOf } from './payment-money.js';
import { isSupplierView, paymentSummaryOf } from './payment-summary.js';
import { paymentsFilter } from './payments-filter.js';
import { PaymentTransaction } from './payment-transaction.entity.js';

@Injectable()
export class PaymentsQueryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: ListPaymentsQueryDto, user: AuthenticatedUser): Promise<Page<PaymentListItemDto>> {
    const { where, params } = paymentsFilter(query, user);
    const limit = takeOf(query);
    const [rows, total] = await Promise.all([
      this.dataSource.query<PaymentRow[]>(
        `SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${query.offset}`,
        params,
      ),
      this.count(query, user),
    ]);
    return { data: await this.listItems(rows, isSupplierView(user)), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** How many payments the list shows for these filters (a background export's progress total). */
  async count(query: ListPaymentsQueryDto, user: Actor): Promise<number> {
    const { where, params } = paymentsFilter(query, user);
    return (await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${PAYMENT_FROM} WHERE ${where}`, params))[0].total;
  }

  async detail(id: string, user: AuthenticatedUser, manager: EntityManager = this.dataSource.manager): Promise<PaymentDetailDto> {
    const [row] = await manager.query<PaymentRow[]>(`SELECT ${PAYMENT_COLUMNS} FROM ${PAYMENT_FROM} WHERE p.id = $1`, [id]);
    if (!row) throw notFound('Payment');
    if (user.role === Role.Agent && row.company_id !== user.companyId) throw notAuthorized();
    const supplierView = isSupplierView(user);
    const [item] = await this.listItems([row], supplierView, manager);
    const [transactions, priceChanges] = await allOnManager(
      manager,
      () => manager.find(PaymentTransaction, { where: { bookingId: row.booking_id }, order: { createdAt: 'ASC', id: 'ASC' } }),
      () => manager.find(BookingPriceChange, { where: { bookingId: row.booking_id }, order: { createdAt: 'ASC', id: 'ASC' } }),
    );
    const actions = paymentActions(user, {
      settlement: row.status,
      status: row.payment_status,
      flags: { isDisputed: row.is_disputed, isFraudulent: row.is_fraudulent },
      price: centsOf(row.price_amount),
      totals: { charged: centsOf(row.charged_amount), refunded: centsOf(row.refunded_amount) },
    });
    return {
      ...item,
      transactions: transactions.map((t) => toTransactionDto(t, supplierView)),
      priceChanges: priceChanges.map((c) => toPriceChangeDto(c, supplierView)),
      allowedActions: actions.allowedActions,
      recover: supplierView ? null : actions.recover,
      version: row.version,
      bookingVersion: row.booking_version,
    };
  }

  /** The detail of a booking's payment (after a money move, inside its transaction). */
  async detailOfBooking(bookingId: string, user: AuthenticatedUser, manager: EntityManager): Promise<PaymentDetailDto> {
    const payment = await manager.findOneByOrFail(BookingPayment, { bookingId });
    return this.detail(payment.id, user, manager);
  }

  /** The `payment` field of a booking's detail: amounts, recover amounts and the money actions the user may take. */
  async summary(bookingId: string, user: Actor, manager: EntityManager = this.dataSource.manager): Promise<BookingPaymentSummaryDto> {
    const booking = await manager.findOneBy(Booking, { id: bookingId });
    if (!booking) throw notFound('Booking');
    return paymentSummaryOf(booking, await manager.findOneBy(BookingPayment, { bookingId: booking.id }), user);
  }

  private async listItems(rows: PaymentRow[], supplierView: boolean, manager: EntityManager = this.dataSource.manager): Promise<PaymentListItemDto[]> {
    const items = await this.itemsOf(
      rows.map((r) => r.booking_id),
      manager,
    );
    return rows.map((row) => toPaymentListItem(row, items.get(row.booking_id) ?? [], supplierView));
  }

  private async itemsOf(bookingIds: string[], manager: EntityManager): Promise<Map<string, PaymentItemDto[]>> {
    const byBooking = new Map<string, PaymentItemDto[]>();
    if (bookingIds.length === 0) return byBooking;
    const rows: {
      booking_id: string;
      reference: string;
      position: number;
      departure_at: Date;
      timezone: string;
      denomination: string;
      type: string;
      is_private_transfer: boolean;
    }[] = await manager.query(
      `SELECT i.booking_id, i.reference, i.position, i.departure_at, i.timezone, l.denomination, l.type, l.is_private_transfer
           FROM booking_item i JOIN line l ON l.id = i.line_id WHERE i.booking_id = ANY($1::uuid[]) ORDER BY i.booking_id, i.position`,
      [bookingIds],
    );
    for (const r of rows) {
      const list = byBooking.get(r.booking_id) ?? [];
      list.push({
        reference: r.reference,
        position: r.position,
        departureAt: r.departure_at,
        timezone: r.timezone,
        denomination: r.denomination,
        type: r.type,
        privateTransfer: r.is_private_transfer,
      });
      byBooking.set(r.booking_id, list);
    }
    return byBooking;
  }
}
