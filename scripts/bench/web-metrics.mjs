/* global document, window, MutationObserver -- these callbacks run in the page */
// Time to first render and JavaScript shipped (gzip) for the bookings page, read in Debian's Chromium.
// Signs in through the real login page (captcha included), then opens /bookings as many times as asked, each time in a
// new browser context that has only the session cookie: an empty HTTP cache, so every script, the session refresh and
// the list are fetched (a first visit after sign-in on loopback, no network latency or bandwidth limit). Times are the page's own (from navigation start):
// first row rendered, first contentful paint. The JavaScript counted is every script requested before that first row,
// measured gzip-compressed (level 6, whatever the server sent) and as the bytes that crossed the wire.
// WEB_TRACE=1 also prints each resource requested before the first row, with its start and end (ms from navigation).
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** `readings` cold loads of the page after one sign-in, each in its own new context. */
export async function bookingsPageMetrics(baseUrl, { username, password, readings = 1 }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await page.goto('/login');
    await page
      .getByLabel(/user ?name/i)
      .and(page.locator('input'))
      .first()
      .fill(username);
    await page
      .getByLabel(/password/i)
      .and(page.locator('input'))
      .first()
      .fill(password);
    await page.waitForFunction(() => document.querySelector('altcha-widget')?.getState?.() !== undefined);
    await page.evaluate(() => document.querySelector('altcha-widget').verify?.());
    await page.waitForFunction(() => document.querySelector('altcha-widget')?.getState?.() === 'verified', undefined, { timeout: 60_000 });
    await page.getByRole('button', { name: /^\s*(log ?in|sign ?in)\s*$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });

    const results = [];
    // Each load spends the refresh cookie it was given: the next one starts from the cookie that load received.
    let storageState = await context.storageState();
    for (let i = 0; i < readings; i++) {
      const reading = await coldLoad(browser, baseUrl, storageState);
      storageState = reading.storageState;
      results.push(reading.metrics);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** One first visit of /bookings in a new context holding only the session cookie. */
async function coldLoad(browser, baseUrl, storageState) {
  const coldContext = await browser.newContext({ baseURL: baseUrl, storageState });
  const cold = await coldContext.newPage();
  // The moment the first booking row is in the page, read with the page's own clock.
  await cold.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('table tbody tr, [data-testid="booking-card"]')) return;
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const scripts = [];
  cold.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res
        .body()
        .then((body) => ({ url: res.url(), raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await cold.goto('/bookings');
  // Read what the observer noted, a few times a second: a locator's wait would run its selector and visibility checks on
  // the page's thread at every frame, taking that thread from the page while it renders (about a tenth of it, profiled).
  await cold.waitForFunction(() => window.__firstRowAt !== undefined, undefined, { polling: 250, timeout: 60_000 });
  const { firstRenderMs, fcp, initial, listRequest } = await cold.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const list = resources.find((e) => new URL(e.name).pathname === '/api/bookings');
    return {
      firstRenderMs: window.__firstRowAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      // Initial JavaScript: what was requested before the first row was rendered (chunks fetched after it are lazy).
      initial: resources
        .filter((e) => e.startTime < window.__firstRowAt)
        .map((e) => ({ url: e.name, wire: e.encodedBodySize, start: e.startTime, end: e.responseEnd })),
      listRequest: list ? { startMs: list.startTime, endMs: list.responseEnd } : null,
    };
  });
  const wireOf = new Map(initial.map((e) => [e.url, e.wire]));
  const loaded = (await Promise.all(scripts)).filter((x) => x && wireOf.has(x.url));
  if (process.env.WEB_TRACE) for (const e of initial) console.log(Math.round(e.start), Math.round(e.end), new URL(e.url).pathname);
  const nextState = await coldContext.storageState();
  await coldContext.close();
  return {
    storageState: nextState,
    metrics: {
      firstRenderMs: Math.round(firstRenderMs),
      firstContentfulPaintMs: fcp,
      listRequest,
      jsGzipBytes: loaded.reduce((s, x) => s + x.gzip, 0),
      jsRawBytes: loaded.reduce((s, x) => s + x.raw, 0),
      jsWireBytes: loaded.reduce((s, x) => s + wireOf.get(x.url), 0),
      jsFiles: loaded.length,
    },
  };
}

/** Aims of issue 13: the bookings page's initial JavaScript and its first render with data. */
export const WEB_AIMS = { jsGzipKb: 150, firstRenderMs: 400 };

/** Prints the bookings page figures beside their aims: the median reading's, with the range of first renders. */
export function printBookingsPageMetrics(readings) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const sorted = [...readings].sort((a, b) => a.firstRenderMs - b.firstRenderMs);
  const web = sorted[Math.floor((sorted.length - 1) / 2)];
  const range = sorted.length > 1 ? `, median of ${sorted.length} (${sorted[0].firstRenderMs}-${sorted.at(-1).firstRenderMs} ms)` : '';
  const list = web.listRequest ? `; GET /api/bookings ${web.listRequest.startMs.toFixed(0)}-${web.listRequest.endMs.toFixed(0)} ms` : '';
  console.log('\nBookings page in Chromium, first visit after sign-in (empty HTTP cache, session cookie only, loopback)');
  console.log(
    `first render with data ${web.firstRenderMs} ms${range}  aim: under ${WEB_AIMS.firstRenderMs} ms  (first contentful paint ${web.firstContentfulPaintMs?.toFixed(0) ?? 'n/a'} ms${list})`,
  );
  const js = Math.max(...readings.map((r) => r.jsGzipBytes));
  console.log(
    `initial JavaScript ${kb(js)} gzip (the largest reading)  aim: under ${WEB_AIMS.jsGzipKb} KB  (${web.jsFiles} files, ${kb(web.jsRawBytes)} raw, ${kb(web.jsWireBytes)} on the wire in the median reading)`,
  );
}
