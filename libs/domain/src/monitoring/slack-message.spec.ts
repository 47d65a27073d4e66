import fc from 'fast-check';
import { resultLines, SLACK_BLOCK_TEXT_MAX, SLACK_BLOCKS_MAX, SLACK_MESSAGE_TEXT_MAX, slackMessages } from './slack-message.js';

const rows = [
  { day: '2026-11-01', bookings: 3, note: 'a, "b"' },
  { day: '2026-11-02', bookings: 12, note: null },
];

describe('resultLines', () => {
  it('writes an aligned text table, rows as key: value, CSV with quoting and JSON lines', () => {
    expect(resultLines(['day', 'bookings'], rows, 'tables', 'text')).toEqual([
      'day        | bookings',
      '-----------+---------',
      '2026-11-01 | 3',
      '2026-11-02 | 12',
    ]);
    expect(resultLines(['day', 'bookings'], rows, 'rows', 'text')).toEqual(['day: 2026-11-01 · bookings: 3', 'day: 2026-11-02 · bookings: 12']);
    expect(resultLines(['day', 'note'], rows, 'tables', 'csv')).toEqual(['day,note', '2026-11-01,"a, ""b"""', '2026-11-02,']);
    expect(resultLines(['day', 'note'], rows, 'rows', 'csv')).toEqual(['2026-11-01,"a, ""b"""', '2026-11-02,']);
    expect(resultLines(['bookings'], rows, 'rows', 'json')).toEqual(['{"bookings":3}', '{"bookings":12}']);
  });
});

describe('slackMessages', () => {
  it('puts a small result in one message: the heading, then the table in a code fence', () => {
    const [message, ...rest] = slackMessages('*Daily*: 2 rows', ['a | b', '1 | 2'], 'tables');
    expect(rest).toEqual([]);
    expect(message.blocks.map((b) => b.text.text)).toEqual(['*Daily*: 2 rows', '```\na | b\n1 | 2\n```']);
    expect(message.text).toBe('*Daily*: 2 rows\n```\na | b\n1 | 2\n```');
  });

  it("keeps every block under 3,000 characters, every message under Slack's limits, and loses no line", () => {
    const line = fc.string({ minLength: 0, maxLength: 4_000 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 120 }), fc.constantFrom('rows' as const, 'tables' as const), (lines, type) => {
        const messages = slackMessages('heading', lines, type);
        for (const m of messages) {
          expect(m.blocks.length).toBeLessThanOrEqual(SLACK_BLOCKS_MAX);
          expect(m.text.length + m.blocks.reduce((n, b) => n + b.text.text.length, 0)).toBeLessThanOrEqual(SLACK_MESSAGE_TEXT_MAX);
          for (const b of m.blocks) expect(b.text.text.length).toBeLessThanOrEqual(SLACK_BLOCK_TEXT_MAX);
        }
        const bodies = messages.flatMap((m) => m.blocks.map((b) => b.text.text)).slice(1);
        const unfenced = bodies.map((b) => (type === 'tables' ? b.slice(4, -4) : b)).join('\n');
        expect(unfenced.replaceAll('\n', '')).toBe(lines.join(''));
      }),
      { numRuns: 60 },
    );
  });
});
