import type { Page } from '@playwright/test';
import { api, checkA11y, expectToast, login, expect, test, type Schemas } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('zones screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the list filters by zone name, keeps the filter in the URL after a reload; the view shows the empty pictures', async ({ page }) => {
    await login(page, 'readadmin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Zones', exact: true }).click();
    await expect(page).toHaveURL(/\/zones$/);
    await expect(page.getByText(/^\d+ zones found$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await checkA11y(page);

    await field(page, 'Zone').fill('old quar');
    await expect(page).toHaveURL(/\/zones\?zone=old\+quar$/);
    await expect(page.getByText('1 zones found')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Zone')).toHaveValue('old quar');
    await expect(page.getByRole('cell', { name: 'hanoi-old-quarter', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'View Old Quarter' }).click();
    await expect(page.getByRole('heading', { name: 'Old Quarter', level: 1 })).toBeVisible();
    await expect(page.getByText('No pictures for this zone.')).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Change log, newest first' }).getByText('No changes recorded')).toBeVisible();
    await checkA11y(page);

    await page.goto('/zones/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11');
    await expect(page.getByText('the zone: 3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11 is not found.')).toBeVisible();
  });

  test('delete asks for confirmation; a zone that stations use is refused with their names', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [hanoi] = (await admin.get<{ data: Schemas['CityDto'][] }>('/geo/cities', { name: 'Hanoi', limit: 1 })).data;
    const stamp = Date.now();
    const zone = await admin.post<Schemas['ZoneDto']>('/v2/zones', { name: `E2E Zone ${stamp}`, slug: `e2e-zone-${stamp}`, cityId: hanoi.id });

    await login(page, 'admin', { at: `/zones?zone=${encodeURIComponent(zone.name)}` });
    await page.getByRole('button', { name: `Delete ${zone.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog.getByText(`Delete the zone ${zone.name}?`)).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('cell', { name: zone.name, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${zone.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Zone deleted', zone.name);
    await expect(page.getByText('0 zones found')).toBeVisible();

    await page.goto('/zones?zone=chatuchak');
    await page.getByRole('button', { name: 'Delete Chatuchak' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'The zone was not deleted', /used by 2 stations \(Krung Thep Aphiwat Central Terminal, Mo Chit Bus Terminal\)/);
    await expect(page.getByRole('cell', { name: 'Chatuchak', exact: true })).toBeVisible();
  });
});
