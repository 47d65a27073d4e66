import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';

export type LinePrices = Schemas['LinePricesDto'];
export type LinePricesBody = Schemas['UpdateLinePricesDto'];
export type PriceRules = Schemas['PriceRulesDto'];
export type PriceRule = Schemas['PriceRuleDto'];
export type PriceRuleBody = Schemas['PriceRuleFieldsDto'];
export type PriceChangeImpact = Schemas['TripPriceChangeImpactDto'];
export type PriceChangeExample = Schemas['TripPriceChangeExampleDto'];

/** Query keys of a line's prices and price rules. */
export const linePriceKeys = {
  all: ['line-prices'] as const,
  prices: (lineId: string) => [...linePriceKeys.all, 'prices', lineId] as const,
  rules: (lineId: string) => [...linePriceKeys.all, 'rules', lineId] as const,
};

const byLine = (id: string) => ({ params: { path: { id } } });
const byRule = (id: string, ruleId: string) => ({ params: { path: { id, ruleId } } });

export function useLinePrices(lineId: string) {
  return useQuery({
    queryKey: linePriceKeys.prices(lineId),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/prices', { ...byLine(lineId), signal })),
  });
}

/**
 * Saves the Prices form from the line version it was edited from (an older one is 409 EditConflict); with `dryRun` it
 * answers the change's impact on future trips and saves nothing.
 */
export function useSaveLinePrices(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LinePricesBody) => data(client.PUT('/api/lines/{id}/prices', { ...byLine(lineId), body })),
    onSuccess: (saved) => {
      if (!saved.dryRun) qc.setQueryData(linePriceKeys.prices(lineId), saved);
    },
  });
}

export function usePriceRules(lineId: string | null) {
  return useQuery({
    queryKey: linePriceKeys.rules(lineId ?? ''),
    queryFn: ({ signal }) => data(client.GET('/api/lines/{id}/price-rules', { ...byLine(lineId!), signal })),
    enabled: !!lineId,
  });
}

/** Adds a rule, or edits `editing` from the version the form was opened on; `dryRun` previews the impact only. */
export function useSavePriceRule(lineId: string, editing: Pick<PriceRule, 'id' | 'version'> | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceRuleBody) =>
      editing
        ? data(client.PUT('/api/lines/{id}/price-rules/{ruleId}', { ...byRule(lineId, editing.id), body: { ...body, version: editing.version } }))
        : data(client.POST('/api/lines/{id}/price-rules', { ...byLine(lineId), body })),
    onSuccess: (saved) => (saved.dryRun ? undefined : qc.invalidateQueries({ queryKey: linePriceKeys.rules(lineId) })),
  });
}

/** Deletes a rule at the version the user confirmed; `dryRun` previews the impact only. */
export function useDeletePriceRule(lineId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ rule, dryRun = false }: { rule: Pick<PriceRule, 'id' | 'version'>; dryRun?: boolean }) =>
      data(
        client.DELETE('/api/lines/{id}/price-rules/{ruleId}', {
          params: { path: { id: lineId, ruleId: rule.id }, query: { version: rule.version, dryRun: dryRun ? 'true' : 'false' } },
        }),
      ),
    onSuccess: (done) => (done.dryRun ? undefined : qc.invalidateQueries({ queryKey: linePriceKeys.rules(lineId) })),
  });
}
