import { Button } from '@/ui/button';
import type { Column } from '@/ui/table';

/** A report row of one supplier in one currency (accrued cost, invoice gaps). */
interface SupplierCurrencyRow {
  supplierName: string;
  currency: string;
}

/** The row action that opens a supplier-and-currency row's breakdown (the row click opens it too). */
export function breakdownColumn<T extends SupplierCurrencyRow>(open: (row: T) => void): Column<T> {
  return {
    key: 'actions',
    header: 'Actions',
    hideHeader: true,
    render: (r) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Breakdown of ${r.supplierName} ${r.currency}`}
        onClick={(e) => {
          e.stopPropagation();
          open(r);
        }}
      >
        Breakdown
      </Button>
    ),
  };
}
