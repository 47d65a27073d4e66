import { csvCell, csvLine, toCsv } from './index.js';

describe('toCsv', () => {
  it('quotes separators and quotes, and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          [null, 3],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n,3\r\n');
  });

  it('neutralises formulas but keeps plain numbers such as negative amounts', () => {
    expect(toCsv(['v'], [['=HYPERLINK("x")'], ['@SUM(A1)'], ['+972 50-123 4567'], ['-12.50'], ['-cmd|x'], ['-1-1'], ['+972501234567']])).toBe(
      'v\r\n"\'=HYPERLINK(""x"")"\r\n\'@SUM(A1)\r\n\'+972 50-123 4567\r\n-12.50\r\n\'-cmd|x\r\n\'-1-1\r\n+972501234567\r\n',
    );
  });
});

describe('csvCell', () => {
  it.each([
    ['=cmd', "'=cmd"],
    ['=1+2', "'=1+2"],
    ['+cmd', "'+cmd"],
    ['+66 81 234 5678', "'+66 81 234 5678"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['-1+1', "'-1+1"],
    ['+A1', "'+A1"],
    ['-2*3', "'-2*3"],
  ])('neutralises %j as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each(['-12.50', '+12.50', '-0.01', '0', '12', '1234.56', '+66812345678', 'plain text', 'a=b', 'x-y', ''])('keeps %j as it is', (input) => {
    expect(csvCell(input)).toBe(input);
  });

  it('writes numbers as they are (negative ones included) and null or undefined as empty', () => {
    expect([csvCell(-12.5), csvCell(7), csvCell(null), csvCell(undefined)]).toEqual(['-12.5', '7', '', '']);
  });
});

describe('csvLine', () => {
  it('quotes a neutralised cell that holds a line break or a quote', () => {
    expect(csvLine(['\rx', '=a"b', 'ok'])).toBe('"\'\rx","\'=a""b",ok\r\n');
  });
});
