import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNEL_TYPES, PAYMENT_FLOWS, type ChannelType, type PartnerListFilterKey, type PaymentFlow } from '@farebox/domain';
import { client, data, type Schemas } from '@/api/http';
import { offsetOf, PAGE_SIZE } from '@/api/page';

export type PartnerListItem = Schemas['PartnerListItemDto'];
export type CreatePartnerBody = Schemas['CreatePartnerDto'];
export type PartnerFilters = Record<PartnerListFilterKey, string>;

export const partnerKeys = {
  all: ['partners'] as const,
  list: (filters: PartnerFilters, page: number) => [...partnerKeys.all, 'list', filters, page] as const,
};

// A value from an edited URL that is none of the API's choices is left out rather than refused.
const oneOf = <T extends string>(choices: readonly T[], value: string): T | undefined => (choices.includes(value as T) ? (value as T) : undefined);
const amount = (value: string) => (/^-?\d{1,12}(\.\d{1,2})?$/.test(value) ? value : undefined);

/** GET /api/partners: one page with the URL's filters. */
export function usePartnersList(filters: PartnerFilters, page: number) {
  return useQuery({
    queryKey: partnerKeys.list(filters, page),
    queryFn: ({ signal }) =>
      data(
        client.GET('/api/partners', {
          params: {
            query: {
              name: filters.name || undefined,
              type: oneOf<ChannelType>(CHANNEL_TYPES, filters.type),
              paymentFlow: oneOf<PaymentFlow>(PAYMENT_FLOWS, filters.paymentFlow),
              balanceFrom: amount(filters.balanceFrom),
              balanceTo: amount(filters.balanceTo),
              offset: offsetOf(page),
              limit: PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/partners (full admin). */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePartnerBody) => data(client.POST('/api/partners', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
