import { DEFAULT_LEDGER_BASIS, LEDGER_BASES, LEDGER_OPERATIONS, type LedgerBasis, type LedgerOperation } from '@farebox/domain';
import { pageFromParams } from '@/ui/use-url-page';

/** The Supplier tab's state in the URL: `?tab=supplier&supplierId=…&operation=…&basis=…&page=…`. */
export interface SupplierParams {
  supplierId: string;
  operation: LedgerOperation;
  basis: LedgerBasis;
  page: number;
}

export function supplierParamsFrom(params: URLSearchParams): SupplierParams {
  const operation = params.get('operation') as LedgerOperation | null;
  const basis = params.get('basis') as LedgerBasis | null;
  return {
    supplierId: params.get('supplierId') ?? '',
    operation: operation && LEDGER_OPERATIONS.includes(operation) ? operation : 'all',
    basis: basis && LEDGER_BASES.includes(basis) ? basis : DEFAULT_LEDGER_BASIS,
    page: pageFromParams(params),
  };
}

/**
 * The URL after a change of the tab's state: other parameters (the tab) stay; defaults are left out; a new supplier,
 * operation or basis goes back to page 1.
 */
export function withSupplierParams(params: URLSearchParams, change: Partial<SupplierParams>): URLSearchParams {
  const current = supplierParamsFrom(params);
  const next = { ...current, ...change };
  if (change.page === undefined && (change.supplierId !== undefined || change.operation !== undefined || change.basis !== undefined)) next.page = 1;
  if (change.supplierId !== undefined && change.supplierId !== current.supplierId) {
    next.operation = 'all';
    next.basis = DEFAULT_LEDGER_BASIS;
  }
  const out = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) => (value && value !== fallback ? out.set(key, value) : out.delete(key));
  set('supplierId', next.supplierId, '');
  set('operation', next.operation, 'all');
  set('basis', next.basis, DEFAULT_LEDGER_BASIS);
  set('page', String(next.page), '1');
  return out;
}
