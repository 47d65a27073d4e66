import { overviewCycles } from './overview-cycles.js';

const ids = (cycles: { id: string; kind: string }[]) => cycles.map((c) => `${c.kind}:${c.id}`);

describe('overviewCycles', () => {
  it('defaults to the current cycle and the 2 before it, of each kind asked for', () => {
    expect(ids(overviewCycles(undefined, ['monthly', 'bi_weekly'], '2026-01-10'))).toEqual([
      'monthly:2026-01',
      'monthly:2025-12',
      'monthly:2025-11',
      'bi_weekly:2026-01-1',
      'bi_weekly:2025-12-2',
      'bi_weekly:2025-12-1',
    ]);
    expect(ids(overviewCycles([], ['bi_weekly'], '2026-03-16'))).toEqual(['bi_weekly:2026-03-2', 'bi_weekly:2026-03-1', 'bi_weekly:2026-02-2']);
  });

  it('takes a month with its half months, a half month alone, and only the kinds asked for', () => {
    expect(ids(overviewCycles(['2026-02'], ['monthly', 'bi_weekly'], '2026-05-01'))).toEqual(['monthly:2026-02', 'bi_weekly:2026-02-1', 'bi_weekly:2026-02-2']);
    expect(overviewCycles(['2026-02'], ['bi_weekly'], '2026-05-01').map((c) => [c.id, c.start, c.end])).toEqual([
      ['2026-02-1', '2026-02-01', '2026-02-15'],
      ['2026-02-2', '2026-02-16', '2026-02-28'],
    ]);
    expect(ids(overviewCycles(['2026-02-2', '2026-02-2'], ['monthly', 'bi_weekly'], '2026-05-01'))).toEqual(['bi_weekly:2026-02-2']);
    expect(ids(overviewCycles(['2026-02-2'], ['monthly'], '2026-05-01'))).toEqual([]);
  });
});
