import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0/2.1/2.2 A and AA: what every page of the back-office must meet. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface A11yOptions {
  /** CSS selectors to leave out (e.g. a third-party widget), use sparingly and say why at the call site. */
  exclude?: string[];
  /** Check only this part of the page. */
  include?: string;
}

/** Impacts that fail a test: moderate and above. */
const BLOCKING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

const checkedPages = new WeakSet<Page>();

/** Whether checkA11y ran on this page (the `test` of e2e/support fails a test that opened a page without it). */
export function wasA11yChecked(page: Page): boolean {
  return checkedPages.has(page);
}

/**
 * Runs axe on the page as it is now and fails the test on any moderate, serious or critical violation, listing each
 * rule with the offending elements. Call it once the page has rendered its data (after an `expect` on
 * visible content), and again after opening a modal or a tab whose content was not in the page before.
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  checkedPages.add(page);
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const report = blocking
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n'),
    )
    .join('\n');
  expect(blocking, `Accessibility violations on ${page.url()}:\n${report}`).toEqual([]);
}
