import { canAccess, hasScope, type AccessRule, type Actor } from '../access/access-rule.js';
import { Role, Scope, SHELL_ROLES, STAFF_ROLES, WORKSPACE_ROLES } from '../access/roles.js';
import { BOOKING_WRITE_RULE } from '../bookings/booking-access.js';
import { PLACES_PATH } from '../geo/place-rules.js';
import { STAFF_WRITE_ROLES } from '../access/roles.js';

/** The sidebar's sub-menus (spec part 1, 2.1). */
export const MenuGroup = {
  Inventory: 'Inventory',
  Discounts: 'Discounts',
  Locations: 'Locations',
  LandingPages: 'Landing pages',
  Tables: 'Tables',
} as const;
export type MenuGroup = (typeof MenuGroup)[keyof typeof MenuGroup];
export const MENU_GROUPS: readonly MenuGroup[] = Object.values(MenuGroup);

/** What the menu needs to know about the signed-in user. */
export interface MenuUser extends Actor {
  company: { canPurchaseTickets: boolean; scheduleAuthorized: boolean } | null;
}

/** The user plus the deployment switches some entries depend on. */
export interface MenuContext {
  user: MenuUser | null;
  /** Monitoring of user events is switched on in this deployment. */
  monitoringEnabled: boolean;
  /** The app configuration enables transports (spec part 2, route table). */
  transportsEnabled: boolean;
}

export interface MenuEntry {
  id: string;
  label: string;
  path: string;
  group?: MenuGroup;
  /** The same rule the API and the route guard use for the screen. */
  rule: AccessRule;
  /** Extra conditions beyond the rule. */
  when?: (ctx: MenuContext) => boolean;
  /** Whether the screen is built; unbuilt entries keep their rules but are never rendered (no dead links). */
  available: boolean;
}

const STAFF: AccessRule = { roles: STAFF_ROLES };
const SHELL: AccessRule = { roles: SHELL_ROLES };
/** Shell screens other than Home: the supply-admin-sandbox role opens Supply configs only. */
const WORKSPACE: AccessRule = { roles: WORKSPACE_ROLES };
const STAFF_AND_AGENT: AccessRule = { roles: [...STAFF_ROLES, Role.Agent] };

/** Access rules of the screens, shared by the menu and the route guard. */
export const SCREEN_RULES = {
  home: SHELL,
  developerMode: WORKSPACE,
  users: STAFF,
  companies: STAFF,
  /** Agents may open the view of their own company (the API refuses other companies). */
  companyView: STAFF_AND_AGENT,
  paymentsReport: STAFF_AND_AGENT,
  bookings: STAFF_AND_AGENT,
  /** Booking search and edit: creating and editing a booking (the same rule as the API's create and edit). */
  bookingWrite: BOOKING_WRITE_RULE,
  payments: STAFF,
  caches: STAFF,
  operations: STAFF,
  aiContent: { roles: [...STAFF_ROLES, Role.ContentEditor] },
  /** Countries, cities, stations and the other location screens (spec part 3, section 6). */
  locations: STAFF,
  /** Routes with pros and cons (spec part 3, section 6): support, admin and read-admin. */
  contentRoutes: STAFF,
  /** The image list; upload is for staff writers (the API's rule). */
  images: STAFF,
  imageUpload: { roles: STAFF_WRITE_ROLES },
  lines: STAFF_AND_AGENT,
  /** Partners list and detail (spec part 2, route table: support, admin, read-admin); Create is full admin only. */
  partners: STAFF,
  staffFullAdmin: { roles: STAFF_ROLES, fullAdmin: true },
  supplyConfigs: { roles: [...STAFF_ROLES, Role.SupplyAdminSandbox] },
  /** Purchase Tickets: any workspace user; the menu entry and the API also require the configured company. */
  purchaseTickets: WORKSPACE,
  /** Refund coupons (spec part 3, section 6: support, admin and read-admin); cancel is REFUND_COUPON_CANCEL_RULE. */
  refundCoupons: STAFF,
  /** Promo code campaigns (spec part 3, section 6): support, admin and read-admin read. */
  promocodes: STAFF,
  /** Creating, editing and generating campaigns: staff writers (serial ones also need developer mode). */
  promocodesWrite: { roles: STAFF_WRITE_ROLES },
  /** The definition tables (spec part 3, section 6): support, admin and read-admin read; writes are DEFINITIONS_WRITE_RULE. */
  definitions: STAFF,
  /** Monitoring: workspace users; the menu's `when` and the route guard add full admin (monitoring enabled) or view-user-events. */
  monitoring: WORKSPACE,
  /** The prospect list (spec part 3, section 6): support, admin and read-admin; starting a search is for writers. */
  prospectList: STAFF,
} satisfies Record<string, AccessRule>;

const isFullAdmin = (ctx: MenuContext) => !!ctx.user?.isFullAdmin;

/** Every sidebar entry, in display order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'home', label: 'Home', path: '/', rule: SCREEN_RULES.home, available: true },
  { id: 'bookings', label: 'Bookings', path: '/bookings', rule: SCREEN_RULES.bookings, available: true },
  { id: 'payments', label: 'Payments', path: '/payments', rule: SCREEN_RULES.payments, available: true },
  { id: 'lines', label: 'Lines', path: '/lines', group: MenuGroup.Inventory, rule: SCREEN_RULES.lines, available: true },
  { id: 'partners', label: 'Partners', path: '/partners', group: MenuGroup.Inventory, rule: SCREEN_RULES.partners, available: true },
  {
    id: 'transports',
    label: 'Transports',
    path: '/transports',
    group: MenuGroup.Inventory,
    rule: SCREEN_RULES.staffFullAdmin,
    when: (ctx) => ctx.transportsEnabled,
    available: true,
  },
  { id: 'supplier-api', label: 'Supplier API', path: '/supplier-api', group: MenuGroup.Inventory, rule: SCREEN_RULES.staffFullAdmin, available: true },
  { id: 'supply-configs', label: 'Supply configs', path: '/supplyconfigs', group: MenuGroup.Inventory, rule: SCREEN_RULES.supplyConfigs, available: true },
  { id: 'promocodes', label: 'Promo codes', path: '/promocodes', group: MenuGroup.Discounts, rule: SCREEN_RULES.promocodes, available: true },
  {
    id: 'refund-coupons',
    label: 'Refund coupons',
    path: '/refund-coupons',
    group: MenuGroup.Discounts,
    rule: SCREEN_RULES.refundCoupons,
    available: true,
  },
  { id: 'stations', label: 'Stations', path: '/stations', group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'cities', label: 'Cities', path: '/cities', group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'countries', label: 'Countries', path: '/countries', group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'zones', label: 'Zones', path: '/zones', group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'provinces', label: 'Provinces', path: '/provinces', group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'places', label: 'Places', path: PLACES_PATH, group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'locales', label: 'Locales', path: '/locales', group: MenuGroup.Locations, rule: SCREEN_RULES.locations, available: true },
  { id: 'images', label: 'Images', path: '/images', group: MenuGroup.Locations, rule: SCREEN_RULES.images, available: true },
  { id: 'ai-content', label: 'AI Articles', path: '/ai-content', group: MenuGroup.LandingPages, rule: SCREEN_RULES.aiContent, available: true },
  { id: 'new-routes', label: 'Routes', path: '/new-routes', group: MenuGroup.LandingPages, rule: SCREEN_RULES.contentRoutes, available: true },
  {
    id: 'passenger-extra-info',
    label: 'Passenger extra info',
    path: '/passenger-extra-info-definitions',
    group: MenuGroup.Tables,
    rule: STAFF,
    available: true,
  },
  { id: 'key-details', label: 'Key details', path: '/key-detail-definitions', group: MenuGroup.Tables, rule: STAFF, available: true },
  { id: 'passenger-types', label: 'Passenger types', path: '/passenger-type-definitions', group: MenuGroup.Tables, rule: STAFF, available: true },
  { id: 'vehicle-classes', label: 'Vehicle classes', path: '/vehicle-class-definitions', group: MenuGroup.Tables, rule: STAFF, available: true },
  { id: 'airlines', label: 'Airlines', path: '/airlines', group: MenuGroup.Tables, rule: STAFF, available: true },
  { id: 'users', label: 'Users', path: '/users', rule: SCREEN_RULES.users, available: true },
  { id: 'companies', label: 'Companies', path: '/companies', rule: SCREEN_RULES.companies, available: true },
  { id: 'payments-report', label: 'Payments report', path: '/payments-report', rule: SCREEN_RULES.paymentsReport, available: true },
  { id: 'prospect-list', label: 'Prospect list', path: '/prospect-list', rule: SCREEN_RULES.prospectList, available: true },
  {
    id: 'purchase-tickets',
    label: 'Purchase Tickets',
    path: '/purchase-tickets',
    rule: SCREEN_RULES.purchaseTickets,
    when: (ctx) => !!ctx.user?.company?.canPurchaseTickets,
    available: true,
  },
  {
    id: 'monitoring',
    label: 'Monitoring',
    path: '/monitoring',
    rule: SCREEN_RULES.monitoring,
    when: (ctx) => (isFullAdmin(ctx) && ctx.monitoringEnabled) || hasScope(ctx.user, Scope.ViewUserEvents),
    available: true,
  },
  { id: 'caches', label: 'Caches', path: '/caches', rule: SCREEN_RULES.caches, available: true },
  { id: 'operations', label: 'Operations', path: '/operations', rule: SCREEN_RULES.operations, available: true },
  { id: 'developer-mode', label: 'Developer mode', path: '/developer-mode', rule: SCREEN_RULES.developerMode, available: true },
];

/** Where the supply-admin-sandbox role starts (and is sent from Home): the one screen it may open. */
export const SANDBOX_START_PATH = '/supplyconfigs';

/** Home is the way back to the start page and always stays in the menu of a shell user. */
const ALWAYS_SHOWN = new Set(['home']);

/**
 * Whether the entry is meant for this user, built or not: the user may enter the shell at all,
 * its rule and predicate hold, supply-admin-sandbox sees only Supply configs, a content editor sees only Landing pages, and an agent of a schedule-authorised
 * company who is not a full admin sees only Inventory > Lines.
 */
export function isMenuEntryVisible(entry: MenuEntry, ctx: MenuContext): boolean {
  const user = ctx.user;
  if (!user || !SHELL_ROLES.includes(user.role) || !canAccess(user, entry.rule)) return false;
  if (entry.when && !entry.when(ctx)) return false;
  // The sandbox role's whole back-office is Supply configs (its start page too: see SANDBOX_START_PATH).
  if (user.role === Role.SupplyAdminSandbox) return entry.id === 'supply-configs';
  if (ALWAYS_SHOWN.has(entry.id)) return true;
  if (user.role === Role.ContentEditor) return entry.group === MenuGroup.LandingPages;
  if (user.role === Role.Agent && !user.isFullAdmin && user.company?.scheduleAuthorized) return entry.id === 'lines';
  return true;
}

/** The entries meant for this user (including unbuilt ones), in display order. */
export function visibleMenuEntries(ctx: MenuContext): MenuEntry[] {
  return MENU_ENTRIES.filter((e) => isMenuEntryVisible(e, ctx));
}

export interface MenuSection {
  /** Undefined for top-level entries. */
  group?: MenuGroup;
  entries: MenuEntry[];
}

/**
 * The sidebar as it is rendered: only built (`available`) visible entries, top-level ones as single sections and
 * grouped ones under their sub-menu (at the position of the group's first entry); empty sub-menus are left out.
 */
export function buildMenu(ctx: MenuContext): MenuSection[] {
  const sections: MenuSection[] = [];
  const byGroup = new Map<MenuGroup, MenuSection>();
  for (const entry of visibleMenuEntries(ctx)) {
    if (!entry.available) continue;
    if (!entry.group) {
      sections.push({ entries: [entry] });
      continue;
    }
    let section = byGroup.get(entry.group);
    if (!section) {
      section = { group: entry.group, entries: [] };
      byGroup.set(entry.group, section);
      sections.push(section);
    }
    section.entries.push(entry);
  }
  return sections;
}

function menuEntry(id: string): MenuEntry {
  const entry = MENU_ENTRIES.find((e) => e.id === id);
  if (!entry) throw new Error(`No menu entry '${id}'`);
  return entry;
}

/** Whether the entry's screen is built: routes and links into an area wait for it (no link leads nowhere). */
export function isScreenBuilt(id: string): boolean {
  return menuEntry(id).available;
}

/** Whether a link to the entry's screen may be shown to this user: the screen is built and meant for them. */
export function canOpenScreen(id: string, ctx: MenuContext): boolean {
  const entry = menuEntry(id);
  return entry.available && isMenuEntryVisible(entry, ctx);
}

/** The built screens this user may open (for the home page's links), without Home itself. */
export function availableScreens(ctx: MenuContext): MenuEntry[] {
  return buildMenu(ctx)
    .flatMap((s) => s.entries)
    .filter((e) => e.id !== 'home');
}
