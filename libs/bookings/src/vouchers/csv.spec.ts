import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes separators and quotes, and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"'], [null, 3]])).toBe('a,b\r\n"x, y","say ""hi"""\r\n,3\r\n');
  });

  it('neutralises formulas but keeps phone numbers and negative amounts', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['@SUM(A1)'], ['+972 50-123 4567'], ['-12.50'], ['-cmd|x']])).toBe(
      'v\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(A1)\r\n+972 50-123 4567\r\n-12.50\r\n\'-cmd|x\r\n',
    );
  });
});
