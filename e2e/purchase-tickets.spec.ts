import { checkA11y, db, expect, login, test } from './support';

const LINE = 'Bangkok – Chiang Mai VIP Night Bus';

test.describe('purchase tickets', () => {
  test('the purchase company buys 3 tickets: line, directions, departure, messages, locked fields, then 3 bookings and the pay link', async ({ page }) => {
    // This stack runs without PUBLIC_SITE_URL: its answer is stood in for, so the pay link has a site to point at.
    await page.route('**/api/config', (route) => route.fulfill({ json: { publicSiteUrl: 'https://www.farebox.example', transportsEnabled: true } }));
    await login(page, 'purchaser');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Purchase Tickets', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Tickets' })).toBeVisible();
    await checkA11y(page);

    // Everything is checked before anything is sent.
    await page.getByRole('button', { name: 'Create Bookings' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();

    await page.getByLabel(/^Line/).fill('VIP Night');
    await page.getByRole('option', { name: new RegExp(LINE) }).click();
    await expect(page.getByText('From Bangkok To Chiang Mai')).toBeVisible();
    await page.getByRole('button', { name: 'Switch Directions' }).click();
    await expect(page.getByText('From Chiang Mai To Bangkok')).toBeVisible();
    await page.getByRole('button', { name: 'Switch Directions' }).click();
    await expect(page.getByText('From Bangkok To Chiang Mai')).toBeVisible();
    const departure = page.getByLabel(/^Departure/);
    await expect(departure.locator('option')).not.toHaveCount(1);
    await departure.selectOption({ index: 1 });
    const tripId = await departure.inputValue();

    await page.getByLabel(/^E-mail for vouchers/).fill('not-an-email');
    await page.getByLabel(/^Number of tickets/).fill('101');
    await page.getByRole('button', { name: 'Create Bookings' }).click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter a whole number of tickets from 1 to 100.')).toBeVisible();
    await checkA11y(page);

    const email = `group.${Date.now()}@example.com`;
    await page.getByLabel(/^E-mail for vouchers/).fill(email);
    await page.getByLabel(/^Number of tickets/).fill('3');
    await page.getByRole('button', { name: 'Create Bookings' }).click();
    const result = page.getByRole('region', { name: 'Purchase result' });
    await expect(result.getByRole('status')).toContainText('3 bookings created');
    // The fields stay locked on the finished purchase.
    await expect(page.getByLabel(/^E-mail for vouchers/)).toBeDisabled();
    await expect(page.getByLabel(/^Number of tickets/)).toBeDisabled();
    const cart = /cart (CT\w+)/.exec((await result.getByRole('status').textContent())!)![1];
    await expect(result.getByRole('link', { name: /Pay for the bookings/ })).toHaveAttribute('href', `https://www.farebox.example/cart/${cart}/pay`);
    await checkA11y(page);

    const bookings = await db.query<{ email: string; trip_id: string }>(
      `SELECT b.email, i.trip_id FROM booking b JOIN booking_item i ON i.booking_id = b.id WHERE b.cart_reference = $1`,
      [cart],
    );
    expect(bookings).toEqual(Array.from({ length: 3 }, () => ({ email, trip_id: tripId })));

    // A new purchase unlocks the form.
    await result.getByRole('button', { name: 'New purchase' }).click();
    await expect(page.getByLabel(/^E-mail for vouchers/)).toBeEnabled();
  });

  test('users of other companies see no Purchase Tickets and are refused the screen', async ({ page }) => {
    await login(page, 'support');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Purchase Tickets' })).toHaveCount(0);
    await page.goto('/purchase-tickets');
    await expect(page.getByText("You don't have the permission to access this resource.")).toBeVisible();
    await expect(page).not.toHaveURL(/purchase-tickets/);
    await checkA11y(page);
  });
});

test.describe('supply-admin-sandbox', () => {
  test('signs in to Supply configs, sees only that in the menu, the sandbox supplier only, and is refused other screens', async ({ page }) => {
    await login(page, 'sandbox');
    await expect(page).toHaveURL(/\/supplyconfigs$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['Supply configs']);
    await expect(page.getByText('There are 1 supply configs found.')).toBeVisible();
    await checkA11y(page);

    await page.goto('/bookings');
    await expect(page.getByText("You don't have the permission to access this resource.")).toBeVisible();
    await expect(page).not.toHaveURL(/\/bookings/);
    await checkA11y(page);
  });
});
