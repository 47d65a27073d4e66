import { Role } from '../access/roles.js';
import type { Actor } from '../access/access-rule.js';
import { LineTab, lineAccessFor, visibleLineTabs } from './line-access.js';

const actor = (role: Actor['role'], extra: Partial<Actor> = {}): Actor => ({ id: 'u', role, scopes: [], isFullAdmin: false, companyId: null, ...extra });
const line = { companyId: 'operator', supplierId: 'seller' };

describe('lineAccessFor', () => {
  it('lets full-admin staff edit every tab and read-admin only read', () => {
    expect(lineAccessFor(actor(Role.Admin, { isFullAdmin: true }), line, false)).toEqual({ read: true, editLine: true, editSchedules: true });
    expect(lineAccessFor(actor(Role.Support), line, false)).toEqual({ read: true, editLine: false, editSchedules: true });
    expect(lineAccessFor(actor(Role.ReadAdmin, { isFullAdmin: true }), line, false)).toEqual({ read: true, editLine: false, editSchedules: false });
  });

  it('shows an agent only the lines its company operates or supplies', () => {
    expect(lineAccessFor(actor(Role.Agent, { companyId: 'operator' }), line, false).read).toBe(true);
    expect(lineAccessFor(actor(Role.Agent, { companyId: 'seller' }), line, false).read).toBe(true);
    expect(lineAccessFor(actor(Role.Agent, { companyId: 'other' }), line, true)).toEqual({ read: false, editLine: false, editSchedules: false });
  });

  it('lets an agent edit schedules only when its company is schedule-authorised', () => {
    expect(lineAccessFor(actor(Role.Agent, { companyId: 'operator' }), line, false).editSchedules).toBe(false);
    expect(lineAccessFor(actor(Role.Agent, { companyId: 'operator' }), line, true)).toEqual({ read: true, editLine: false, editSchedules: true });
  });

  it('refuses content editors and travellers', () => {
    expect(lineAccessFor(actor(Role.ContentEditor), line, true).read).toBe(false);
    expect(lineAccessFor(actor(Role.Traveler, { companyId: 'operator' }), line, true).read).toBe(false);
  });
});

describe('visibleLineTabs', () => {
  it('gives agents and non-full-admin staff the Schedules tab only', () => {
    expect(visibleLineTabs({ read: true, editLine: false, editSchedules: true })).toEqual([LineTab.Schedules]);
    expect(visibleLineTabs({ read: true, editLine: true, editSchedules: true })).toHaveLength(8);
    expect(visibleLineTabs({ read: false, editLine: false, editSchedules: false })).toEqual([]);
  });
});
