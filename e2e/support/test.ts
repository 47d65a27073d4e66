import { test as base } from '@playwright/test';
import { wasA11yChecked } from './a11y';

/**
 * Playwright's `test`, plus one rule: a test that opens a page runs the accessibility check on it at least once
 * (`checkA11y(page)`); one that passes without it fails at teardown, naming what is missing.
 */
export const test = base.extend<{ a11yChecked: void }>({
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
