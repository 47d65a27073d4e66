import { canAccess, STAFF_WRITE_ROLES } from '@farebox/domain';
import { useActor } from '@/features/users/use-permissions';
import { RideRulesWidget } from '@/features/lines/ride-rules/ride-rules-widget';
import type { LineDetail } from './line-edit.api';

/** The ride a saved line is: its companies, the cities of its primary stations, its type and class. */
export const rideOfLine = (line: LineDetail) => ({
  operator: line.companyId,
  supplier: line.supplierId,
  fromCity: line.stationA.city.id,
  toCity: line.stationB.city.id,
  vehicleType: line.type,
  vehicleClass: line.lineClass,
});

/**
 * Tab 0's Ride rules (spec 2.12): the supplier and operator rules that apply to the saved line. Staff read them;
 * full admins who may write add, edit and delete them. Outside tab 0's form, so the rule modal never submits it.
 */
export function LineRideRules({ line }: { line: LineDetail }) {
  const canEdit = canAccess(useActor(), { roles: STAFF_WRITE_ROLES, fullAdmin: true });
  return (
    <div className="mt-6 rounded border border-slate-200 bg-white p-4">
      <RideRulesWidget target={rideOfLine(line)} canEdit={canEdit} />
    </div>
  );
}
