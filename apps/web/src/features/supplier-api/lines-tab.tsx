import { Link } from 'react-router';
import { ErrorState } from '@/ui/states';
import { Spinner } from '@/ui/spinner';
import { Table, type Column } from '@/ui/table';
import { useScreenLines, type ScreenLine } from './supplier-api-screen.api';

const columns: Column<ScreenLine>[] = [
  {
    key: 'denomination',
    header: 'Line',
    render: (l) => (
      <Link to={`/lines/edit/${l.id}?tab=7`} className="text-sky-900 underline">
        {l.denomination}
      </Link>
    ),
  },
  { key: 'companyName', header: 'Company' },
  { key: 'route', header: 'Route', render: (l) => `${l.fromCity} → ${l.toCity}` },
  { key: 'vehicle', header: 'Vehicle', render: (l) => `${l.type}, ${l.lineClass}` },
  { key: 'aToB', header: 'A→B transfer', render: (l) => l.aToBTransferId ?? '—' },
  { key: 'bToA', header: 'B→A transfer', render: (l) => l.bToATransferId ?? '—' },
  { key: 'status', header: 'Mapping status' },
];

/** Farebox Lines: our lines of the supplier's mapped companies, with their mapping status. */
export function LinesTab({ id }: { id: string }) {
  const lines = useScreenLines(id);
  if (lines.isPending) return <Spinner label="Loading the lines" />;
  if (lines.isError) return <ErrorState error={lines.error} onRetry={() => void lines.refetch()} />;
  return (
    <section aria-label="Farebox lines" className="space-y-2">
      <p role="status" className="text-sm text-slate-700">
        {lines.data.total > lines.data.data.length ? `The first ${lines.data.data.length} of ${lines.data.total} lines.` : `${lines.data.total} lines.`}
      </p>
      <Table caption="Farebox lines of the supplier" columns={columns} rows={lines.data.data} rowKey={(l) => l.id} emptyText="No Results" />
    </section>
  );
}
