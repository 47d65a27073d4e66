import type { Writable } from 'node:stream';
import type { AccessRule, Actor } from '@farebox/domain';
import type { CsvPiece } from '../csv/csv-piece.js';

/** The exports that can run in the background. The values are stored in file_job rows: never change one, only add. */
export const FileExportKind = {
  /** The payments report's Reports tab (libs/finance reports, GET /payments-report/reports.csv). */
  PaymentsReportTransactions: 'payments-report.transactions',
  /** A top-up supplier's ledger on the Supplier tab (libs/finance topups, GET /v2/supplier/:id/topup-ledger.csv). */
  TopupLedger: 'finance.topup-ledger',
  /** The payments list's CSV (libs/bookings payments, GET /payments/export.csv). */
  Payments: 'payments.list',
  /** A serial promo campaign's codes as Excel (libs/discounts campaigns, GET /promocodes/:id/codes.xlsx). */
  PromoCodes: 'promocodes.codes',
} as const;
export type FileExportKind = (typeof FileExportKind)[keyof typeof FileExportKind];
export const FILE_EXPORT_KINDS: readonly FileExportKind[] = Object.values(FileExportKind);

interface FileExportBase<F extends object> {
  kind: FileExportKind;
  /** Who may ask for it: the synchronous route's rule. */
  rule: AccessRule;
  /** The synchronous route's query DTO: the filters are validated and transformed with it. */
  filters: new () => F;
  /** The download's name; may read (and refuse: 404, 409) what the filters name, as the synchronous route would. */
  filename(filters: F, day: string): string | Promise<string>;
  /** How many records the file will have (the progress bar's total). */
  count(filters: F, actor: Actor): Promise<number>;
}

/**
 * What an area gives to run one of its CSV exports in the background: the very functions its synchronous route uses,
 * so the job's file and the direct download are the same bytes. `pieces` must refuse a filter the caller may not use
 * (e.g. an agent naming another company) when it is called, before reading anything: the request is checked that way.
 */
export interface CsvExportDefinition<F extends object = object> extends FileExportBase<F> {
  /** The header row, the same for everyone or by who asks (e.g. agents get fewer columns). */
  header: readonly string[] | ((actor: Actor) => readonly string[]);
  /** Start the file with a UTF-8 byte-order mark, as the synchronous route does (default true). */
  byteOrderMark?: boolean;
  /** The records after the header: csvPieces over record batches, or copyCsv. */
  pieces(filters: F, actor: Actor): AsyncIterable<CsvPiece>;
}

/** An export in another format, written by the area's own streaming writer (the one its synchronous route uses). */
export interface StreamedExportDefinition<F extends object = object> extends FileExportBase<F> {
  contentType: string;
  /** Writes the whole file to `out` and ends it, reporting the records written so far; resolves with their number. */
  write(filters: F, actor: Actor, out: Writable, progress: (done: number) => Promise<void>): Promise<number>;
}

export type FileExportDefinition<F extends object = object> = CsvExportDefinition<F> | StreamedExportDefinition<F>;
