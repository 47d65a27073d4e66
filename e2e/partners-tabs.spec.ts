import type { Page } from '@playwright/test';
import { api, checkA11y, db, expect, expectToast, inDays, login, test, chooseComboboxOption } from './support';

const PHI_PHI_FERRY = 'Phuket – Koh Phi Phi Ferry';

async function openPartner(page: Page, name: string) {
  await page.goto(`/partners?name=${encodeURIComponent(name)}`);
  await page.getByRole('table', { name: 'Partners' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

const dayText = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

test.describe('partner tabs', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Credit History: the top-ups, Top Up with its messages, then the new row and the balance', async ({ page }) => {
    await login(page, 'admin');
    await openPartner(page, 'Agoda');
    await expect(page.getByRole('tab', { name: 'Inventory management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Credit History' })).toHaveCount(0);

    await openPartner(page, 'Travel Desk');
    await page.getByRole('tab', { name: 'Credit History' }).click();
    const history = page.getByRole('region', { name: 'Credit History' });
    await expect(history.getByText('There are 2 top up operations found.')).toBeVisible();
    await expect(history.getByText('750.00 USD')).toBeVisible();
    const table = history.getByRole('table', { name: 'Top up operations' });
    await expect(table.getByRole('row').filter({ hasText: 'Opening deposit' })).toContainText('500.00 USD');
    await expect(table.getByRole('row').filter({ hasText: '250.00 USD' }).getByRole('cell', { name: '-', exact: true })).toBeVisible();
    await checkA11y(page);

    await history.getByRole('button', { name: 'Top Up' }).click();
    const modal = page.getByRole('dialog', { name: 'Top Up' });
    const submit = modal.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const amount = modal.getByLabel(/^Amount \(USD\)/);
    await amount.fill('5');
    await amount.fill('');
    await expect(modal.getByText('Amount is required')).toBeVisible();
    await amount.fill('0');
    await expect(modal.getByText('Amount must be greater than 0')).toBeVisible();
    await expect(submit).toBeDisabled();
    await checkA11y(page);
    await amount.fill('125.50');
    await modal.getByLabel('Note').fill('November top up');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, 'Top up added', '125.50 USD');
    await expect(modal).toBeHidden();

    await expect(history.getByText('There are 3 top up operations found.')).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: 'November top up' });
    await expect(row).toContainText('125.50 USD');
    await expect(row).toContainText('Ada Admin');
    await expect(row).toContainText(dayText(new Date()));
    await expect(history.getByText('875.50 USD')).toBeVisible();
    await page.getByRole('tab', { name: 'Properties' }).click();
    await expect(page.getByRole('region', { name: 'Properties' }).getByText('875.50')).toBeVisible();
    await page.goto('/partners?name=Travel%20Desk');
    await expect(page.getByRole('table', { name: 'Partners' }).getByRole('row').filter({ hasText: 'Travel Desk' })).toContainText('875.50');
  });

  test('Inventory management: blocking the ferry company takes its line out of Live Results', async ({ page }) => {
    const company = await db.one<{ id: string; name: string }>(
      `SELECT c.id, c.name FROM company c JOIN line l ON l.company_id = c.id WHERE l.denomination = $1`,
      [PHI_PHI_FERRY],
    );
    await login(page, 'admin');
    await openPartner(page, 'KKday');

    const search = async () => {
      await page.getByRole('tab', { name: 'Live Results' }).click();
      const live = page.getByRole('region', { name: 'Live Results' });
      if ((await live.getByRole('combobox', { name: 'Departure city' }).inputValue()) === '') {
        await chooseComboboxOption(page, 'Departure city', 'Phuk', 'Phuket, Thailand');
        await chooseComboboxOption(page, 'Arrival city', 'Phi', 'Koh Phi Phi, Thailand');
        await live.getByLabel('Departure Date').fill(inDays(3));
      }
      await live.getByRole('button', { name: 'Submit' }).click();
      return live;
    };

    let live = await search();
    const results = live.getByRole('table', { name: 'Live results' });
    const ferry = results.getByRole('row').filter({ hasText: company!.name });
    await expect(ferry).toContainText('ferry');
    await expect(ferry).toContainText('720.00 THB');
    await expect(ferry).toContainText('08:30, 13:30');
    await live.getByLabel('Vehicle Type').selectOption('ferry');
    await expect(results.getByRole('row')).toHaveCount(2);
    await live.getByRole('button', { name: 'Clear filters' }).click();
    await checkA11y(page);

    await page.getByRole('tab', { name: 'Inventory management' }).click();
    const form = page.getByRole('form', { name: 'Inventory management' });
    await form.getByLabel('Block').check();
    await expect(form.getByRole('heading', { name: 'Blocked Companies' })).toBeVisible();
    await form.getByLabel('Company').selectOption({ label: company!.name });
    await form.getByRole('button', { name: 'Add' }).click();
    const blocked = form.getByRole('table', { name: 'Blocked Companies' });
    await expect(blocked.getByRole('row').filter({ hasText: company!.name })).toContainText(company!.id);
    await checkA11y(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Inventory rules saved', 'Blocked Companies');

    live = await search();
    await expect(live.getByRole('table', { name: 'Live results' }).getByText('No Results')).toBeVisible();
  });

  test('support reads the tabs without Top Up, Add or Save', async ({ page }) => {
    await login(page, 'support');
    await openPartner(page, 'Travel Desk');
    await page.getByRole('tab', { name: 'Credit History' }).click();
    await expect(page.getByText(/^There are \d+ top up operations found\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Inventory management' }).click();
    await expect(page.getByRole('heading', { name: 'Allowed Companies' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('a stale inventory save shows what someone else changed and reloads the latest version', async ({ page, request }) => {
    await login(page, 'admin');
    await openPartner(page, 'MyRealTrip');
    await page.getByRole('tab', { name: 'Inventory management' }).click();
    const form = page.getByRole('form', { name: 'Inventory management' });
    await expect(form.getByText('No rule yet: this partner sells every company.')).toBeVisible();
    const partner = await db.one<{ id: string; version: number }>(`SELECT id, version FROM sales_channel WHERE slug = 'myrealtrip'`);
    await (await api(request, 'finadmin')).put(`/partners/${partner!.id}/inventory-rules`, { version: partner!.version, action: 'allow', companyIds: [] });
    await form.getByLabel('Block').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Your changes were not saved.', { exact: false })).toBeVisible();
    await checkA11y(page);
    await form.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(form.getByLabel('Allow')).toBeChecked();
    await expect(form.getByText('No rule yet: this partner sells every company.')).toHaveCount(0);
  });
});
