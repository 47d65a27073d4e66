import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';

export type LineOptions = Schemas['LineOptionsDto'];
export type LineOptionsBody = Schemas['UpdateLineOptionsDto'];
export type LineExtras = Schemas['LineExtrasDto'];
export type LineExtrasBody = Schemas['UpdateLineExtrasDto'];

/** Query keys of a line's Options and Extras tabs. */
export const lineOptionKeys = {
  options: (lineId: string) => ['line-options', lineId] as const,
  extras: (lineId: string) => ['line-extras', lineId] as const,
};

const byLine = (id: string) => ({ params: { path: { id } } });

export function useLineOptions(lineId: string) {
  return useQuery({
    queryKey: lineOptionKeys.options(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/options', { ...byLine(lineId), signal })),
  });
}

/** Saves the Options tab from the line version it was edited from (an older one is 409 EditConflict). */
export function useSaveLineOptions(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LineOptionsBody) => data(client.PUT('/api/lines/{id}/options', { ...byLine(lineId), body })),
    onSuccess: (saved) => qc.setQueryData(lineOptionKeys.options(lineId), saved),
  });
}

export function useLineExtras(lineId: string) {
  return useQuery({
    queryKey: lineOptionKeys.extras(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/extras', { ...byLine(lineId), signal })),
  });
}

/** Saves the Extras list from the line version it was edited from (an older one is 409 EditConflict). */
export function useSaveLineExtras(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LineExtrasBody) => data(client.PUT('/api/lines/{id}/extras', { ...byLine(lineId), body })),
    onSuccess: (saved) => qc.setQueryData(lineOptionKeys.extras(lineId), saved),
  });
}
