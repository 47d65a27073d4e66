import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, checkA11y, db, expect, expectToast, login, test, type Schemas } from './support';

/** A code or prefix no other run has used: letters and digits only, upper-cased. */
const uniqueTag = (first: string) => `${first}${Date.now().toString(36).toUpperCase()}`;

const NO_AUDIENCE = { countries: [], routes: [], transportTypes: [], suppliers: [], partners: [], operatingSystems: [] };

/** A single campaign made through the API, for the list's filters and sort. */
async function createSingle(request: APIRequestContext, code: string, changes: Record<string, unknown>) {
  const admin = await api(request, 'admin');
  const data = {
    code,
    type: 'amount',
    value: '5.00',
    minimumPurchase: null,
    limit: 0,
    perUserLimit: null,
    expiredAt: null,
    expiredIn: 30,
    team: 'marketing',
    activated: true,
    description: '',
    tooltipDescription: '',
    audienceLimitation: NO_AUDIENCE,
    ...changes,
  };
  const created = await admin.request('POST', '/promocodes/single', { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(created.status()).toBe(201);
}

const campaignRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Campaigns' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('promo code campaigns', () => {
  test('list: filters and sort live in the URL and survive a reload', async ({ page, request }) => {
    const tag = uniqueTag('L');
    await createSingle(request, `${tag}A`, { value: '5.00', team: 'marketing' });
    await createSingle(request, `${tag}B`, { type: 'percentage', value: '20.00', team: 'support', activated: false });
    await createSingle(request, `${tag}C`, { value: '30.00', team: 'support' });

    await login(page, 'admin', { at: '/promocodes' });
    await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Campaign name').fill(tag);
    await expect(page).toHaveURL(new RegExp(`name=${tag}`));
    await expect(page.getByText('3 campaigns found')).toBeVisible();
    await page.getByLabel('Team', { exact: true }).selectOption('support');
    await expect(page).toHaveURL(/team=support/);
    await expect(page.getByText('2 campaigns found')).toBeVisible();

    await page.getByRole('button', { name: /^Value: sort ascending/ }).click();
    await expect(page).toHaveURL(/sort=value&order=asc|order=asc&sort=value/);
    await expect(campaignRows(page).first()).toContainText(`${tag}B`);
    await expect(campaignRows(page).first()).toContainText('20.00%');
    await page.getByRole('button', { name: /^Value, sorted ascending/ }).click();
    await expect(page).toHaveURL(/order=desc/);
    await expect(campaignRows(page).first()).toContainText(`${tag}C`);
    await expect(campaignRows(page).first()).toContainText('$30.00');

    await page.reload();
    await expect(page.getByLabel('Campaign name')).toHaveValue(tag);
    await expect(page.getByLabel('Team', { exact: true })).toHaveValue('support');
    await expect(page.getByText('2 campaigns found')).toBeVisible();
    await expect(campaignRows(page).first()).toContainText(`${tag}C`);
    await expect(campaignRows(page).nth(1)).toContainText('Inactive');

    await page.getByRole('button', { name: 'Default Sorting' }).click();
    await expect(page).not.toHaveURL(/sort=/);
    await page.getByLabel('Status').selectOption('inactive');
    await expect(page.getByText('1 campaign found')).toBeVisible();
    await page.getByLabel('Campaign name').fill(`${tag}X`);
    await expect(page.getByText('No Results')).toBeVisible();
  });

  test('single campaign: the code rules as typed, a limitation, saved, a stale edit and a duplicate code refused', async ({ page, request }) => {
    const code = uniqueTag('S');
    await login(page, 'admin', { at: '/promocodes' });
    await page.getByRole('link', { name: 'Create single campaign' }).click();
    const form = page.getByRole('form', { name: 'Create single campaign' });
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    const codeField = form.getByLabel(/^Code/);
    await codeField.fill('ab-1');
    await expect(form.getByText('Code should contain only letters and numbers.')).toBeVisible();
    await codeField.fill(code);
    await expect(form.getByText('Code should contain only letters and numbers.')).toBeHidden();

    await form.getByLabel('Percentage (%)').check();
    const valueField = form.getByLabel(/^Value/);
    await valueField.fill('150');
    await expect(form.getByText('Percentage type campaign value should be under 100.')).toBeVisible();
    await valueField.fill('15');
    await form.getByRole('radio', { name: 'Limited', exact: true }).check();
    await form.getByLabel(/^Total usage/).fill('0');
    await expect(form.getByText('Must be value above 0.')).toBeVisible();
    await form.getByLabel(/^Total usage/).fill('100');
    await form.getByLabel(/^Usage per user/).fill('1');
    await form.getByLabel('Expiry in days').check();
    await form.getByLabel(/^Expires in \(days\)/).fill('0');
    await expect(form.getByText('Must be a number above 0.')).toBeVisible();
    await form.getByLabel(/^Expires in \(days\)/).fill('30');
    await expect(form.getByText(/Expiration date: /)).toBeVisible();
    await expect(save).toBeDisabled();
    await form.getByLabel(/^Team/).selectOption('marketing');
    await expect(save).toBeEnabled();

    await form.getByRole('button', { name: 'Add Limitations' }).click();
    const modal = page.getByRole('dialog', { name: 'Audience limitations' });
    await modal.getByLabel('Ferry', { exact: true }).check();
    await modal.getByLabel('Search countries').fill('Thai');
    await modal.getByLabel('Thailand', { exact: true }).check();
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Apply' }).click();
    const limits = form.getByRole('table', { name: 'Audience limitations' });
    await expect(limits.getByRole('row', { name: /Transport Types/ })).toContainText('Ferry');
    await expect(limits.getByRole('row', { name: /Countries/ })).toContainText('Thailand');
    await checkA11y(page);

    await save.click();
    await expectToast(page, 'Campaign created', code);
    await expect(page).toHaveURL(/\/promocodes$/);
    await page.getByLabel('Campaign name').fill(code);
    await expect(campaignRows(page)).toHaveCount(1);
    await expect(campaignRows(page).first()).toContainText('15.00%');
    await page.getByRole('link', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('form', { name: 'Edit single campaign' });
    await expect(edit.getByLabel(/^Code/)).toBeDisabled();
    await expect(edit.getByLabel(/^Code/)).toHaveValue(code);
    await expect(edit.getByRole('table', { name: 'Audience limitations' }).getByRole('row', { name: /Transport Types/ })).toContainText('Ferry');

    // Someone else saves first: the stale save is refused and what was typed stays.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const admin = await api(request, 'admin');
    const { type, value, minimumPurchase, limit, perUserLimit, expiredAt, expiredIn, team, activated, tooltipDescription, audienceLimitation, version } =
      await admin.get<Schemas['CampaignDto']>(`/promocodes/${id}`);
    await edit.getByLabel('Description', { exact: true }).fill('Edited in the browser');
    await admin.put(`/promocodes/${id}`, {
      ...{ type, value, minimumPurchase, limit, perUserLimit, expiredAt, expiredIn, team, activated, tooltipDescription, audienceLimitation, version },
      description: 'Edited elsewhere',
    });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert').filter({ hasText: 'Someone else saved this record after you opened it' })).toBeVisible();
    await expect(edit.getByLabel('Description', { exact: true })).toHaveValue('Edited in the browser');

    await page.goto('/promocodes/edit/single');
    const again = page.getByRole('form', { name: 'Create single campaign' });
    await again.getByLabel(/^Code/).fill(code);
    await again.getByLabel(/^Value/).fill('5');
    await again.getByLabel('Expiry in days').check();
    await again.getByLabel(/^Expires in \(days\)/).fill('10');
    await again.getByLabel(/^Team/).selectOption('support');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('alert')).toContainText('was not saved');
    await expect(again.getByLabel(/^Code/)).toHaveAccessibleDescription(/This code is already used by another campaign\./);
    await expect(again.getByLabel(/^Code/)).toHaveValue(code);
    await expect(again.getByLabel(/^Value/)).toHaveValue('5');
  });

  test('edit page of a campaign stored without audience lists (the column default): the form opens with Add Limitations', async ({ page, request }) => {
    const code = uniqueTag('E');
    await createSingle(request, code, {});
    await db.query(`UPDATE promo_campaign SET audience_limitation = DEFAULT WHERE name = $1`, [code]);
    await login(page, 'admin', { at: '/promocodes' });
    await page.getByLabel('Campaign name').fill(code);
    await page.getByRole('link', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('form', { name: 'Edit single campaign' });
    await expect(edit.getByLabel(/^Code/)).toHaveValue(code);
    await expect(edit.getByRole('button', { name: 'Add Limitations' })).toBeVisible();
    await checkA11y(page);
  });

  test('serial campaign: hidden without developer mode, then Save & Generate, the progress, Download Excel', async ({ page, request }) => {
    const support = await api(request, 'support');
    await support.put('/auth/me/developer-mode', { serialPromoCodesEnabled: false });
    try {
      await login(page, 'support', { at: '/promocodes' });
      await expect(page.getByRole('link', { name: 'Create single campaign' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create serial campaign' })).toHaveCount(0);
      await page.goto('/promocodes/edit/serial');
      await expect(page.getByRole('alert').filter({ hasText: 'Serial promo codes need developer mode' })).toBeVisible();
      await checkA11y(page);
      await page.getByRole('link', { name: 'Open developer mode' }).click();
      await page.getByLabel('Enable serial promo codes (experimental)').check();
      await expectToast(page, 'Saved', 'Serial promo codes enabled');

      await page.goto('/promocodes');
      await page.getByRole('link', { name: 'Create serial campaign' }).click();
      const form = page.getByRole('form', { name: 'Create serial campaign' });
      const save = form.getByRole('button', { name: 'Save & Generate' });
      await expect(save).toBeDisabled();
      const prefix = uniqueTag('P').slice(0, 8);
      await form.getByLabel(/^Prefix/).pressSequentially(prefix.toLowerCase());
      await expect(form.getByLabel(/^Prefix/)).toHaveValue(prefix);
      await form.getByLabel(/^Number of codes/).fill('0');
      await expect(form.getByText('Must be a number above 0.')).toBeVisible();
      await form.getByLabel(/^Number of codes/).fill('25');
      await form.getByLabel(/^Value/).fill('10');
      await form.getByLabel('Expiry in days').check();
      await form.getByLabel(/^Expires in \(days\)/).fill('60');
      await form.getByLabel(/^Team/).selectOption('marketing');
      await checkA11y(page);
      await save.click();
      await expectToast(page, 'Campaign created', prefix);
      await expect(page).toHaveURL(/\/promocodes\/edit\/serial\/[0-9a-f-]{36}$/);
      await expect(page.getByText('25 codes generated.')).toBeVisible({ timeout: 30_000 });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Excel' }).click()]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const codes = workbook.worksheets[0].getColumn(1).values.filter((v): v is string => typeof v === 'string' && v.startsWith(prefix));
      expect(codes).toHaveLength(25);
      expect(new Set(codes).size).toBe(25);
    } finally {
      await support.put('/auth/me/developer-mode', { serialPromoCodesEnabled: false });
    }
  });

  test('Download Excel of more codes than the threshold runs in the background, then links to the whole file', async ({ page, request }) => {
    const support = await api(request, 'support');
    await support.put('/auth/me/developer-mode', { serialPromoCodesEnabled: true });
    try {
      const prefix = uniqueTag('B').slice(0, 8);
      const created = await support.request('POST', '/promocodes/serial', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          ...{ prefix, numberOfCodes: 10_500, type: 'amount', value: '5.00', minimumPurchase: null, limit: 0, perUserLimit: null },
          ...{ expiredAt: null, expiredIn: 60, team: 'marketing', activated: true, description: 'Bulk', tooltipDescription: 'Bulk codes' },
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await login(page, 'support', { at: `/promocodes/edit/serial/${id}` });
      await expect(page.getByText('10500 codes generated.')).toBeVisible({ timeout: 60_000 });

      await page.getByRole('button', { name: 'Download Excel' }).click();
      await expect(page.getByRole('progressbar', { name: 'Preparing the file in the background…' })).toBeVisible();
      const link = page.getByRole('link', { name: new RegExp(`^Download promo-codes-${prefix}\\.xlsx`) });
      await expect(link).toBeVisible({ timeout: 60_000 });
      await expect(link).toContainText('10,500 rows');
      await checkA11y(page);

      const download = page.waitForEvent('download');
      await link.click();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await (await download).path());
      const codes = workbook.worksheets[0].getColumn(1).values.filter((v): v is string => typeof v === 'string' && v.startsWith(prefix));
      expect(new Set(codes).size).toBe(10_500);
    } finally {
      await support.put('/auth/me/developer-mode', { serialPromoCodesEnabled: false });
    }
  });
});
