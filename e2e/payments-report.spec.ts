import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { api, checkA11y, createDemoBooking, expectToast, inDays, login, type ApiClient, expect, test } from './support';

const TOPUP_SUPPLIER = 'Andaman Sea Ferries';

interface TopupRow {
  supplierId: string;
  supplierName: string;
  currency: string;
  balance: string;
  avgDailyCost: string;
  daysLeft: number | null;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const dataRows = (table: Locator) => table.locator('tbody tr');

/** The demo top-up supplier's overview row, with the balances as of `untilDate`. */
async function topupRow(admin: ApiClient, untilDate: string): Promise<TopupRow> {
  const page = await admin.get<{ data: TopupRow[] }>('/payments-report/overview/topup', { supplier: TOPUP_SUPPLIER, untilDate });
  const row = page.data.find((r) => r.supplierName === TOPUP_SUPPLIER);
  if (!row) throw new Error(`${TOPUP_SUPPLIER} is not in the top-up overview`);
  return row;
}

/** A signed adjustment of the supplier's top-up balance (append-only: undone by the opposite adjustment). */
async function adjust(admin: ApiClient, row: TopupRow, amount: string, note: string) {
  const response = await admin.request('POST', `/v2/supplier/${row.supplierId}/topup`, {
    data: { type: 'adjustment', amount, currency: row.currency, adjustmentType: 'cash', adjustmentDate: inDays(0), note },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Unique per run, so the spec reruns on the same database. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function paymentStatus(admin: ApiClient, reference: string): Promise<string> {
  const page = await admin.get<{ data: { status: string }[] }>('/payments', { reference });
  return page.data[0].status;
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

test.describe('payments report', () => {
  test('overview: the boxes, both modes with their filters in the URL, and the CSV', async ({ page }) => {
    await login(page, 'admin', { at: '/payments-report' });
    await expect(page.getByRole('heading', { name: 'Payments report', level: 1 })).toBeVisible();
    for (const name of ['Overview', 'Reports', 'Invoices', 'Supplier', 'Accrued Supplier Cost', 'Invoice Gaps Report'])
      await expect(tab(page, name)).toBeVisible();
    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');

    const totals = page.getByRole('region', { name: 'Overview totals' });
    for (const label of ['Total top-up balance', 'Invoices to pay', 'Top-up suppliers', 'End-of-month suppliers', 'Open invoices'])
      await expect(totals.getByText(label)).toBeVisible();
    await expect(totals.getByText(/USD$/).first()).toBeVisible();

    const topups = page.getByRole('table', { name: 'Top-up suppliers' });
    await expect(topups.getByRole('row', { name: new RegExp(TOPUP_SUPPLIER) })).toBeVisible();
    for (const header of [
      'Supplier',
      'Special deal',
      'Country',
      'Balance',
      'USD balance',
      'Avg. daily cost (14 days)',
      'Days left',
      'Deposit request',
      'Paygate',
      'Business owner',
      'Calculation basis',
      'Balance by booking date',
      'USD balance by booking date',
      'Last adjustment',
    ]) {
      await expect(topups.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Until date')).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Supplier name').fill('Andaman');
    await expect(page).toHaveURL(/supplier=Andaman/);
    await expect(dataRows(topups)).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('overview-topup.csv');

    // Invoice mode: its own filters and table; the shared supplier filter stays.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('group', { name: 'Mode' }).getByText('Invoice', { exact: true }).click();
    await expect(page).toHaveURL(/mode=invoice/);
    const cycles = page.getByRole('table', { name: 'Invoice suppliers by cycle' });
    await expect(dataRows(cycles).first()).toBeVisible();
    for (const header of ['Supplier', 'Country', 'Cycle', 'Period', 'Cycle cost', 'Cycle cost USD', 'Status'])
      await expect(cycles.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await expect(page.getByLabel('Until date')).toHaveCount(0);
    await page.getByLabel('Payment cycle').selectOption('monthly');
    await expect(page).toHaveURL(/cycle=monthly/);
    await expect(page.getByLabel('Period', { exact: true })).toBeEnabled();
    await expect(cycles.getByRole('cell', { name: 'Monthly', exact: true }).first()).toBeVisible();
    await expect(cycles.getByRole('button', { name: /^Reconcile / }).first()).toBeVisible();
    await checkA11y(page);

    const invoiceCsv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await invoiceCsv).suggestedFilename()).toBe('overview-invoice.csv');

    // A reload keeps the tab, the mode and the filters.
    await page.reload();
    await expect(page.getByLabel('Payment cycle')).toHaveValue('monthly');
    await expect(page.getByRole('radio', { name: 'Invoice' })).toBeChecked();

    // Upload Payments: nothing given is refused with the spec's message.
    await page.getByRole('button', { name: 'Upload Payments' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Payments' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText('You need to provide at least one payment')).toBeVisible();
    await checkA11y(page);
    await upload.getByRole('button', { name: 'Abort' }).click();
    await expect(upload).toHaveCount(0);
  });

  test('overview: days left of 7 or fewer is a red row, and Topup opens the deposit-request modal', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    // A "today" whose 14-day window has cost, so days left is a number.
    let untilDate = inDays(0);
    let row = await topupRow(admin, untilDate);
    for (const days of [1, 30, 60, 90]) {
      if (Number(row.avgDailyCost) > 0) break;
      untilDate = inDays(days);
      row = await topupRow(admin, untilDate);
    }
    expect(Number(row.avgDailyCost), 'the demo top-up supplier has cost in a 14-day window').toBeGreaterThan(0);
    // Balance 0 means 0 days left; the opposite adjustment puts the balance back afterwards.
    const restore = row.balance;
    if (Number(restore) !== 0) await adjust(admin, row, negate(restore), 'e2e: empty the balance');
    try {
      await login(page, 'admin', { at: `/payments-report?tab=overview&supplier=Andaman&untilDate=${untilDate}` });
      const line = page.getByRole('table', { name: 'Top-up suppliers' }).getByRole('row', { name: new RegExp(TOPUP_SUPPLIER) });
      await expect(line).toBeVisible();
      await expect(line.getByText('(7 days or fewer left)')).toBeAttached();
      // The whole row is red (its cells' text too), not only the days-left cell.
      await expect.poll(() => line.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(/^(rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\))$/);
      await checkA11y(page);

      await line.getByRole('button', { name: `Topup ${TOPUP_SUPPLIER}` }).click();
      const modal = page.getByRole('dialog', { name: `Deposit request: ${TOPUP_SUPPLIER}` });
      await expect(modal).toBeVisible();
      await expect(modal.getByLabel('Amount')).toBeVisible();
      await expect(modal.getByLabel('Due date')).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Send request' })).toBeVisible();
      await checkA11y(page);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
    } finally {
      if (Number(restore) !== 0) await adjust(admin, row, restore, 'e2e: put the balance back');
    }
  });

  test('overview: Upload Payments marks pasted references or a CSV file paid, all or none', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const passenger = () => ({ firstName: 'Uma', lastName: 'Upload', email: `uma.${stamp()}@example.com` });
    const pasted = await createDemoBooking(admin, { passenger: passenger() });
    const filed = await createDemoBooking(admin, { passenger: passenger() });
    expect(await paymentStatus(admin, pasted.reference)).toBe('unpaid');

    await login(page, 'admin', { at: '/payments-report?tab=overview' });
    await page.getByRole('button', { name: 'Upload Payments' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Payments' });
    const references = upload.getByLabel('Or paste booking references');
    await expect(references).toBeVisible();
    await checkA11y(page);

    // An unknown reference refuses the whole upload: nothing is marked, the modal stays open.
    await references.fill(`${pasted.reference}, NOPE-${stamp()}`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'One or more payments have not been marked as paid');
    await expect(upload).toBeVisible();
    expect(await paymentStatus(admin, pasted.reference)).toBe('unpaid');

    await references.fill(pasted.reference);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Payments marked as paid', '1 payment');
    await expect(upload).toHaveCount(0);
    expect(await paymentStatus(admin, pasted.reference)).toBe('paid');

    // A CSV file with a bookingReference column.
    await page.getByRole('button', { name: 'Upload Payments' }).click();
    await upload
      .getByLabel('CSV file')
      .setInputFiles({ name: 'payments.csv', mimeType: 'text/csv', buffer: Buffer.from(`bookingReference,amount\r\n${filed.reference},10.00\r\n`) });
    await expect(references).toBeDisabled();
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload).toHaveCount(0);
    await expect.poll(() => paymentStatus(admin, filed.reference)).toBe('paid');
  });

  test('reports: dates and supplier, every column, totals per currency, the CSV, and a search by reference', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const from = inDays(-30);
    const to = inDays(0);
    const report = await admin.get<{ data: { bookingReference: string }[]; meta: { total: number }; totals: { currency: string; total: string }[] }>(
      '/payments-report/reports',
      { from, to },
    );
    expect(report.meta.total, 'the demo data has supplier transactions in the last 30 days').toBeGreaterThan(0);

    await login(page, 'admin', { at: '/payments-report?tab=reports' });
    await expect(tab(page, 'Reports')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No report yet')).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect(page.getByRole('combobox', { name: 'Supplier', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));

    const table = page.getByRole('table', { name: 'Supplier transactions' });
    await expect(dataRows(table).first()).toBeVisible();
    for (const header of [
      'Booking reference',
      'Supplier booking ID',
      'Booking code',
      'Effective date',
      'Transaction date',
      'Departure date',
      'Route',
      'Status',
      'Passenger name',
      'Tickets',
      'Cost',
      'Currency',
    ]) {
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const totals = page.getByRole('table', { name: 'Totals per currency' });
    await expect(dataRows(totals)).toHaveCount(report.totals.length);
    await expect(totals.getByRole('cell', { name: report.totals[0].currency, exact: true })).toBeVisible();
    if (report.meta.total >= 20) await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await checkA11y(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('report.csv');
    const csv = (await readFile(await file.path())).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(report.data[0].bookingReference);

    // By booking reference: that booking's postings only.
    const reference = report.data[0].bookingReference;
    await page.getByLabel('Booking reference', { exact: true }).fill(reference);
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(page).toHaveURL(new RegExp(`bookingReference=${reference}`));
    // The unfiltered report's first row is that booking too, so wait until every row is.
    await expect.poll(async () => new Set(await table.locator('tbody tr td:first-child').allTextContents())).toEqual(new Set([reference]));
  });

  test("agent: the Reports tab only, and only the agent's own company", async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const agent = await api(request, 'agent');
    const from = inDays(-30);
    const to = inDays(0);
    // A posting of another supplier: the agent's search by its reference finds nothing.
    const all = await admin.get<{ data: { bookingReference: string; currency: string }[] }>('/payments-report/reports', { from, to, limit: 100 });
    const own = await agent.get<{ data: { bookingReference: string }[]; totals: { currency: string }[] }>('/payments-report/reports', { from, to, limit: 100 });
    const ownRefs = new Set(own.data.map((r) => r.bookingReference));
    const foreign = all.data.find((r) => !ownRefs.has(r.bookingReference));
    expect(foreign, 'the demo data has postings of other suppliers').toBeDefined();

    await login(page, 'agent', { at: '/payments-report?tab=overview' });
    await expect(page.getByRole('tab')).toHaveCount(1);
    await expect(tab(page, 'Reports')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=reports/);
    await expect(page.getByRole('combobox', { name: 'Supplier', exact: true })).toHaveCount(0);
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Create Report' }).click();
    const table = page.getByRole('table', { name: 'Supplier transactions' });
    if (own.data.length > 0) {
      await expect(dataRows(table).first()).toBeVisible();
      const totals = page.getByRole('table', { name: 'Totals per currency' });
      await expect(dataRows(totals)).toHaveCount(own.totals.length);
    } else {
      await expect(page.getByText('No supplier transactions found')).toBeVisible();
    }
    await checkA11y(page);

    await page.getByLabel('Booking reference', { exact: true }).fill(foreign!.bookingReference);
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(page.getByText('No supplier transactions found')).toBeVisible();
  });

  test('accrued supplier cost: the report, the past year CSV and the breakdown modal with its CSV', async ({ page }) => {
    await login(page, 'admin', { at: '/payments-report?tab=accrued' });
    await expect(tab(page, 'Accrued Supplier Cost')).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'About the accrued report' }).click();
    await expect(page.getByText(/Transactions whose approval date is in the future count as unpaid/)).toBeVisible();
    await page.keyboard.press('Escape');

    const pastYear = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Accrued for Past Year' }).click();
    expect((await pastYear).suggestedFilename()).toBe('accrued-past-year.csv');

    await page.getByLabel('From', { exact: true }).fill(inDays(-60));
    await page.getByLabel('To', { exact: true }).fill(inDays(0));
    await page.getByRole('button', { name: 'Create Report' }).click();
    const table = page.getByRole('table', { name: 'Accrued supplier cost' });
    await expect(dataRows(table).first()).toBeVisible();
    await expect(page.getByText(/Suppliers fetched: \d+ of \d+ expected/)).toBeVisible();
    // Top-up suppliers are deducted: their cost is prepaid.
    await expect(table.getByRole('cell', { name: TOPUP_SUPPLIER })).toHaveCount(0);
    await checkA11y(page);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await csv).suggestedFilename()).toBe('accrued.csv');

    const first = dataRows(table).first();
    const supplier = (await first.getByRole('cell').first().textContent())!.trim();
    await first.getByRole('button', { name: /^Breakdown of / }).click();
    const modal = page.getByRole('dialog', { name: `Accrued breakdown: ${supplier}` });
    const breakdown = modal.getByRole('table', { name: 'Accrued transactions' });
    await expect(dataRows(breakdown).first()).toBeVisible();
    for (const header of ['Booking reference', 'Transaction date', 'Effective date', 'Cost', 'Cost (USD)'])
      await expect(breakdown.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await checkA11y(page);
    const breakdownCsv = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Export CSV' }).click();
    expect((await breakdownCsv).suggestedFilename()).toMatch(/^accrued-breakdown-.*\.csv$/);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);

    await page.getByLabel('Supplier name').fill(supplier.slice(0, 6));
    await expect(page).toHaveURL(/supplierName=/);
    await expect(dataRows(table).first().getByRole('cell').first()).toHaveText(supplier);
  });

  test('invoice gaps: per supplier since 1 January, the supplier filter, the CSV and the breakdown', async ({ page }) => {
    await login(page, 'admin', { at: '/payments-report?tab=gaps' });
    await expect(tab(page, 'Invoice Gaps Report')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`Invoices since 1 Jan ${new Date().getFullYear()}.`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Invoice gaps by supplier' });
    await expect(dataRows(table).first()).toBeVisible();
    for (const header of ['Supplier', 'Currency', 'Invoices', 'Invoice amount', 'Farebox amount', 'Gap', 'Gap (USD)', 'Highest gap level'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await checkA11y(page);

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await csv).suggestedFilename()).toBe('invoice-gaps.csv');

    const supplier = (await dataRows(table).first().getByRole('cell').first().textContent())!.trim();
    await page.getByRole('combobox', { name: 'Supplier', exact: true }).selectOption({ label: supplier });
    await expect(page).toHaveURL(/supplierId=/);
    await expect(dataRows(table).first().getByRole('cell').first()).toHaveText(supplier);

    await dataRows(table)
      .first()
      .getByRole('button', { name: /^Breakdown of / })
      .click();
    const modal = page.getByRole('dialog', { name: `Invoice gaps: ${supplier}` });
    const invoices = modal.getByRole('table', { name: 'Invoices with their gaps' });
    await expect(dataRows(invoices).first()).toBeVisible();
    for (const header of ['Invoice number', 'Invoice amount', 'Farebox amount', 'Gap', 'Gap %', 'Gap level'])
      await expect(invoices.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });
});
