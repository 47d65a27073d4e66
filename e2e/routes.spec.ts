import type { Page } from '@playwright/test';
import { checkA11y, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
/** The pros-versus-cons table of one transportation, by its caption. */
const prosVersusCons = (page: Page, transport: string) => page.getByRole('table', { name: transport, exact: true });

test.describe('routes with pros and cons', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the tabs and the pros-and-cons filters are kept in the URL after a reload', async ({ page }) => {
    await login(page, 'readadmin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Routes', exact: true }).click();
    await expect(page).toHaveURL(/\/new-routes\?tab=route-lp$/);
    await expect(page.getByRole('tab', { name: 'Route LP' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/^\d+ routes found$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'bangkok-to-chiang-mai', exact: true })).toBeVisible();
    // read-admin reads only: View, no Edit.
    await expect(page.getByRole('link', { name: 'View bangkok-to-chiang-mai' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await checkA11y(page);

    await page.getByRole('tab', { name: 'Pros and cons' }).click();
    await expect(page).toHaveURL(/\/new-routes\?tab=pros-and-cons$/);
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await field(page, 'Search').fill('depart');
    await expect(page).toHaveURL(/[?&]search=depart(&|$)/);
    await expect(page.getByText('2 pros and cons found')).toBeVisible();
    await field(page, 'Type').selectOption('con');
    await expect(page).toHaveURL(/[?&]type=con(&|$)/);
    await expect(page.getByText('1 pros and cons found')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pros and cons' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Search')).toHaveValue('depart');
    await expect(field(page, 'Type')).toHaveValue('con');
    await expect(page.getByRole('cell', { name: 'few-departures', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'frequent-departures', exact: true })).toHaveCount(0);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/new-routes\?tab=pros-and-cons$/);
  });

  test('the route view shows the promotion HTML and, per transportation, its pros versus its cons', async ({ page }) => {
    await login(page, 'support', { at: '/new-routes' });
    await page.getByRole('link', { name: 'View bangkok-to-chiang-mai' }).click();
    await expect(page).toHaveURL(/\/new-routes\/bangkok-to-chiang-mai$/);
    await expect(page.getByRole('heading', { name: 'Route Bangkok to Chiang Mai', level: 1 })).toBeVisible();
    await expect(page.getByText('Chiang Mai, Thailand')).toBeVisible();
    await expect(page.getByText('Take the night train north and wake up in the mountains.')).toBeVisible();

    const train = prosVersusCons(page, 'Train');
    await expect(train.getByRole('columnheader')).toHaveText(['Pros', 'Cons']);
    await expect(train.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Sleeper berths on the night services', 'A long journey']);
    await expect(train.getByRole('row').nth(2).getByRole('cell')).toHaveText(['Scenic views along the way', 'Only a few departures a day']);
    await expect(train.getByRole('row').nth(3).getByRole('cell')).toHaveText(['Leaves from and arrives in the city centre', '']);
    await expect(prosVersusCons(page, 'Flight').getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'The fastest way door to door',
      'Needs transfers to and from the airports',
    ]);
    await checkA11y(page);

    await page.goto('/new-routes/nowhere-to-nowhere');
    await expect(page.getByText('the route: nowhere-to-nowhere is not found.')).toBeVisible();
  });

  test('the route editor saves through its save menu, and says so when a save fails', async ({ page }) => {
    await login(page, 'admin', { at: '/new-routes' });
    await page.getByRole('link', { name: 'Edit tel-aviv-to-jerusalem' }).click();
    await expect(page).toHaveURL(/\/new-routes\/edit\/tel-aviv-to-jerusalem$/);
    const train = page.getByRole('group', { name: 'Train' });
    await expect(train.getByRole('list', { name: 'Train pros' }).getByRole('listitem')).toHaveText([/^The fastest way door to door/, /^Departures every hour/]);
    await checkA11y(page);

    // Reorder the pros, add a con found by search, then open the save menu.
    await train.getByRole('button', { name: 'Move frequent-departures up' }).click();
    const addCon = train.getByRole('combobox', { name: 'Add to train cons' });
    await addCon.fill('few');
    await page.getByRole('option', { name: 'Only a few departures a day (few-departures)' }).click();
    await expect(train.getByRole('list', { name: 'Train cons' }).getByRole('listitem')).toHaveText([/^Only a few departures a day/]);
    await field(page, 'Available').uncheck();

    await page.route('**/api/v1/route/tel-aviv-to-jerusalem', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'InternalError', message: 'Error Occurred' }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await checkA11y(page);
    await page.getByRole('menuitem', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to update route' })).toHaveText('Failed to update route: Error Occurred');
    await page.unroute('**/api/v1/route/tel-aviv-to-jerusalem');

    // Nothing typed is lost: save again, and view.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('menuitem', { name: 'Save and view' }).click();
    await expectToast(page, 'Route updated', 'tel-aviv-to-jerusalem');
    await expect(page).toHaveURL(/\/new-routes\/tel-aviv-to-jerusalem$/);
    const view = prosVersusCons(page, 'Train');
    await expect(view.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Departures every hour', 'Only a few departures a day']);
    await expect(view.getByRole('row').nth(2).getByRole('cell')).toHaveText(['The fastest way door to door', '']);
    await expect(page.getByText('Available', { exact: true }).locator('..')).toContainText('No');
  });

  test('pro/con create shows the required messages after submit, then the duplicate-slug message', async ({ page }) => {
    const slug = `e2e-quiet-${Date.now()}`;
    await login(page, 'admin', { at: '/new-routes?tab=pros-and-cons' });
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/new-routes\/pros-and-cons\/create$/);
    await expect(page.getByText('Slug is required.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create' }).click();
    for (const message of ['Slug is required.', 'Text is required.', 'Type is required.']) await expect(page.getByText(message)).toBeVisible();
    await checkA11y(page);

    await field(page, 'Slug').fill(slug);
    await field(page, 'Text').fill('Quiet carriages');
    await field(page, 'Type').selectOption('pro');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Pro created', slug);
    await expect(page).toHaveURL(new RegExp(`/new-routes\\?tab=pros-and-cons&search=${slug}$`));
    await expect(page.getByRole('cell', { name: slug, exact: true })).toBeVisible();

    await page.goto('/new-routes/pros-and-cons/create');
    await field(page, 'Slug').fill(slug);
    await field(page, 'Text').fill('Noisy carriages');
    await field(page, 'Type').selectOption('con');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('slug already exists')).toBeVisible();
    await expect(field(page, 'Slug')).toHaveAttribute('aria-invalid', 'true');

    await page.route('**/api/v1/pro-con', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'InternalError', message: 'Error Occurred' }) }),
    );
    await field(page, 'Slug').fill(`${slug}-2`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to create con' })).toBeVisible();
    await checkA11y(page);
  });
});
