import fc from 'fast-check';
import { addDays, daysInMonth, isoDate } from './finance-dates.js';
import {
  cycleById,
  cycleKindOf,
  cycleOf,
  cyclesBetween,
  isCycleEnded,
  isMultiCurrencyPeriod,
  nextCycle,
  previousCycles,
  reconciliationCycles,
  type InvoicePaymentCycle,
} from './payment-cycles.js';

const anyDay = fc
  .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => isoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }));
const anyKind = fc.constantFrom<InvoicePaymentCycle>('monthly', 'bi_weekly');

describe('payment cycles', () => {
  it('names monthly and bi-weekly cycles', () => {
    expect(cycleOf('2026-10-20', 'monthly')).toEqual({ id: '2026-10', label: 'Oct 2026', start: '2026-10-01', end: '2026-10-31' });
    expect(cycleOf('2026-10-15', 'bi_weekly')).toEqual({ id: '2026-10-1', label: '1–15 Oct 2026', start: '2026-10-01', end: '2026-10-15' });
    expect(cycleOf('2026-10-16', 'bi_weekly')).toEqual({ id: '2026-10-2', label: '16–31 Oct 2026', start: '2026-10-16', end: '2026-10-31' });
    expect(cycleOf('2028-02-29', 'bi_weekly')).toEqual({ id: '2028-02-2', label: '16–29 Feb 2028', start: '2028-02-16', end: '2028-02-29' });
  });

  it('reads ids back, and null for malformed ones', () => {
    expect(cycleById('2026-02')).toEqual({ id: '2026-02', label: 'Feb 2026', start: '2026-02-01', end: '2026-02-28' });
    expect(cycleById('2026-02-2')?.end).toBe('2026-02-28');
    for (const bad of ['2026-13', '2026-2', '2026-02-3', '2026-02-', 'x', '', null, 202602]) expect(cycleById(bad)).toBeNull();
    expect(cycleKindOf('2026-02')).toBe('monthly');
    expect(cycleKindOf('2026-02-1')).toBe('bi_weekly');
    expect(cycleKindOf('2026')).toBeNull();
  });

  it('lists cycles between two dates, ascending', () => {
    expect(cyclesBetween('2026-11-20', '2027-01-03', 'monthly').map((c) => c.id)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(cyclesBetween('2026-12-15', '2027-01-16', 'bi_weekly').map((c) => c.id)).toEqual(['2026-12-1', '2026-12-2', '2027-01-1', '2027-01-2']);
    expect(cyclesBetween('2027-01-02', '2027-01-01', 'monthly')).toEqual([]);
  });

  it('next cycle is the one containing today; previous ones are the ended ones, newest first', () => {
    expect(nextCycle('2026-10-31', 'monthly').id).toBe('2026-10');
    expect(previousCycles('2026-01-10', 'monthly', 2).map((c) => c.id)).toEqual(['2025-12', '2025-11']);
    expect(previousCycles('2026-01-10', 'bi_weekly', 3).map((c) => c.id)).toEqual(['2025-12-2', '2025-12-1', '2025-11-2']);
    expect(reconciliationCycles('2026-01-10', 'monthly', true)).toHaveLength(13);
    expect(reconciliationCycles('2026-01-20', 'bi_weekly', true)).toHaveLength(25);
    expect(reconciliationCycles('2026-01-20', 'bi_weekly', false).map((c) => c.id)).toEqual(['2026-01-2', '2026-01-1']);
    expect(isCycleEnded(cycleById('2026-01')!, '2026-01-31')).toBe(false);
    expect(isCycleEnded(cycleById('2026-01')!, '2026-02-01')).toBe(true);
  });

  it('cycles tile the calendar: each date lies in exactly one cycle, consecutive cycles touch (property)', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 400 }), anyKind, (from, span, kind) => {
        const to = addDays(from, span);
        const cycles = cyclesBetween(from, to, kind);
        expect(cycles[0].start <= from && from <= cycles[0].end).toBe(true);
        expect(cycles.at(-1)!.start <= to && to <= cycles.at(-1)!.end).toBe(true);
        for (let i = 1; i < cycles.length; i++) expect(cycles[i].start).toBe(addDays(cycles[i - 1].end, 1));
        for (const c of cycles) expect(cycleById(c.id)).toEqual(c);
        expect(cycleOf(to, kind)).toEqual(cycles.at(-1));
      }),
    );
  });

  it('previous cycles are consecutive and end before the current one starts (property)', () => {
    fc.assert(
      fc.property(anyDay, anyKind, fc.integer({ min: 1, max: 30 }), (today, kind, count) => {
        const current = nextCycle(today, kind);
        const previous = previousCycles(today, kind, count);
        expect(previous).toHaveLength(count);
        expect(previous[0].end).toBe(addDays(current.start, -1));
        for (let i = 1; i < previous.length; i++) expect(previous[i].end).toBe(addDays(previous[i - 1].start, -1));
        expect(previous.every((c) => isCycleEnded(c, today))).toBe(true);
      }),
    );
  });

  it('flags periods of several currencies', () => {
    expect(isMultiCurrencyPeriod([{ currency: 'EUR' }, { currency: 'EUR' }])).toBe(false);
    expect(isMultiCurrencyPeriod([{ currency: 'EUR' }, { currency: 'USD' }])).toBe(true);
    expect(isMultiCurrencyPeriod([])).toBe(false);
  });
});
