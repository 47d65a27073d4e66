import type { Page } from '@playwright/test';
import { api, checkA11y, db, login, expect, test } from './support';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const lines = (page: Page) => page.getByRole('table', { name: 'Lines' });

test.describe('lines list', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a full admin filters lines, the filters stay in the URL after a reload, Reset clears them, and nothing found says so', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lines', exact: true }).click();
    await expect(page).toHaveURL(/\/lines$/);
    await expect(page.getByText(/^\d+ lines found$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/lines/edit');
    await expect(lines(page).getByRole('columnheader', { name: 'Markup' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Type').selectOption({ label: 'Ferry' });
    await expect(page).toHaveURL(/type=ferry/);
    await field(page, 'Status').selectOption({ label: 'Published' });
    await expect(page).toHaveURL(/published=true/);
    await field(page, 'Denomination').fill('phuket');
    await expect(page).toHaveURL(/denomination=phuket/);
    await expect(lines(page).getByRole('link', { name: 'Phuket – Koh Phi Phi Ferry' })).toBeVisible();
    await expect(lines(page).getByRole('link', { name: 'Phuket Airport – Ao Nang Private Transfer' })).toHaveCount(0);
    await expect(page.getByText('1 line found')).toBeVisible();

    await page.reload();
    await expect(field(page, 'Type')).toHaveValue('ferry');
    await expect(field(page, 'Status')).toHaveValue('true');
    await expect(field(page, 'Denomination')).toHaveValue('phuket');
    const row = lines(page).getByRole('row').filter({ hasText: 'Phuket – Koh Phi Phi Ferry' });
    await expect(row.getByRole('link', { name: 'Phuket – Koh Phi Phi Ferry' })).toHaveAttribute('href', /^\/lines\/edit\/[0-9a-f-]{36}$/);
    await expect(row.getByRole('link', { name: 'Andaman Sea Ferries' })).toHaveAttribute('href', /^\/companies\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByText('1 line found')).toBeVisible();

    await field(page, 'Denomination').fill('no such line at all');
    await expect(page.getByText('No results were found.')).toBeVisible();
    await expect(page.getByText('0 lines found')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/lines$/);
    await expect(field(page, 'Denomination')).toHaveValue('');
    await expect(lines(page).getByRole('link', { name: 'Tel Aviv – Jerusalem Express Bus' })).toBeVisible();
  });

  test("an agent sees only its own company's lines, without Create, markup, status or supplier filters", async ({ page }) => {
    // Other specs may add lines of this company (the line editor's create and duplicate): count them, do not assume.
    const owned = (privateOnly: boolean) =>
      db
        .one<{ n: number }>(
          `SELECT count(*)::int AS n FROM line l JOIN app_user u ON u.company_id IN (l.company_id, l.supplier_id)
            WHERE u.username = 'agent' AND (NOT $1 OR l.is_private_transfer)`,
          [privateOnly],
        )
        .then((row) => row!.n);
    const found = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'} found`;
    await login(page, 'agent');
    await page.goto('/lines');
    await expect(page.getByText(found(await owned(false)))).toBeVisible();
    for (const name of ['Phuket – Koh Phi Phi Ferry', 'Donsak – Koh Samui Car Ferry', 'Phuket Airport – Ao Nang Private Transfer'])
      await expect(lines(page).getByRole('link', { name })).toBeVisible();
    await expect(lines(page).getByRole('link', { name: 'Tel Aviv – Jerusalem Express Bus' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(lines(page).getByRole('columnheader', { name: 'Markup' })).toHaveCount(0);
    await expect(field(page, 'Status')).toHaveCount(0);
    await expect(field(page, 'Supplier')).toHaveCount(0);
    // A status in an edited URL is ignored for an agent: all its private transfers, published or not.
    await page.goto('/lines?published=false&isPrivateTransfer=true');
    await expect(page.getByText(found(await owned(true)))).toBeVisible();
    await expect(lines(page).getByRole('link', { name: 'Phuket Airport – Ao Nang Private Transfer' })).toBeVisible();
    await checkA11y(page);
  });

  test('a full admin adds a ride rule to a line after the input errors, sees a server refusal, then deletes it after "Delete rule?"', async ({
    page,
    request,
  }) => {
    await login(page, 'admin');
    await page.goto('/lines?denomination=Phi%20Phi');
    await page.getByRole('button', { name: 'Ride rules of Phuket – Koh Phi Phi Ferry' }).click();
    const rules = page.getByRole('dialog', { name: 'Ride rules of Phuket – Koh Phi Phi Ferry' });
    await expect(rules.getByText('No Results')).toBeVisible();
    await rules.getByRole('button', { name: 'Add rule' }).click();

    const modal = page.getByRole('dialog', { name: 'Add rule' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await field(page, 'Attribute').selectOption({ label: 'Markup' });
    await modal.getByLabel('Value (%)', { exact: true }).fill('150');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is mandatory and should be between 0 and 100')).toBeVisible();
    await checkA11y(page);
    await modal.getByLabel('Value (%)', { exact: true }).fill('12');
    await modal.getByLabel('Vehicle classes').fill('Standard');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toHaveCount(0);

    await expect(rules.getByText('applies: 12% · 1 exception')).toBeVisible();
    const row = rules.getByRole('row', { name: /^Markup rule: 1[24]%$/ });
    await expect(row.getByRole('cell', { name: 'Standard' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^Operator ?: Andaman Sea Ferries$/ })).toBeVisible();

    // Someone else edits the rule while the modal is open: the save is refused (409) with the server's message.
    await row.getByRole('button', { name: 'Edit Markup rule' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit rule' });
    await expect(edit.getByLabel('Value (%)', { exact: true })).toHaveValue('12');
    const admin = await api(request, 'admin');
    const [stored] = (await admin.get<{ data: { id: string; version: number; companies: { id: string }[] }[] }>('/ride-rules', { attribute: 'markup' })).data;
    await admin.put(`/ride-rules/${stored.id}`, {
      level: 'operator',
      attribute: 'markup',
      attributeType: 'override',
      companyIds: stored.companies.map((c) => c.id),
      vehicleClasses: ['Standard'],
      value: 14,
      version: stored.version,
    });
    await edit.getByLabel('Value (%)', { exact: true }).fill('13');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toHaveText(/^An error occurred in server: .+/);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Delete Markup rule' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete rule?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rules.getByText('No Results')).toBeVisible();
  });
});
