import { randomUUID } from 'node:crypto';
import { checkA11y, expect, expectToast, login, test } from './support';

const SLACK_URL = process.env.E2E_SLACK_URL ?? 'http://127.0.0.1:4160';
/** Demo booking 1 (apps/api/src/seed/bookings.seed.ts): its visitor has the seeded user events. */
const BOOKING_1 = '00000000-0000-4000-8000-b10000000001';

async function slackTexts(channel: string): Promise<string[]> {
  const res = await fetch(`${SLACK_URL}/_simulator/messages?channel=${encodeURIComponent(channel)}`);
  return ((await res.json()) as { messages: { text: string }[] }).messages.map((m) => m.text);
}

test.describe('monitoring', () => {
  test('a full admin creates an item, runs it now (posted to Slack, in its last runs), edits its query, pauses and deletes it', async ({ page }) => {
    const name = `Checkouts ${randomUUID().slice(0, 6)}`;
    const channel = `#e2e-${randomUUID().slice(0, 8)}`;
    await login(page, 'admin', { at: '/monitoring' });
    await expect(page.getByRole('tab', { name: 'Items', selected: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Monitoring items' }).getByText('Bookings per day')).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Create item' }).click();
    const modal = page.getByRole('dialog', { name: 'Create monitoring item' });
    await modal.getByLabel(/^Name/).fill('x');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Enter 2 to 50 characters.')).toBeVisible();
    await expect(modal.getByText('This field is required.')).toHaveCount(3);
    await modal.getByLabel(/^Name/).fill(name);
    await modal.getByLabel(/^Query/).fill("SELECT name, count(*) AS events FROM monitoring.user_events WHERE name = 'checkout_started' GROUP BY name");
    await modal.getByLabel(/^Output type/).selectOption('tables');
    await modal.getByLabel(/^Output format/).selectOption('csv');
    await modal.getByLabel(/^Slack channel/).fill(channel);
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'Monitoring item created', name);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Not run yet');
    await row.getByRole('button', { name: `Actions of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Run now' }).click();
    await expectToast(page, 'Run finished', `${name}: 1 row, 1 Slack message`);
    await expect(row).toContainText('Succeeded · 1 row · 1 Slack message · run now');
    const posted = await slackTexts(channel);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain(`*${name}*: 1 row`);
    expect(posted[0]).toMatch(/name,events\ncheckout_started,\d+/);

    await row.getByRole('button', { name: `Actions of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit query' }).click();
    const editQuery = page.getByRole('dialog', { name: 'Edit query' });
    await expect(editQuery.getByLabel(/^Name/)).toHaveCount(0);
    await editQuery.getByLabel(/^Query/).fill('SELECT count(*) AS events FROM monitoring.user_events');
    await editQuery.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Monitoring item updated', name);

    await row.getByRole('button', { name: `Actions of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await expectToast(page, 'Monitoring item paused', name);
    await expect(row).toContainText('Paused');

    await row.getByRole('button', { name: `Actions of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete monitoring item?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Monitoring item deleted', name);
    await expect(row).toHaveCount(0);
  });

  test("the booking view's visitor link opens that visitor's user events, filtered in the URL", async ({ page }) => {
    await login(page, 'admin', { at: `/bookings?view=${BOOKING_1}` });
    await page.getByRole('link', { name: 'visitor-1', exact: true }).click();
    await expect(page).toHaveURL(/\/monitoring\?visitorId=visitor-1&fromDate=\d{4}-\d{2}-\d{2}&toDate=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('tab', { name: 'User events', selected: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Visitor ID: visitor-1');
    const events = page.getByRole('table', { name: 'User events' });
    await expect(events.getByRole('row')).toHaveCount(6);
    await expect(events.getByRole('row').nth(1)).toContainText('booking_completed');
    await expect(events).not.toContainText('visitor-2');
    await checkA11y(page);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filter user events' });
    await filters.getByLabel('Event name').fill('search');
    await filters.getByLabel('Property').fill('page=/search');
    await checkA11y(page);
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/name=search/);
    await expect(events.getByRole('row')).toHaveCount(2);
    await expect(events).toContainText('"results":6');
  });
});
