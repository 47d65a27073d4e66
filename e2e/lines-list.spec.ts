import type { Page } from '@playwright/test';
import { checkA11y, db, login, expect, test } from './support';

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
    // Ride rules are edited in the line editor (tab 0), not from the list.
    await expect(page.getByRole('button', { name: /^Ride rules of / })).toHaveCount(0);
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
    await login(page, 'agent', { at: '/lines' });
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
});
