import { csvLine, type CsvCell } from './csv-cell.js';

/** RFC 4180 CSV with a header row, CRLF line ends and formula-looking cells neutralised with a leading quote. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  let out = csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}
