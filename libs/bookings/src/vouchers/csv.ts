import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** A cell a spreadsheet would run as a formula; a leading + or - is kept when the rest is a number or phone. */
const FORMULA = /^(?:[=@\t\r]|[+-](?![\d\s().-]*$))/;

/** RFC 4180 CSV with a header row, CRLF line ends and formula-looking cells neutralised with a leading quote. */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const safe = (cell: CsvCell) => {
    const text = cell == null ? '' : String(cell);
    return FORMULA.test(text) ? `'${text}` : text;
  };
  return stringify([header as string[], ...rows.map((row) => row.map(safe))], { record_delimiter: 'windows' });
}
