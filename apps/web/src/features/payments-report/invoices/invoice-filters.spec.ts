import { describe, expect, it } from '@jest/globals';
import { DEFAULT_INVOICE_SORT } from '@farebox/domain';
import { EMPTY_INVOICE_FILTERS, invoiceFiltersFromParams, toInvoiceListQuery, withInvoiceFilters } from './invoice-filters';
import { periodFilterOptions } from './invoice-periods';

describe('invoice filters in the URL', () => {
  it('round-trips every filter, multi ones as repeated parameters, and keeps the tab', () => {
    const filters = {
      region: 'apac',
      supplierId: 's1',
      period: ['2026-10', '2026-09-2'],
      status: ['pending_approval', 'approved'],
      assignee: ['u1'],
      gapLevel: '2',
      sort: 'dueDate' as const,
    };
    const url = withInvoiceFilters(new URLSearchParams('tab=invoices&page=3'), filters);
    expect(url.get('tab')).toBe('invoices');
    expect(url.get('page')).toBeNull();
    expect(url.getAll('status')).toEqual(['pending_approval', 'approved']);
    expect(invoiceFiltersFromParams(url)).toEqual(filters);
  });

  it('leaves empty filters and the default sort out, and falls back on unknown values', () => {
    const url = withInvoiceFilters(new URLSearchParams('tab=invoices'), EMPTY_INVOICE_FILTERS);
    expect(url.toString()).toBe('tab=invoices');
    const odd = invoiceFiltersFromParams(new URLSearchParams('sort=price&gapLevel=7&status=paid&status=paid&status='));
    expect(odd).toEqual({ ...EMPTY_INVOICE_FILTERS, status: ['paid'], sort: DEFAULT_INVOICE_SORT });
  });

  it('sends the list query the API reads', () => {
    expect(toInvoiceListQuery({ ...EMPTY_INVOICE_FILTERS, status: ['paid'] })).toEqual({
      region: undefined,
      supplierId: undefined,
      period: [],
      status: ['paid'],
      assignee: [],
      gapLevel: undefined,
      sort: '-createdAt',
    });
    expect(toInvoiceListQuery({ ...EMPTY_INVOICE_FILTERS, region: 'apac', status: ['paid', 'lost'], gapLevel: '2' })).toMatchObject({
      region: 'apac',
      status: ['paid'],
      gapLevel: 2,
    });
  });

  it('offers the monthly and bi-weekly cycles of the last year, newest month first, each month before its halves', () => {
    const options = periodFilterOptions('2026-10-20');
    expect(options.slice(0, 4)).toEqual([
      { value: '2026-10', label: 'Oct 2026' },
      { value: '2026-10-2', label: '16–31 Oct 2026' },
      { value: '2026-10-1', label: '1–15 Oct 2026' },
      { value: '2026-09', label: 'Sep 2026' },
    ]);
    expect(options).toHaveLength(13 * 3 - 1);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.at(-1)).toEqual({ value: '2025-10-2', label: '16–31 Oct 2025' });
  });
});
