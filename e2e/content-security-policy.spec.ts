import { expect, test, type Page } from '@playwright/test';
import { checkA11y, login } from './support';

/** Every Content-Security-Policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test('the web app runs under its Content-Security-Policy: sign-in with the captcha worker, home, bookings', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await checkA11y(page);
  await login(page, 'admin');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await checkA11y(page);
  await page.goto('/bookings');
  await expect(page.getByRole('table').first()).toBeVisible();
  await checkA11y(page);
  expect(violations).toEqual([]);
});
