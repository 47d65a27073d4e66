import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { supplierParamsFrom, withSupplierParams, type SupplierParams } from './supplier-params';

/** The Supplier tab's supplier, ledger filters and page, kept in the URL (a reload or a shared link shows the same). */
export function useSupplierParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => supplierParamsFrom(params), [params]);
  const change = useCallback(
    (next: Partial<SupplierParams>) => setParams((prev) => withSupplierParams(prev, next), { replace: next.page === undefined }),
    [setParams],
  );
  return { ...state, change };
}
