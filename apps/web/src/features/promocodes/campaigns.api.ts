import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data } from '@/api/http';
import { idempotent } from '@/api/idempotency';
import { offsetOf, PAGE_SIZE } from '@/api/page';
import { downloadApiFile } from '@/ui/download';
import type { CampaignDto, CampaignListQuery, CreateSerialBody, CreateSingleBody, UpdateCampaignBody } from './campaign.types';

export const campaignKeys = {
  all: ['promocodes'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (query: CampaignListQuery, page: number) => [...campaignKeys.lists(), query, page] as const,
  creators: () => [...campaignKeys.all, 'creators'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
};

const byId = (id: string) => ({ params: { path: { id } } });

/** How often a saved serial campaign asks for its generation progress while the codes are being generated. */
export const GENERATION_POLL_MS = 1000;

export function useCampaignsList(query: CampaignListQuery, page: number) {
  return useQuery({
    queryKey: campaignKeys.list(query, page),
    queryFn: ({ signal }) => data(client.GET('/api/promocodes', { params: { query: { ...query, offset: offsetOf(page), limit: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The people who created campaigns, for the creator filter. */
export function useCampaignCreators() {
  return useQuery({
    queryKey: campaignKeys.creators(),
    queryFn: ({ signal }) => data(client.GET('/api/promocodes/creators', { signal })),
    staleTime: 60_000,
  });
}

/** One campaign; a serial one is asked for again every second while its codes are being generated. */
export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.detail(id ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/promocodes/{id}', { ...byId(id!), signal })),
    enabled: !!id,
    refetchInterval: (query) => (isGenerating(query.state.data) ? GENERATION_POLL_MS : false),
  });
}

/** A saved serial campaign waits for (draft) or runs its generation job. */
export function isGenerating(campaign: CampaignDto | undefined): boolean {
  const state = campaign?.generation?.state;
  return state === 'draft' || state === 'generating';
}

function useInvalidateLists() {
  const qc = useQueryClient();
  return (campaign?: CampaignDto) => {
    if (campaign) qc.setQueryData(campaignKeys.detail(campaign.id), campaign);
    void qc.invalidateQueries({ queryKey: campaignKeys.lists() });
    void qc.invalidateQueries({ queryKey: campaignKeys.creators() });
  };
}

/** Creates a single campaign once per the form's Idempotency-Key (a double submit makes one campaign). */
export function useCreateSingleCampaign() {
  const refresh = useInvalidateLists();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateSingleBody; key: string }) => data(client.POST('/api/promocodes/single', { params: idempotent(key), body })),
    onSuccess: () => refresh(),
  });
}

/** Save & Generate: creates the serial campaign and starts generating its codes, once per the form's Idempotency-Key. */
export function useCreateSerialCampaign() {
  const refresh = useInvalidateLists();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateSerialBody; key: string }) => data(client.POST('/api/promocodes/serial', { params: idempotent(key), body })),
    onSuccess: () => refresh(),
  });
}

/** Saves campaign `id`; the body carries the version the form was opened on (an older one is 409). */
export function useUpdateCampaign(id: string | undefined) {
  const refresh = useInvalidateLists();
  return useMutation({
    mutationFn: (body: UpdateCampaignBody) => data(client.PUT('/api/promocodes/{id}', { ...byId(id!), body })),
    onSuccess: (campaign) => refresh(campaign),
  });
}

/** Generates a failed serial campaign's codes again; the detail query then follows the new run. */
export function useRegenerateCodes(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => client.POST('/api/promocodes/{id}/regenerate', byId(id)),
    onSettled: () => qc.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
  });
}

/** Downloads the serial codes as an Excel file named after the prefix. */
export function downloadCodes(id: string, prefix: string): Promise<void> {
  return downloadApiFile(client.GET('/api/promocodes/{id}/codes.xlsx', { ...byId(id), parseAs: 'blob' }), `${prefix}-codes.xlsx`);
}
