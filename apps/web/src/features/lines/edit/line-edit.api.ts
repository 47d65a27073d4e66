import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import type { ChangeLogQuery } from '@/ui/change-log-table';

/** GET /lines/:id: the line as the editor shows it (the type the Prices and Schedules tabs take too). */
export type LineDetail = Schemas['LineDto'];
export type LineBody = Schemas['LineFieldsDto'];
export type LineSyncRun = Schemas['LineSyncRunDto'];

/** Query keys of one line in the editor. */
export const lineKeys = {
  all: ['lines'] as const,
  detail: (id: string) => [...lineKeys.all, 'detail', id] as const,
  changeLog: (id: string) => [...lineKeys.all, 'change-log', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

export function useLine(id: string | undefined) {
  return useQuery({
    queryKey: lineKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}', { ...byId(id!), signal })),
    enabled: !!id,
    // A queued Sync Line is finished by the worker: read the line again until its run is done.
    refetchInterval: (query) => (query.state.data?.lastSync?.state === 'queued' ? 1000 : false),
  });
}

export const lineChangeLogQuery = (id: string): ChangeLogQuery => ({
  queryKey: lineKeys.changeLog(id),
  queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/change-log', { ...byId(id), signal })),
});

/** After any write: the answer is the line; the change log and the lines list are stale. */
function useLineWritten() {
  const qc = useQueryClient();
  return (line: LineDetail) => {
    qc.setQueryData(lineKeys.detail(line.id), line);
    void qc.invalidateQueries({ queryKey: lineKeys.changeLog(line.id) });
    void qc.invalidateQueries({ queryKey: [...lineKeys.all, 'list'] });
  };
}

/** Creates a line, or saves tab 0 of `editing` from the version the form was opened on (older: 409 EditConflict). */
export function useSaveLine(editing: Pick<LineDetail, 'id' | 'version'> | undefined) {
  const written = useLineWritten();
  return useMutation({
    mutationFn: (body: LineBody) =>
      editing
        ? data(client.PUT('/api/lines/{id}', { ...byId(editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/lines', { body })),
    onSuccess: written,
  });
}

/** Publish (true) or unpublish (false); a concurrent change answers 409 with the line's state. */
export function usePublishLine(id: string) {
  const written = useLineWritten();
  return useMutation({
    mutationFn: (publish: boolean) => data(publish ? client.POST('/api/lines/{id}/publish', byId(id)) : client.POST('/api/lines/{id}/unpublish', byId(id))),
    onSuccess: written,
  });
}

export function useDuplicateLine() {
  const written = useLineWritten();
  return useMutation({
    mutationFn: (id: string) => data(client.POST('/api/lines/{id}/duplicate', byId(id))),
    onSuccess: written,
  });
}

export function useSyncLine(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (daysInAdvance: number) => data(client.POST('/api/lines/{id}/sync', { ...byId(id), body: { daysInAdvance } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: lineKeys.detail(id) }),
  });
}
