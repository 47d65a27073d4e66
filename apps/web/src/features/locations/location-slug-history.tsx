import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { client, data, type Schemas } from '@/api/http';
import { formatTimestamp } from '@/ui/edit-conflict-notice';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';

export type SluggedModel = Schemas['SlugRedirectDto']['referencedModel'];

/** The query key of a record's slug history, for the record's save to invalidate. */
export const slugHistoryKey = (referencedModel: SluggedModel, id: string): QueryKey => ['slug-history', referencedModel, id];

/**
 * A collapsed History of a record's slugs (the stations history, GET /api/redirect/station-history): its former slugs,
 * which old public links redirect from, loaded with a loading indicator the first time it is opened.
 */
export function CollapsibleSlugHistory({ referencedModel, id }: { referencedModel: SluggedModel; id: string }) {
  const [opened, setOpened] = useState(false);
  const history = useQuery({
    queryKey: slugHistoryKey(referencedModel, id),
    queryFn: ({ signal }) => data(client.GET('/api/redirect/station-history', { params: { query: { referencedModel, id } }, signal })),
    enabled: opened,
  });
  return (
    <details className="rounded border border-slate-200 bg-white" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">History</summary>
      <div className="p-3">
        {!opened ? null : history.isPending ? (
          <Loading label="Loading history…" />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.history.length === 0 ? (
          <p className="text-sm text-slate-700">The slug {history.data.slug} has never changed.</p>
        ) : (
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Slug history, oldest first</caption>
            <thead className="bg-slate-100">
              <tr>
                {['Previous slug', 'New slug', 'Time'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-800">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {history.data.history.map((h) => (
                <tr key={`${h.createdAt}-${h.previousSlug}`}>
                  <td className="px-3 py-2">{h.previousSlug}</td>
                  <td className="px-3 py-2">{h.newSlug}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatTimestamp(h.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </details>
  );
}
