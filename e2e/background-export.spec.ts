import { checkA11y, db, downloadedLines, expect, login, test } from './support';

/** Above the Reports tab's threshold (10,000 rows on screen) the CSV is written in the background. */
const ROWS = 25_000;
const FROM = '2015-01-01';
const TO = '2015-12-31';
/** The demo's top-up supplier: the rows go to its ledger, which the second test exports whole. */
const TOPUP_SUPPLIER = 'Andaman Sea Ferries';

test.describe('background export', () => {
  // The ledger is append-only: the rows stay, and a second run adds none (same posting keys), in a year nothing else uses.
  test.beforeAll(async () => {
    const [{ id: supplierId }] = await db.query<{ id: string }>(`SELECT id FROM company WHERE name = $1`, [TOPUP_SUPPLIER]);
    await db.query(
      `INSERT INTO supplier_transaction (company_id, posting_key, kind, booking_reference, amount, currency, amount_usd, booking_date, departure_date, effective_date, route, passenger_name)
       SELECT $1, 'e2e-background:' || g, 'booking', 'FBE' || lpad(g::text, 7, '0'), 10.5, 'THB', 1, timestamptz '2015-01-01' + g * interval '10 minutes',
              timestamptz '2015-06-01', date '2015-06-01', 'Background Route', 'Passenger ' || g
         FROM generate_series(1, $2::int) g
       ON CONFLICT (posting_key) DO NOTHING`,
      [supplierId, ROWS],
    );
  });

  test('the Reports tab above the threshold shows the progress, then a link to the whole file', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/payments-report?tab=reports');
    await page.getByLabel('From', { exact: true }).fill(FROM);
    await page.getByLabel('To', { exact: true }).fill(TO);
    await page.getByRole('button', { name: 'Create Report' }).click();
    await expect(page.getByRole('table', { name: 'Supplier transactions' }).locator('tbody tr').first()).toBeVisible();

    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByRole('progressbar', { name: 'Preparing the file in the background…' })).toBeVisible();
    const link = page.getByRole('link', { name: /^Download supplier-transactions-.*\.csv/ });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(link).toContainText(`${ROWS.toLocaleString('en-US')} rows`);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await checkA11y(page);

    const { filename, lines } = await downloadedLines(page, () => link.click());
    expect(filename).toMatch(/^supplier-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0].startsWith('\uFEFFBooking reference,')).toBe(true);
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((line) => line.slice(0, 10))).size).toBe(ROWS);
  });

  test("the Supplier tab's Export CSV of a ledger above the threshold runs in the background too", async ({ page }) => {
    const [{ id }] = await db.query<{ id: string }>(`SELECT id FROM company WHERE name = $1`, [TOPUP_SUPPLIER]);
    await login(page, 'admin', { at: `/payments-report?tab=supplier&supplierId=${id}` });
    const entries = page.getByText(/^Page 1 of \d+ \(\d+ entries\)$/);
    await expect(entries).toBeVisible();
    const total = Number(/\((\d+) entries\)/.exec((await entries.textContent()) ?? '')![1]);
    expect(total).toBeGreaterThan(ROWS);

    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByRole('progressbar', { name: 'Preparing the file in the background…' })).toBeVisible();
    const link = page.getByRole('link', { name: /^Download topup-ledger-andaman-sea-ferries-\d{4}-\d{2}-\d{2}\.csv/ });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(link).toContainText(`${total.toLocaleString('en-US')} rows`);
    await checkA11y(page);

    const { lines } = await downloadedLines(page, () => link.click());
    expect(lines[0].startsWith('\uFEFFTimestamp,Type,')).toBe(true);
    expect(lines.slice(1, -1)).toHaveLength(total);
    expect(lines.filter((line) => /,FBE\d{7},/.test(line))).toHaveLength(ROWS);
  });

  test.describe('the payments list', () => {
    /** Payments created in 2014, a year nothing else uses; removed again after the test. */
    const PAYMENTS = 10_050;
    const PREFIX = 'FBX-E2E-PAY-';

    test.beforeAll(async () => {
      const [{ id: lineId, company_id: companyId }] = await db.query<{ id: string; company_id: string }>(`SELECT id, company_id FROM line ORDER BY id LIMIT 1`);
      await db.query(
        `WITH b AS (
           INSERT INTO booking (reference, company_id, line_id, departure_at, timezone, first_name, last_name, email, price_amount, created_at)
           SELECT $3 || lpad(g::text, 5, '0'), $2, $1, timestamptz '2014-08-01', 'UTC', 'Background', 'Payer ' || g, 'payer' || g || '@example.com', 12.5,
                  timestamptz '2014-01-01' + g * interval '30 minutes'
             FROM generate_series(1, $4::int) g
           RETURNING id, company_id, created_at)
         INSERT INTO booking_payment (booking_id, company_id, currency, supplier_currency, created_at, updated_at)
         SELECT id, company_id, 'USD', 'USD', created_at, created_at FROM b`,
        [lineId, companyId, PREFIX, PAYMENTS],
      );
    });

    test.afterAll(async () => {
      await db.query(`DELETE FROM booking WHERE reference LIKE $1`, [`${PREFIX}%`]);
    });

    test('Download CSV above the threshold runs in the background and gives every payment of the filters', async ({ page }) => {
      await login(page, 'admin', { at: '/payments?from=2014-01-01&to=2014-12-31' });
      await expect(page.getByRole('link', { name: `Open payment ${PREFIX}${String(PAYMENTS).padStart(5, '0')}` })).toBeVisible();
      await expect(page.getByRole('button', { name: `Page ${Math.ceil(PAYMENTS / 20)}`, exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Download CSV' }).click();
      await expect(page.getByRole('progressbar', { name: 'Preparing the file in the background…' })).toBeVisible();
      const link = page.getByRole('link', { name: /^Download payments\.csv/ });
      await expect(link).toBeVisible({ timeout: 60_000 });
      await expect(link).toContainText(`${PAYMENTS.toLocaleString('en-US')} rows`);
      await checkA11y(page);

      const { lines } = await downloadedLines(page, () => link.click());
      expect(lines[0].startsWith('Payment ID,Booking reference,')).toBe(true);
      const references = lines.slice(1, -1).map((line) => line.split(',')[1]);
      expect(references).toHaveLength(PAYMENTS);
      expect(new Set(references).size).toBe(PAYMENTS);
      // The list's order: newest first.
      expect(references[0]).toBe(`${PREFIX}${String(PAYMENTS).padStart(5, '0')}`);
      expect(references.every((r) => r.startsWith(PREFIX))).toBe(true);
    });
  });
});
