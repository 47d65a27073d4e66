import { normalizeRoute, validateRoute, type RouteFields } from '@farebox/domain';
import type { RouteDto } from './route.types';

/** A chosen pro or con as the editor lists it. */
export interface ProConChoice {
  slug: string;
  text: string;
}

export interface TransportationFormValues {
  typeSlug: string;
  transportPros: ProConChoice[];
  transportCons: ProConChoice[];
}

/** The form's values: pros and cons with their texts, so the lists read as they will on the page. */
export interface RouteFormValues {
  isAvailable: boolean;
  promotionHtml: string;
  transportations: TransportationFormValues[];
}

const choice = ({ slug, text }: ProConChoice): ProConChoice => ({ slug, text });

/** The stored route's values. */
export function toFormValues(r: RouteDto): RouteFormValues {
  return {
    isAvailable: r.isAvailable,
    promotionHtml: r.promotionHtml ?? '',
    transportations: r.transportations.map((t) => ({
      typeSlug: t.typeSlug,
      transportPros: t.transportPros.map(choice),
      transportCons: t.transportCons.map(choice),
    })),
  };
}

/** The fields the API takes (pros and cons by slug), normalised as the server normalises them. */
export const toRouteFields = (v: RouteFormValues): RouteFields =>
  normalizeRoute({
    isAvailable: v.isAvailable,
    promotionHtml: v.promotionHtml,
    transportations: v.transportations.map((t) => ({
      typeSlug: t.typeSlug,
      transportPros: t.transportPros.map((p) => p.slug),
      transportCons: t.transportCons.map((c) => c.slug),
    })),
  });

/** The shared rule the API runs, on the form's values (its field paths are the form's). */
export const routeProblems = (values: RouteFormValues) => validateRoute(toRouteFields(values));

/** Moves the item at `from` to `to` (both in range), returning a new list. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
