const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL's COPY ... (FORMAT csv) ends every record with LF; the files end them with CRLF. Bytes come in pieces
 * that cut records anywhere, so whether a byte is inside a quoted cell is carried from one piece to the next: an LF
 * inside quotes is the cell's own line break and stays as it is. (A quote inside a quoted cell is written twice, so
 * counting quotes is enough.) Also counts the records that ended.
 */
export class CsvLineEnds {
  private quoted = false;

  /** The piece with CRLF record ends, and how many records ended in it. */
  convert(bytes: Buffer): { bytes: Buffer; records: number } {
    const ends: number[] = [];
    let nextQuote = bytes.indexOf(QUOTE);
    let at = 0;
    while (at < bytes.length) {
      if (this.quoted) {
        if (nextQuote === -1) break;
        this.quoted = false;
        at = nextQuote + 1;
        nextQuote = bytes.indexOf(QUOTE, at);
        continue;
      }
      const lf = bytes.indexOf(LF, at);
      if (nextQuote !== -1 && (lf === -1 || nextQuote < lf)) {
        this.quoted = true;
        at = nextQuote + 1;
        nextQuote = bytes.indexOf(QUOTE, at);
        continue;
      }
      if (lf === -1) break;
      ends.push(lf);
      at = lf + 1;
    }
    if (ends.length === 0) return { bytes, records: 0 };
    const out = Buffer.allocUnsafe(bytes.length + ends.length);
    let from = 0;
    let written = 0;
    for (const lf of ends) {
      written += bytes.copy(out, written, from, lf);
      written += CRLF.copy(out, written);
      from = lf + 1;
    }
    bytes.copy(out, written, from);
    return { bytes: out, records: ends.length };
  }
}
