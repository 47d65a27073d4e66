import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script (the built `index-*.js`) of the page's next loads until the returned function is
 * called: what happens meanwhile was begun by public/session-start.js, the only code that runs that early.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
