import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { csvLine, type CsvRecord } from './csv-cell.js';

const logger = new Logger('CsvStream');
/** Text is written to the socket in pieces of this many characters (a whole batch's, or rows gathered up to it). */
const CHUNK_CHARS = 64 * 1024;
const RELEASED: IteratorResult<readonly CsvRecord[]> = { done: false, value: [] };

/** Resolves when the response can take more (drain), or rejects when the client went away first. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      res.off('error', done);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('client closed the download'));
    res.on('drain', onDrain);
    res.on('close', onClose);
    res.on('error', done);
  });
}

async function write(res: Response, chunk: string): Promise<void> {
  if (res.destroyed || res.writableEnded) throw new Error('client closed the download');
  if (!res.write(chunk)) await drained(res);
}

/** The start of every streamed CSV file: a byte-order mark (spreadsheets then read accented names right) and the header. */
export const csvPreamble = (header: readonly string[], byteOrderMark = true): string => `${byteOrderMark ? '\uFEFF' : ''}${csvLine(header)}`;

export interface CsvStreamOptions {
  /** Start with a UTF-8 byte-order mark (default true); false for the exports that never had one (payments.csv). */
  byteOrderMark?: boolean;
}

/**
 * Streams a CSV download from batches of records: UTF-8 BOM, the header, then the records as they come, each cell
 * neutralised (see csvCell). Waits for 'drain' whenever the socket's buffer is full, so a slow client slows the
 * reader instead of the rows piling up in memory. The first batch is read before anything is sent, so a failing query
 * still answers with the usual JSON error; a failure after that can only cut the download short (the client sees an
 * incomplete response). A client that disconnects stops the reading (the iterator's `return` releases its cursor).
 */
export async function streamCsvBatches(
  res: Response,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<readonly CsvRecord[]>,
  options: CsvStreamOptions = {},
): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  let next = await iterator.next();
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .setHeader('Content-Disposition', `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`)
    .setHeader('Cache-Control', 'no-store');
  let text = csvPreamble(header, options.byteOrderMark);
  try {
    while (!next.done) {
      for (const record of next.value) text += csvLine(record);
      // Let the batch go before waiting on the socket: its rows then die young instead of filling the old generation.
      next = RELEASED;
      if (text.length >= CHUNK_CHARS) {
        for (let i = 0; i < text.length; i += CHUNK_CHARS) await write(res, text.slice(i, i + CHUNK_CHARS));
        text = '';
      }
      next = await iterator.next();
    }
    if (text) await write(res, text);
    res.end();
  } catch (err) {
    await iterator.return?.().catch(() => undefined);
    if (!res.destroyed) logger.error({ err, filename }, 'CSV export failed after it started; the download was cut short');
    res.destroy();
  }
}

/** streamCsvBatches for records that come one at a time (small exports built in code). */
export function streamCsv(res: Response, filename: string, header: readonly string[], rows: AsyncIterable<CsvRecord> | Iterable<CsvRecord>): Promise<void> {
  return streamCsvBatches(
    res,
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
