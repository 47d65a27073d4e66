import type { Page } from '@playwright/test';
import { checkA11y, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('provinces screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the list filters by name and country, keeps the filters in the URL after a reload, and resets', async ({ page }) => {
    await login(page, 'support');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Provinces', exact: true }).click();
    await expect(page).toHaveURL(/\/provinces$/);
    await expect(page.getByText(/^\d+ provinces found$/)).toBeVisible();
    // Support has no edit-province scope: no Create, no Edit.
    await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await checkA11y(page);

    await field(page, 'Country').selectOption({ label: 'Thailand' });
    await field(page, 'Name').fill('krabi');
    await expect(page).toHaveURL(/\/provinces\?country=[0-9a-f-]{36}&province=krabi$/);
    await expect(page.getByText('1 provinces found')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('krabi');
    const row = page.getByRole('row', { name: /Krabi Province/ });
    await expect(row.getByRole('cell', { name: 'Thailand', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View Krabi Province' }).click();
    await expect(page.getByRole('heading', { name: 'Krabi Province', level: 1 })).toBeVisible();
    await expect(page.getByText('Koh Phi Phi, Krabi')).toBeVisible();
    await expect(page.getByText('No pictures for this province.')).toBeVisible();
    await checkA11y(page);
    await page.goBack();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/provinces$/);
    await expect(field(page, 'Name')).toHaveValue('');
  });

  test('create shows "This field is required." then saves a province with its cities', async ({ page }) => {
    const name = `E2E Province ${Date.now()}`;
    await login(page, 'admin', { at: '/provinces' });
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Create Province' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Name').fill(name);
    await field(page, 'Country').selectOption({ label: 'Vietnam' });
    const addCity = page.getByRole('combobox', { name: 'Add a city' });
    await addCity.fill('Ha');
    await page.getByRole('option', { name: 'Hanoi', exact: true }).click();
    await addCity.fill('Da');
    await page.getByRole('option', { name: 'Da Nang', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Da Nang' }).click();
    await expect(page.getByRole('button', { name: 'Remove Hanoi' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Red River delta');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Province created', name);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Hanoi', { exact: true })).toBeVisible();
    await expect(page.getByText('Red River delta')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    const log = page.getByRole('table', { name: 'Change log, newest first' });
    await expect(log.getByRole('cell', { name: 'name', exact: true })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'cities', exact: true })).toBeVisible();
    await checkA11y(page);

    // The edit form, loaded afresh, shows the stored country once the country options arrive.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.reload();
    await expect(page.getByRole('combobox', { name: /^Country/ }).locator('option:checked')).toHaveText('Vietnam');
  });
});
