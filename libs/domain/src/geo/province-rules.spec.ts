import fc from 'fast-check';
import { canAccess } from '../access/access-rule.js';
import { Role, Scope } from '../access/roles.js';
import { newProvinceFields, normalizeProvince, PROVINCE_WRITE_RULE, ProvinceMessage, validateProvince } from './province-rules.js';

const problems = (patch: object) => validateProvince(normalizeProvince({ ...newProvinceFields(), name: 'Krabi', countryId: 'c1', ...patch }));

describe('province rules', () => {
  it('requires a name of at most 100 characters and a country', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const n = name.trim().length;
        expect(problems({ name }).some((p) => p.field === 'name')).toBe(n === 0 || n > 100);
      }),
    );
    expect(problems({ name: ' ', countryId: '' })).toEqual([
      { field: 'name', message: ProvinceMessage.Required },
      { field: 'countryId', message: 'This field is required.' },
    ]);
  });

  it('drops repeated cities and blank rich text', () => {
    expect(normalizeProvince({ name: ' Krabi ', countryId: 'c1', cityIds: ['a', 'b', 'a'], description: '  ' })).toEqual({
      name: 'Krabi',
      countryId: 'c1',
      cityIds: ['a', 'b'],
      description: null,
    });
  });

  it('lets only staff writers with the edit-province scope create and edit', () => {
    const actor = (role: Role, scopes: Scope[]) => ({ id: 'u1', role, scopes, isFullAdmin: false, companyId: null });
    expect(canAccess(actor(Role.Admin, [Scope.EditProvince]), PROVINCE_WRITE_RULE)).toBe(true);
    expect(canAccess(actor(Role.Support, [Scope.EditProvince]), PROVINCE_WRITE_RULE)).toBe(true);
    expect(canAccess(actor(Role.Admin, [Scope.ScopeAdmin]), PROVINCE_WRITE_RULE)).toBe(false);
    expect(canAccess(actor(Role.ReadAdmin, [Scope.EditProvince]), PROVINCE_WRITE_RULE)).toBe(false);
  });
});
