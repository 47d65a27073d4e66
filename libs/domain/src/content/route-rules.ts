import type { FieldProblem } from '../identity/field-problem.js';

/** The ways of travelling a route, by slug (the transport types of spec part 3, section 9). */
export const ROUTE_TRANSPORT_TYPES = ['bus', 'minivan', 'train', 'ferry', 'car', 'flight', 'cable_car', 'bus-ferry', 'van-ferry', 'car-ferry'] as const;
export type RouteTransportType = (typeof ROUTE_TRANSPORT_TYPES)[number];

export const ROUTE_TRANSPORT_LABELS: Record<RouteTransportType, string> = {
  bus: 'Bus',
  minivan: 'Minivan',
  train: 'Train',
  ferry: 'Ferry',
  car: 'Car',
  flight: 'Flight',
  cable_car: 'Cable car',
  'bus-ferry': 'Bus and ferry',
  'van-ferry': 'Van and ferry',
  'car-ferry': 'Car and ferry',
};

/** Pros (or cons) one transportation lists at most. */
export const ROUTE_PRO_CON_MAX = 20;

/** One way of travelling the route with its pros and cons, each an ordered list of pro/con slugs. */
export interface RouteTransportationFields {
  typeSlug: string;
  transportPros: string[];
  transportCons: string[];
}

/** What a user edits on a route (spec part 3, sections 2 and 3); slug and cities are fixed. */
export interface RouteFields {
  isAvailable: boolean;
  /** Rich text (HTML, sanitised by the server). */
  promotionHtml: string | null;
  transportations: RouteTransportationFields[];
}

export const RouteMessage = {
  /** Any failure of a save (spec part 3, section 8). */
  UpdateFailed: 'Failed to update route',
  TransportType: 'Choose a transportation type from the list.',
  TransportTypeTwice: 'This transportation type is listed twice.',
  ListedTwice: (slug: string) => `${slug} is listed twice.`,
  TooMany: `List at most ${ROUTE_PRO_CON_MAX}.`,
  UnknownPro: (slug: string) => `There is no pro with the slug ${slug}.`,
  UnknownCon: (slug: string) => `There is no con with the slug ${slug}.`,
  NotFound: (slug: string) => `the route: ${slug} is not found.`,
  SaveFailed: 'The route has invalid fields.',
} as const;

export const isRouteTransportType = (value: string): value is RouteTransportType => (ROUTE_TRANSPORT_TYPES as readonly string[]).includes(value);

/** The label of a transport type slug (the slug itself for one this version does not know). */
export const routeTransportLabel = (typeSlug: string): string => (isRouteTransportType(typeSlug) ? ROUTE_TRANSPORT_LABELS[typeSlug] : typeSlug);

/** Trims the slugs; blank promotion HTML becomes null. */
export function normalizeRoute(fields: RouteFields): RouteFields {
  const promotionHtml = fields.promotionHtml?.trim() ?? '';
  return {
    isAvailable: fields.isAvailable,
    promotionHtml: promotionHtml === '' ? null : promotionHtml,
    transportations: fields.transportations.map((t) => ({
      typeSlug: t.typeSlug.trim(),
      transportPros: t.transportPros.map((s) => s.trim()),
      transportCons: t.transportCons.map((s) => s.trim()),
    })),
  };
}

function listProblem(slugs: string[]): string | null {
  if (slugs.length > ROUTE_PRO_CON_MAX) return RouteMessage.TooMany;
  const twice = slugs.find((s, i) => slugs.indexOf(s) !== i);
  return twice === undefined ? null : RouteMessage.ListedTwice(twice);
}

/**
 * Every invalid field of a normalised route: each transportation type known and listed once, each pro and con once
 * per transportation. Field paths are `transportations.<i>.typeSlug`, `.transportPros` and `.transportCons`. Whether
 * each slug is a stored pro (or con) is the server's check.
 */
export function validateRoute(fields: RouteFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  fields.transportations.forEach((t, i) => {
    const at = `transportations.${i}`;
    if (!isRouteTransportType(t.typeSlug)) problems.push({ field: `${at}.typeSlug`, message: RouteMessage.TransportType });
    else if (fields.transportations.findIndex((o) => o.typeSlug === t.typeSlug) !== i)
      problems.push({ field: `${at}.typeSlug`, message: RouteMessage.TransportTypeTwice });
    const pros = listProblem(t.transportPros);
    if (pros) problems.push({ field: `${at}.transportPros`, message: pros });
    const cons = listProblem(t.transportCons);
    if (cons) problems.push({ field: `${at}.transportCons`, message: cons });
  });
  return problems;
}
