import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlPage } from '@/ui/use-url-page';
import { EMPTY_INVOICE_FILTERS, invoiceFiltersFromParams, withInvoiceFilters, type InvoiceListFilters } from './invoice-filters';

/**
 * The Invoices tab's applied filters and page, kept in the URL: Search applies the form's filters (page 1), Clear
 * Filters empties them, paging keeps them. Reload or a shared link shows the same list.
 */
export function useInvoiceFilters() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => invoiceFiltersFromParams(params), [params]);
  const { page, setPage } = useUrlPage();

  const apply = useCallback((filters: InvoiceListFilters) => setParams((prev) => withInvoiceFilters(prev, filters), { replace: true }), [setParams]);
  const clear = useCallback(() => apply(EMPTY_INVOICE_FILTERS), [apply]);
  return { applied, page, apply, clear, setPage };
}
