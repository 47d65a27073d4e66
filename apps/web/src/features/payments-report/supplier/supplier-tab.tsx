import { FinanceLoading } from '@farebox/domain';
import { Loading } from '@/ui/spinner';
import { EmptyState, ErrorState } from '@/ui/states';
import type { SupplierSummary } from '../finance.types';
import { InvoiceSupplierPanel } from './invoice-supplier-panel';
import { SupplierDetails } from './supplier-details';
import { SupplierPicker } from './supplier-picker';
import { useSupplierSummary } from './supplier.api';
import { TopupSupplierPanel } from './topup-supplier-panel';
import { useSupplierParams } from './use-supplier-params';

function SupplierPanel({ supplier }: { supplier: SupplierSummary }) {
  if (supplier.paymentType === 'topup' && supplier.topup) return <TopupSupplierPanel supplier={{ ...supplier, topup: supplier.topup }} />;
  if (supplier.paymentType === 'invoice' && supplier.invoice) return <InvoiceSupplierPanel supplier={{ ...supplier, invoice: supplier.invoice }} />;
  return <EmptyState title="No payment type" text="Set the supplier's payment type (Topup or Invoice) on its company Finance tab." />;
}

/** The Supplier tab (spec 2.6): a supplier picker (its id in the URL), its details, and its top-up or invoice view. */
export function SupplierTab() {
  const { supplierId, change } = useSupplierParams();
  const summary = useSupplierSummary(supplierId);
  return (
    <section aria-labelledby="supplier-tab-title" className="space-y-4">
      <h2 id="supplier-tab-title" className="sr-only">
        Supplier
      </h2>
      <div className="max-w-md">
        <SupplierPicker
          value={supplierId}
          knownName={summary.data?.id === supplierId ? summary.data.name : undefined}
          onChange={(id) => change({ supplierId: id })}
        />
      </div>
      {!supplierId ? (
        <EmptyState title="Choose a supplier" text="Its finance details, balance or invoices show here." />
      ) : summary.isPending ? (
        <Loading label={FinanceLoading.Data} />
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <h3 className="text-lg font-semibold text-slate-900">{summary.data.name}</h3>
          <SupplierDetails supplier={summary.data} />
          <SupplierPanel supplier={summary.data} />
        </>
      )}
    </section>
  );
}
