import { describe, expect, it } from '@jest/globals';
import { CYCLE_STATUS_OPTIONS, isReconcilable, periodOptions } from './overview-options';
import { invoiceOverviewQuery, overviewMode, topupOverviewQuery, type OverviewFilters } from './overview-query';

const filters = (values: Partial<OverviewFilters>): OverviewFilters => ({
  mode: '',
  supplier: '',
  country: '',
  owner: '',
  region: '',
  untilDate: '',
  cycle: '',
  period: '',
  status: '',
  ...values,
});

describe('overview options', () => {
  it('offers the current cycle and the year before it, newest first', () => {
    const monthly = periodOptions('monthly', '2026-10-20');
    expect(monthly).toHaveLength(13);
    expect(monthly[0]).toEqual({ value: '2026-10', label: 'Oct 2026' });
    expect(monthly[12].value).toBe('2025-10');
    const biWeekly = periodOptions('bi_weekly', '2026-10-20');
    expect(biWeekly).toHaveLength(25);
    expect(biWeekly.slice(0, 2).map((o) => o.value)).toEqual(['2026-10-2', '2026-10-1']);
    expect(periodOptions('', '2026-10-20')).toEqual([]);
  });

  it('reconciles only cycles without a live invoice', () => {
    expect(['open', 'not_invoiced', 'rejected'].every((s) => isReconcilable(s as never))).toBe(true);
    expect(['pending_approval', 'approved', 'paid'].some((s) => isReconcilable(s as never))).toBe(false);
    expect(CYCLE_STATUS_OPTIONS.map((o) => o.value)).toEqual(['open', 'not_invoiced', 'pending_approval', 'approved', 'rejected', 'paid']);
  });

  it('sends only the filters of the mode shown, narrowed to the API choices', () => {
    const all = filters({ supplier: 'And', region: 'apac', untilDate: '2026-10-01', cycle: 'monthly', period: '2026-09', status: 'paid' });
    expect(overviewMode(all)).toBe('topup');
    expect(topupOverviewQuery(all)).toEqual({ supplier: 'And', country: '', owner: '', region: 'apac', untilDate: '2026-10-01' });
    expect(invoiceOverviewQuery(all)).toEqual({
      supplier: 'And',
      country: '',
      owner: '',
      region: 'apac',
      cycle: 'monthly',
      period: ['2026-09'],
      status: ['paid'],
    });
    expect(invoiceOverviewQuery({ ...all, cycle: 'weekly', period: '', status: 'lost' })).toMatchObject({
      cycle: undefined,
      period: undefined,
      status: undefined,
    });
  });
});
