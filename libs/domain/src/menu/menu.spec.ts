import { ROLES, Role, Scope, type Role as RoleT, type Scope as ScopeT } from '../access/roles.js';
import { canAccess } from '../access/access-rule.js';
import { BOOKING_WRITE_RULE } from '../bookings/booking-access.js';
import {
  MENU_ENTRIES,
  MenuGroup,
  SCREEN_RULES,
  availableScreens,
  buildMenu,
  canOpenScreen,
  isMenuEntryVisible,
  isScreenBuilt,
  visibleMenuEntries,
  type MenuContext,
  type MenuUser,
} from './menu.js';

function user(role: RoleT, opts: Partial<Omit<MenuUser, 'role'>> = {}): MenuUser {
  return { id: 'u1', role, scopes: [], isFullAdmin: false, companyId: null, company: null, ...opts };
}

function ctx(u: MenuUser | null, opts: Partial<Omit<MenuContext, 'user'>> = {}): MenuContext {
  return { user: u, monitoringEnabled: false, transportsEnabled: false, ...opts };
}

const ids = (c: MenuContext) => visibleMenuEntries(c).map((e) => e.id);
const rendered = (c: MenuContext) => buildMenu(c).flatMap((s) => s.entries.map((e) => e.id));

const BOOLS = [false, true] as const;

/** Every role x full-admin x scope set x company flags x deployment switches. */
function* everyCombination(): Generator<MenuContext> {
  const scopeSets: ScopeT[][] = [[], [Scope.ViewUserEvents], [Scope.FinanceAdmin]];
  for (const role of ROLES)
    for (const isFullAdmin of BOOLS)
      for (const scopes of scopeSets)
        for (const company of [null, ...BOOLS.flatMap((s) => BOOLS.map((p) => ({ scheduleAuthorized: s, canPurchaseTickets: p })))])
          for (const monitoringEnabled of BOOLS)
            for (const transportsEnabled of BOOLS)
              yield ctx(user(role, { isFullAdmin, scopes, company, companyId: company ? 'c1' : null }), { monitoringEnabled, transportsEnabled });
}

describe('menu visibility', () => {
  it('shows nothing without a signed-in user', () => {
    expect(ids(ctx(null, { monitoringEnabled: true, transportsEnabled: true }))).toEqual([]);
    expect(buildMenu(ctx(null))).toEqual([]);
  });

  it('shows a full admin every entry when monitoring and transports are switched on', () => {
    const c = ctx(user(Role.Admin, { isFullAdmin: true }), { monitoringEnabled: true, transportsEnabled: true });
    const shown = ids(c);
    const expected = MENU_ENTRIES.filter((e) => e.id !== 'purchase-tickets').map((e) => e.id);
    expect(shown).toEqual(expected);
    expect(
      ids(
        ctx(user(Role.Admin, { isFullAdmin: true, company: { canPurchaseTickets: true, scheduleAuthorized: false } }), {
          monitoringEnabled: true,
          transportsEnabled: true,
        }),
      ),
    ).toContain('purchase-tickets');
  });

  it('shows Monitoring to a full admin only when monitoring is enabled, and to view-user-events holders always', () => {
    expect(ids(ctx(user(Role.Admin, { isFullAdmin: true }), { monitoringEnabled: false }))).not.toContain('monitoring');
    expect(ids(ctx(user(Role.Admin, { isFullAdmin: true }), { monitoringEnabled: true }))).toContain('monitoring');
    expect(ids(ctx(user(Role.Admin), { monitoringEnabled: true }))).not.toContain('monitoring');
    expect(ids(ctx(user(Role.Support, { scopes: [Scope.ViewUserEvents] })))).toContain('monitoring');
    expect(ids(ctx(user(Role.ReadAdmin, { scopes: [Scope.ViewUserEvents] })))).toContain('monitoring');
  });

  it('keeps Transports and Supplier API for full admins, Transports only when configured', () => {
    for (const role of [Role.Admin, Role.Support, Role.ReadAdmin]) {
      expect(ids(ctx(user(role), { transportsEnabled: true }))).not.toEqual(expect.arrayContaining(['transports']));
      expect(ids(ctx(user(role)))).not.toContain('supplier-api');
    }
    expect(ids(ctx(user(Role.Admin, { isFullAdmin: true }), { transportsEnabled: true }))).toEqual(expect.arrayContaining(['transports', 'supplier-api']));
    expect(ids(ctx(user(Role.Admin, { isFullAdmin: true }), { transportsEnabled: false }))).not.toContain('transports');
    // Built: rendered under Inventory, after Lines, for a full admin (read-admin included) while enabled.
    for (const role of [Role.Admin, Role.Support, Role.ReadAdmin]) {
      const sections = buildMenu(ctx(user(role, { isFullAdmin: true }), { transportsEnabled: true }));
      expect(sections.find((s) => s.group === MenuGroup.Inventory)?.entries.map((e) => e.id)).toEqual([
        'lines',
        'partners',
        'transports',
        'supplier-api',
        'supply-configs',
      ]);
      expect(rendered(ctx(user(role, { isFullAdmin: true }), { transportsEnabled: false }))).not.toContain('transports');
    }
  });

  it('shows Purchase Tickets only to users of a company that may purchase tickets', () => {
    expect(ids(ctx(user(Role.Agent, { companyId: 'c1', company: { canPurchaseTickets: true, scheduleAuthorized: false } })))).toContain('purchase-tickets');
    expect(ids(ctx(user(Role.Agent, { companyId: 'c1', company: { canPurchaseTickets: false, scheduleAuthorized: false } })))).not.toContain(
      'purchase-tickets',
    );
    expect(ids(ctx(user(Role.Support)))).not.toContain('purchase-tickets');
  });

  it('gives a content editor only Landing pages (AI Articles) besides Home', () => {
    const c = ctx(user(Role.ContentEditor, { scopes: [Scope.ViewUserEvents] }), { monitoringEnabled: true, transportsEnabled: true });
    expect(ids(c)).toEqual(['home', 'ai-content']);
    expect(rendered(c)).toEqual(['home', 'ai-content']);
  });

  it('gives an agent of a schedule-authorised company only Inventory > Lines besides Home', () => {
    const c = ctx(user(Role.Agent, { companyId: 'c1', company: { scheduleAuthorized: true, canPurchaseTickets: true } }), { monitoringEnabled: true });
    expect(ids(c)).toEqual(['home', 'lines']);
    expect(visibleMenuEntries(c).find((e) => e.id === 'lines')?.group).toBe(MenuGroup.Inventory);
  });

  it('gives a plain agent the agent screens and no staff screens', () => {
    const c = ctx(user(Role.Agent, { companyId: 'c1', company: { scheduleAuthorized: false, canPurchaseTickets: false } }));
    expect(ids(c)).toEqual(['home', 'bookings', 'lines', 'payments-report', 'developer-mode']);
    expect(rendered(c)).toEqual(['home', 'bookings', 'lines', 'payments-report', 'developer-mode']);
  });

  it('renders the built staff screens for support, admin and read-admin', () => {
    for (const role of [Role.Support, Role.Admin, Role.ReadAdmin]) {
      expect(rendered(ctx(user(role)))).toEqual([
        'home',
        'bookings',
        'payments',
        'lines',
        'partners',
        'supply-configs',
        'promocodes',
        'refund-coupons',
        'stations',
        'cities',
        'countries',
        'zones',
        'provinces',
        'places',
        'locales',
        'images',
        'ai-content',
        'new-routes',
        'passenger-extra-info',
        'key-details',
        'passenger-types',
        'vehicle-classes',
        'airlines',
        'users',
        'companies',
        'payments-report',
        'prospect-list',
        'caches',
        'operations',
        'developer-mode',
      ]);
      expect(availableScreens(ctx(user(role))).map((e) => e.id)).toEqual([
        'bookings',
        'payments',
        'lines',
        'partners',
        'supply-configs',
        'promocodes',
        'refund-coupons',
        'stations',
        'cities',
        'countries',
        'zones',
        'provinces',
        'places',
        'locales',
        'images',
        'ai-content',
        'new-routes',
        'passenger-extra-info',
        'key-details',
        'passenger-types',
        'vehicle-classes',
        'airlines',
        'users',
        'companies',
        'payments-report',
        'prospect-list',
        'caches',
        'operations',
        'developer-mode',
      ]);
    }
  });

  it('shows nothing to roles outside the shell', () => {
    expect(rendered(ctx(user(Role.Traveler), { monitoringEnabled: true, transportsEnabled: true }))).toEqual([]);
  });

  it('shows supply-admin-sandbox only Supply configs, whatever its flags and company', () => {
    const company = { canPurchaseTickets: true, scheduleAuthorized: true };
    for (const isFullAdmin of BOOLS)
      expect(
        rendered(ctx(user(Role.SupplyAdminSandbox, { isFullAdmin, company, companyId: 'c1' }), { monitoringEnabled: true, transportsEnabled: true })),
      ).toEqual(['supply-configs']);
    expect(canOpenScreen('purchase-tickets', ctx(user(Role.SupplyAdminSandbox, { company, companyId: 'c1' })))).toBe(false);
    expect(canAccess(user(Role.SupplyAdminSandbox), SCREEN_RULES.home)).toBe(true);
    expect(canAccess(user(Role.SupplyAdminSandbox), SCREEN_RULES.developerMode)).toBe(false);
  });

  it('holds its invariants for every role and flag combination', () => {
    let count = 0;
    for (const c of everyCombination()) {
      count++;
      const u = c.user!;
      const shown = visibleMenuEntries(c);
      const menu = buildMenu(c);
      // never a dead link: only built entries render, and every rendered entry is visible
      for (const section of menu) {
        expect(section.entries.length).toBeGreaterThan(0);
        for (const e of section.entries) {
          expect(e.available).toBe(true);
          expect(isMenuEntryVisible(e, c)).toBe(true);
          expect(e.group).toBe(section.group);
        }
      }
      for (const e of shown) expect(e.rule.roles).toContain(u.role);
      const has = (id: string) => shown.some((e) => e.id === id);
      if (has('transports')) expect(u.isFullAdmin && c.transportsEnabled).toBe(true);
      if (has('supplier-api')) expect(u.isFullAdmin).toBe(true);
      if (has('purchase-tickets')) expect(u.company?.canPurchaseTickets).toBe(true);
      if (has('monitoring')) expect((u.isFullAdmin && c.monitoringEnabled) || u.scopes.includes(Scope.ViewUserEvents)).toBe(true);
      if (u.role === Role.ContentEditor) expect(shown.every((e) => e.id === 'home' || e.group === MenuGroup.LandingPages)).toBe(true);
      if (u.role === Role.Agent && !u.isFullAdmin && u.company?.scheduleAuthorized) expect(shown.map((e) => e.id)).toEqual(['home', 'lines']);
      if (u.isFullAdmin && u.role === Role.Admin) {
        expect(has('supplier-api')).toBe(true);
        expect(has('transports')).toBe(c.transportsEnabled);
        expect(has('monitoring')).toBe(c.monitoringEnabled || u.scopes.includes(Scope.ViewUserEvents));
        expect(has('purchase-tickets')).toBe(!!u.company?.canPurchaseTickets);
      }
      if (u.role === Role.SupplyAdminSandbox) expect(shown.map((e) => e.id)).toEqual(['supply-configs']);
      else if (['support', 'admin', 'read-admin', 'agent', 'content-editor'].includes(u.role)) expect(has('home')).toBe(true);
      else expect(shown).toEqual([]);
    }
    expect(count).toBe(ROLES.length * 2 * 3 * 5 * 2 * 2);
  });

  it('defines every unbuilt area with a rule but keeps it out of the rendered menu', () => {
    const built = MENU_ENTRIES.filter((e) => e.available).map((e) => e.id);
    expect(built).toEqual([
      'home',
      'bookings',
      'payments',
      'lines',
      'partners',
      'transports',
      'supplier-api',
      'supply-configs',
      'promocodes',
      'refund-coupons',
      'stations',
      'cities',
      'countries',
      'zones',
      'provinces',
      'places',
      'locales',
      'images',
      'ai-content',
      'new-routes',
      'passenger-extra-info',
      'key-details',
      'passenger-types',
      'vehicle-classes',
      'airlines',
      'users',
      'companies',
      'payments-report',
      'prospect-list',
      'purchase-tickets',
      'monitoring',
      'caches',
      'operations',
      'developer-mode',
    ]);
    for (const e of MENU_ENTRIES) expect(e.rule.roles.length).toBeGreaterThan(0);
    const all = ctx(user(Role.Admin, { isFullAdmin: true, company: { canPurchaseTickets: true, scheduleAuthorized: false } }), {
      monitoringEnabled: true,
      transportsEnabled: true,
    });
    expect(rendered(all)).toEqual(built);
  });

  it('links into a screen only once it is built and meant for the user (no link leads nowhere)', () => {
    const fullAdmin = ctx(user(Role.Admin, { isFullAdmin: true }), { monitoringEnabled: true, transportsEnabled: true });
    // Monitoring is built: the booking view's visitor link opens it for a full admin while monitoring is enabled.
    expect(isScreenBuilt('monitoring')).toBe(true);
    expect(canOpenScreen('monitoring', fullAdmin)).toBe(true);
    expect(canOpenScreen('monitoring', { ...fullAdmin, monitoringEnabled: false })).toBe(false);
    // Transports are built: a link opens them for a full admin only while the deployment enables them.
    expect(isScreenBuilt('transports')).toBe(true);
    expect(canOpenScreen('transports', fullAdmin)).toBe(true);
    expect(canOpenScreen('transports', { ...fullAdmin, transportsEnabled: false })).toBe(false);
    expect(canOpenScreen('transports', ctx(user(Role.Admin), { transportsEnabled: true }))).toBe(false);
    expect(canOpenScreen('transports', ctx(user(Role.Agent, { isFullAdmin: true, companyId: 'c1' }), { transportsEnabled: true }))).toBe(false);
    expect(canOpenScreen('companies', fullAdmin)).toBe(true);
    expect(canOpenScreen('lines', fullAdmin)).toBe(true);
    expect(canOpenScreen('lines', ctx(user(Role.Agent, { companyId: 'c1' })))).toBe(true);
    expect(canOpenScreen('lines', ctx(user(Role.ContentEditor)))).toBe(false);
    expect(canOpenScreen('stations', fullAdmin)).toBe(true);
    expect(canOpenScreen('companies', ctx(user(Role.ContentEditor)))).toBe(false);
    expect(() => isScreenBuilt('no-such-screen')).toThrow("No menu entry 'no-such-screen'");
  });
});

describe('screen rules', () => {
  it('opens booking search and edit (creating and editing) to full admins who may write, like the API', () => {
    const allowed = (role: RoleT, isFullAdmin: boolean) => canAccess(user(role, { isFullAdmin }), SCREEN_RULES.bookingWrite);
    expect(allowed(Role.Admin, true)).toBe(true);
    expect(allowed(Role.Support, true)).toBe(true);
    for (const [role, isFullAdmin] of [
      [Role.Support, false],
      [Role.Admin, false],
      [Role.ReadAdmin, true],
      [Role.Agent, true],
      [Role.ContentEditor, true],
    ] as const) {
      expect(allowed(role, isFullAdmin)).toBe(false);
    }
    expect(SCREEN_RULES.bookingWrite).toBe(BOOKING_WRITE_RULE);
  });
});
