import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';
import { pictureKeys } from '@/features/images/pictures/pictures.api';

export type LineInfo = Schemas['LineInfoDto'];
export type LineInfoBody = Schemas['UpdateLineInfoDto'];
export type LinePicturesTicket = Schemas['LinePicturesTicketDto'];
export type LinePicturesTicketBody = Schemas['UpdateLinePicturesTicketDto'];

/** Query keys of the line editor's tabs 3 and 5. */
export const lineContentKeys = {
  all: ['line-content'] as const,
  info: (lineId: string) => [...lineContentKeys.all, 'info', lineId] as const,
  picturesTicket: (lineId: string) => [...lineContentKeys.all, 'pictures-ticket', lineId] as const,
};

const byLine = (id: string) => ({ params: { path: { id } } });

export function useLineInfo(lineId: string) {
  return useQuery({
    queryKey: lineContentKeys.info(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/info', { ...byLine(lineId), signal })),
  });
}

/** Saves the Info & Social tab from the line version it was edited from (an older one is 409 EditConflict). */
export function useSaveLineInfo(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LineInfoBody) => data(client.PUT('/api/lines/{id}/info', { ...byLine(lineId), body })),
    onSuccess: (saved) => qc.setQueryData(lineContentKeys.info(lineId), saved),
  });
}

export function useLinePicturesTicket(lineId: string) {
  return useQuery({
    queryKey: lineContentKeys.picturesTicket(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/pictures-ticket', { ...byLine(lineId), signal })),
  });
}

/** Saves the Pictures & Ticket tab (pictures included) from the line version it was edited from. */
export function useSaveLinePicturesTicket(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LinePicturesTicketBody) => data(client.PUT('/api/lines/{id}/pictures-ticket', { ...byLine(lineId), body })),
    onSuccess: (saved) => {
      qc.setQueryData(lineContentKeys.picturesTicket(lineId), saved);
      qc.setQueryData(pictureKeys.of('line', lineId), saved.pictures);
    },
  });
}
