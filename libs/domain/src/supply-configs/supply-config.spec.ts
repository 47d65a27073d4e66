import { Role, Scope } from '../access/roles.js';
import { canEditSupplyConfig, newSupplyConfigSettings, normalizePercent, SupplyConfigMessage, validateSupplyConfig } from './supply-config.js';

const actor = (role: Role, extra: { isFullAdmin?: boolean; scopes?: Scope[] } = {}) => ({
  id: 'u',
  role,
  scopes: extra.scopes ?? [],
  isFullAdmin: extra.isFullAdmin ?? false,
  companyId: null,
});

describe('supply config rules', () => {
  it('writes percentages at the column scale and leaves anything else as typed', () => {
    expect(['5', '12.5', '007.25', '100', ' 3.1 ', 'abc', '1.234'].map(normalizePercent)).toEqual(['5.00', '12.50', '7.25', '100.00', '3.10', 'abc', '1.234']);
  });

  it('accepts 0 to 100 with 2 decimals and 1 to 365 days, with a message for each field otherwise', () => {
    expect(validateSupplyConfig({ ...newSupplyConfigSettings(), defaultMarkupPercent: '100.00', commissionPercent: '0.00', syncDaysInAdvance: 365 })).toEqual(
      [],
    );
    expect(validateSupplyConfig({ ...newSupplyConfigSettings(), defaultMarkupPercent: '100.01', commissionPercent: '', syncDaysInAdvance: 1.5 })).toEqual([
      { field: 'defaultMarkupPercent', message: SupplyConfigMessage.Percent },
      { field: 'commissionPercent', message: SupplyConfigMessage.Required },
      { field: 'syncDaysInAdvance', message: SupplyConfigMessage.SyncDays },
    ]);
    expect(validateSupplyConfig({ ...newSupplyConfigSettings(), commissionPercent: '-1', syncDaysInAdvance: 0 }).map((p) => p.field)).toEqual([
      'commissionPercent',
      'syncDaysInAdvance',
    ]);
  });

  it('lets full admins and the supply team edit any config, the sandbox role sandbox ones only, nobody else', () => {
    expect(canEditSupplyConfig(actor(Role.Admin, { isFullAdmin: true }), false)).toBe(true);
    expect(canEditSupplyConfig(actor(Role.Support, { scopes: [Scope.SupplyManager] }), false)).toBe(true);
    expect(canEditSupplyConfig(actor(Role.Support), true)).toBe(false);
    expect(canEditSupplyConfig(actor(Role.ReadAdmin, { isFullAdmin: true }), true)).toBe(false);
    expect(canEditSupplyConfig(actor(Role.Agent, { isFullAdmin: true }), true)).toBe(false);
    expect(canEditSupplyConfig(actor(Role.SupplyAdminSandbox), true)).toBe(true);
    expect(canEditSupplyConfig(actor(Role.SupplyAdminSandbox), false)).toBe(false);
    expect(canEditSupplyConfig(actor(Role.SupplyAdminSandbox), true, false)).toBe(false);
    expect(canEditSupplyConfig(null, true)).toBe(false);
  });
});
