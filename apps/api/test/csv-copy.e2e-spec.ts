import { copyCsv, csvCell, csvCellSql, csvLine } from '@farebox/platform';
import { startTestApp, type TestApp } from '@farebox/testing';

/** Texts a spreadsheet would or would not compute, and the ones CSV must quote. */
const SAMPLES = [
  '=cmd',
  '@SUM(A1)',
  '+972 50-123',
  '+972501234567',
  '-12.50',
  '-1-1',
  '-',
  '+',
  '\tx',
  '\rx',
  'a=b',
  "O'Brien",
  'say "hi"',
  'a,b',
  'two\nlines',
  '',
  'Zoë',
];

/** copyCsv against csvLine: the same cells in SQL (csvCellSql) and in code (csvCell) give the same file. */
describe('copyCsv', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const read = async (sql: string, params: unknown[] = []) => {
    let bytes = '';
    let records = 0;
    for await (const piece of copyCsv(t.dataSource, sql, params)) {
      bytes += piece.text.toString();
      records += piece.records;
    }
    return { bytes, records };
  };

  it('writes what csvLine writes for the same cells, formula-looking ones neutralised alike', async () => {
    const rows = SAMPLES.map((_, i) => `($${i + 1}::text, ${i + 1})`).join(', ');
    const { bytes, records } = await read(`SELECT ${csvCellSql('v')}, n FROM (VALUES ${rows}) s(v, n) ORDER BY n`, SAMPLES);
    expect(records).toBe(SAMPLES.length);
    expect(bytes).toBe(SAMPLES.map((v, i) => csvLine([csvCell(v), i + 1])).join(''));
  });

  it('takes parameters as data, never as SQL', async () => {
    const hostile = `x'); DROP TABLE app_user; --\\`;
    expect((await read('SELECT $1::text, $2::int, $3::text', [hostile, 7, null])).bytes).toBe(csvLine([hostile, 7, null]));
    expect((await t.dataSource.query(`SELECT to_regclass('app_user') IS NOT NULL AS present`))[0].present).toBe(true);
  });

  it('gives its connection back after a full read, and closes it when the reader stops early', async () => {
    const backends = async () =>
      (
        await t.dataSource.query<[{ n: number }]>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND query LIKE 'COPY (SELECT g%'`,
        )
      )[0].n;
    await read('SELECT g FROM generate_series(1, 1000) g');
    for await (const piece of copyCsv(t.dataSource, 'SELECT g, repeat($1, 100) FROM generate_series(1, 1000000) g', ['x'])) {
      expect(piece.records).toBeGreaterThan(0);
      break;
    }
    for (let i = 0; i < 100 && (await backends()) > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await backends()).toBe(0);
    expect(await t.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('refuses a parameter that is not a scalar', async () => {
    await expect(read('SELECT $1', [['a']])).rejects.toThrow('not a scalar');
  });
});
