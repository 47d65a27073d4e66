import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Decimal } from 'decimal.js';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { depositRequestAllowedActions, type AdjustmentType, type DepositRequestState, type LedgerItemType } from '@farebox/domain';
import {
  Clock,
  csvBatches,
  notFound,
  queryInBatches,
  queryPrepared,
  streamCsvBatches,
  takeOf,
  type AuthenticatedUser,
  type CsvCell,
  type CsvRecord,
  type Page,
} from '@farebox/platform';
import { notTopupSupplier } from './topup.errors.js';
import type { TopupLedgerFilterDto, TopupLedgerItemDto, TopupLedgerQueryDto } from './dto/topup-ledger.dto.js';
import { LEDGER_ALL_SQL, LEDGER_COUNT_SQL, LEDGER_PAGE_SQL, newestPageSql, type LedgerRow } from './topup-ledger.sql.js';

const money = (value: string) => new Decimal(value).toFixed(2);

export const TOPUP_LEDGER_CSV_HEADER = [
  'Timestamp',
  'Type',
  'Adjustment type',
  'Booking reference',
  'Amount',
  'Balance',
  'Amount USD',
  'Balance USD',
  'Note',
  'Invoice reference',
  'Receipt',
  'Modified by',
  'Deposit request state',
  'Due date',
] as const;

/** A top-up supplier's ledger: the Supplier tab's table and its CSV. */
@Injectable()
export class TopupLedgerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async page(companyId: string, query: TopupLedgerQueryDto, user: AuthenticatedUser): Promise<Page<TopupLedgerItemDto>> {
    const { params } = await this.params(companyId, query);
    const limit = takeOf(query);
    // The whole ledger: its newest rows and the stored running balance; one operation: a window over the whole ledger.
    const rows: LedgerRow[] =
      query.operation === 'all'
        ? await queryPrepared<LedgerRow>(this.dataSource, newestPageSql(query.basis), [params[0], params[1], params[3], query.offset, limit])
        : await this.dataSource.query(LEDGER_PAGE_SQL, [...params, query.offset, limit]);
    const total = rows.length > 0 ? Number(rows[0].total) : (await this.dataSource.query<{ total: number }[]>(LEDGER_COUNT_SQL, params))[0].total;
    return { data: rows.map((r) => toItem(r, user)), meta: { limit: query.limit, offset: query.offset, total } };
  }

  /** The whole filtered ledger, newest first, streamed from a cursor. */
  async csv(companyId: string, query: TopupLedgerFilterDto, res: FastifyReply): Promise<void> {
    const filename = await this.csvFilename(companyId, query);
    await streamCsvBatches(res, filename, TOPUP_LEDGER_CSV_HEADER, this.csvBatches(companyId, query));
  }

  /** The CSV's file name: the supplier's name and the business day (404 unknown supplier, 409 not a top-up supplier). */
  async csvFilename(companyId: string, query: TopupLedgerFilterDto): Promise<string> {
    const { company, params } = await this.params(companyId, query);
    return `topup-ledger-${company.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${String(params[3])}.csv`;
  }

  /** How many rows the CSV has (a background export's progress total). */
  async csvCount(companyId: string, query: TopupLedgerFilterDto): Promise<number> {
    const { params } = await this.params(companyId, query);
    return (await this.dataSource.query<{ total: number }[]>(LEDGER_COUNT_SQL, params))[0].total;
  }

  /** The CSV's records, newest first, a batch at a time from a cursor. */
  async *csvBatches(companyId: string, query: TopupLedgerFilterDto): AsyncIterable<CsvRecord[]> {
    const { params } = await this.params(companyId, query);
    yield* csvBatches(queryInBatches<LedgerRow>(this.dataSource, LEDGER_ALL_SQL, params), toCells);
  }

  /**
   * The supplier's name and currency, with the answers of loadSupplier and assertTopupSupplier (404 unknown or not a
   * supplier, 409 not top-up), read as the four columns a page needs: hydrating the whole Company entity cost a page
   * more time than its SQL.
   */
  private async params(companyId: string, query: TopupLedgerFilterDto): Promise<{ company: { name: string }; params: unknown[] }> {
    const [company] = await queryPrepared<{ name: string; is_supplier: boolean; payment_type: string | null; currency: string | null }>(
      this.dataSource,
      `SELECT name, is_supplier, payment_type, currency FROM company WHERE id = $1`,
      [companyId],
    );
    if (!company?.is_supplier) throw notFound('Supplier');
    if (company.payment_type !== 'topup') throw notTopupSupplier(company.name, company.payment_type);
    return { company, params: [companyId, company.currency ?? 'USD', query.basis, this.clock.today(), query.operation] };
  }
}

function toItem(r: LedgerRow, user: AuthenticatedUser): TopupLedgerItemDto {
  const item: TopupLedgerItemDto = {
    id: r.id,
    timestamp: r.ts.toISOString(),
    type: r.type as LedgerItemType,
    adjustmentType: r.adjustment_type as AdjustmentType | null,
    bookingReference: r.booking_reference,
    amount: money(r.amount),
    balance: money(r.balance),
    amountUsd: money(r.amount_usd),
    balanceUsd: money(r.balance_usd),
    note: r.note,
    invoiceReference: r.invoice_reference,
    receipt: r.receipt,
    modifiedBy: r.modified_by,
    isFreezedAmount: r.is_freezed,
    isFirstFuturePayment: r.is_first_future,
  };
  if (r.type === 'deposit_request') {
    const state = r.request_state as DepositRequestState;
    item.depositRequest = { id: r.id, state, dueDate: r.due_date, version: r.request_version!, allowedActions: depositRequestAllowedActions(state, user) };
  }
  return item;
}

const toCells = (r: LedgerRow): CsvCell[] => [
  r.ts.toISOString(),
  r.type,
  r.adjustment_type,
  r.booking_reference,
  money(r.amount),
  money(r.balance),
  money(r.amount_usd),
  money(r.balance_usd),
  r.note,
  r.invoice_reference,
  r.receipt,
  r.modified_by,
  r.request_state,
  r.type === 'deposit_request' ? (r.due_date ?? 'Immediate') : null,
];
