import type { Page } from '@playwright/test';
import { api, checkA11y, createDemoBooking, downloadedLines, expectToast, inDays, latestMailTo, login, expect, test } from './support';

/** Unique per run, so the spec reruns on the same database. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Every field a supplier needs (spec part 1, section 5), on the invoice (EOM) payment type. */
const SUPPLIER_FIELDS = {
  isSupplier: true,
  businessOwner: 'Dana Levi',
  operationsOwner: 'Omar Haddad',
  addressCountry: 'Thailand',
  currency: 'USD',
  region: 'apac',
  invoicePaymentCycle: 'monthly',
  paymentType: 'invoice',
  category: 'Transportation EOM',
  calculationBasedOn: 'booking_date',
  taxCode: 'EXEMPT',
  subsidiary: 'farebox_co_th',
  hwPaymentType: 'api',
  swiftFees: 'our',
};

async function createCompanyViaApi(request: Parameters<typeof api>[0], fields: Record<string, unknown> = {}) {
  const admin = await api(request, 'admin');
  return admin.post<{ id: string; name: string; version: number }>('/companies', { name: `E2E Company ${stamp()}`, ...fields });
}

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test.describe('companies screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('list with filters and toggles in the URL', async ({ page, request }) => {
    const company = await createCompanyViaApi(request, { website: 'https://e2e.example.com', isHeat: true, heatDocLink: 'https://docs.example.com/heat' });
    await login(page, 'support', { at: '/companies' });
    await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
    for (const header of ['Name', 'Website', 'Agent', 'Activated', 'Signed', 'HEAT', 'Supplier']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await checkA11y(page);

    await field(page, 'Company').fill(company.name);
    await expect(page).toHaveURL(/company=E2E/);
    await page.getByLabel('Show Only Heat').check();
    await expect(page).toHaveURL(/isHeat=true/);
    await expect(page.getByRole('cell', { name: company.name, exact: true })).toBeVisible();
    await page.getByLabel('Show Only Suppliers').check();
    await expect(page).toHaveURL(/isSupplier=true/);
    await expect(page.getByText('No companies found')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(field(page, 'Company')).toHaveValue('');
  });

  test('create: validation errors first, then a good save', async ({ page }) => {
    test.slow(); // walks every tab of the form
    await login(page, 'admin', { at: '/companies' });
    await page.getByRole('link', { name: 'Create Company' }).click();
    await expect(page).toHaveURL(/\/companies\/edit\/new$/);
    await expect(tab(page, 'Finance')).toBeDisabled();
    await checkA11y(page);

    // A supplier with nothing filled in: the list of invalid fields and each field's message.
    await field(page, 'Supplier').check();
    await expect(tab(page, 'Finance')).toBeEnabled();
    await field(page, 'HEAT').check();
    await expect(field(page, 'HEAT doc link')).toBeVisible();
    await field(page, 'Website').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following fields:' });
    await expect(summary).toBeVisible();
    for (const label of ['Name', 'HEAT doc link', 'Business owner', 'Currency', 'Payment type', 'Category', 'Country']) {
      await expect(summary.getByText(`${label}:`, { exact: false }).first()).toBeVisible();
    }
    await expect(summary).toContainText('Enter a valid URL');
    await checkA11y(page);

    // Fix everything, tab by tab.
    const name = `E2E Created ${stamp()}`;
    await field(page, 'Name').fill(name);
    await field(page, 'Website').fill('https://created.example.com');
    await field(page, 'HEAT doc link').fill('https://docs.example.com/heat');
    await field(page, 'Business owner').fill('Dana Levi');
    await field(page, 'Operations owner').fill('Omar Haddad');

    await tab(page, 'Address').click();
    await field(page, 'Country').fill('Thailand');

    await tab(page, 'Finance').click();
    await checkA11y(page);
    await field(page, 'Currency').selectOption('THB');
    await field(page, 'Region').selectOption('apac');
    await field(page, 'Invoice payment cycle').selectOption('monthly');
    await field(page, 'Payment type').selectOption('topup');
    // Top-up fields appear with the payment type and category choices follow it.
    await expect(field(page, 'Auto deposit from days left')).toBeVisible();
    await expect(field(page, 'Category').locator('option')).toHaveText(['—', 'Transportation Topup', 'Ancillary Providers Topup']);
    await field(page, 'Category').selectOption('Transportation Topup');
    await field(page, 'Auto deposit from days left').fill('30');
    await field(page, 'Days to extend top-up').fill('20');
    await field(page, 'Calculation based on').selectOption('booking_date');
    await field(page, 'Tax code').selectOption('EXEMPT');
    await field(page, 'Subsidiary').selectOption('farebox_co_th');
    await field(page, 'Security deposit').check();
    await expect(field(page, 'Security deposit amount')).toBeVisible();
    await field(page, 'Security deposit amount').fill('250.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(summary).toContainText('Days to extend the top-up must be greater than the auto-deposit days left.');
    await field(page, 'Days to extend top-up').fill('44');

    // Passenger types: first fromAge 0 and fixed, the next prefilled with the previous toAge + 1.
    await tab(page, 'Passenger type').click();
    await page.getByRole('button', { name: 'Add passenger type' }).click();
    await expect(page.getByLabel('From age, row 1')).toHaveValue('0');
    await expect(page.getByLabel('From age, row 1')).toBeDisabled();
    await page.getByLabel('To age, row 1').fill('11');
    await page.getByRole('button', { name: 'Save row' }).click();
    await expect(page.getByText('Type value can not be empty.')).toBeVisible();
    await page.getByLabel('Type, row 1').fill('child');
    await page.getByRole('button', { name: 'Save row' }).click();
    await page.getByRole('button', { name: 'Add passenger type' }).click();
    await expect(page.getByLabel('From age, row 2')).toHaveValue('12');
    await page.getByLabel('From age, row 2').fill('5');
    await page.getByLabel('Type, row 2').fill('adult');
    await page.getByLabel('To age, row 2').fill('99');
    await page.getByRole('button', { name: 'Save row' }).click();
    await expect(page.getByText('Age you entered is incorrect. Numbers can not be between or equal existing ranges.')).toBeVisible();
    await page.getByLabel('From age, row 2').fill('12');
    await page.getByRole('button', { name: 'Save row' }).click();
    await expect(page.getByRole('cell', { name: 'adult', exact: true })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Company created', name);
    await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await tab(page, 'Finance').click();
    await expect(page.getByRole('tabpanel', { name: 'Finance' }).getByText('Transportation Topup')).toBeVisible();
    await checkA11y(page);
  });

  test('a failed save shows the server message and keeps every typed value', async ({ page, request }) => {
    const company = await createCompanyViaApi(request);
    await login(page, 'admin', { at: `/companies/edit/${company.id}` });
    await expect(field(page, 'Name')).toHaveValue(company.name);
    // The server fails this one save (simulated: nothing in the real API fails a valid save on demand).
    await page.route(`**/api/companies/${company.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'InternalError', message: 'Database unavailable' }),
          })
        : route.fallback(),
    );
    await field(page, 'Coupon').fill('TYPED-1');
    await tab(page, 'Voucher').click();
    await field(page, 'Voucher remark').fill('typed remark');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Company failed to update with error: Database unavailable');
    await expect(page).toHaveURL(new RegExp(`/companies/edit/${company.id}$`));
    await expect(field(page, 'Voucher remark')).toHaveValue('typed remark');
    await tab(page, 'General').click();
    await expect(field(page, 'Coupon')).toHaveValue('TYPED-1');
    await checkA11y(page);
  });

  test('an edit over a newer version shows what the other person changed instead of overwriting', async ({ page, request }) => {
    const company = await createCompanyViaApi(request);
    await login(page, 'admin', { at: `/companies/edit/${company.id}` });
    await expect(field(page, 'Name')).toHaveValue(company.name);
    const admin = await api(request, 'admin');
    await admin.put(`/companies/${company.id}`, { description: 'changed elsewhere', version: company.version });
    await field(page, 'Coupon').fill('KEEPME');
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('cell', { name: 'description' })).toBeVisible();
    await expect(notice.getByRole('cell', { name: 'changed elsewhere' })).toBeVisible();
    await expect(field(page, 'Coupon')).toHaveValue('KEEPME');
    await checkA11y(page);
    await notice.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(field(page, 'Description')).toHaveValue('changed elsewhere');
  });

  test('the change log shows an edit, newest first', async ({ page, request }) => {
    const company = await createCompanyViaApi(request);
    await login(page, 'admin', { at: `/companies/${company.id}` });
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(field(page, 'Name')).toHaveValue(company.name);
    await field(page, 'Website').fill('https://edited.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Company updated');

    const log = page.getByRole('table', { name: 'Change log, newest first' });
    await expect(log).toBeVisible();
    const first = log.getByRole('row').nth(1);
    await expect(first).toContainText('website');
    await expect(first).toContainText('https://edited.example.com');
    await checkA11y(page);
  });

  test('change supplier currency with confirmation', async ({ page, request }) => {
    const company = await createCompanyViaApi(request, SUPPLIER_FIELDS);
    await login(page, 'admin', { at: `/companies/${company.id}` });
    await page.getByRole('button', { name: 'Change supplier currency' }).click();
    const modal = page.getByRole('dialog', { name: 'Change supplier currency' });
    await expect(modal).toContainText('Current currency: USD');
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Change' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await modal.getByLabel('New currency').selectOption('EUR');
    await modal.getByRole('button', { name: 'Change' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByText('Change the supplier currency from USD to EUR?')).toBeVisible();
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Yes, change' }).click();
    await expectToast(page, 'Currency changed', 'USD → EUR');
    await tab(page, 'Finance').click();
    await expect(page.getByRole('tabpanel')).toContainText('EUR');
    await expect(page.getByRole('table', { name: 'Change log, newest first' }).getByRole('row').nth(1)).toContainText('currency');
  });

  test('read-admin has no write buttons; the edit route opens (spec 2.3) and a save is refused with a notification', async ({ page, request }) => {
    const company = await createCompanyViaApi(request, SUPPLIER_FIELDS);
    await login(page, 'readadmin', { at: `/companies?company=${encodeURIComponent(company.name)}` });
    await expect(page.getByRole('link', { name: `View ${company.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Company' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Edit ${company.name}` })).toHaveCount(0);
    await page.getByRole('link', { name: `View ${company.name}` }).click();
    await expect(page.getByRole('heading', { name: company.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change supplier currency' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await checkA11y(page);

    await page.goto(`/companies/edit/${company.id}`);
    await expect(field(page, 'Name')).toHaveValue(company.name);
    await checkA11y(page);
    await field(page, 'Coupon').fill('NOPE');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, "Company failed to update with error: You don't have the permission to access this resource.");
    await expect(page).toHaveURL(new RegExp(`/companies/edit/${company.id}$`));

    const readAdmin = await api(request, 'readadmin');
    const refused = await readAdmin.request('PUT', `/companies/${company.id}`, { data: { name: 'Nope', version: company.version } });
    expect(refused.status()).toBe(403);
  });

  test("the view's reports: approved and cancelled passenger lists as CSV, and Send Sales Report", async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const run = stamp();
    const date = inDays(12);
    const passenger = (firstName: string) => ({ firstName, lastName: `Reports${run}`, email: `${firstName.toLowerCase()}.${run}@example.com` });
    // Two bookings of the demo bus on the date, one approved and one cancelled.
    const approved = await createDemoBooking(admin, { date, passenger: passenger('Alma'), body: { status: 'approved', customerStatus: 'approved' } });
    const cancelled = await createDemoBooking(admin, { date, passenger: passenger('Cyrus'), body: { status: 'canceled', customerStatus: 'canceled' } });
    // The bus's operator: not calculated on booking date (so it has passenger lists) and without report e-mails.
    const operator = (await admin.get<{ data: { id: string; name: string }[] }>('/companies', { company: 'Northern Lines Scheduling' })).data[0];
    await login(page, 'admin', { at: `/companies/${operator.id}` });
    await expect(page.getByRole('heading', { name: operator.name })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Passenger list date').fill(date);
    const downloadCsv = (button: string) => downloadedLines(page, () => page.getByRole('button', { name: button }).click());
    // UTF-8 with a byte-order mark, for spreadsheets.
    const header =
      '\uFEFFBooking reference,Departure (local),Time zone,Line,From,To,First name,Last name,Passenger type,Age,Phone,E-mail,Seat,Booking code,Status,Customer status';
    const ourRows = (lines: string[]) => lines.filter((line) => line.includes(`Reports${run}`));
    const approvedCsv = await downloadCsv('Approved passengers CSV');
    expect(approvedCsv.filename).toBe(`passengers-approved-${date}.csv`);
    expect(approvedCsv.lines[0]).toBe(header);
    expect(ourRows(approvedCsv.lines)).toEqual([
      expect.stringMatching(new RegExp(`^${approved.reference},${date} \\d{2}:\\d{2},Asia/Bangkok,.*,Alma,Reports${run},Adult,.*,approved,approved$`)),
    ]);
    const cancelledCsv = await downloadCsv('Cancelled passengers CSV');
    expect(cancelledCsv.filename).toBe(`passengers-canceled-${date}.csv`);
    expect(cancelledCsv.lines[0]).toBe(header);
    expect(ourRows(cancelledCsv.lines)).toEqual([
      expect.stringMatching(new RegExp(`^${cancelled.reference},${date} \\d{2}:\\d{2},Asia/Bangkok,.*,Cyrus,Reports${run},Adult,.*,canceled,canceled$`)),
    ]);

    // Send Sales Report: the e-mail is required, then the report goes to the address typed.
    const openSalesReport = async () => {
      await page.getByRole('button', { name: 'Send Sales Report' }).click();
      return page.getByRole('dialog', { name: 'Send Sales Report' });
    };
    let modal = await openSalesReport();
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Send Report' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    const to = `sales.${run}@example.com`;
    await modal.getByLabel(/^E-mail/).fill(to);
    const since = new Date();
    await modal.getByRole('button', { name: 'Send Report' }).click();
    await expectToast(page, 'Sales report sent', to);
    await expect(modal).toBeHidden();
    const mail = await latestMailTo(to, { since });
    expect(mail.subject).toMatch(new RegExp(`^Farebox sales report of ${operator.name} for \\d{4}-\\d{2}-\\d{2}$`));
    expect(mail.attachments).toEqual([
      { filename: expect.stringMatching(/^sales-report-\d{4}-\d{2}-\d{2}\.csv$/), contentType: 'text/csv', size: expect.any(Number) },
    ]);

    // The form never sends an empty address, so the request is stripped of it on its way: without one the API falls
    // back to the company's report e-mails, and this company has none.
    await page.route(`**/api/companies/${operator.id}/sales-report`, (route) => route.continue({ postData: '{}' }));
    modal = await openSalesReport();
    await modal.getByLabel(/^E-mail/).fill(to);
    const answer = page.waitForResponse((res) => res.url().endsWith('/sales-report'));
    await modal.getByRole('button', { name: 'Send Report' }).click();
    expect((await answer).status()).toBe(422);
    expect(await (await answer).json()).toMatchObject({ code: 'SalesReportFailed', message: 'Sales reports sending failed.' });
    await expectToast(page, 'Sales reports sending failed.');
    await expect(modal).toBeVisible();
  });
});
