import { useQuery } from '@tanstack/react-query';
import { ErrorState, Loading, PageHeader, Table, type Column } from '@/ui';
import { opsApi, opsKeys, type ServiceState } from './ops-api';

/** Spec part 1, 2.7: the services with their version and status, and the API documentation link. */
export function OperationsPage() {
  const query = useQuery({ queryKey: opsKeys.operations, queryFn: opsApi.operations });
  const columns: Column<ServiceState>[] = [
    { key: 'name', header: 'Service' },
    { key: 'version', header: 'Version', render: (s) => s.version ?? '—' },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${s.status === 'up' ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}>
          {s.status}
        </span>
      ),
    },
    {
      key: 'docs',
      header: 'Documentation',
      render: (s) => (
        <a href={s.docsUrl || '/api/docs'} target="_blank" rel="noreferrer" className="text-sky-800 underline hover:text-sky-950">
          Open API documentation<span className="sr-only"> of {s.name} (opens in a new tab)</span>
        </a>
      ),
    },
  ];
  return (
    <section>
      <PageHeader title="Operations" />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table caption="Services" columns={columns} rows={query.data} rowKey={(s) => s.name} emptyText="No services" />
      )}
    </section>
  );
}
