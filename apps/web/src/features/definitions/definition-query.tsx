import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { canAccess, DEFINITIONS_WRITE_RULE, VEHICLE_CLASS_ADD_RULE } from '@farebox/domain';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useActor } from '@/features/users/use-permissions';

/** Loading, error with retry, then the table. */
export function DefinitionQuery<P>({ query, noun, children }: { query: UseQueryResult<P>; noun: string; children: (page: P) => ReactNode }) {
  if (query.isPending) return <Loading label={`Loading ${noun}…`} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <div aria-busy={query.isFetching || undefined}>{children(query.data)}</div>;
}

/** Support and admin change the tables; read-admin only reads (the API refuses it anyway). */
export function useDefinitionPermissions() {
  const actor = useActor();
  return { canWrite: canAccess(actor, DEFINITIONS_WRITE_RULE), canManageVehicleClasses: canAccess(actor, VEHICLE_CLASS_ADD_RULE) };
}
