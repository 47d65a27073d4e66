import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../http/send-download.js';
import { csvLine, type CsvRecord } from './csv-cell.js';
import { csvPieces, type CsvPiece } from './csv-piece.js';

const logger = new Logger('CsvStream');
/** Text is written to the socket in pieces of this many characters (a whole batch's, or rows gathered up to it). */
const CHUNK_CHARS = 64 * 1024;
const RELEASED: IteratorResult<CsvPiece> = { done: false, value: { text: '', records: 0 } };

/** The start of every streamed CSV file: a byte-order mark (spreadsheets then read accented names right) and the header. */
export const csvPreamble = (header: readonly string[], byteOrderMark = true): string => `${byteOrderMark ? '\uFEFF' : ''}${csvLine(header)}`;

export interface CsvStreamOptions {
  /** Start with a UTF-8 byte-order mark (default true); false for the exports that never had one (payments.csv). */
  byteOrderMark?: boolean;
}

/** The file's bytes: the preamble, then each piece (small texts gathered up to CHUNK_CHARS); the source is released however it ends. */
async function* csvBody(
  filename: string,
  preamble: string,
  first: IteratorResult<CsvPiece>,
  iterator: AsyncIterator<CsvPiece>,
): AsyncGenerator<string | Buffer> {
  let next = first;
  let text = preamble;
  try {
    while (!next.done) {
      const piece = next.value.text;
      // Let the piece go before waiting on the socket: it then dies young instead of filling the old generation.
      next = RELEASED;
      if (typeof piece === 'string') {
        text += piece;
      } else {
        if (text) yield text;
        text = '';
        yield piece;
      }
      if (text.length >= CHUNK_CHARS) {
        for (let i = 0; i < text.length; i += CHUNK_CHARS) yield text.slice(i, i + CHUNK_CHARS);
        text = '';
      }
      next = await iterator.next();
    }
    if (text) yield text;
  } catch (err) {
    logger.error({ err, filename }, 'CSV export failed after it started; the download was cut short');
    throw err;
  } finally {
    // A client that went away ends this generator early (the stream is destroyed): the reading stops here.
    if (!next.done) await iterator.return?.().catch(() => undefined);
  }
}

/**
 * Streams a CSV download: UTF-8 BOM, the header, then the pieces as they come. Sent as a stream, so a slow client
 * slows the reader (backpressure) instead of the rows piling up in memory. The first piece is read before anything
 * is sent, so a failing query still answers with the usual JSON error; a failure after that can only cut the
 * download short (the client sees an incomplete response).
 */
export async function streamCsvPieces(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  pieces: AsyncIterable<CsvPiece>,
  options: CsvStreamOptions = {},
): Promise<void> {
  const iterator = pieces[Symbol.asyncIterator]();
  const first = await iterator.next();
  const stream = Readable.from(csvBody(filename, csvPreamble(header, options.byteOrderMark), first, iterator), { objectMode: false });
  sendDownload(reply, { stream, contentType: 'text/csv; charset=utf-8', filename });
}

/** streamCsvPieces from batches of records, each cell neutralised (see csvCell). */
export function streamCsvBatches(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRecord[]>,
  options: CsvStreamOptions = {},
): Promise<void> {
  return streamCsvPieces(reply, filename, header, csvPieces(batches), options);
}

/** streamCsvBatches for records that come one at a time (small exports built in code). */
export function streamCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<CsvRecord> | Iterable<CsvRecord>,
): Promise<void> {
  return streamCsvBatches(
    reply,
    filename,
    header,
    (async function* () {
      for await (const row of rows) yield [row];
    })(),
  );
}

/** Maps batches of rows (e.g. from queryInBatches) to batches of CSV records, one step per batch (for streamCsvBatches: the fastest pair). */
export async function* csvBatches<T>(batches: AsyncIterable<readonly T[]>, toCells: (row: T) => CsvRecord): AsyncIterable<CsvRecord[]> {
  for await (const batch of batches) yield batch.map(toCells);
}

/** Flattens batches of rows (e.g. from queryInBatches) into CSV records one by one, for streamCsv. */
export async function* csvRows<T>(batches: AsyncIterable<readonly T[]>, toCells: (row: T) => CsvRecord): AsyncIterable<CsvRecord> {
  for await (const batch of batches) for (const row of batch) yield toCells(row);
}
