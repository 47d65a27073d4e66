import type { Page } from '@playwright/test';
import { api, checkA11y, expectToast, login, expect, test, type Schemas } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
const transports = (page: Page) => page.getByRole('table', { name: 'Transports' });

/** Demo ids (apps/api/src/seed): Bangkok and Chiang Mai, and the unsigned supplier (Mekong River Cruises). */
const BANGKOK = '00000000-0000-4000-8000-d20000000001';
const CHIANG_MAI = '00000000-0000-4000-8000-d20000000002';
const MEKONG_RIVER_CRUISES = '00000000-0000-4000-8000-c00000000004';

test.describe('transports screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a full admin opens Transports from the menu; the filters stay in the URL after a reload, Reset clears them', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transports', exact: true }).click();
    await expect(page).toHaveURL(/\/transports$/);
    await expect(page.getByText(/^\d+ transports found$/)).toBeVisible();
    for (const header of ['Reference', 'Type', 'Class', 'Route', 'Operator', 'Supplier'])
      await expect(transports(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Type').selectOption({ label: 'Bus' });
    await expect(page).toHaveURL(/type=bus/);
    await field(page, 'Reference').fill('bkk');
    await expect(page).toHaveURL(/reference=bkk/);
    await expect(page.getByText('1 transport found')).toBeVisible();
    await expect(transports(page).getByRole('link', { name: 'HAN-DAD-BUS-SLEEPER' })).toHaveCount(0);

    await page.reload();
    await expect(field(page, 'Type')).toHaveValue('bus');
    await expect(field(page, 'Reference')).toHaveValue('bkk');
    await expect(page.getByText('1 transport found')).toBeVisible();
    const row = transports(page).getByRole('row').filter({ hasText: 'BKK-CNX-BUS-VIP' });
    await expect(row.getByRole('link', { name: 'BKK-CNX-BUS-VIP' })).toHaveAttribute('href', '/transports/edit/BKK-CNX-BUS-VIP');
    await expect(row.getByRole('cell', { name: 'VIP', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Bangkok to Chiang Mai' })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Northern Lines Scheduling' }).first()).toHaveAttribute('href', /^\/companies\/edit\/[0-9a-f-]{36}$/);

    await field(page, 'Reference').fill('no such transport');
    await expect(page.getByText('No results were found.')).toBeVisible();
    await expect(page.getByText('0 transports found')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/transports$/);
    await expect(field(page, 'Reference')).toHaveValue('');
    await expect(field(page, 'Type')).toHaveValue('');
    await expect(transports(page).getByRole('link', { name: 'SGN-DAD-FLIGHT' })).toBeVisible();

    // Country and operator (the URL names the operator `company`, as the lines list does).
    await field(page, 'Country').selectOption({ label: 'Vietnam' });
    await expect(page).toHaveURL(/country=/);
    await field(page, 'Operator').fill('Saigon');
    await page.getByRole('option', { name: 'Saigon Express Bus', exact: true }).click();
    await expect(page).toHaveURL(/company=/);
    await expect(page.getByText('2 transports found')).toBeVisible();
    for (const name of ['HAN-DAD-BUS-SLEEPER', 'SGN-DAD-FLIGHT']) await expect(transports(page).getByRole('link', { name })).toBeVisible();
    await page.reload();
    await expect(field(page, 'Operator')).toHaveValue('Saigon Express Bus');
    await expect(page.getByText('2 transports found')).toBeVisible();

    // Two cities, in either order, from a shared link; the pickers show the cities' names after a reload.
    await page.goto(`/transports?city=${CHIANG_MAI}&cityB=${BANGKOK}`);
    await expect(page.getByText('2 transports found')).toBeVisible();
    await page.reload();
    await expect(field(page, 'City')).toHaveValue('Chiang Mai, Thailand');
    await expect(field(page, 'City B')).toHaveValue('Bangkok, Thailand');
    for (const name of ['BKK-CNX-BUS-VIP', 'BKK-CNX-TRAIN-SLEEPER']) await expect(transports(page).getByRole('link', { name })).toBeVisible();
  });

  test('the view shows the rules that apply and the Preview link; an edit asks for every field, then saves and logs the change', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const original = await admin.get<Schemas['TransportDto']>('/transports/PNH-REP-SPEEDBOAT');
    const rule = await admin.post<Schemas['RideRuleDto']>('/ride-rules', {
      level: 'supplier',
      attribute: 'phone-required',
      attributeType: 'override',
      companyIds: [MEKONG_RIVER_CRUISES],
      value: true,
    });

    await login(page, 'admin', { at: '/transports?reference=PNH' });
    await transports(page).getByRole('link', { name: 'PNH-REP-SPEEDBOAT' }).click();
    await expect(page).toHaveURL(/\/transports\/edit\/PNH-REP-SPEEDBOAT$/);
    await expect(page.getByRole('heading', { name: 'Transport PNH-REP-SPEEDBOAT' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview/rules', selected: true })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toContainText('Ferry');
    await expect(overview).toContainText('Speedboat');
    await expect(overview).toContainText('Phnom Penh → Siem Reap');
    // This stack runs without PUBLIC_SITE_URL: the preview says so rather than link nowhere.
    await expect(overview.getByText('The public site is not configured.')).toBeVisible();
    const rules = page.getByRole('region', { name: 'Ride rules' });
    const ruleRow = rules.getByRole('row', { name: /^Phone required rule: / });
    await expect(ruleRow).toBeVisible();
    // The same widget as the line editor: the rule's hover popup holds Add, Edit and Delete.
    await ruleRow.getByRole('button', { name: 'Actions' }).hover();
    await expect(ruleRow.getByRole('toolbar').getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(ruleRow.getByRole('cell', { name: /^Supplier ?: Mekong River Cruises$/ })).toBeVisible();
    await checkA11y(page);

    // With a public site (its answer stood in for), Preview opens the route's page there.
    await page.route('**/api/config', (route) => route.fulfill({ json: { publicSiteUrl: 'https://www.farebox.example', transportsEnabled: true } }));
    await page.reload();
    const preview = page.getByRole('region', { name: 'Overview' }).getByRole('link', { name: /^Preview/ });
    await expect(preview).toHaveAttribute('href', `https://www.farebox.example/${original.fromCity.slug}-to-${original.toCity.slug}`);
    await expect(preview).toHaveAttribute('target', '_blank');
    await page.unroute('**/api/config');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit transport' });
    await expect(field(page, 'Reference')).toHaveValue('PNH-REP-SPEEDBOAT');
    await expect(field(page, 'Operator')).toHaveValue('Mekong River Cruises');
    await field(page, 'Reference').fill('');
    await field(page, 'Class').selectOption({ label: 'Choose…' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(2);
    await expect(form.getByRole('alert')).toHaveText('Please fix the fields marked below.');
    await checkA11y(page);

    await field(page, 'Reference').fill('PNH-REP-SPEEDBOAT-2');
    await field(page, 'Class').selectOption({ label: 'VIP' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Transport updated');
    await expect(page).toHaveURL(/\/transports\/edit\/PNH-REP-SPEEDBOAT-2$/);
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('VIP');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Transport PNH-REP-SPEEDBOAT-2' })).toBeVisible();
    await page.getByRole('tab', { name: 'Change log' }).click();
    await page.getByText('Change Log', { exact: true }).click();
    const log = page.getByRole('table', { name: 'Change log, newest first' });
    await expect(log.getByRole('row').filter({ hasText: 'vehicleClass' })).toContainText('VIP');
    await expect(log.getByRole('row').filter({ hasText: 'reference' })).toContainText('PNH-REP-SPEEDBOAT-2');

    // Leave the demo data as it was for the other specs.
    const saved = await admin.get<Schemas['TransportDto']>('/transports/PNH-REP-SPEEDBOAT-2');
    await admin.put('/transports/PNH-REP-SPEEDBOAT-2', {
      reference: original.reference,
      vehicleType: original.vehicleType,
      vehicleClass: original.vehicleClass,
      fromCityId: original.fromCity.id,
      toCityId: original.toCity.id,
      operatorId: original.operator.id,
      supplierId: original.supplier.id,
      version: saved.version,
    });
    await admin.delete(`/ride-rules/${rule.id}`);
  });

  test('support, who is not a full admin, has no Transports in the menu and is refused the screen', async ({ page }) => {
    await login(page, 'support');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Lines', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transports' })).toHaveCount(0);
    await page.goto('/transports');
    await expectToast(page, 'Unauthorized');
    await expect(page).toHaveURL(/\/$/);
    await checkA11y(page);
  });
});
