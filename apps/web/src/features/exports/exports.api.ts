import { useQuery } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { idempotent } from '@/api/idempotency';

export type ExportJob = Schemas['FileJobDto'];
export type ExportKind = Schemas['CreateFileJobDto']['kind'];

/** Query keys of background exports. */
export const exportKeys = {
  all: ['exports'] as const,
  job: (id: string) => [...exportKeys.all, id] as const,
};

/** How often a running export's progress is asked for. */
const POLL_MS = 1_000;

/** The filters as the synchronous route gets them in its query string: empty values left out. */
const filtersOf = (filters: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/** POST /api/exports: the key makes a retry of the same click the same job. */
export const startExport = (kind: ExportKind, filters: object, key: string) =>
  data(client.POST('/api/exports', { params: idempotent(key), body: { kind, filters: filtersOf(filters) } }));

/** GET /api/exports/{id}, asked again every second until the job is ready or failed. */
export function useExportJob(id: string | null) {
  return useQuery({
    queryKey: exportKeys.job(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/exports/{id}', { params: { path: { id: id! } }, signal })),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'ready' || query.state.data?.status === 'failed' ? false : POLL_MS),
  });
}
