import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, data, type Schemas } from '@/api/http';

export type RideRule = Schemas['RideRuleDto'];
export type ResolvedRideAttribute = Schemas['ResolvedRideAttributeDto'];
export type RideRuleBody = Schemas['RideRuleFieldsDto'];

/** The ride whose rules are shown: a line or a transport, by its companies, cities, type and class. */
export interface RideTargetIds {
  operator: string;
  supplier?: string | null;
  fromCity: string;
  toCity: string;
  vehicleType: string;
  vehicleClass: string;
}

/** Query keys of the ride rules resource. */
export const rideRuleKeys = {
  all: ['ride-rules'] as const,
  applicable: (target: RideTargetIds) => [...rideRuleKeys.all, 'applicable', target] as const,
};

/** GET /api/ride-rules/applicable: the attributes the rules set for the ride, each with its rules and exceptions. */
export function useApplicableRideRules(target: RideTargetIds) {
  return useQuery({
    queryKey: rideRuleKeys.applicable(target),
    queryFn: ({ signal }) =>
      data(client.GET('/api/ride-rules/applicable', { params: { query: { ...target, supplier: target.supplier || undefined } }, signal })),
  });
}

/** Adds a rule, or edits `editing` from the version the modal was opened on (an older one is 409 EditConflict). */
export function useSaveRideRule(editing: Pick<RideRule, 'id' | 'version'> | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RideRuleBody) =>
      editing
        ? data(client.PUT('/api/ride-rules/{id}', { params: { path: { id: editing.id } }, body: { ...body, version: editing.version } }))
        : data(client.POST('/api/ride-rules', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rideRuleKeys.all }),
  });
}

export function useDeleteRideRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(client.DELETE('/api/ride-rules/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rideRuleKeys.all }),
  });
}
