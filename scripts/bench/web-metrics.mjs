/* global document, window, MutationObserver -- these callbacks run in the page */
// Time to first render and JavaScript shipped (gzip) for the bookings page, read in Debian's Chromium.
// Signs in through the real login page (captcha included), then loads /bookings cold in a fresh page. Times are the
// page's own (from navigation start): first row rendered, first contentful paint.
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

export async function bookingsPageMetrics(baseUrl, { username, password }) {
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

    const cold = await context.newPage();
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
    await cold.locator('table tbody tr, [data-testid="booking-card"]').first().waitFor({ timeout: 60_000 });
    const { firstRenderMs, fcp, initialUrls } = await cold.evaluate(() => ({
      firstRenderMs: window.__firstRowAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      // Initial JavaScript: what was requested before the first row was rendered (chunks fetched after it are lazy).
      initialUrls: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < window.__firstRowAt)
        .map((e) => e.name),
    }));
    const initial = new Set(initialUrls);
    const loaded = (await Promise.all(scripts)).filter((x) => x && initial.has(x.url));
    return {
      firstRenderMs: Math.round(firstRenderMs),
      firstContentfulPaintMs: fcp,
      jsGzipBytes: loaded.reduce((s, x) => s + x.gzip, 0),
      jsRawBytes: loaded.reduce((s, x) => s + x.raw, 0),
      jsFiles: loaded.length,
    };
  } finally {
    await browser.close();
  }
}
