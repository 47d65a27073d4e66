import { STAFF_WRITE_ROLES } from '@farebox/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMe } from '@/features/auth/use-auth';
import { Button, ConfirmDialog, EmptyState, ErrorState, Loading, PageHeader, Table, useToast, type Column } from '@/ui';
import { opsApi, opsKeys, type CacheEntry } from './ops-api';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Spec part 1, 2.7: the cache entries with Uncache per entry and Uncache All (confirmed). */
export function CachesPage() {
  const me = useMe();
  const canWrite = STAFF_WRITE_ROLES.includes(me.role);
  const queryClient = useQueryClient();
  const { notify } = useToast();
  const [confirmAll, setConfirmAll] = useState(false);
  const query = useQuery({ queryKey: opsKeys.caches, queryFn: opsApi.caches });

  const uncache = useMutation({
    mutationFn: opsApi.uncache,
    onSuccess: (list, url) => {
      queryClient.setQueryData(opsKeys.caches, list);
      notify({ kind: 'success', title: 'Uncached', text: `${url} was uncached` });
    },
    onError: (_e, url) => notify({ kind: 'error', title: 'Error Occurred', text: `${url} failed to be uncached` }),
  });
  const uncacheAll = useMutation({
    mutationFn: opsApi.uncacheAll,
    onSuccess: (list) => {
      queryClient.setQueryData(opsKeys.caches, list);
      setConfirmAll(false);
      notify({ kind: 'success', title: 'Uncached', text: 'All cache entries were uncached' });
    },
    onError: () => {
      setConfirmAll(false);
      const remaining = queryClient.getQueryData<CacheEntry[]>(opsKeys.caches) ?? [];
      notify({ kind: 'error', title: 'Error Occurred', text: `${remaining.map((e) => e.url).join(', ') || 'The cache'} failed to be uncached` });
    },
  });

  const columns: Column<CacheEntry>[] = [
    { key: 'url', header: 'URL', render: (e) => <span className="break-all">{e.url}</span> },
    { key: 'cachedAt', header: 'Cached at', render: (e) => formatDate(e.cachedAt) },
    { key: 'expiresAt', header: 'Expires at', render: (e) => formatDate(e.expiresAt) },
  ];
  if (canWrite)
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (e) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Uncache ${e.url}`}
          loading={uncache.isPending && uncache.variables === e.url}
          onClick={() => uncache.mutate(e.url)}
        >
          Uncache
        </Button>
      ),
    });

  const entries = query.data ?? [];
  return (
    <section>
      <PageHeader
        title="Caches"
        actions={
          canWrite && entries.length > 0 ? (
            <Button variant="danger" onClick={() => setConfirmAll(true)}>
              Uncache All
            </Button>
          ) : undefined
        }
      />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="The cache is empty" />
      ) : (
        <Table caption="Cache entries" columns={columns} rows={entries} rowKey={(e) => e.url} />
      )}
      <ConfirmDialog
        open={confirmAll}
        message={<p className="text-sm text-slate-800">Every cache entry will be removed.</p>}
        confirmLabel="Uncache All"
        busy={uncacheAll.isPending}
        onCancel={() => setConfirmAll(false)}
        onConfirm={() => uncacheAll.mutate()}
      />
    </section>
  );
}
