import type { Page } from '@playwright/test';
import { api, checkA11y, db, demoLineId, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const sideMenu = (page: Page) => page.getByRole('complementary', { name: 'Line actions' });

async function pickOption(page: Page, label: string, typed: string, option: string) {
  await field(page, label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickStation(page: Page, label: 'Station A' | 'Station B', city: [string, string], station: string) {
  await pickOption(page, `${label} city`, city[0], city[1]);
  await pickOption(page, label, station.slice(0, 5), station);
}

test.describe('line editor', () => {
  test.describe.configure({ timeout: 180_000 });

  test('creates a line through tab 0 after the policy messages, publishes and unpublishes it, and duplicates it', async ({ page }) => {
    const name = `E2E Phuket Phi Phi Ferry ${Date.now()}`;
    await login(page, 'admin', { at: '/lines/edit' });
    await expect(page.getByRole('heading', { name: 'Create line', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Operator & Route' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Schedules' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('title', 'Save the line first');

    await sideMenu(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await expect(page.getByText('This field is required.', { exact: true })).toHaveCount(4);
    await expect(page.getByText('Set policy is mandatory', { exact: true })).toHaveCount(2);
    await expect(page.getByText('City and station required', { exact: true })).toHaveCount(2);
    await checkA11y(page);

    await field(page, 'Line denomination').fill(name);
    await field(page, 'Line type').selectOption({ label: 'Ferry' });
    await page.getByRole('radio', { name: 'Passengers only' }).check();
    await field(page, 'Line class').selectOption({ label: 'Speedboat' });
    await field(page, 'Operator').selectOption({ label: 'Andaman Sea Ferries' });
    await page.getByRole('radio', { name: 'Refundable', exact: true }).check();
    await page.getByRole('radio', { name: 'Not amendable' }).check();
    await sideMenu(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is mandatory', { exact: true })).toBeVisible();
    await expect(page.getByText('This field is mandatory and should be between 0 and 100', { exact: true })).toBeVisible();
    await expect(page.getByText('Set policy is mandatory', { exact: true })).toHaveCount(0);
    await checkA11y(page);

    // The first entry cannot be removed; at most 3 entries; flexible cancellation disables the fee.
    await expect(page.getByRole('button', { name: 'Remove cancellation 1' })).toHaveCount(0);
    await field(page, 'Cancellation 1: time before departure').fill('24');
    await field(page, 'Cancellation 1: fee \\(%\\)').fill('150');
    await page.getByRole('button', { name: 'Add cancellation entry' }).click();
    await page.getByRole('button', { name: 'Add cancellation entry' }).click();
    await expect(page.getByRole('button', { name: 'Add cancellation entry' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove cancellation 3' }).click();
    await page.getByRole('checkbox', { name: 'Flexible cancellation' }).check();
    await expect(field(page, 'Cancellation 1: fee \\(%\\)')).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Flexible cancellation' }).uncheck();
    await field(page, 'Cancellation 1: fee \\(%\\)').fill('10');
    // An entry applies to both directions unless one is chosen: the second one is for bookings from B to A only.
    await expect(field(page, 'Cancellation 1: direction')).toHaveValue('both');
    await field(page, 'Cancellation 2: direction').selectOption({ label: 'B to A' });
    await field(page, 'Cancellation 2: time before departure').fill('2');
    await field(page, 'Cancellation 2: unit').selectOption({ label: 'Days' });
    await field(page, 'Cancellation 2: fee \\(%\\)').fill('40');

    await pickStation(page, 'Station A', ['Phuket', 'Phuket, Thailand'], 'Rassada Pier');
    await pickStation(page, 'Station B', ['Phi Phi', 'Koh Phi Phi, Thailand'], 'Tonsai Pier');
    await expect(page.getByRole('tab', { name: 'Schedules' })).toHaveAttribute('title', 'Save the line first');
    // Swap: a new line with both stations only.
    await page.getByRole('button', { name: 'Swap stations A and B' }).click();
    await expect(field(page, 'Station A')).toHaveValue('Tonsai Pier');
    await expect(field(page, 'Station B')).toHaveValue('Rassada Pier');
    await page.getByRole('button', { name: 'Swap stations A and B' }).click();
    await expect(field(page, 'Station A')).toHaveValue('Rassada Pier');

    await sideMenu(page).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Line created', name);
    await expect(page).toHaveURL(/\/lines\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Edit line ${name}`, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Swap stations A and B' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'A to B stops' }).getByRole('cell', { name: /^Rassada Pier/ })).toBeVisible();
    await expect(sideMenu(page).getByText('Unpublished', { exact: true })).toBeVisible();
    await expect(sideMenu(page).getByText('THB', { exact: true })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Sync Line' })).toHaveCount(0);
    await expect(field(page, 'Cancellation 1: fee \\(%\\)')).toHaveValue('10');
    await expect(field(page, 'Cancellation 1: direction')).toHaveValue('both');
    await expect(field(page, 'Cancellation 2: direction')).toHaveValue('bToA');
    await expect(field(page, 'Cancellation 2: time before departure')).toHaveValue('2');
    await expect(field(page, 'Cancellation 2: fee \\(%\\)')).toHaveValue('40');
    await expect(page.getByRole('tab', { name: 'Schedules' })).toBeEnabled();
    await checkA11y(page);

    await sideMenu(page).getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Line published', name);
    await expect(sideMenu(page).getByText('Published', { exact: true })).toBeVisible();
    await expect(sideMenu(page).getByText('Preview', { exact: true })).toBeVisible();
    await sideMenu(page).getByRole('button', { name: 'Unpublish' }).click();
    await expectToast(page, 'Line unpublished', name);
    await expect(sideMenu(page).getByText('Unpublished', { exact: true })).toBeVisible();

    await page.getByText('Change log', { exact: true }).click();
    await expect(page.getByRole('cell', { name: 'published', exact: true }).first()).toBeVisible();
    await checkA11y(page);

    await sideMenu(page).getByRole('button', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(/\/lines\/edit\?duplicate=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Copy ${name}` })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Create the copy' }).click();
    await expectToast(page, 'Line duplicated', `${name} (copy)`);
    await expect(page.getByRole('heading', { name: `Edit line ${name} (copy)`, level: 1 })).toBeVisible();
    await expect(field(page, 'Cancellation 1: time before departure')).toHaveValue('24');
    await expect(field(page, 'Cancellation 2: direction')).toHaveValue('bToA');
    await expect(sideMenu(page).getByText('Unpublished', { exact: true })).toBeVisible();
    await checkA11y(page);
  });

  test('tab 0 shows the ride rules of the line; a full admin adds one after the input errors, edits and deletes it from its hover popup', async ({
    page,
    request,
  }) => {
    await login(page, 'admin', { at: `/lines/edit/${await demoLineId('Phuket – Koh Phi Phi Ferry')}` });
    const rules = page.getByRole('region', { name: 'Ride rules' });
    await expect(rules.getByText('No Results')).toBeVisible();
    await checkA11y(page);
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
    // The rule modal is outside tab 0's form: saving a rule does not save the line.
    await expect(page.getByText('Line saved')).toHaveCount(0);

    await expect(rules.getByText('applies: 12% · 1 exception')).toBeVisible();
    const row = rules.getByRole('row', { name: /^Markup rule: 1[24]%$/ });
    await expect(row.getByRole('cell', { name: 'Standard' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^Operator ?: Andaman Sea Ferries$/ })).toBeVisible();

    // The popup opens on hover: Add (this attribute), Edit, Delete.
    const popup = row.getByRole('toolbar', { name: /^Markup rule/ });
    await page.mouse.move(0, 0);
    await expect(popup.getByRole('button', { name: 'Edit' })).toBeHidden();
    await popup.getByRole('button', { name: 'Actions' }).hover();
    await expect(popup.getByRole('button', { name: 'Edit' })).toBeVisible();
    await checkA11y(page);
    await popup.getByRole('button', { name: 'Add' }).click();
    const add = page.getByRole('dialog', { name: 'Add rule' });
    await expect(field(page, 'Attribute')).toHaveValue('markup');
    await add.getByRole('button', { name: 'Cancel' }).click();

    // Someone else edits the rule while the modal is open: the save is refused (409) with the server's message.
    await popup.getByRole('button', { name: 'Actions' }).hover();
    await popup.getByRole('button', { name: 'Edit' }).click();
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

    // The popup also opens from the keyboard: focus opens it, Escape closes it, Enter reopens it, Tab reaches Delete.
    await page.mouse.move(0, 0);
    const actions = popup.getByRole('button', { name: 'Actions' });
    await actions.focus();
    await expect(popup.getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup.getByRole('button', { name: 'Delete' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(actions).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete rule?' });
    await expect(confirm).toBeVisible();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rules.getByText('No Results')).toBeVisible();
  });

  test('Sync Line on a supplier-API line queues a sync the worker records', async ({ page }) => {
    const apiLine = await db.one<{ id: string; denomination: string }>(`SELECT id, denomination FROM line WHERE is_supplier_api ORDER BY denomination LIMIT 1`);
    await login(page, 'admin', { at: `/lines/edit/${apiLine!.id}` });
    await expect(page.getByRole('heading', { name: `Edit line ${apiLine!.denomination}`, level: 1 })).toBeVisible();
    await expect(field(page, 'Days in advance')).toHaveValue('30');
    await field(page, 'Days in advance').fill('0');
    await expect(page.getByText('Enter a whole number from 1 to 365.')).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: 'Sync Line' })).toBeDisabled();
    await field(page, 'Days in advance').fill('7');
    await sideMenu(page).getByRole('button', { name: 'Sync Line' }).click();
    await expectToast(page, 'Sync queued', `The next 7 days of ${apiLine!.denomination}`);
    // The seeded supplier-API line is mapped to Saigon Express's transfers (see line-api-tab.spec.ts): the worker imports them.
    await expect(sideMenu(page).getByText(/7 days\): A→B \(SE-SGN-DAD-0700\): 7 departures from .+; \d+ trips created, /)).toBeVisible({ timeout: 30_000 });
    await checkA11y(page);
  });

  test("the scheduler agent sees only the Schedules tab of its own line, and not another company's line", async ({ page }) => {
    const own = await db.one<{ id: string }>(
      `SELECT l.id FROM line l JOIN company c ON c.id = l.company_id WHERE c.name = 'Northern Lines Scheduling' ORDER BY l.denomination LIMIT 1`,
    );
    const other = await db.one<{ id: string }>(`SELECT l.id FROM line l JOIN company c ON c.id = l.company_id WHERE c.name = 'Andaman Sea Ferries' LIMIT 1`);
    await login(page, 'scheduler', { at: `/lines/edit/${own!.id}` });
    const tabs = page.getByRole('tablist', { name: 'Line tabs' }).getByRole('tab');
    await expect(tabs).toHaveCount(1);
    await expect(tabs.first()).toHaveText('Schedules');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'Edit line' })).toHaveCount(0);
    await expect(sideMenu(page).getByRole('button')).toHaveCount(0);
    await checkA11y(page);

    await page.goto(`/lines/edit/${other!.id}`);
    await expect(page.getByText('Line not found')).toBeVisible();
    await checkA11y(page);
  });
});
