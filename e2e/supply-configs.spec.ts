import type { Page } from '@playwright/test';
import { api, checkA11y, DEMO_PASSWORD, expectToast, login, expect, test, type Schemas } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

type SupplyConfigPage = { data: Schemas['SupplyConfigDto'][] };

test.describe('supply configs screens', () => {
  test('a full admin filters by supplier, sees the shared messages, confirms turning sync off and saves', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Supply configs', exact: true }).click();
    await expect(page.getByText('There are 3 supply configs found.')).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Supplier name').fill('andaman');
    await expect(page.getByText('There are 1 supply configs found.')).toBeVisible();
    await expect(page).toHaveURL(/supplierName=andaman/);
    await page.getByRole('link', { name: 'Edit Andaman Sea Ferries' }).click();
    await expect(page.getByRole('heading', { name: 'Edit supply config Andaman Sea Ferries' })).toBeVisible();

    await field(page, 'Commission (%)').fill('100.5');
    await field(page, 'Sync days in advance').fill('0');
    await expect(page.getByText('Enter a percentage from 0 to 100 with at most 2 decimals.')).toBeVisible();
    await expect(page.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
    await checkA11y(page);

    await field(page, 'Commission (%)').fill('11.5');
    await field(page, 'Sync days in advance').fill('120');
    await page.getByLabel('Sync enabled').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('stop syncing');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Disable sync' }).click();
    await expectToast(page, 'Supply config updated', 'Andaman Sea Ferries');

    const row = page.getByRole('row', { name: /Andaman Sea Ferries/ });
    await expect(row.getByRole('cell', { name: '11.50%' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Disabled' })).toBeVisible();
  });

  test('a full admin creates a config for a supplier, and a company that is not a supplier is refused', async ({ page }) => {
    await login(page, 'admin', { at: '/supplyconfigs' });
    await page.getByRole('link', { name: 'Create supply config' }).click();
    await expect(page.getByRole('heading', { name: 'Create supply config' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Supplier is required')).toBeVisible();
    await expect(page.getByText('Please fix the fields marked below.')).toBeVisible();
    await checkA11y(page);

    await field(page, 'Supplier').selectOption({ label: 'Heat Travel Partners' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The company is not a supplier.').first()).toBeVisible();

    await field(page, 'Supplier').selectOption({ label: 'Yarden Intercity Buses' });
    await field(page, 'Default markup (%)').fill('7.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Supply config created', 'Yarden Intercity Buses');
    await expect(page.getByRole('row', { name: /Yarden Intercity Buses/ }).getByRole('cell', { name: '7.50%' })).toBeVisible();
  });

  test('the supply-admin-sandbox role sees and changes sandbox suppliers only', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const username = `sandbox${Date.now().toString(36)}`;
    await admin.post('/users', {
      username,
      email: `${username}@farebox.local`,
      teamEmail: `${username}@farebox.local`,
      displayName: 'Sandy Box',
      role: 'supply-admin-sandbox',
      password: DEMO_PASSWORD,
    });
    const sandbox = await api(request, username);

    const visible = await sandbox.get<SupplyConfigPage>('/supply-configs');
    expect(visible.data.map((c) => c.companyName)).toEqual(['Mekong River Cruises']);
    const live = (await admin.get<SupplyConfigPage>('/supply-configs', { supplierName: 'Saigon Express' })).data[0];
    const { id, companyId: _companyId, companyName: _companyName, canEdit: _canEdit, ...settings } = live;
    const refused = await sandbox.request('PUT', `/supply-configs/${id}`, { data: { ...settings, commissionPercent: '1' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'The supply-admin-sandbox role may only change sandbox suppliers.' });

    // What the admin's screen shows is unchanged by the refused save.
    await login(page, 'admin', { at: '/supplyconfigs?supplierName=saigon' });
    await expect(page.getByRole('row', { name: /Saigon Express Bus/ }).getByRole('cell', { name: '12.00%' })).toBeVisible();
    await checkA11y(page);
  });
});
