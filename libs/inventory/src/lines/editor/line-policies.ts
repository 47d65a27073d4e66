import { In, type EntityManager } from 'typeorm';
import { policyEntryAppliesTo } from '@farebox/domain';
import { allOnManager, entityRows } from '@farebox/platform';
import { LinePolicyRule } from '../line-policy-rule.entity.js';
import { Trip } from '../../trips/trip.entity.js';

/**
 * The cancellation and amendment entries a booking of the line gets: those of both directions and those of the
 * directions of its trips (every entry when no trip is known), in the line's order.
 */
export async function policyRulesForTrips(manager: EntityManager, lineId: string, tripIds: readonly (string | null)[]): Promise<LinePolicyRule[]> {
  const ids = tripIds.filter((id): id is string => id !== null);
  const [rules, trips] = await allOnManager(
    manager,
    () => entityRows(manager, LinePolicyRule, 'lineId', lineId, { orderBy: 'position' }),
    async () => (ids.length > 0 ? manager.find(Trip, { select: { id: true, direction: true }, where: { id: In(ids) } }) : []),
  );
  if (trips.length === 0) return rules;
  return rules.filter((r) => trips.some((t) => policyEntryAppliesTo(r.direction, t.direction)));
}
