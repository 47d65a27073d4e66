import { afterEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { takeEarlyJson } from '@/api/http';
import { filtersFromParams } from '@/ui/use-url-filters';
import { BOOKING_FILTER_DEFAULTS, BOOKING_FILTER_KEYS } from './booking-filters';
import { bookingsListParams } from './bookings.api';

const script = readFileSync(new URL('../../../public/session-start.js', import.meta.url), 'utf8');
const earlyUrl = /'\/bookings': '([^']+)'/.exec(script)?.[1];
const filtersOf = (search: string) => filtersFromParams(BOOKING_FILTER_KEYS, new URLSearchParams(search), BOOKING_FILTER_DEFAULTS);
const answer = { data: [], meta: { limit: 20, offset: 0, hasNext: false } };
const globals = globalThis as unknown as { window?: Partial<Window> };

describe("the bookings list public/session-start.js begins before the app's code", () => {
  afterEach(() => {
    delete globals.window;
  });

  it("is the request the page makes for /bookings as it is, so the page's loader takes it, once", async () => {
    globals.window = { earlyRequest: { url: earlyUrl!, json: Promise.resolve(answer) } };
    const early = takeEarlyJson('/api/bookings', bookingsListParams(filtersOf(''), 1));
    expect(early).not.toBeNull();
    expect(await early).toBe(answer);
    expect(globals.window.earlyRequest).toBeUndefined();
    expect(takeEarlyJson('/api/bookings', bookingsListParams(filtersOf(''), 1))).toBeNull();
  });

  it('is left alone by a list with other filters or on another page', () => {
    globals.window = { earlyRequest: { url: earlyUrl!, json: Promise.resolve(answer) } };
    expect(takeEarlyJson('/api/bookings', bookingsListParams(filtersOf('email=a%40example.com'), 1))).toBeNull();
    expect(takeEarlyJson('/api/bookings', bookingsListParams(filtersOf(''), 2))).toBeNull();
    expect(globals.window.earlyRequest?.url).toBe(earlyUrl);
  });
});
