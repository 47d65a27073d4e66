import { DEFAULT_INVOICE_SORT, GAP_LEVELS, INVOICE_SORTS, INVOICE_STATES, REGIONS, type InvoiceSort } from '@farebox/domain';
import type { QueryOf } from '@/api/http';
import { oneOf } from '@/ui/one-of';

/** The Invoices tab's filters as the URL holds them once Search applied them (`?tab=invoices&status=…&status=…`). */
export interface InvoiceListFilters {
  region: string;
  supplierId: string;
  /** Cycle ids (`2026-10`, `2026-10-1`). */
  period: string[];
  status: string[];
  /** User ids. */
  assignee: string[];
  gapLevel: string;
  sort: InvoiceSort;
}

/** The sort choices in the order the select lists them. */
export const INVOICE_SORT_OPTIONS: readonly { value: InvoiceSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: 'dueDate', label: 'Due date, soonest first' },
  { value: '-dueDate', label: 'Due date, latest first' },
  { value: '-gapPercent', label: 'Gap percent, largest first' },
  { value: 'gapPercent', label: 'Gap percent, smallest first' },
];

export const EMPTY_INVOICE_FILTERS: InvoiceListFilters = {
  region: '',
  supplierId: '',
  period: [],
  status: [],
  assignee: [],
  gapLevel: '',
  sort: DEFAULT_INVOICE_SORT,
};

const SINGLE = ['region', 'supplierId', 'gapLevel'] as const;
const MULTI = ['period', 'status', 'assignee'] as const;
const OWN_KEYS = [...SINGLE, ...MULTI, 'sort', 'page'];

const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];

/** The applied filters read from the URL; unknown sorts and gap levels fall back to the defaults. */
export function invoiceFiltersFromParams(params: URLSearchParams): InvoiceListFilters {
  const sort = params.get('sort') as InvoiceSort | null;
  const gapLevel = params.get('gapLevel') ?? '';
  return {
    region: params.get('region') ?? '',
    supplierId: params.get('supplierId') ?? '',
    period: unique(params.getAll('period')),
    status: unique(params.getAll('status')),
    assignee: unique(params.getAll('assignee')),
    gapLevel: ['1', '2', '3'].includes(gapLevel) ? gapLevel : '',
    sort: sort && INVOICE_SORTS.includes(sort) ? sort : DEFAULT_INVOICE_SORT,
  };
}

/**
 * The URL after applying `filters`: the other tabs' parameters (and `tab`) stay, the page goes back to 1, empty
 * filters and the default sort are left out so a clean tab has a clean URL.
 */
export function withInvoiceFilters(params: URLSearchParams, filters: InvoiceListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of OWN_KEYS) next.delete(key);
  for (const key of SINGLE) if (filters[key]) next.set(key, filters[key]);
  for (const key of MULTI) for (const value of unique(filters[key])) next.append(key, value);
  if (filters.sort !== DEFAULT_INVOICE_SORT) next.set('sort', filters.sort);
  return next;
}

const gapLevelOf = (value: string) => GAP_LEVELS.find((level) => String(level) === value);

/** The list request's query (GET /api/v2/supplier/invoices): multi filters as repeated parameters, unknown values left out. */
export function toInvoiceListQuery(filters: InvoiceListFilters): QueryOf<'/api/v2/supplier/invoices'> {
  return {
    region: oneOf(REGIONS, filters.region),
    supplierId: filters.supplierId || undefined,
    period: filters.period,
    status: filters.status.flatMap((status) => oneOf(INVOICE_STATES, status) ?? []),
    assignee: filters.assignee,
    gapLevel: gapLevelOf(filters.gapLevel),
    sort: filters.sort,
  };
}
