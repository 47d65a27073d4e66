import fc from 'fast-check';
import type { Actor } from '../access/access-rule.js';
import { Role, Scope, type Role as RoleT } from '../access/roles.js';
import { DEPOSIT_REQUEST_STATES } from './finance-constants.js';
import { decideDepositRequest, depositRequestAllowedActions } from './deposit-request.machine.js';

const actor = (role: RoleT, isFullAdmin: boolean, scopes: Scope[] = []): Actor => ({ id: 'u', role, isFullAdmin, scopes, companyId: null });
const admin = actor(Role.Admin, true);

describe('deposit request machine', () => {
  it('deposits or cancels an open request', () => {
    expect(decideDepositRequest('open', { type: 'DEPOSIT' }, admin)).toEqual({ ok: true, state: 'deposited' });
    expect(decideDepositRequest('open', 'CANCEL', actor(Role.Support, true))).toEqual({ ok: true, state: 'cancelled' });
  });

  it('refuses closed requests (409) and anyone but a writing full admin (403)', () => {
    expect(decideDepositRequest('deposited', 'CANCEL', admin)).toEqual({ ok: false, reason: 'The deposit request is no longer open.' });
    expect(decideDepositRequest('cancelled', 'DEPOSIT', admin)).toEqual({ ok: false, reason: 'The deposit request is no longer open.' });
    for (const who of [actor(Role.ReadAdmin, true), actor(Role.Admin, false, [Scope.FinanceAdmin]), actor(Role.Agent, false)]) {
      expect(decideDepositRequest('open', 'CANCEL', who)).toEqual({
        ok: false,
        reason: 'Only a full admin can cancel or deposit a deposit request.',
        forbidden: true,
      });
    }
  });

  it('offers cancel and deposit only while open, only to writing full admins', () => {
    expect(depositRequestAllowedActions('open', admin)).toEqual(['cancel', 'deposit']);
    expect(depositRequestAllowedActions('deposited', admin)).toEqual([]);
    expect(depositRequestAllowedActions('open', actor(Role.ReadAdmin, true))).toEqual([]);
    expect(depositRequestAllowedActions('open', null)).toEqual([]);
  });

  it('allowed actions agree with the decisions (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEPOSIT_REQUEST_STATES),
        fc.constantFrom<RoleT>(Role.Admin, Role.Support, Role.ReadAdmin, Role.Agent),
        fc.boolean(),
        (state, role, full) => {
          const who = actor(role, full);
          const allowed = depositRequestAllowedActions(state, who);
          expect(decideDepositRequest(state, 'CANCEL', who).ok).toBe(allowed.includes('cancel'));
          expect(decideDepositRequest(state, 'DEPOSIT', who).ok).toBe(allowed.includes('deposit'));
        },
      ),
    );
  });
});
