import { Button } from '@/ui/button';
import { ReadOnlyField } from '@/ui/form-fields';
import { ErrorState, errorMessage } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { useToast } from '@/ui/toast';
import { useBulkMapping, useOverview } from './supplier-api-screen.api';

const yesNo = (value: boolean | null) => (value === null ? 'Unknown (the supplier did not answer)' : value ? 'Yes' : 'No');

/** Overview/rules: what the integration is and how much of it is mapped; bulk mapping for offline suppliers. */
export function OverviewTab({ id }: { id: string }) {
  const overview = useOverview(id);
  const bulk = useBulkMapping(id);
  const { notify } = useToast();
  if (overview.isPending) return <Spinner label="Loading the overview" />;
  if (overview.isError) return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const o = overview.data;
  const runBulk = () =>
    bulk.mutate(undefined, {
      onSuccess: (r) => notify({ kind: 'success', title: 'Bulk mapping done', text: `${r.mapped.length} transfers mapped, ${r.skipped} left as they were.` }),
      onError: (error) => notify({ kind: 'error', title: 'Bulk mapping failed', text: errorMessage(error) }),
    });
  return (
    <section aria-label="Overview" className="space-y-4">
      {o.unavailable && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          The supplier did not answer: {o.unavailable}
        </p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <ReadOnlyField label="Name" value={o.integration.name} />
        <ReadOnlyField label="Integration id" value={o.integration.id} />
        <ReadOnlyField label="Mode" value={o.integration.mode === 'online' ? 'Online (searched live)' : 'Offline (mapped and synced)'} />
        <ReadOnlyField label="Base URL" value={o.baseUrl ?? 'Not configured'} />
        <ReadOnlyField label="Bulk mapping support" value={yesNo(o.bulkMapping)} />
        <ReadOnlyField label="Transfers" value={`${o.transfers} (${o.mappedTransfers} mapped)`} />
        <ReadOnlyField label="Farebox lines" value={o.lines} />
        <ReadOnlyField label="City mappings" value={o.mappings.city} />
        <ReadOnlyField label="Company mappings" value={o.mappings.company} />
        <ReadOnlyField label="Vehicle type mappings" value={o.mappings.vehicleType} />
        <ReadOnlyField label="Vehicle class mappings" value={o.mappings.vehicleClass} />
      </dl>
      {o.integration.mode === 'offline' && (
        <div className="space-y-1">
          <Button variant="secondary" onClick={runBulk} loading={bulk.isPending}>
            Bulk mapping
          </Button>
          <p className="text-sm text-slate-700">Maps every transfer whose parameters are all mapped to the one matching Farebox line.</p>
          {bulk.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorMessage(bulk.error)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
