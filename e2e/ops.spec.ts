import { api, checkA11y, login, expect, test } from './support';

test.describe('caches, operations and developer mode', () => {
  test('lists the cache entries, uncaches one and then all after confirmation', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    // cached reads fill the cache
    await admin.get('/companies/options');
    const before = await admin.get<{ url: string }[]>('/caches');
    expect(before.length).toBeGreaterThan(0);

    await login(page, 'admin', { at: '/caches' });
    await expect(page.getByRole('heading', { name: 'Caches' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Cache entries' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'URL' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Cached at' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Expires at' })).toBeVisible();
    await checkA11y(page);

    const first = before[0].url;
    await page.getByRole('button', { name: `Uncache ${first}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Uncache ${first}`, exact: true })).toHaveCount(0);

    await admin.get('/companies/options');
    await page.reload();
    await page.getByRole('button', { name: 'Uncache All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(table).toBeVisible();
    await page.getByRole('button', { name: 'Uncache All' }).click();
    await confirm.getByRole('button', { name: 'Uncache All' }).click();
    await expect(page.getByText('The cache is empty')).toBeVisible();
    expect(await admin.get('/caches')).toEqual([]);
  });

  test('read-admin sees the caches without the uncache actions', async ({ page, request }) => {
    await (await api(request, 'admin')).get('/companies/options');
    await login(page, 'readadmin', { at: '/caches' });
    await expect(page.getByRole('heading', { name: 'Caches' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cache entries' }).or(page.getByText('The cache is empty'))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Uncache/ })).toHaveCount(0);
    await checkA11y(page);
  });

  test('shows the services with version, status and the API documentation link', async ({ page, request }) => {
    const services = await (await api(request, 'support')).get<{ name: string; status: string }[]>('/operations');
    expect(services.length).toBeGreaterThan(0);
    await login(page, 'support', { at: '/operations' });
    const table = page.getByRole('table', { name: 'Services' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(services.length + 1);
    for (const s of services) {
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: s.name, exact: true }) });
      await expect(row).toContainText(s.status);
    }
    const links = table.getByRole('link', { name: /Open API documentation/ });
    await expect(links).toHaveCount(services.length);
    await expect(links.first()).toHaveAttribute('href', /\/api\/docs/);
    await checkA11y(page);
  });

  test('developer mode saves the serial promo codes flag on the server', async ({ page, request }) => {
    await login(page, 'support', { at: '/developer-mode' });
    const box = page.getByLabel('Enable serial promo codes (experimental)');
    await expect(box).not.toBeChecked();
    await checkA11y(page);
    await box.check();
    await expect(box).toBeEnabled();
    await page.reload();
    await expect(box).toBeChecked();
    expect((await api(request, 'support')).user.serialPromoCodesEnabled).toBe(true);
    await box.uncheck();
    await expect(box).toBeEnabled();
    await page.reload();
    await expect(page.getByLabel('Enable serial promo codes (experimental)')).not.toBeChecked();
  });
});
