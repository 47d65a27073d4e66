import type { Page } from '@playwright/test';
import { checkA11y, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

test.describe('countries screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the list filters by name, keeps the filter in the URL after a reload, and resets', async ({ page }) => {
    await login(page, 'support');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Countries', exact: true }).click();
    await expect(page).toHaveURL(/\/countries$/);
    await expect(page.getByText(/^\d+ countries found$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Name').fill('kingdom of thai');
    await expect(page).toHaveURL(/\/countries\?name=kingdom\+of\+thai$/);
    await expect(page.getByText('1 countries found')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('kingdom of thai');
    await expect(page.getByRole('cell', { name: 'Kingdom of Thailand', exact: true })).toBeVisible();
    await expect(page.getByText('1 countries found')).toBeVisible();

    await page.getByRole('link', { name: 'View Thailand' }).click();
    await expect(page.getByRole('heading', { name: 'Thailand', level: 1 })).toBeVisible();
    await expect(page.getByText('No info provided.').first()).toBeVisible();
    await checkA11y(page);
    await page.goBack();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/countries$/);
    await expect(field(page, 'Name')).toHaveValue('');
  });

  test('the edit form shows the dialing-code message, then saves rich text and a good code', async ({ page }) => {
    await login(page, 'admin', { at: '/countries?name=iceland' });
    await page.getByRole('link', { name: 'Edit Iceland' }).click();
    await expect(page.getByRole('heading', { name: 'Edit country Iceland' })).toBeVisible();
    await expect(field(page, 'Official name')).toBeDisabled();
    await checkA11y(page);

    await field(page, 'Dialing code').fill('354');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use digits and plus sign in the beginning.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Dialing code').fill('+354');
    await field(page, 'Timezone').selectOption('Atlantic/Reykjavik');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Geysers and glaciers');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Country updated', 'Iceland');
    await expect(page).toHaveURL(/\/countries\/[0-9a-f-]{36}$/);
    await expect(page.getByText('+354', { exact: true })).toBeVisible();
    await expect(page.getByText('Atlantic/Reykjavik', { exact: true })).toBeVisible();
    await expect(page.getByText('Geysers and glaciers')).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Change log, newest first' }).getByRole('cell', { name: 'description', exact: true }).first()).toBeVisible();
    await checkA11y(page);
  });
});
