import type { Page } from '@playwright/test';
import { checkA11y, db, expect, expectToast, login, test } from './support';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const partners = (page: Page) => page.getByRole('table', { name: 'Partners' });

test.describe('partners', () => {
  test.describe.configure({ timeout: 120_000 });

  test('filters stay in the URL after a reload, each type has its colour label, balance is N/A without a credit line, Reset clears', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Partners', exact: true }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
    await expect(page.getByText(/^There are \d+ partners found\.$/)).toBeVisible();
    const kkday = partners(page).getByRole('row').filter({ hasText: 'KKday' });
    await expect(kkday.getByText('b2b-redirect')).toHaveClass(/bg-sky-100/);
    await expect(kkday.getByRole('cell', { name: 'N/A' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Type').selectOption('b2b');
    await expect(page).toHaveURL(/type=b2b/);
    await expect(page.getByText('There are 2 partners found.')).toBeVisible();
    await field(page, 'Partner name').fill('ago');
    await expect(page).toHaveURL(/name=ago/);
    await expect(page.getByText('There is 1 partner found.')).toBeVisible();
    await expect(partners(page).getByRole('link', { name: 'Agoda', exact: true })).toHaveAttribute('href', /^\/partners\/edit\/[0-9a-f-]{36}$/);

    await page.reload();
    await expect(field(page, 'Type')).toHaveValue('b2b');
    await expect(field(page, 'Partner name')).toHaveValue('ago');
    await expect(page.getByText('There is 1 partner found.')).toBeVisible();

    await field(page, 'Payment method').selectOption({ label: 'Credit line' });
    await expect(page).toHaveURL(/paymentFlow=creditline/);
    await expect(page.getByText('There are 0 partners found.')).toBeVisible();
    await expect(page.getByText('No partners found')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(field(page, 'Partner name')).toHaveValue('');
    await expect(partners(page).getByRole('link', { name: 'KKday', exact: true })).toBeVisible();
  });

  test('Create is for full admins only', async ({ page }) => {
    await login(page, 'support', { at: '/partners' });
    await expect(page.getByText(/^There are \d+ partners found\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('Create partner shows every message, needs an existing agent user, and the new credit line partner lists with balance 0.00', async ({ page }) => {
    await login(page, 'admin', { at: '/partners' });
    await page.getByRole('button', { name: 'Create' }).click();
    const modal = page.getByRole('dialog', { name: 'Create partner' });
    await modal.getByLabel(/^Payment method/).selectOption({ label: 'Credit line' });
    await modal.getByRole('button', { name: 'Create' }).click();
    for (const message of ['Company name is required', 'Channel type is required', 'Currency is required', 'Initial markup is required', 'Logo is required'])
      await expect(modal.getByText(message)).toBeVisible();
    await checkA11y(page);

    await modal.getByLabel(/^Channel type/).selectOption('bookingAgent');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Agent user email is required')).toBeVisible();

    await modal.getByLabel(/^Company name/).fill('Desk Travel');
    await modal.getByLabel(/^Agent user email/).fill('nobody@example.com');
    await modal.getByLabel(/^Currency/).selectOption('EUR');
    await modal.getByLabel(/^Initial markup/).fill('7.5');
    await modal.getByRole('button', { name: 'Choose logo' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose pictures' });
    await chooser.getByLabel('Owner', { exact: true }).selectOption({ label: 'Andaman Sea Ferries' });
    await chooser.getByRole('checkbox', { name: 'patong-beach.jpg' }).check();
    await chooser.getByRole('button', { name: 'Choose (1)' }).click();
    await expect(modal.getByRole('img', { name: 'Chosen logo' })).toBeVisible();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('No user has this email: the agent needs an account first').first()).toBeVisible();

    await modal.getByLabel(/^Agent user email/).fill('agent@farebox.local');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Partner created', 'Desk Travel');
    await expect(page).toHaveURL(/name=Desk/);
    const row = partners(page).getByRole('row').filter({ hasText: 'Desk Travel' });
    await expect(row.getByText('bookingAgent')).toHaveClass(/bg-indigo-100/);
    await expect(row.getByRole('cell', { name: 'Credit line' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0.00' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await field(page, 'Balance from').fill('0');
    await expect(page).toHaveURL(/balanceFrom=0/);
    // The seeded Travel Desk has a credit line with top-ups: a balance from 0 finds it too, up to 0 only the new one.
    await expect(partners(page).getByRole('link', { name: 'Travel Desk', exact: true })).toBeVisible();
    await field(page, 'Balance to').fill('0');
    await expect(page).toHaveURL(/balanceTo=0/);
    await expect(page.getByText('There is 1 partner found.')).toBeVisible();
    await expect(partners(page).getByRole('link', { name: 'Desk Travel', exact: true })).toBeVisible();
    await checkA11y(page);
  });

  test('the Properties tab: whitelabel properties, and a palette colour edited with the colour picker and saved with its log', async ({ page }) => {
    await db.query(
      `INSERT INTO sales_channel (slug, name, type, properties) VALUES ('white-sun', 'White Sun', 'whitelabel', $1)
       ON CONFLICT (slug) DO UPDATE SET properties = EXCLUDED.properties, version = sales_channel.version + 1`,
      [{ palette: { primary: { main: '#112233' } }, title: 'White Sun Tours', trackingId: 'GA-7' }],
    );
    await login(page, 'admin', { at: '/partners?name=white%20sun' });
    await page.getByRole('link', { name: 'Manage White Sun' }).click();
    await expect(page).toHaveURL(/\/partners\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'White Sun' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Properties', selected: true })).toBeVisible();
    const props = page.getByRole('region', { name: 'Properties' });
    await expect(props.getByRole('table', { name: 'primary' }).getByRole('row', { name: /main/ })).toContainText('#112233');
    await expect(props.getByText('GA-7')).toBeVisible();
    // trackingId is not on the editable list: no Edit button.
    await expect(props.getByRole('button', { name: 'Edit trackingId' })).toHaveCount(0);
    await checkA11y(page);

    await props.getByRole('button', { name: 'Edit palette' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit palette' });
    await modal.getByLabel(/^primary main( \*)?$/).fill('red');
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expect(modal.getByText('A colour is #RRGGBB')).toBeVisible();
    await modal.getByLabel('primary main colour picker').fill('#aa0000');
    await expect(modal.getByLabel(/^primary main( \*)?$/)).toHaveValue('#aa0000');
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved', 'White Sun');
    await expect(props.getByRole('table', { name: 'primary' })).toContainText('#aa0000');
    await page.getByText('Change log').click();
    await expect(page.getByRole('table').filter({ hasText: 'properties' })).toBeVisible();

    await props.getByRole('button', { name: 'Edit title' }).click();
    const title = page.getByRole('dialog', { name: 'Edit title' });
    await title.getByLabel(/^title/).fill('');
    await title.getByRole('button', { name: 'Save changes' }).click();
    await expect(title.getByText('This value is required')).toBeVisible();
    await title.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: '← Back to partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
  });

  test('a booking agent shows portal URL, agent email, payment method, currency, balance and markup; read-admin sees no Edit', async ({ page }) => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO sales_channel (slug, name, type, agent_user_id, payment_flow, currency, markup, base_url)
       SELECT 'agent-desk', 'Agent Desk', 'bookingAgent', id, 'creditline', 'THB', 4.5, 'https://desk.example.com' FROM app_user WHERE username = 'agent'
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    );
    await login(page, 'readadmin', { at: `/partners/edit/${row.id}` });
    const props = page.getByRole('region', { name: 'Properties' });
    await expect(props.getByText('https://desk.example.com')).toBeVisible();
    await expect(props.getByText('agent@farebox.local')).toBeVisible();
    await expect(props.getByText('Credit line')).toBeVisible();
    await expect(props.getByText('THB')).toBeVisible();
    await expect(props.getByText('0.00')).toBeVisible();
    await expect(props.getByText('4.50%')).toBeVisible();
    await expect(props.getByRole('button', { name: 'Edit Logo' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('a full admin replaces the booking-agent logo through the image chooser', async ({ page }) => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO sales_channel (slug, name, type, payment_flow, currency, markup)
       VALUES ('logo-desk', 'Logo Desk', 'bookingAgent', 'creditCard', 'USD', 3)
       ON CONFLICT (slug) DO UPDATE SET logo_image_id = NULL RETURNING id`,
    );
    await login(page, 'admin', { at: `/partners/edit/${row.id}` });
    const props = page.getByRole('region', { name: 'Properties' });
    await expect(props.getByText('Credit card')).toBeVisible();
    await expect(props.getByText('Current Balance')).toHaveCount(0);
    await props.getByRole('button', { name: 'Edit Logo' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit logo' });
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expect(modal.getByText('Logo is required')).toBeVisible();
    await modal.getByRole('button', { name: 'Choose logo' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose pictures' });
    await chooser.getByLabel('Owner', { exact: true }).selectOption({ label: 'Andaman Sea Ferries' });
    await chooser.getByRole('checkbox', { name: 'patong-beach.jpg' }).check();
    await chooser.getByRole('button', { name: 'Choose (1)' }).click();
    await expect(modal.getByRole('img', { name: 'Chosen logo' })).toBeVisible();
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved', 'Logo Desk');
    await expect(props.getByRole('img', { name: 'Partner logo' })).toHaveAttribute('src', /^\/api\/files\//);
    const [saved] = await db.query<{ logo_image_id: string | null }>(`SELECT logo_image_id FROM sales_channel WHERE id = $1`, [row.id]);
    expect(saved.logo_image_id).not.toBeNull();
  });
});
