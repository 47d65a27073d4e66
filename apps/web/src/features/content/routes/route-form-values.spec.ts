import { describe, expect, it } from '@jest/globals';
import { RouteMessage } from '@farebox/domain';
import { moved, routeProblems, toFormValues, toRouteFields } from './route-form-values';
import type { RouteDto } from './route.types';

const place = { id: 'c1', name: 'Bangkok', slug: 'bangkok', countryName: 'Thailand' };
const pro = (slug: string) => ({ id: slug, slug, text: `Text ${slug}`, type: 'pro' as const });
const con = (slug: string) => ({ id: slug, slug, text: `Text ${slug}`, type: 'con' as const });
const route: RouteDto = {
  id: 'r1',
  slug: 'bangkok-to-chiang-mai',
  from: place,
  to: { ...place, id: 'c2', name: 'Chiang Mai', slug: 'chiang-mai' },
  isAvailable: true,
  transportTypes: ['train'],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  promotionHtml: null,
  version: 3,
  transportations: [{ typeSlug: 'train', transportPros: [pro('scenic'), pro('cheap')], transportCons: [con('slow')] }],
};

describe('route form values', () => {
  it('sends the stored route back as slugs in their order, with no empty promotion HTML', () => {
    expect(toRouteFields(toFormValues(route))).toEqual({
      isAvailable: true,
      promotionHtml: null,
      transportations: [{ typeSlug: 'train', transportPros: ['scenic', 'cheap'], transportCons: ['slow'] }],
    });
  });

  it("shows the shared rule's messages at the form's field paths", () => {
    const values = toFormValues(route);
    values.transportations.push({ ...values.transportations[0], transportCons: [] });
    expect(routeProblems(values)).toEqual([{ field: 'transportations.1.typeSlug', message: RouteMessage.TransportTypeTwice }]);
  });

  it('moves a pro or con up and down the list', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
