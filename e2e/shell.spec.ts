import type { Page } from '@playwright/test';
import { api, checkA11y, db, expectToast, login, loginThroughForm, expect, test } from './support';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('shell', () => {
  test('a full admin sees the built screens, the version and the header', async ({ page }) => {
    await login(page, 'admin');
    const menu = mainMenu(page);
    const adminMenu = [
      'Home',
      'Bookings',
      'Payments',
      'Lines',
      'Partners',
      // The e2e stack runs with TRANSPORTS_ENABLED on (its default).
      'Transports',
      'Supplier API',
      'Supply configs',
      'Promo codes',
      'Refund coupons',
      'Stations',
      'Cities',
      'Countries',
      'Zones',
      'Provinces',
      'Places',
      'Locales',
      'Images',
      'AI Articles',
      'Routes',
      'Passenger extra info',
      'Key details',
      'Passenger types',
      'Vehicle classes',
      'Airlines',
      'Users',
      'Companies',
      'Payments report',
      'Prospect list',
      // The e2e stack runs with MONITORING_ENABLED on (its default).
      'Monitoring',
      'Caches',
      'Operations',
      'Developer mode',
    ];
    for (const label of adminMenu) await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(adminMenu.length);
    await expect(page.getByText(/^Version /)).toBeVisible();
    await expect(page.getByTestId('display-name')).not.toBeEmpty();
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/users$/);
    await checkA11y(page);
  });

  test('support sees the staff screens without the full-admin version display', async ({ page }) => {
    await login(page, 'support');
    await expect(mainMenu(page).getByRole('link', { name: 'Caches' })).toBeVisible();
    await expect(page.getByText(/^Version /)).toHaveCount(0);
    const home = page.getByRole('main');
    for (const label of ['Bookings', 'Payments', 'Users', 'Companies', 'Payments report', 'Caches', 'Operations', 'Developer mode'])
      await expect(home.getByRole('link', { name: label, exact: true })).toBeVisible();
    await checkA11y(page);
  });

  test("the content editor's menu has no staff screens", async ({ page }) => {
    await login(page, 'editor');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'AI Articles' })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(2);
    for (const label of ['Users', 'Companies', 'Caches', 'Operations', 'Developer mode']) await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
    await checkA11y(page);
  });

  test("the scheduler's menu has only what a schedule-authorised agent may open", async ({ page }) => {
    await login(page, 'scheduler');
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Lines', exact: true })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(2);
    await expect(menu.getByText('Inventory')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check pending bookings' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('an unknown path goes home (/locations goes to /stations: e2e/stations.spec.ts)', async ({ page }) => {
    await login(page, 'support', { at: '/no/such/screen' });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await checkA11y(page);
  });

  test('an unauthorised first load goes home with the Unauthorized notification', async ({ page }) => {
    await login(page, 'editor', { at: '/users' });
    await expectToast(page, 'Unauthorized', "You don't have the permission to access this resource.");
    await expect(page).toHaveURL(/\/$/);
    await checkA11y(page);
  });

  test('an unauthorised navigation is blocked and the user stays where they were', async ({ page }) => {
    await login(page, 'editor', { at: '/developer-mode' });
    await expect(page.getByRole('heading', { name: 'Developer mode' })).toBeVisible();
    // an in-app navigation (history change the router follows) to a screen the editor may not open
    await page.evaluate(() => {
      window.history.pushState({}, '', '/caches');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectToast(page, 'Unauthorized', "You don't have the permission to access this resource.");
    await expect(page).toHaveURL(/\/developer-mode$/);
    await expect(page.getByRole('heading', { name: 'Developer mode' })).toBeVisible();
    await checkA11y(page);
  });

  test('a notification shows for 3000 ms (spec 1)', async ({ page }) => {
    // The page's clock, paused once signed in: the toast's timer runs only as the test moves time on.
    await page.clock.install();
    await login(page, 'editor', { at: '/developer-mode' });
    await expect(page.getByRole('heading', { name: 'Developer mode' })).toBeVisible();
    await checkA11y(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/caches');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const toast = await expectToast(page, 'Unauthorized');
    await page.clock.runFor(2900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toBeHidden();
  });

  test('notifications: unseen badge, opening the list marks them seen, a click opens the link', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const title = `E2E notice ${Date.now()}`;
    await db.query(`insert into notification (user_id, title, text, link) values ($1, $2, 'Please look at the caches', '/caches')`, [admin.user.id, title]);
    try {
      await login(page, 'admin');
      const bell = page.getByRole('button', { name: /^Notifications, \d+ unseen$/ });
      await expect(bell).toBeVisible();
      await bell.click();
      const item = page.getByRole('button', { name: new RegExp(title) });
      await expect(item).toBeVisible();
      await checkA11y(page);
      await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      await item.click();
      await expect(page).toHaveURL(/\/caches$/);
      await expect
        .poll(async () => (await db.one(`select seen, opened from notification where title = $1`, [title])) as { seen: boolean; opened: boolean })
        .toEqual({ seen: true, opened: true });
    } finally {
      await db.query(`delete from notification where title = $1`, [title]);
    }
  });

  test('logout ends the session', async ({ page }) => {
    await login(page, 'support');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Not Authenticated');
    await checkA11y(page);
  });

  test('on a phone the menu opens from the header toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'admin');
    const menu = mainMenu(page);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Companies' })).toBeVisible();
    await checkA11y(page);
    await menu.getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(menu).toBeHidden();
  });
});

// Changes the seed data (newagent's company signs): kept last, and unsigned again afterwards.
test.describe('sign agreement', () => {
  let companyId: string | undefined;

  test.afterAll(async () => {
    if (companyId) await db.update('company', { id: companyId }, { signed_agreement: false });
  });

  test('an agent of an unsigned company signs the supplier agreement', async ({ page, request }) => {
    const agent = await api(request, 'newagent');
    companyId = agent.user.company?.id;
    expect(agent.user.company?.signedAgreement).toBe(false);

    // through the form: the dialog may be put off only right after signing in there (a restored session may not)
    await loginThroughForm(page, 'newagent');
    const dialog = page.getByRole('dialog', { name: 'Supplier agreement' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('within 30 days after the end of that month');
    await expect(dialog).toContainText('100 USD');
    await checkA11y(page);
    // closeable right after login: Later dismisses it for this page
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toBeHidden();

    // a restored session (reload) makes it blocking
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Later' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You need to agree to the supplier agreement');
    await dialog.getByLabel('I agree to the supplier agreement').check();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => ((await db.one(`select signed_agreement from company where id = $1`, [companyId])) as { signed_agreement: boolean }).signed_agreement)
      .toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
