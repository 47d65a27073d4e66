import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';

export type LineCutoffs = Schemas['LineCutoffsDto'];
export type LineCutoffsBody = Schemas['UpdateLineCutoffsDto'];

export const lineCutoffsKey = (lineId: string) => ['line-cutoffs', lineId] as const;
const byLine = (lineId: string) => ({ params: { path: { lineId } } });

export function useLineCutoffs(lineId: string) {
  return useQuery({
    queryKey: lineCutoffsKey(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{lineId}/cutoffs', { ...byLine(lineId), signal })),
  });
}

export function useSaveLineCutoffs(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LineCutoffsBody) => data(client.PUT('/api/lines/{lineId}/cutoffs', { ...byLine(lineId), body })),
    onSuccess: (saved) => qc.setQueryData(lineCutoffsKey(lineId), saved),
  });
}
