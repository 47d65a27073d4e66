import { randomUUID } from 'node:crypto';
import { computeInvoiceGap, formatCents, toCents, toUsdCents } from '@farebox/domain';
import type { Locator, Page } from '@playwright/test';
import { api, checkA11y, db, expectToast, inDays, login, type ApiClient, expect, test } from './support';

/** Demo suppliers (seeded): a top-up supplier in THB, invoice suppliers in VND and USD. */
const TOPUP_SUPPLIER = 'Andaman Sea Ferries';
const INVOICE_SUPPLIER = 'Saigon Express Bus';
const USD_SUPPLIER = 'Mekong River Cruises';

/** The smallest file the server takes for a PDF (it checks the magic bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const idempotent = () => ({ 'Idempotency-Key': randomUUID() });

async function supplierIdOf(client: ApiClient, name: string): Promise<string> {
  const page = await client.get<{ data: { id: string; name: string }[] }>('/companies', { company: name, isSupplier: 'true' });
  const found = page.data.find((c) => c.name === name);
  if (!found) throw new Error(`No supplier ${name}`);
  return found.id;
}

async function userIdOf(client: ApiClient, username: string): Promise<string> {
  const page = await client.get<{ data: { id: string; username: string }[] }>('/users', { username });
  return page.data.find((u) => u.username === username)!.id;
}

interface UploadedInvoice {
  id: string;
  invoiceNumber: string;
  gapLevel: number;
  state: string;
}

/** How each gap level is made on a range of its own (USD): the type, the cost posted there first, the amount above it. */
const LEVEL_PLAN = {
  1: { invoiceType: 'prepaid_inventory', cost: null, above: 0 },
  2: { invoiceType: 'topup_tax_bill', cost: '1000.00', above: 50 },
  3: { invoiceType: 'topup_tax_bill', cost: null, above: 1000 },
} as const;

/** The day after every invoice period of the supplier that ends before 2022: each test invoice gets a day of its own. */
async function freeDay(supplierId: string): Promise<string> {
  const row = await db.one<{ day: string }>(
    `SELECT to_char(COALESCE(max(period_end), '2020-12-31'::date) + 1, 'YYYY-MM-DD') AS day FROM supplier_invoice WHERE company_id = $1 AND period_end < '2022-01-01'`,
    [supplierId],
  );
  return row!.day;
}

/** A USD supplier cost on a day, with its daily total, as the posting service writes them (the ledger has no UI to add one). */
async function postCost(supplierId: string, day: string, amount: string): Promise<void> {
  await db.query(
    `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date)
     VALUES ($1, $2, 'booking', $3, $4, 'USD', $4, $5::date + time '12:00', $5::date + time '12:00', $5)`,
    [supplierId, `e2e:${randomUUID()}`, `FBE2E${stamp()}`.slice(0, 20), amount, day],
  );
  await db.query(
    `INSERT INTO supplier_daily_cost (company_id, day, currency, amount, booked_amount) VALUES ($1, $2, 'USD', $3, $3)
     ON CONFLICT (company_id, day, currency) DO UPDATE SET amount = supplier_daily_cost.amount + EXCLUDED.amount, booked_amount = supplier_daily_cost.booked_amount + EXCLUDED.booked_amount`,
    [supplierId, day, amount],
  );
}

/**
 * An invoice of a one-day range uploaded through the API, at the gap level asked (LEVEL_PLAN): `prepaid_inventory` is
 * always level 1; 1050.00 on a cost of 1000.00 is level 2; 1000.00 on no cost is level 3.
 */
async function uploadRangeInvoice(client: ApiClient, supplierId: string, level: 1 | 2 | 3, assigneeId: string): Promise<UploadedInvoice> {
  const plan = LEVEL_PLAN[level];
  const day = await freeDay(supplierId);
  if (plan.cost) await postCost(supplierId, day, plan.cost);
  const cost = await client.post<{ totalsByCurrency: { currency: string; total: string }[]; totalInUsd: string }>(
    `/v2/supplier/${supplierId}/fetch-topup-cost`,
    { start: day, end: day },
  );
  const platform = cost.totalsByCurrency.find((t) => t.currency === 'USD')?.total ?? cost.totalInUsd;
  const invoiceNumber = `E2E-L${level}-${stamp()}`;
  const response = await client.request('POST', `/v2/supplier/${supplierId}/invoice`, {
    headers: idempotent(),
    multipart: {
      file: { name: `${invoiceNumber}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      currency: 'USD',
      invoiceAmount: (Number(platform) + plan.above).toFixed(2),
      fareboxAmount: platform,
      invoiceType: plan.invoiceType,
      invoiceClass: 'Transportation',
      region: 'apac',
      dueDate: inDays(30),
      taxCode: 'VAT_STD',
      topupStart: day,
      topupEnd: day,
      invoiceNumber,
      receiveDate: inDays(0),
      invoiceDate: inDays(0),
      assignee: assigneeId,
      note: `Uploaded by the e2e test (${level})`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { invoice } = (await response.json()) as { invoice: UploadedInvoice };
  expect(invoice.gapLevel).toBe(level);
  return invoice;
}

const invoicesUrl = (supplierId: string) => `/payments-report?tab=invoices&supplierId=${supplierId}`;
const invoiceRow = (page: Page, invoiceNumber: string) => page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: invoiceNumber });
const actionButton = (page: Page, action: string, invoiceNumber: string) =>
  page.getByRole('button', { name: `${action} invoice ${invoiceNumber}`, exact: true });

async function openInvoices(page: Page, supplierId: string, invoiceNumber: string) {
  await page.goto(invoicesUrl(supplierId));
  await expect(invoiceRow(page, invoiceNumber)).toBeVisible();
}

/** Runs one invoice action through its modal and waits for the success toast. */
async function act(
  page: Page,
  action: string,
  invoiceNumber: string,
  { notes, assignee, confirm = false, success }: { notes?: string; assignee?: RegExp; confirm?: boolean; success: string },
) {
  await actionButton(page, action, invoiceNumber).click();
  const dialog = page.getByRole('dialog', { name: `${action} invoice ${invoiceNumber}` });
  await expect(dialog).toBeVisible();
  if (assignee) await dialog.getByLabel(/^Assignee/).selectOption({ label: (await optionLabel(dialog.getByLabel(/^Assignee/), assignee))! });
  if (notes) await dialog.getByLabel(/^Notes/).fill(notes);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  if (confirm) await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: action, exact: true }).click();
  await expectToast(page, success);
  await expect(dialog).toBeHidden();
}

async function optionLabel(select: Locator, pattern: RegExp): Promise<string | undefined> {
  await expect(select.locator('option', { hasText: pattern })).toHaveCount(1);
  return (await select.locator('option', { hasText: pattern }).textContent()) ?? undefined;
}

/** Opens the Supplier tab on a supplier through its picker. */
async function pickSupplier(page: Page, name: string) {
  await page.goto('/payments-report?tab=supplier');
  const picker = page.getByRole('combobox', { name: 'Supplier' });
  await picker.fill(name.split(' ')[0]);
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(page).toHaveURL(/supplierId=/);
}

/** Signs the browser out (the refresh cookie goes) and in again as another user. */
async function switchUser(page: Page, username: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await login(page, username);
}

const ledger = (page: Page) => page.getByRole('table', { name: `Top-up ledger of ${TOPUP_SUPPLIER}` });

test.describe('payments report: invoices and top-ups', () => {
  // Top-ups are kept in USD too: the supplier currency needs a rate (an old one, so any seeded rate stays the newest).
  test.beforeAll(async () => {
    await db.query(`INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('THB', '2020-01-01', 36.5) ON CONFLICT DO NOTHING`);
  });

  test('upload an invoice: the platform amount of the cycle, the live gap in red, the level and its assignee', async ({ page, request }) => {
    const finops = await api(request, 'finops');
    const supplierId = await supplierIdOf(finops, USD_SUPPLIER);
    await login(page, 'finops', { at: '/payments-report?tab=invoices' });
    await expect(page.getByRole('tab', { name: 'Invoices', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('search', { name: 'Invoice filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload Invoice' }).click();

    const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
    await expect(dialog).toBeVisible();
    // Everything required is listed when nothing is filled in.
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('alert').first()).toContainText('File: This field is required.');

    await dialog.getByRole('combobox', { name: 'Supplier' }).fill('Mekong');
    await page.getByRole('option', { name: USD_SUPPLIER }).click();
    await expect(dialog.getByLabel(/^Currency/)).toHaveValue('USD');
    await expect(dialog.getByLabel(/^Invoice type/)).toHaveValue('tax_bill');
    const period = dialog.getByLabel(/^Period/);
    await expect(period.locator('option:not([disabled]):not([value=""])').first()).toBeAttached();
    const cycleId = await period.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
    await period.selectOption(cycleId);

    // The platform amount comes from fetch-cycles-cost for that one cycle.
    const cost = await finops.post<{ totalsByCurrency: { currency: string; total: string }[]; totalInUsd: string }>(
      `/v2/supplier/${supplierId}/fetch-cycles-cost`,
      { invoiceCycles: [cycleId] },
    );
    const platform = Number(cost.totalsByCurrency.find((t) => t.currency === 'USD')?.total ?? cost.totalInUsd).toFixed(2);
    await expect(dialog.getByLabel(/^Platform amount/)).toHaveValue(platform);

    // Half as much again plus 1000 USD: above 2 % and above 200 USD whatever the cycle cost, so red and level 3.
    const invoiceAmount = (Number(platform) * 1.5 + 1000).toFixed(2);
    const expected = computeInvoiceGap({ invoiceAmount, platformAmount: platform, usdRate: '1', invoiceType: 'tax_bill' });
    await dialog.getByLabel(/^Invoice amount/).fill(invoiceAmount);
    // Debounced 500 ms, then the gap, its percent (red above 2 %) and the level show.
    const percent = dialog.getByTestId('upload-gap-percent');
    await expect(percent).toContainText(`${expected.gapPercent}%`);
    await expect(percent.locator('[data-gap-warning]')).toHaveClass(/text-red-700/);
    await expect(dialog.getByLabel('Amount in USD')).toHaveValue(`${Number(invoiceAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`);
    await expect(dialog.getByTestId('upload-gap-level')).toHaveText(String(expected.gapLevel));

    const invoiceNumber = `E2E-UP-${stamp()}`;
    await dialog.getByLabel(/^Invoice number/).fill(invoiceNumber);
    await dialog.getByLabel(/^Due date/).fill(inDays(30));
    await dialog.getByLabel(/^Tax code/).selectOption({ index: 1 });
    await dialog.getByLabel(/^Region/).selectOption('apac');
    await dialog.getByLabel(/^File/).setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Level 3 is beyond finance-ops: the invoice waits for an approver of that level.
    const assignee = dialog.getByLabel(/^Assignee/);
    await assignee.selectOption({ label: (await optionLabel(assignee, /Carla Cco/))! });
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Invoice uploaded', `${invoiceNumber}: Pending approval`);
    await expect(dialog).toBeHidden();

    const row = invoiceRow(page, invoiceNumber);
    await expect(row).toContainText('Pending approval');
    await expect(row).toContainText('Carla Cco');
    await expect(row.locator('[data-gap-warning]')).toContainText(`${expected.gapPercent}%`);
    await checkA11y(page);

    // The reference opens the file in a new tab (fetched with the session, shown from a blob).
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: `Open the file of invoice ${invoiceNumber}` }).click();
    const fileTab = await popup;
    await expect.poll(() => fileTab.url()).toMatch(/^blob:/);
    await fileTab.close();

    // Search applies the filters and keeps them in the URL.
    await page.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending approval' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Gap level').selectOption('3');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/status=pending_approval/);
    await expect(page).toHaveURL(/gapLevel=3/);
    await expect(invoiceRow(page, invoiceNumber)).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).not.toHaveURL(/status=/);
  });

  test('the upload form shows the USD amount at the rate of the invoice date, the newest rate while there is no date', async ({ page, request }) => {
    // A VND rate from long before the seeded ones: only an invoice of that time is converted with it.
    await db.query(`INSERT INTO currency_rate (currency, rate_date, rate) VALUES ('VND', '2000-01-01', 20000) ON CONFLICT DO NOTHING`);
    const finops = await api(request, 'finops');
    const newest = (await finops.get<{ data: { currency: string; rate: string }[] }>('/finance/currency-rates')).data.find((r) => r.currency === 'VND')!.rate;
    const usdText = (rate: string) =>
      `${Number(formatCents(toUsdCents(toCents('20000000')!, rate))).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`;

    await login(page, 'finops', { at: '/payments-report?tab=invoices' });
    await page.getByRole('button', { name: 'Upload Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Invoice' });
    await dialog.getByRole('combobox', { name: 'Supplier' }).fill('Saigon');
    await page.getByRole('option', { name: INVOICE_SUPPLIER }).click();
    await expect(dialog.getByLabel(/^Currency/)).toHaveValue('VND');
    await dialog.getByLabel(/^Invoice amount/).fill('20000000');
    const usd = dialog.getByLabel('Amount in USD');
    await expect(usd).toHaveValue(usdText(newest));
    await dialog.getByLabel(/^Invoice date/).fill('2001-06-01');
    await expect(usd).toHaveValue('1,000.00 USD');
    await dialog.getByLabel(/^Invoice date/).fill('');
    await expect(usd).toHaveValue(usdText(newest));
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('approve, assign and reject by the users of each gap level; the others are refused', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const supplierId = await supplierIdOf(admin, USD_SUPPLIER);
    // An uploader who may approve nothing, so every invoice it uploads waits for approval.
    const username = `e2eup${stamp()}`.slice(0, 20);
    await admin.post('/users', {
      username,
      email: `${username}@example.com`,
      teamEmail: `${username}@example.com`,
      password: 'Demo-Passw0rd!',
      role: 'admin',
      companyId: null,
      displayName: 'Uma Uploader',
      country: null,
      phone: null,
      isFullAdmin: true,
      isActive: true,
      scopes: ['upload-invoice'],
    });
    const uploader = await api(request, username);
    const [finopsId, ccoId, supplymgrId, finadminId] = await Promise.all(['finops', 'cco', 'supplymgr', 'finadmin'].map((name) => userIdOf(admin, name)));
    const l1ForFinops = await uploadRangeInvoice(uploader, supplierId, 1, finopsId);
    const l1ForSupply = await uploadRangeInvoice(uploader, supplierId, 1, supplymgrId);
    const l2ForSupply = await uploadRangeInvoice(uploader, supplierId, 2, supplymgrId);
    const l3ToReject = await uploadRangeInvoice(uploader, supplierId, 3, ccoId);
    const l3ToPay = await uploadRangeInvoice(uploader, supplierId, 3, ccoId);
    const l3HandedOn = await uploadRangeInvoice(uploader, supplierId, 3, finadminId);
    for (const invoice of [l1ForFinops, l1ForSupply, l2ForSupply, l3ToReject, l3ToPay, l3HandedOn]) expect(invoice.state).toBe('pending_approval');

    // Finance-ops approves level 1; a level-3 approval becomes an assignment that needs an assignee; no Reject there.
    await login(page, 'finops');
    await openInvoices(page, supplierId, l1ForFinops.invoiceNumber);
    await checkA11y(page);
    await act(page, 'Approve', l1ForFinops.invoiceNumber, { success: 'Invoice approved' });
    await expect(invoiceRow(page, l1ForFinops.invoiceNumber)).toContainText('Approved');
    await expect(actionButton(page, 'Reject', l3ToReject.invoiceNumber)).toHaveCount(0);
    await actionButton(page, 'Approve', l3ToReject.invoiceNumber).click();
    const approve = page.getByRole('dialog', { name: `Approve invoice ${l3ToReject.invoiceNumber}` });
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(approve.getByText('This field is required.').first()).toBeVisible();
    await expect(approve.getByLabel(/^Assignee/)).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page);
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await expect(invoiceRow(page, l3ToReject.invoiceNumber)).toContainText('Pending approval');
    // Completed, such an approval hands the invoice on to the chosen approver of the level.
    await act(page, 'Approve', l3HandedOn.invoiceNumber, { assignee: /Carla Cco/, notes: 'Level 3 is beyond me', success: 'Invoice assigned' });
    await expect(invoiceRow(page, l3HandedOn.invoiceNumber)).toContainText('Carla Cco');
    await expect(invoiceRow(page, l3HandedOn.invoiceNumber)).toContainText('Pending approval');

    // The API refuses a reject by someone who may not approve the level.
    const finops = await api(request, 'finops');
    const refused = await finops.request('POST', `/v2/supplier/invoice/${l3ToReject.id}/action`, {
      data: { action: 'reject', notes: 'no' },
      headers: idempotent(),
    });
    expect(refused.status()).toBe(403);

    // Supply-manager approves levels 1 and 2, but not level 3.
    await switchUser(page, 'supplymgr');
    await openInvoices(page, supplierId, l1ForSupply.invoiceNumber);
    await act(page, 'Approve', l1ForSupply.invoiceNumber, { success: 'Invoice approved' });
    await act(page, 'Approve', l2ForSupply.invoiceNumber, { success: 'Invoice approved' });
    await expect(invoiceRow(page, l2ForSupply.invoiceNumber)).toContainText('Approved');
    await expect(actionButton(page, 'Reject', l3ToReject.invoiceNumber)).toHaveCount(0);

    // The CCO rejects level 3 (notes required, confirmed), approves the one handed on, and assigns another to the finance admin.
    // 'cco' is shorter than the 4 characters a login name needs: the CCO signs in with the e-mail.
    await switchUser(page, 'cco@farebox.local');
    await openInvoices(page, supplierId, l3ToReject.invoiceNumber);
    await actionButton(page, 'Reject', l3ToReject.invoiceNumber).click();
    const reject = page.getByRole('dialog', { name: `Reject invoice ${l3ToReject.invoiceNumber}` });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText('This field is required.')).toBeVisible();
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await act(page, 'Reject', l3ToReject.invoiceNumber, { notes: 'Amount does not match the bookings', confirm: true, success: 'Invoice rejected' });
    await expect(invoiceRow(page, l3ToReject.invoiceNumber)).toContainText('Rejected');
    await act(page, 'Approve', l3HandedOn.invoiceNumber, { success: 'Invoice approved' });
    await expect(invoiceRow(page, l3HandedOn.invoiceNumber)).toContainText('Approved');
    await act(page, 'Assign', l3ToPay.invoiceNumber, { assignee: /Felix Finadmin/, notes: 'Please approve and pay', success: 'Invoice assigned' });
    await expect(invoiceRow(page, l3ToPay.invoiceNumber)).toContainText('Felix Finadmin');

    // The notes: who, when and what of every step.
    await page.getByRole('button', { name: `Notes of invoice ${l3ToPay.invoiceNumber}` }).click();
    const notes = page.getByRole('dialog', { name: `Notes of invoice ${l3ToPay.invoiceNumber}` });
    const history = notes.getByRole('table', { name: 'Invoice history' });
    await expect(history.getByRole('row').filter({ hasText: 'Please approve and pay' })).toContainText('Carla Cco');
    await checkA11y(page);
    await notes.getByRole('button', { name: 'Close' }).first().click();

    // The finance admin approves any level, marks it paid and cancels the payment.
    await switchUser(page, 'finadmin');
    await openInvoices(page, supplierId, l3ToPay.invoiceNumber);
    await act(page, 'Approve', l3ToPay.invoiceNumber, { success: 'Invoice approved' });
    await act(page, 'Mark as Paid', l3ToPay.invoiceNumber, { notes: 'Paid by wire', success: 'Invoice marked as paid' });
    await expect(invoiceRow(page, l3ToPay.invoiceNumber)).toContainText('Paid');
    await act(page, 'Cancel Payment', l3ToPay.invoiceNumber, { notes: 'Wire bounced', confirm: true, success: 'Invoice payment cancelled' });
    await expect(invoiceRow(page, l3ToPay.invoiceNumber)).toContainText('Approved');

    // A full admin without a finance role sees the invoices, not their files, and may do nothing with them.
    await switchUser(page, 'admin');
    await openInvoices(page, supplierId, l3ToPay.invoiceNumber);
    const adminRow = invoiceRow(page, l3ToPay.invoiceNumber);
    await expect(adminRow.getByRole('button', { name: /^(Approve|Assign|Reject|Mark as Paid|Cancel Payment) invoice/ })).toHaveCount(0);
    await expect(adminRow.getByRole('button', { name: `Open the file of invoice ${l3ToPay.invoiceNumber}` })).toHaveCount(0);
    await expect(adminRow.getByRole('cell', { name: l3ToPay.invoiceNumber, exact: true })).toBeVisible();
    const byAdmin = await admin.request('POST', `/v2/supplier/invoice/${l3ToPay.id}/action`, {
      data: { action: 'markPaid', notes: 'x' },
      headers: idempotent(),
    });
    expect(byAdmin.status()).toBe(403);
  });

  test('a deposit request through its deposit to the receipt, and a cancelled request', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const supplierId = await supplierIdOf(admin, TOPUP_SUPPLIER);
    await login(page, 'admin');
    await pickSupplier(page, TOPUP_SUPPLIER);
    await page.getByLabel('Operation').selectOption('deposit_request');
    await expect(page).toHaveURL(/operation=deposit_request/);

    await page.getByRole('button', { name: 'Deposit Request', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Deposit request: ${TOPUP_SUPPLIER}` });
    const amount = form.getByLabel(/^Amount/);
    const send = form.getByRole('button', { name: 'Send request' });
    await send.click();
    await expect(form.getByText('Amount is required', { exact: true }).first()).toBeVisible();
    await amount.fill('0');
    await send.click();
    await expect(form.getByText('Amount must be greater than 0', { exact: true }).first()).toBeVisible();
    await amount.fill('10.555');
    await send.click();
    await expect(form.getByText('Invalid amount', { exact: true }).first()).toBeVisible();
    await amount.fill('1500');
    await expect(
      form
        .getByLabel(/^Due date/)
        .locator('option')
        .first(),
    ).toHaveText('Immediate');
    await form.getByLabel(/^Due date/).selectOption({ index: 2 });
    await checkA11y(page);
    await send.click();
    await expectToast(page, 'Deposit request sent', `${TOPUP_SUPPLIER}: 1,500.00 THB`);

    // The newest open request answers with a deposit. The seed's open request is first until the ledger has refreshed:
    // wait for the new one's amount before clicking its row.
    const requestRow = ledger(page).locator('tbody tr').first();
    await expect(requestRow).toContainText('1,500.00 THB');
    await expect(requestRow).toContainText('Deposit request');
    await expect(requestRow).toContainText('open');
    await requestRow.getByRole('button', { name: /^Deposit for the request/ }).click();
    const deposit = page.getByRole('dialog', { name: `Deposit: ${TOPUP_SUPPLIER}` });
    await expect(deposit.getByLabel('Answers deposit request')).not.toHaveValue('');
    await deposit.getByLabel(/^Amount/).fill('1500');
    await deposit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Deposit added');
    await expect(ledger(page).locator('tbody tr').first()).toContainText('deposited');

    // Its receipt: required, then shown as a link.
    await page.getByLabel('Operation').selectOption('deposit');
    const depositRow = ledger(page).locator('tbody tr').first();
    await expect(depositRow).toContainText('1,500.00 THB');
    await depositRow.getByRole('button', { name: 'Add receipt link' }).click();
    const receipt = page.getByRole('dialog', { name: 'Add receipt link' });
    await receipt.getByRole('button', { name: 'Save' }).click();
    await expect(receipt.getByText('Receipt link must be filled in')).toBeVisible();
    const link = `https://drive.example.com/receipts/${stamp()}.pdf`;
    await receipt.getByLabel(/^Receipt link/).fill(link);
    await receipt.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Receipt saved');
    await expect(depositRow.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', link);

    // Another request is cancelled, after a confirmation.
    const raised = await admin.request('POST', `/v2/supplier/${supplierId}/topup`, {
      data: { type: 'deposit_request', amount: '700.00', currency: 'THB', dueDate: 'immediate' },
      headers: idempotent(),
    });
    expect(raised.status(), await raised.text()).toBeLessThan(300);
    await page.getByLabel('Operation').selectOption('deposit_request');
    const toCancel = ledger(page).locator('tbody tr').first();
    await expect(toCancel).toContainText('open');
    await toCancel.getByRole('button', { name: /^Cancel the deposit request/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the deposit request?' });
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    await expectToast(page, 'Deposit request cancelled');
    await expect(ledger(page).locator('tbody tr').first()).toContainText('cancelled');
    await expect(ledger(page).locator('tbody tr').first().getByRole('button')).toHaveCount(0);
  });

  test("a deposit answering a request names the request's version; a request cancelled meanwhile shows the other person's change", async ({
    page,
    request,
  }) => {
    const [admin, supplymgr] = await Promise.all([api(request, 'admin'), api(request, 'supplymgr')]);
    const supplierId = await supplierIdOf(admin, TOPUP_SUPPLIER);
    const raised = await admin.request('POST', `/v2/supplier/${supplierId}/topup`, {
      data: { type: 'deposit_request', amount: '900.00', currency: 'THB', dueDate: 'immediate', note: `Version test ${stamp()}` },
      headers: idempotent(),
    });
    expect(raised.status(), await raised.text()).toBe(200);
    const requestId = ((await raised.json()) as { id: string }).id;

    await login(page, 'admin');
    await pickSupplier(page, TOPUP_SUPPLIER);
    await page.getByLabel('Operation').selectOption('deposit_request');
    const requestRow = ledger(page).locator('tbody tr').first();
    await expect(requestRow).toContainText('900.00 THB');
    await requestRow.getByRole('button', { name: /^Deposit for the request/ }).click();
    const deposit = page.getByRole('dialog', { name: `Deposit: ${TOPUP_SUPPLIER}` });
    await expect(deposit.getByLabel('Answers deposit request')).toHaveValue(requestId);
    await deposit.getByLabel(/^Amount/).fill('900');

    // Meanwhile the supply manager cancels the request (its version 1, as the ledger showed it).
    const cancelled = await supplymgr.request('POST', `/v2/supplier/${supplierId}/topup/deposit-requests/${requestId}/cancel`, {
      data: { version: 1 },
      headers: idempotent(),
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/v2/supplier/${supplierId}/topup`));
    await deposit.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ type: 'deposit', depositId: requestId, depositRequestVersion: 1 });
    const notice = deposit.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
    await expect(notice.getByRole('row').filter({ hasText: 'state' })).toContainText('cancelled');
    await expect(notice.getByRole('cell', { name: 'Simon Supply' }).first()).toBeVisible();
    await checkA11y(page);
    await notice.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(deposit).toBeHidden();
    await expect(ledger(page).locator('tbody tr').first()).toContainText('cancelled');
    // Nothing was deposited.
    const deposits = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM topup_entry WHERE deposit_request_id = $1`, [requestId]);
    expect(deposits!.n).toBe(0);
  });

  test('an adjustment: note required, the supplier currency only, then in the ledger', async ({ page }) => {
    await login(page, 'finadmin');
    await pickSupplier(page, TOPUP_SUPPLIER);
    await page.getByRole('button', { name: 'Adjustment' }).click();
    const form = page.getByRole('dialog', { name: `Adjustment: ${TOPUP_SUPPLIER}` });
    await expect(form.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await form.getByLabel(/^Amount/).fill('-250');
    await form.getByLabel(/^Currency/).selectOption('USD');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('The selected currency differs from the supplier currency.').first()).toBeVisible();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await checkA11y(page);

    await form.getByLabel(/^Currency/).selectOption('THB');
    await form.getByRole('radio', { name: 'Cost' }).check();
    const note = `Fuel surcharge correction ${stamp()}`;
    await form.getByLabel(/^Note/).fill(note);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Adjustment added', `${TOPUP_SUPPLIER}: -250.00 THB`);

    await page.getByLabel('Operation').selectOption('adjustment');
    const row = ledger(page).getByRole('row').filter({ hasText: note });
    await expect(row).toContainText('Adjustment (cost)');
    await expect(row).toContainText('-250.00 THB');
    await expect(row).toContainText('Felix Finadmin');
  });

  test('the supplier tab of a top-up supplier and of an invoice supplier', async ({ page }) => {
    await login(page, 'finadmin');
    await pickSupplier(page, TOPUP_SUPPLIER);
    const details = page.getByRole('region', { name: 'Supplier details' });
    for (const label of [
      'Type',
      'Calculation basis',
      'Paygate',
      'Special deal',
      'Contract',
      'Cycle',
      'Country',
      'TMS',
      'Commission',
      'Proof of payment',
      'Business owner',
      'Operations owner',
      'Security deposit',
      'Activation',
      'Finance note',
    ]) {
      await expect(details.getByText(label, { exact: true })).toBeVisible();
    }
    const balance = page.getByRole('region', { name: 'Top-up balance' });
    for (const label of ['Balance', 'Daily average (14 days)', 'Days left', 'Last adjustment'])
      await expect(balance.getByText(label, { exact: true })).toBeVisible();
    for (const name of ['Adjustment', 'Deposit', 'Deposit Request', 'Upload Invoice', 'Export CSV'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(ledger(page)).toBeVisible();
    for (const header of ['Date', 'Type', 'Booking reference', 'Amount', 'Balance', 'Amount USD', 'Balance USD', 'Receipt', 'Modified by']) {
      await expect(ledger(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await checkA11y(page);

    await page.getByRole('radio', { name: 'By booking date' }).check();
    await expect(page).toHaveURL(/basis=booking_date/);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'By booking date' })).toBeChecked();
    // The deposits only: a small file, downloaded at once (e2e/background-export.spec.ts takes the whole ledger, which
    // it makes larger than the background threshold).
    await page.getByLabel('Operation').selectOption('deposit');
    await expect(page).toHaveURL(/operation=deposit/);
    await expect(ledger(page).locator('tbody tr').filter({ hasNotText: 'Deposit' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('topup-ledger-andaman-sea-ferries.csv');

    await pickSupplier(page, INVOICE_SUPPLIER);
    const summary = page.getByRole('region', { name: 'Invoices summary' });
    await expect(summary).toContainText('Unpaid invoices');
    await expect(summary).toContainText('Next cycle ends');
    const cycles = page.getByRole('table', { name: `Payment cycles of ${INVOICE_SUPPLIER}` });
    await expect(cycles).toBeVisible();
    for (const header of ['Period', 'Amount', 'USD', 'Status', 'Invoice number', 'Invoice amount', 'Paygate', 'Modified by', 'Note']) {
      await expect(cycles.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(cycles.locator('tbody tr').first()).toContainText('VND');
    await expect(page.getByRole('button', { name: 'Adjustment' })).toHaveCount(0);
    await checkA11y(page);
  });

  test("every invoice says why its assignee holds it; an action on an older version shows the other person's change", async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [finops, supplymgr] = await Promise.all([api(request, 'finops'), api(request, 'supplymgr')]);
    const supplierId = await supplierIdOf(admin, USD_SUPPLIER);
    const [ccoId, finadminId] = await Promise.all(['cco', 'finadmin'].map((name) => userIdOf(admin, name)));
    const invoice = await uploadRangeInvoice(finops, supplierId, 3, ccoId);
    const approvedAtUpload = await uploadRangeInvoice(finops, supplierId, 1, ccoId);
    expect(approvedAtUpload.state).toBe('approved');

    await login(page, 'finadmin');
    await openInvoices(page, supplierId, invoice.invoiceNumber);
    await expect(invoiceRow(page, invoice.invoiceNumber)).toContainText('Chosen by Fiona Finops at upload as an approver of gap level 3.');
    await expect(invoiceRow(page, approvedAtUpload.invoiceNumber)).toContainText(
      'No assignee needed: Fiona Finops may approve gap level 1 and approved it at upload.',
    );
    await checkA11y(page);

    await actionButton(page, 'Reject', invoice.invoiceNumber).click();
    const dialog = page.getByRole('dialog', { name: `Reject invoice ${invoice.invoiceNumber}` });
    await dialog.getByLabel(/^Notes/).fill('Wrong rates');
    // Meanwhile the supply manager hands it to finance-admin.
    const assigned = await supplymgr.request('POST', `/v2/supplier/invoice/${invoice.id}/action`, {
      data: { action: 'assign', assignee: finadminId, notes: 'Over to finance', version: 1 },
      headers: idempotent(),
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Reject', exact: true }).click();
    const notice = dialog.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
    await expect(notice.getByRole('cell', { name: 'Over to finance' })).toBeVisible();
    await expect(notice.getByRole('cell', { name: 'Simon Supply' }).first()).toBeVisible();
    await checkA11y(page);
    await notice.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(dialog).toBeHidden();
    await expect(invoiceRow(page, invoice.invoiceNumber)).toContainText('Assigned by Simon Supply: Over to finance');
    await expect(invoiceRow(page, invoice.invoiceNumber)).toContainText('Pending approval');
  });
});
