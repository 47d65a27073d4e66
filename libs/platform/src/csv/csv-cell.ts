export type CsvCell = string | number | null | undefined;
/** One CSV record: its cells in the header's order. */
export type CsvRecord = readonly CsvCell[];

/**
 * A cell a spreadsheet would run as a formula: it begins with =, @, tab or CR, or with + or - unless it is a plain
 * number (amounts like -12.50 and +972501234567 stay as they are; "-1-1" or "+972 50-123" would be computed).
 */
const FORMULA = /^(?:[=@\t\r]|[+-](?!\d+(?:\.\d+)?$))/;
/** The first characters that can start a formula (a quick test before the regular expression). */
const FORMULA_START = new Set(['=', '@', '\t', '\r', '+', '-']);

/** The text of one cell, neutralised with a leading quote when a spreadsheet would take it for a formula. */
export function csvCell(cell: CsvCell): string {
  const text = cell == null ? '' : typeof cell === 'string' ? cell : String(cell);
  return text !== '' && FORMULA_START.has(text[0]) && FORMULA.test(text) ? `'${text}` : text;
}

/** A character of FORMULA_START as an SQL expression (tab and CR by code). */
const sqlChar = (c: string): string => (c < ' ' ? `chr(${c.charCodeAt(0)})` : `'${c}'`);

/**
 * csvCell's rule as SQL, for files PostgreSQL writes itself (copyCsv): a formula-looking text gets a leading quote
 * (the same regular expression: PostgreSQL's dialect reads it alike), and an empty text is written as an empty cell
 * (NULL) as csvLine writes it, not as the `""` COPY writes for ''. `expression` is evaluated up to four times: give a
 * column, not a costly expression.
 */
export function csvCellSql(expression: string): string {
  const starts = [...FORMULA_START].map(sqlChar).join(', ');
  return `CASE WHEN left(${expression}, 1) IN (${starts}) AND ${expression} ~ '${FORMULA.source}' THEN '''' || ${expression} ELSE NULLIF(${expression}, '') END`;
}

/** A timestamptz column as the ISO instant a JavaScript Date's toISOString gives, in SQL (for files PostgreSQL writes: copyCsv). */
export const isoInstantSql = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const NEEDS_QUOTES = /[",\r\n]/;

/** One RFC 4180 record (CRLF-terminated) of neutralised cells. */
export function csvLine(cells: readonly CsvCell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const text = csvCell(cells[i]);
    if (i > 0) line += ',';
    line += NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  }
  return `${line}\r\n`;
}
