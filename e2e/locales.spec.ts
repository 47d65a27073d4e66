import type { Page } from '@playwright/test';
import { checkA11y, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Three letters unique enough for a rerun on the same database. */
const code = () => Array.from({ length: 3 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('locales screens', () => {
  test('create keeps Save disabled while the form is invalid, then saves and lists the locale', async ({ page }) => {
    const localeCode = code();
    const name = `E2E language ${localeCode}`;
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Locales', exact: true }).click();
    await expect(page.getByText(/^\d+ locales found$/)).toBeVisible();
    await checkA11y(page);

    await page.getByRole('link', { name: 'Create Locale' }).click();
    await expect(page.getByRole('heading', { name: 'Create Locale' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await field(page, 'Name').fill('E');
    await field(page, 'Locale code').fill('engl');
    await expect(page.getByText('Enter 2 to 50 characters.')).toBeVisible();
    await expect(page.getByText('Enter 2 to 3 characters.')).toBeVisible();
    await expect(save).toBeDisabled();
    await checkA11y(page);

    await field(page, 'Name').fill(name);
    await field(page, 'Locale code').fill(localeCode);
    await page.getByLabel('Activated').check();
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Locale created', name);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('No info provided.')).toBeVisible();

    await page.getByRole('link', { name: 'Back to locales' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  });
});
