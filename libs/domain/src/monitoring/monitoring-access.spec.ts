import { Role, Scope } from '../access/roles.js';
import { canReadUserEvents, monitoringSections } from './monitoring-access.js';

const actor = (role: Role, extra: { isFullAdmin?: boolean; scopes?: Scope[] } = {}) => ({
  id: 'u',
  role,
  scopes: extra.scopes ?? [],
  isFullAdmin: !!extra.isFullAdmin,
  companyId: null,
});

describe('monitoring access', () => {
  it('gives full admins the items and the events while monitoring is enabled', () => {
    expect(monitoringSections(actor(Role.Admin, { isFullAdmin: true }), true)).toEqual({ items: true, userEvents: true });
    expect(monitoringSections(actor(Role.Admin, { isFullAdmin: true }), false)).toEqual({ items: false, userEvents: false });
  });

  it('gives view-user-events holders the events only, whatever the switch', () => {
    for (const enabled of [true, false])
      expect(monitoringSections(actor(Role.Support, { scopes: [Scope.ViewUserEvents] }), enabled)).toEqual({ items: false, userEvents: true });
    expect(canReadUserEvents(actor(Role.Agent, { scopes: [Scope.ViewUserEvents] }), false)).toBe(true);
  });

  it('gives other staff nothing', () => {
    expect(monitoringSections(actor(Role.Admin), true)).toEqual({ items: false, userEvents: false });
    expect(canReadUserEvents(null, true)).toBe(false);
  });
});
