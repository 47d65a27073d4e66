import type { Locator, Page } from '@playwright/test';
import { api, checkA11y, db, expectToast, holdAppEntry, latestMailTo, login, expect, test } from './support';

/** A labelled filter; required fields add a visual ' *' to their label. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const bookingsTable = (page: Page) => page.getByRole('table', { name: 'Bookings' });
const header = (page: Page, name: string) => bookingsTable(page).getByRole('columnheader', { name, exact: true });

/** What the list shows when nothing is chosen (spec 9), as its URL must say. */
const LIST_DEFAULTS = { payment: 'paid;authorized', sort: '-bookedAt' };
const urlQuery = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

interface ListPage {
  data: { id: string; reference: string; status: string; isHandled: boolean; supplierPrice: { currency: string } | null; customer: { email: string | null } }[];
  meta: { hasNext: boolean };
}

test.describe('booking list', () => {
  test('filters, sort and page live in the URL; a reload keeps them', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const pending = (await admin.get<ListPage>('/bookings', { status: 'pending', limit: 1 })).data[0];
    await login(page, 'admin', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();
    for (const name of ['Reference', 'Status', 'Customer status', 'Payment', 'Channel', 'Booked', 'Departure', 'Line', 'Company', 'Customer', 'Price']) {
      await expect(header(page, name)).toBeVisible();
    }
    await checkA11y(page);

    // 20 a page without a total: the pager only knows there is a next page.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A typed filter reaches the URL after the debounce and goes back to page 1; selects at once.
    await field(page, 'Reference').fill(pending.reference);
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${pending.reference}`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await field(page, 'Supplier status').selectOption('pending');
    await expect(page).toHaveURL(/[?&]status=pending/);
    await field(page, 'Sort').selectOption('departure');
    await expect(page).toHaveURL(/[?&]sort=departure/);
    await expect(bookingsTable(page).getByRole('link', { name: `View booking ${pending.reference}` })).toBeVisible();
    await expect(bookingsTable(page).getByRole('row')).toHaveCount(2);

    await page.reload();
    await expect(field(page, 'Reference')).toHaveValue(pending.reference);
    await expect(field(page, 'Supplier status')).toHaveValue('pending');
    await expect(field(page, 'Sort')).toHaveValue('departure');
    await expect(bookingsTable(page).getByRole('link', { name: `View booking ${pending.reference}` })).toBeVisible();

    // The booking view opens over the list, its id in the URL; closing keeps the filters.
    await bookingsTable(page)
      .getByRole('link', { name: `View booking ${pending.reference}` })
      .click();
    const view = page.getByRole('dialog', { name: `Booking ${pending.reference}` });
    await expect(view).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]view=${pending.id}`));
    await checkA11y(page);
    await view.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).not.toHaveURL(/[?&]view=/);
    await expect(page).toHaveURL(/[?&]status=pending/);

    // Nothing matches: the empty state; Reset goes back to the defaults.
    await field(page, 'Reference').fill('NO-SUCH-BOOKING');
    await expect(page.getByText('No results were found.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => urlQuery(page)).toEqual(LIST_DEFAULTS);
    await expect(field(page, 'Reference')).toHaveValue('');
    await expect(bookingsTable(page)).toBeVisible();

    // A narrow screen gets the list instead of the table.
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(page.getByRole('list', { name: 'Bookings' })).toBeVisible();
    await expect(bookingsTable(page)).toBeHidden();
  });

  test("the filter menu's domain ('all' first), change requests, approval method and company search live in the URL", async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [row] = (await admin.get<{ data: { company: { id: string; name: string } }[] }>('/bookings', { limit: 1 })).data;
    const company = row.company;
    await login(page, 'admin', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();

    // Domain: 'all' is a real first option, chosen when the URL names no domain.
    const domain = field(page, 'Domain');
    await expect(domain.locator('option').first()).toHaveText('all');
    await expect(domain).toHaveValue('all');
    await domain.selectOption('kkday');
    await expect(page).toHaveURL(/[?&]domain=kkday/);
    await domain.selectOption('all');
    await expect(page).not.toHaveURL(/[?&]domain=/);

    await field(page, 'Change requests').selectOption('pending');
    await expect(page).toHaveURL(/[?&]amendStatus=pending/);
    await expect(bookingsTable(page).getByText('Change request pending').first()).toBeVisible();
    await field(page, 'Change requests').selectOption('');
    await field(page, 'Approval method').selectOption('automatic');
    await expect(page).toHaveURL(/[?&]approveMethod=automatic/);
    await expect(bookingsTable(page).getByText('Automatic approval').first()).toBeVisible();

    // Operator: a type-ahead over the companies' names (at most 10 offered), the id in the URL.
    const operator = page.getByRole('combobox', { name: 'Operator' });
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/companies?') && r.url().includes(`company=${encodeURIComponent(company.name.slice(0, 6))}`),
    );
    await operator.fill(company.name.slice(0, 6));
    expect(new URL((await searched).url()).searchParams.get('limit')).toBe('10');
    await page.getByRole('option', { name: company.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]company=${company.id}`));
    await checkA11y(page);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Operator' })).toHaveValue(company.name);
    await expect(field(page, 'Approval method')).toHaveValue('automatic');
    await expect(field(page, 'Domain')).toHaveValue('all');
  });

  test('full admins send an e-mail and vouchers to the selected bookings', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [first] = (await admin.get<ListPage>('/bookings', { status: 'approved', limit: 20 })).data.filter((b) => b.customer.email);
    await login(page, 'admin', { at: `/bookings?booking=${first.reference}` });
    const sendEmail = page.getByRole('button', { name: 'Send Email' });
    await expect(sendEmail).toBeDisabled();
    await bookingsTable(page)
      .getByRole('checkbox', { name: `Select ${first.reference}` })
      .check();
    await expect(page.getByText('1 selected')).toBeVisible();

    await sendEmail.click();
    const modal = page.getByRole('dialog', { name: 'Send Email' });
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(modal.getByText('This field is required.')).toHaveCount(2);
    const subject = `Your trip ${first.reference}: pier change`;
    const since = new Date();
    await field(modal, 'Subject').fill(subject);
    await field(modal, 'Body').fill('Boarding moves to pier 2.');
    await modal.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'E-mails queued' })).toBeVisible();
    await expect(page.getByText('1 selected')).toBeHidden();
    expect((await latestMailTo(first.customer.email!, { since, subject })).text).toContain('Boarding moves to pier 2.');

    await page.getByRole('checkbox', { name: 'Select all bookings on this page' }).check();
    await page.getByRole('button', { name: 'Send Vouchers' }).click();
    await page.getByRole('dialog', { name: 'Send Vouchers' }).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vouchers queued' })).toBeVisible();
  });

  test("the agent's reduced view: supplier prices, handled checkbox and filter, passenger list", async ({ page, request }) => {
    const agent = await api(request, 'agent');
    const row = (await agent.get<ListPage>('/bookings', { isHandled: 'false', limit: 1 })).data[0];
    await login(page, 'agent', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();
    await expect(header(page, 'Cost')).toBeVisible();
    await expect(header(page, 'Handled')).toBeVisible();
    for (const name of ['Customer', 'Channel', 'Company', 'Customer status', 'Price']) await expect(header(page, name)).toHaveCount(0);
    for (const name of ['Create', 'Send Vouchers', 'Send Email'])
      await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Payment status' })).toHaveCount(0);
    // Change requests are for everyone; the approval method, operator and supplier filters for full admins.
    await expect(field(page, 'Change requests')).toBeVisible();
    for (const name of ['Approval method', 'Operator', 'Supplier']) await expect(field(page, name)).toHaveCount(0);
    await checkA11y(page);

    // Handled: the checkbox saves, the filter finds it, a reload keeps both.
    await field(page, 'Reference').fill(row.reference);
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${row.reference}`));
    await expect(bookingsTable(page).getByRole('row')).toHaveCount(2);
    await expect(bookingsTable(page).getByRole('cell', { name: new RegExp(`^[\\d.]+ ${row.supplierPrice!.currency}$`) })).toBeVisible();
    const handled = page.getByRole('checkbox', { name: `Handled ${row.reference}` });
    await handled.check();
    await expect.poll(async () => (await agent.get<{ isHandled: boolean }>(`/bookings/${row.id}`)).isHandled).toBe(true);
    await field(page, 'Handled').selectOption('true');
    await expect(page).toHaveURL(/[?&]isHandled=true/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Handled ${row.reference}` })).toBeChecked();
    await page.getByRole('checkbox', { name: `Handled ${row.reference}` }).uncheck();
    await expect.poll(async () => (await agent.get<{ isHandled: boolean }>(`/bookings/${row.id}`)).isHandled).toBe(false);
    await expect(page.getByText('No results were found.')).toBeVisible();
    await field(page, 'Handled').selectOption('');

    // The agent's booking view: no full-admin sections or actions.
    await page.getByRole('link', { name: `View booking ${row.reference}` }).click();
    const view = page.getByRole('dialog', { name: `Booking ${row.reference}` });
    await expect(view.getByRole('heading', { name: 'Journeys' })).toBeVisible();
    for (const name of ['Prices', 'Booking log', 'Notes', 'E-mail log']) await expect(view.getByRole('heading', { name })).toHaveCount(0);
    for (const name of ['Cancel', 'Edit', 'Exchange', 'Resend booking request']) await expect(view.getByRole('button', { name, exact: true })).toHaveCount(0);
    await view.getByRole('button', { name: 'Close' }).first().click();

    // Download Passenger List: the departure date is required, then a CSV arrives.
    await page.getByRole('button', { name: 'Download Passenger List' }).click();
    const modal = page.getByRole('dialog', { name: 'Download Passenger List' });
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Download' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    const date = new Date().toISOString().slice(0, 10);
    await field(page, 'Departure date').fill(date);
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`passengers-${date}.csv`);
    await expect(modal).toBeHidden();
  });

  test('opening the list writes its defaults into the URL, replacing the entry (Back goes where it came from)', async ({ page }) => {
    await login(page, 'admin', { at: '/' });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings', exact: true }).click();
    await expect.poll(() => urlQuery(page)).toEqual(LIST_DEFAULTS);
    await expect(bookingsTable(page)).toBeVisible();
    await expect(field(page, 'Sort')).toHaveValue('-bookedAt');
    const payment = page.getByRole('group', { name: 'Payment status' });
    await expect(payment.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(payment.getByLabel('Paid', { exact: true })).toBeChecked();
    await expect(payment.getByLabel('Authorized', { exact: true })).toBeChecked();
    await checkA11y(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  });

  test("a first load of /bookings shows the list public/session-start.js asked for, with the page's code, before the app's code ran", async ({ page }) => {
    await login(page, 'support', { at: '/' });
    const isList = (url: string) => new URL(url).pathname === '/api/bookings';
    const lists: string[] = [];
    page.on('request', (r) => {
      if (isList(r.url())) lists.push(new URL(r.url()).search);
    });
    // The app's entry is held until the list has been answered and the page's code asked for.
    const releaseEntry = await holdAppEntry(page);
    const early = page.waitForResponse((r) => isList(r.url()), { timeout: 10_000 });
    const pageCode = page.waitForRequest(/\/assets\/bookings-routes-[^/]+\.js$/, { timeout: 10_000 });
    await page.goto('/bookings', { waitUntil: 'commit' });
    expect((await early).status()).toBe(200);
    await pageCode;
    releaseEntry();
    await expect(bookingsTable(page).getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => urlQuery(page)).toEqual(LIST_DEFAULTS);
    await page.unrouteAll();
    expect(lists, 'the page takes the early answer instead of asking again').toEqual(['?payment=paid%3Bauthorized&sort=-bookedAt&offset=0&limit=20']);
    // Any other list, and a reload of the URL that now holds the defaults, asks as before.
    await page.reload();
    await expect(bookingsTable(page).getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => lists.length).toBe(2);
    await checkA11y(page);
  });

  test('Back and Forward between entries of the list show the filters of each', async ({ page }) => {
    await login(page, 'admin', { at: '/bookings?status=pending' });
    await expect(bookingsTable(page)).toBeVisible();
    // Going to page 2 adds an entry; a filter changed there replaces it (and goes back to page 1).
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await field(page, 'Supplier status').selectOption('approved');
    await expect(page).toHaveURL(/[?&]status=approved/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await checkA11y(page);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(field(page, 'Supplier status')).toHaveValue('pending');
    await page.goForward();
    await expect(page).toHaveURL(/[?&]status=approved/);
    await expect(field(page, 'Supplier status')).toHaveValue('approved');
  });

  test('Next page right after a filter changes goes to page 2 of that filter', async ({ page }) => {
    await login(page, 'admin', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();
    // No wait between the two: the sort's URL may not have landed when the page is asked for.
    await field(page, 'Sort').selectOption('departure');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]sort=departure/);
    await expect(field(page, 'Sort')).toHaveValue('departure');
    await checkA11y(page);
  });

  test('Create and the routes behind it (booking search, new booking) are for full admins who may write, like the API', async ({ page }) => {
    await login(page, 'support', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
    await checkA11y(page);
    for (const path of ['/bookings/search', '/bookings/edit/new']) {
      await page.goto(path);
      await expectToast(page, 'Unauthorized', "You don't have the permission to access this resource.");
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("Home's button lists the pending bookings", async ({ page }) => {
    await login(page, 'support', { at: '/' });
    await page.getByRole('link', { name: 'Check pending bookings' }).click();
    await expect.poll(() => urlQuery(page)).toEqual({ status: 'pending', ...LIST_DEFAULTS });
    await expect(field(page, 'Supplier status')).toHaveValue('pending');
    await expect(bookingsTable(page)).toBeVisible();
    await checkA11y(page);
  });

  test('a typed filter asks the API once, for the final value, after the 300 ms debounce; a newer request aborts the one in flight', async ({ page }) => {
    await login(page, 'admin', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();
    const referenceQueries: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/bookings' && url.searchParams.has('booking')) referenceQueries.push(url.searchParams.get('booking')!);
    });

    // Timed in the page: from the last keystroke to the start of the request.
    await page.evaluate(() => document.addEventListener('input', () => ((window as unknown as { lastInputAt: number }).lastInputAt = performance.now()), true));
    const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('booking') === 'FBNOSUCH');
    await field(page, 'Reference').pressSequentially('FBNOSUCH');
    await answered;
    const waited = await page.evaluate(() => {
      const request = performance.getEntriesByType('resource').find((e) => e.name.includes('booking=FBNOSUCH'))!;
      return request.startTime - (window as unknown as { lastInputAt: number }).lastInputAt;
    });
    expect(waited).toBeGreaterThanOrEqual(300);
    await expect(page).toHaveURL(/[?&]booking=FBNOSUCH/);
    expect(referenceQueries).toEqual(['FBNOSUCH']);

    // The next list request is held at the network; changing a filter meanwhile aborts it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: string | undefined;
    await page.route('**/api/bookings?*', async (route) => {
      if (first === undefined) {
        first = route.request().url();
        await held;
      }
      await route.fallback().catch(() => undefined);
    });
    const aborted = page.waitForEvent('requestfailed', (r) => r.url() === first);
    await field(page, 'Reference').fill('FBSTILLNONE');
    await expect.poll(() => first).toContain('booking=FBSTILLNONE');
    await field(page, 'Supplier status').selectOption('declined');
    expect((await aborted).failure()?.errorText).toBe('net::ERR_ABORTED');
    release();
    await expect(page).toHaveURL(/[?&]status=declined/);
    await expect(page.getByText('No results were found.')).toBeVisible();
    await checkA11y(page);
  });

  test("the domain filter offers 'all', then the domain of every channel from GET /api/channels", async ({ page }) => {
    await login(page, 'admin');
    const channels = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/channels');
    await page.goto('/bookings');
    const slugs = ((await (await channels).json()) as { data: { slug: string }[] }).data.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['farebox', 'myrealtrip', 'agoda', 'kkday']));
    await expect(field(page, 'Domain').locator('option')).toHaveText(['all', ...slugs]);
    await checkA11y(page);
  });

  test('support (not a full admin) gets neither the full-admin filters nor the price columns', async ({ page }) => {
    await login(page, 'support', { at: '/bookings' });
    await expect(bookingsTable(page)).toBeVisible();
    for (const name of ['Reference', 'Supplier status', 'Change requests', 'Domain']) await expect(field(page, name)).toBeVisible();
    for (const name of ['Manual filters', 'Cart reference', 'Approval method', 'Supplier', 'Operator', 'Region', 'From city', 'To city', 'Customer status']) {
      await expect(field(page, name)).toHaveCount(0);
    }
    await expect(page.getByRole('group', { name: 'Payment status' })).toHaveCount(0);
    for (const name of ['Price', 'Cost', 'Customer', 'Customer status', 'Channel']) await expect(header(page, name)).toHaveCount(0);
    await expect(header(page, 'Company')).toBeVisible();
    await checkA11y(page);
  });

  test('the cancellation policy shows a 0% fee as Free', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [booking] = (await admin.get<ListPage>('/bookings', { limit: 1 })).data;
    const detail = await admin.get<{ items: { product: { id: string; denomination: string } }[] }>(`/bookings/${booking.id}`);
    const rule = await db.one<{ id: string }>(
      `INSERT INTO line_policy_rule (line_id, kind, time_before, unit, fee_percent, position) VALUES ($1, 'cancellation', 9, 'days', 0, 99) RETURNING id`,
      [detail.items[0].product.id],
    );
    try {
      await login(page, 'admin', { at: `/bookings?view=${booking.id}` });
      const fees = page.getByRole('dialog', { name: `Booking ${booking.reference}` }).getByRole('table', { name: 'Cancellation fees' });
      const row = fees.getByRole('row').filter({ hasText: '9 days before departure' });
      await expect(row.getByRole('cell').nth(1)).toHaveText('Free');
      // The product links to its line in the line editor.
      const view = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
      await expect(view.getByRole('link', { name: detail.items[0].product.denomination, exact: true }).first()).toHaveAttribute(
        'href',
        `/lines/edit/${detail.items[0].product.id}`,
      );
      await checkA11y(page);
    } finally {
      await db.query(`DELETE FROM line_policy_rule WHERE id = $1`, [rule!.id]);
    }
  });
});
