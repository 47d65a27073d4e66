import { CsvLineEnds } from './csv-line-ends.js';

/** Feeds `text` cut at every given position and joins what comes out. */
function convertInPieces(text: string, cuts: number[]): { text: string; records: number } {
  const ends = new CsvLineEnds();
  const bounds = [0, ...cuts, text.length];
  let out = '';
  let records = 0;
  for (let i = 0; i < bounds.length - 1; i++) {
    const piece = ends.convert(Buffer.from(text.slice(bounds[i], bounds[i + 1])));
    out += piece.bytes.toString();
    records += piece.records;
  }
  return { text: out, records };
}

describe('CsvLineEnds', () => {
  const copied = 'a,"line one\nline two",c\nplain,"say ""hi""\n",x\nlast,,\n';
  const expected = 'a,"line one\nline two",c\r\nplain,"say ""hi""\n",x\r\nlast,,\r\n';

  it('ends records with CRLF and leaves line breaks inside quoted cells as they are', () => {
    expect(convertInPieces(copied, [])).toEqual({ text: expected, records: 3 });
  });

  it('gives the same bytes however the input is cut, even inside a quoted cell or a doubled quote', () => {
    for (let cut = 1; cut < copied.length; cut++) {
      expect(convertInPieces(copied, [cut])).toEqual({ text: expected, records: 3 });
      for (let second = cut + 1; second < copied.length; second += 3) expect(convertInPieces(copied, [cut, second])).toEqual({ text: expected, records: 3 });
    }
  });

  it('passes a piece with no record end on unchanged', () => {
    const piece = Buffer.from('no end yet');
    expect(new CsvLineEnds().convert(piece)).toEqual({ bytes: piece, records: 0 });
  });
});
