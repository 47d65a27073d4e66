import type { Schemas } from '@/api/http';

/** GET /api/v1/route/:slug: the route with its transportations' pros and cons, and its version. */
export type RouteDto = Schemas['RouteDto'];

/** One row of GET /api/v1/routes. */
export type RouteListItem = Schemas['RouteListItemDto'];

/** What a save sends (with the version the form was opened on). */
export type RouteBody = Omit<Schemas['UpdateRouteDto'], 'version'>;

/** A pro or a con as the lists and pickers answer it. */
export type ProConDto = Schemas['ProConDto'];

/** What a pro/con create sends. */
export type ProConBody = Schemas['CreateProConDto'];

/** The tabs of /new-routes, by the `tab` query parameter. */
export const NEW_ROUTES_TABS = { routes: 'route-lp', prosAndCons: 'pros-and-cons' } as const;
export type NewRoutesTab = (typeof NEW_ROUTES_TABS)[keyof typeof NEW_ROUTES_TABS];

/** The pros and cons filters, as they appear in the URL query. */
export const PRO_CON_FILTER_KEYS = ['search', 'type'] as const;
export const PRO_CON_DEBOUNCED_KEYS = ['search'] as const;
export type ProConFilters = Record<(typeof PRO_CON_FILTER_KEYS)[number], string>;
