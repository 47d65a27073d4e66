import { FieldRequired } from '@farebox/domain';
import { describe, expect, it } from '@jest/globals';
import { DATE_ORDER_MESSAGE } from '../date-range';
import { isRunnableSearch, reportQuery, reportSearchProblems, type ReportSearch } from './report-search';

const search = (values: Partial<ReportSearch>): ReportSearch => ({ from: '', to: '', supplierId: '', bookingReference: '', ...values });

describe('report search', () => {
  it('needs both dates unless a booking reference is given', () => {
    expect(reportSearchProblems(search({}))).toEqual([
      { field: 'from', message: FieldRequired },
      { field: 'to', message: FieldRequired },
    ]);
    expect(reportSearchProblems(search({ bookingReference: ' FBX-1 ' }))).toEqual([]);
    expect(isRunnableSearch(search({ from: '2026-01-01', to: '2026-01-31' }))).toBe(true);
  });

  it('refuses a range that ends before it starts (one day is fine)', () => {
    expect(reportSearchProblems(search({ from: '2026-02-01', to: '2026-01-31' }))).toEqual([{ field: 'to', message: DATE_ORDER_MESSAGE }]);
    expect(reportSearchProblems(search({ from: '2026-02-01', to: '2026-02-01' }))).toEqual([]);
  });

  it('searches by the reference alone, or by the dates and supplier', () => {
    expect(reportQuery(search({ from: '2026-01-01', to: '2026-01-31', supplierId: 's1', bookingReference: ' FBX-1 ' }))).toEqual({ bookingReference: 'FBX-1' });
    expect(reportQuery(search({ from: '2026-01-01', to: '2026-01-31', supplierId: 's1' }))).toEqual({ from: '2026-01-01', to: '2026-01-31', supplierId: 's1' });
  });
});
