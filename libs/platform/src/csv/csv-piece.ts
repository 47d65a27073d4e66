import { csvLine, type CsvRecord } from './csv-cell.js';

/** A run of a CSV file's records, already encoded (CRLF-terminated), and how many records it holds. */
export interface CsvPiece {
  text: string | Buffer;
  records: number;
}

/** Record batches (e.g. csvBatches over queryInBatches) as pieces: one piece per batch. */
export async function* csvPieces(batches: AsyncIterable<readonly CsvRecord[]>): AsyncIterable<CsvPiece> {
  for await (const batch of batches) {
    let text = '';
    for (const record of batch) text += csvLine(record);
    yield { text, records: batch.length };
  }
}
