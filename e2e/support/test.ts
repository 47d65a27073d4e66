import { test as base } from '@playwright/test';
import { wasA11yChecked } from './a11y';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin of a request that would leave this machine, or null (loopback, data:, blob:, about:). */
export function offMachineOrigin(url: string): string | null {
  const { protocol, hostname, origin } = new URL(url);
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(protocol)) return null;
  return LOOPBACK_HOSTS.has(hostname) || hostname.startsWith('127.') ? null : origin;
}

/**
 * Playwright's `test`, plus two rules checked at teardown:
 * - a test that opens a page runs the accessibility check on it at least once (`checkA11y(page)`);
 * - no request of the page leaves 127.0.0.1 (maps, fonts, geocoders and AI writers all have local stand-ins); such a
 *   request is aborted when made, and the test fails naming its origin.
 */
export const test = base.extend<{ a11yChecked: void; loopbackOnly: void }>({
  loopbackOnly: [
    async ({ page }, use, testInfo) => {
      const leaks = new Set<string>();
      await page.route(
        (url) => offMachineOrigin(url.href) !== null,
        (route) => {
          leaks.add(offMachineOrigin(route.request().url())!);
          return route.abort('blockedbyclient');
        },
      );
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (leaks.size > 0) throw new Error(`"${testInfo.title}" made requests that leave 127.0.0.1: ${[...leaks].join(', ')}`);
    },
    { auto: true },
  ],
  a11yChecked: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.url() === 'about:blank') return;
      if (!wasA11yChecked(page)) throw new Error(`"${testInfo.title}" opened ${page.url()} but never ran checkA11y(page)`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
