import type { Page } from '@playwright/test';
import { api, checkA11y, db, demoProducts, expectToast, inDays, login, expect, test } from './support';

const LINE = 'Hanoi – Da Nang Sleeper Bus';
/** The seeded sleeper bus leaves Hanoi at 17:00 on Sundays, Mondays, Wednesdays and Fridays. */
const SERVICE_DAYS = [0, 1, 3, 5];

/** A service day at least `days` ahead, inside the seeded trip window and away from the dates other specs book on. */
function serviceDate(days: number): string {
  for (let d = days; ; d++) {
    const date = inDays(d);
    if (SERVICE_DAYS.includes(new Date(`${date}T12:00:00Z`).getUTCDay())) return date;
  }
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('line prices tab', () => {
  test.describe.configure({ timeout: 120_000 });

  test('edit a price by markup, add a price rule, each previewed on future trips before saving, and product search answers the rule price', async ({
    page,
    request,
  }) => {
    const admin = await api(request, 'admin');
    const date = serviceDate(45);
    const [before] = (await demoProducts(admin, 'Hanoi', 'Da Nang', date)).filter((p) => p.denomination === LINE);
    expect(before.departures.length).toBeGreaterThan(0);

    await login(page, 'admin', { at: `/lines/edit/${before.id}` });
    await page.getByRole('tab', { name: 'Prices' }).click();
    const prices = page.getByRole('form', { name: 'Prices' });
    await expect(prices.getByText('VND', { exact: true })).toBeVisible();
    await checkA11y(page);

    // By markup: the price follows cost x (1 + markup / 100).
    await expect(field(page, 'Child: set by markup')).toBeChecked();
    await field(page, 'Child cost \\(VND\\)').fill('350000');
    await field(page, 'Child markup \\(%\\)').fill('25');
    await expect(field(page, 'Child price \\(VND\\)')).toHaveValue('437500.00');
    // A negative cost is refused with the spec's rule before anything is sent.
    await field(page, 'Adult cost \\(VND\\)').fill('-1');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect(page.getByText('Value should be greater or equal 0')).toBeVisible();
    await field(page, 'Adult cost \\(VND\\)').fill('450000');
    await page.getByRole('button', { name: 'Save prices' }).click();

    // Before saving, the server's dry run says what the change does: every future trip changes price (the children's;
    // the adults' stays 540000), with the first departures as examples; bookings keep their price.
    const future = await db.one<{ n: number; first: string }>(
      `SELECT (SELECT count(*)::int FROM trip WHERE line_id = $1 AND departure_at > now()) AS n,
              (SELECT to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD HH24:MI') FROM trip
                WHERE line_id = $1 AND departure_at > now() ORDER BY departure_at, id LIMIT 1) AS first`,
      [before.id],
    );
    const savePreview = page.getByRole('dialog', { name: 'Save the prices?' });
    await expect(savePreview.getByText(`${future!.n} future trips change price.`)).toBeVisible();
    await expect(savePreview.getByText(/Bookings already made keep the price they were made at/)).toBeVisible();
    const firstExample = savePreview
      .getByRole('table', { name: /^First 5 of \d+ trips$/ })
      .getByRole('row')
      .nth(1);
    await expect(firstExample.getByRole('cell').first()).toHaveText(future!.first);
    await expect(firstExample).toContainText(/Child: .+ → 437500\.00 VND/);
    await checkA11y(page);
    await savePreview.getByRole('button', { name: 'Save prices' }).click();
    await expectToast(page, 'Prices saved');

    // Add Rule opens the form; the rule prices the 17:00 departure of one date.
    // The save gives the line a new version and the editor reloads it: Add Rule once that is done.
    const ruleForm = page.getByRole('form', { name: 'New rule' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Add Rule' }).click({ timeout: 2_000 });
      await expect(ruleForm).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await ruleForm.getByLabel('Departure times').fill('17:00');
    await ruleForm.getByLabel('Start date').fill(date);
    await ruleForm.getByLabel('End date').fill(date);
    await ruleForm.getByRole('button', { name: 'Add passenger type' }).click();
    await ruleForm.getByLabel('Passenger type 1').selectOption('Adult');
    await field(page, 'Price \\(VND\\)').fill('400000');
    await checkA11y(page);
    await ruleForm.getByRole('button', { name: 'Add this rule' }).click();
    const addPreview = page.getByRole('dialog', { name: 'Add the rule?' });
    await expect(addPreview.getByText('1 future trip changes price.')).toBeVisible();
    await expect(addPreview.getByRole('row').nth(1)).toContainText(`${date} 17:00`);
    await expect(addPreview.getByRole('row').nth(1)).toContainText('Adult: 540000.00 VND → 400000.00 VND');
    await addPreview.getByRole('button', { name: 'Add rule' }).click();
    await expectToast(page, 'Price rule added', '400000.00 VND');
    const rules = page.getByRole('table', { name: 'Price rules' });
    const row = rules
      .getByRole('row')
      .filter({ hasText: '400000.00 VND' })
      .filter({ hasText: `${date} to ${date}` });
    await expect(row).toHaveCount(1);

    // Product search (the API the booking search screen calls): adults pay the rule's price, children the new markup price.
    const [after] = (await demoProducts(admin, 'Hanoi', 'Da Nang', date)).filter((p) => p.denomination === LINE);
    const departure = (
      after as unknown as { departures: { timezone: string; departureAt: string; prices: { passengerType: string; amount: string }[] }[] }
    ).departures.find(
      (d) => new Intl.DateTimeFormat('en-GB', { timeZone: d.timezone, hour: '2-digit', minute: '2-digit' }).format(new Date(d.departureAt)) === '17:00',
    )!;
    expect(Object.fromEntries(departure.prices.map((p) => [p.passengerType, p.amount]))).toEqual({ Adult: '400000.00', Child: '437500.00' });

    // Delete asks first; afterwards search answers the line's price again.
    await row.getByRole('button', { name: /^Delete rule/ }).click();
    await expect(page.getByRole('dialog', { name: 'Delete rule?' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delete rule?' }).getByText('1 future trip changes price.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delete rule?' })).toContainText('Adult: 400000.00 VND → 540000.00 VND');
    await checkA11y(page);
    await page.getByRole('dialog', { name: 'Delete rule?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Price rule deleted');
    await expect(row).toHaveCount(0);
    const [restored] = (await demoProducts(admin, 'Hanoi', 'Da Nang', date)).filter((p) => p.denomination === LINE);
    const adult = (restored as unknown as { departures: { prices: { passengerType: string; amount: string }[] }[] }).departures[0].prices.find(
      (p) => p.passengerType === 'Adult',
    )!;
    expect(adult.amount).toBe('540000.00');
  });
});
