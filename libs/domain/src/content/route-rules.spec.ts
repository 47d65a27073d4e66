import fc from 'fast-check';
import {
  normalizeRoute,
  ROUTE_PRO_CON_MAX,
  ROUTE_TRANSPORT_TYPES,
  RouteMessage,
  routeTransportLabel,
  validateRoute,
  type RouteTransportationFields,
} from './route-rules.js';

const transport = (typeSlug: string, transportPros: string[] = [], transportCons: string[] = []): RouteTransportationFields => ({
  typeSlug,
  transportPros,
  transportCons,
});
const problems = (...transportations: RouteTransportationFields[]) =>
  validateRoute(normalizeRoute({ isAvailable: true, promotionHtml: null, transportations }));

describe('route rules', () => {
  it('takes each known transportation type once, in any order', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...ROUTE_TRANSPORT_TYPES]), (types) => {
        expect(problems(...types.map((t) => transport(t, ['cheap'], ['slow'])))).toEqual([]);
      }),
    );
    expect(problems()).toEqual([]);
  });

  it('refuses an unknown type and a type listed twice', () => {
    expect(problems(transport('bus'), transport('hovercraft'), transport(' bus '))).toEqual([
      { field: 'transportations.1.typeSlug', message: RouteMessage.TransportType },
      { field: 'transportations.2.typeSlug', message: 'This transportation type is listed twice.' },
    ]);
  });

  it('refuses a pro or con listed twice in one transportation, and more than the maximum', () => {
    expect(problems(transport('train', ['cheap', 'scenic', 'cheap'], ['slow', ' slow']))).toEqual([
      { field: 'transportations.0.transportPros', message: 'cheap is listed twice.' },
      { field: 'transportations.0.transportCons', message: 'slow is listed twice.' },
    ]);
    const many = Array.from({ length: ROUTE_PRO_CON_MAX + 1 }, (_, i) => `p${i}`);
    expect(problems(transport('car', many.slice(1), []))).toEqual([]);
    expect(problems(transport('car', many, []))).toEqual([{ field: 'transportations.0.transportPros', message: RouteMessage.TooMany }]);
    // The same pro may serve two transportations.
    expect(problems(transport('bus', ['cheap']), transport('minivan', ['cheap']))).toEqual([]);
  });

  it('keeps the order of the lists and empties blank promotion HTML', () => {
    expect(normalizeRoute({ isAvailable: false, promotionHtml: '  ', transportations: [transport(' ferry ', [' b', 'a'], ['z '])] })).toEqual({
      isAvailable: false,
      promotionHtml: null,
      transportations: [transport('ferry', ['b', 'a'], ['z'])],
    });
  });

  it('labels the transport types and names the failure messages', () => {
    expect(routeTransportLabel('cable_car')).toBe('Cable car');
    expect(routeTransportLabel('bus-ferry')).toBe('Bus and ferry');
    expect(routeTransportLabel('zeppelin')).toBe('zeppelin');
    expect(RouteMessage.UpdateFailed).toBe('Failed to update route');
    expect(RouteMessage.NotFound('a-to-b')).toBe('the route: a-to-b is not found.');
  });
});
