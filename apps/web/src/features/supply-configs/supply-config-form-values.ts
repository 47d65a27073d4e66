import {
  newSupplyConfigSettings,
  normalizeSupplyConfig,
  SupplyConfigMessage,
  validateSupplyConfig,
  type FieldProblem,
  type SupplyConfigSettings,
} from '@farebox/domain';
import type { SupplyConfigDto } from './supply-config.types';

/** The form keeps the days as typed text so an empty or partial entry gets the shared message, not NaN. */
export type SupplyConfigFormValues = Omit<SupplyConfigSettings, 'syncDaysInAdvance'> & { companyId: string; syncDaysInAdvance: string };

export function toFormValues(c?: SupplyConfigDto): SupplyConfigFormValues {
  const { defaultMarkupPercent, commissionPercent, autoApproveBookings, syncEnabled, syncDaysInAdvance, sandbox } = c ?? newSupplyConfigSettings();
  return {
    companyId: c?.companyId ?? '',
    defaultMarkupPercent,
    commissionPercent,
    autoApproveBookings,
    syncEnabled,
    syncDaysInAdvance: String(syncDaysInAdvance),
    sandbox,
  };
}

/** What the API takes, normalised as the server normalises it. */
export function toSettings({
  defaultMarkupPercent,
  commissionPercent,
  autoApproveBookings,
  syncEnabled,
  syncDaysInAdvance,
  sandbox,
}: SupplyConfigFormValues): SupplyConfigSettings {
  const days = syncDaysInAdvance.trim();
  return normalizeSupplyConfig({
    defaultMarkupPercent,
    commissionPercent,
    autoApproveBookings,
    syncEnabled,
    syncDaysInAdvance: /^\d+$/.test(days) ? Number(days) : Number.NaN,
    sandbox,
  });
}

/** The shared rule the API runs, plus the supplier a new config needs. */
export function supplyConfigProblems(values: SupplyConfigFormValues, creating: boolean): FieldProblem[] {
  const problems = validateSupplyConfig(toSettings(values));
  if (creating && !values.companyId) problems.unshift({ field: 'companyId', message: SupplyConfigMessage.SupplierRequired });
  return problems;
}
