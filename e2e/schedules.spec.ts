import type { Page } from '@playwright/test';
import { api, checkA11y, createDemoBooking, db, demoLineId, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The browser's local date `days` from today, YYYY-MM-DD (the calendar opens on today's month). */
function localDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function openSchedules(page: Page, id: string) {
  await page.goto(`/lines/edit/${id}`);
  await page.getByRole('tab', { name: 'Schedules' }).click();
}

/** The section of one direction (its heading names both stations), holding its events table and calendar. */
const direction = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('line schedules', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an event with weekdays and a date range appears on the calendar, and one date is marked fully booked', async ({ page }) => {
    const title = `E2E Sunrise ${Date.now()}`;
    // From the day after tomorrow: the line's cities are up to a day ahead of the browser's clock, where 06:05 of
    // tomorrow may already be gone.
    const skipped = new Date(`${localDate(4)}T00:00:00`).getDay();
    await login(page, 'admin');
    await openSchedules(page, await demoLineId('Hanoi – Da Nang Sleeper Bus'));
    const aToB = direction(page, /→/).first();
    await aToB.getByRole('button', { name: 'Add event' }).click();
    const modal = page.getByRole('dialog', { name: 'New event' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await field(page, 'Title').fill(title);
    await field(page, 'Start').fill('06:05');
    await field(page, 'Duration \\(minutes\\)').fill('95');
    await expect(modal.getByText('07:40')).toBeVisible();
    await modal.getByRole('checkbox', { name: WEEKDAYS[skipped], exact: true }).uncheck();
    await field(page, 'Range 1 start').fill(localDate(2));
    await field(page, 'Range 1 end \\(optional\\)').fill(localDate(5));
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Preview changes' }).click();
    await expect(modal.getByRole('region', { name: 'Change preview' })).toContainText('create 3 trips');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event created', title);

    const calendarName = /calendar$/;
    const calendar = page.getByRole('region', { name: calendarName }).first();
    const entries = calendar.getByRole('button').filter({ hasText: title });
    await expect(entries).toHaveCount(3);
    await expect(calendar.locator(`[data-date="${localDate(4)}"]`).getByText(title)).toHaveCount(0);
    await checkA11y(page);

    await entries.first().click();
    const trip = page.getByRole('dialog', { name: title });
    await expect(trip.getByText('On sale')).toBeVisible();
    await trip.getByRole('button', { name: 'Mark fully booked' }).click();
    await expectToast(page, 'Date marked fully booked');
    await expect(calendar.getByRole('button').filter({ hasText: `${title} (fully booked)` })).toHaveCount(1);
    const blocked = await db.query<{ n: string }>(`SELECT count(*) AS n FROM trip t JOIN line_event e ON e.id = t.event_id WHERE e.title = $1 AND t.blocked`, [
      title,
    ]);
    expect(Number(blocked[0].n)).toBe(1);
  });

  test('a cross-day event is drawn split at 11:59 PM and continued the next day', async ({ page }) => {
    const title = `E2E Night ${Date.now()}`;
    await login(page, 'admin');
    await openSchedules(page, await demoLineId('Bangkok – Chiang Mai Special Express 9'));
    await direction(page, /→/).first().getByRole('button', { name: 'Add event' }).click();
    const modal = page.getByRole('dialog', { name: 'New event' });
    await field(page, 'Title').fill(title);
    await field(page, 'Start').fill('22:00');
    await field(page, 'Duration \\(minutes\\)').fill('180');
    await expect(modal.getByRole('note')).toContainText('split at 11:59 PM');
    await field(page, 'Range 1 start').fill(localDate(1));
    await field(page, 'Range 1 end \\(optional\\)').fill(localDate(2));
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event created', title);
    const calendar = page.getByRole('region', { name: /calendar$/ }).first();
    // Day 1: departure to 11:59 PM; day 2: the continuation from 00:00 and that day's own departure.
    await expect(
      calendar
        .locator(`[data-date="${localDate(1)}"]`)
        .getByRole('button')
        .filter({ hasText: title }),
    ).toHaveText([/22:00.*23:59/]);
    await expect(
      calendar
        .locator(`[data-date="${localDate(2)}"]`)
        .getByRole('button')
        .filter({ hasText: `${title} (continued)` }),
    ).toHaveText([/00:00.*01:00/]);
    await checkA11y(page);
  });

  test('a multi-station stop with an offset joins the list between the primary stations', async ({ page }) => {
    await login(page, 'admin');
    await openSchedules(page, await demoLineId('Hanoi – Da Nang Sleeper Bus'));
    const stations = page.getByRole('region', { name: /^Multi-stations .*→/ }).first();
    await expect(stations.getByRole('row')).toHaveCount(3);
    await stations.getByRole('button', { name: 'Add stop' }).click();
    const modal = page.getByRole('dialog', { name: 'Add stop' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await field(page, 'Find city').fill('Hanoi');
    await field(page, 'City').selectOption({ label: 'Hanoi, Vietnam' });
    await field(page, 'Station').selectOption({ label: 'Giap Bat Bus Station (6 Giai Phong, Hoang Mai, Hanoi)' });
    await field(page, 'Offset \\(minutes\\)').fill('35');
    await field(page, 'Price').fill('20.00');
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Station added');
    const row = stations.getByRole('row').filter({ hasText: 'Giap Bat Bus Station' });
    await expect(row).toContainText('35');
    await expect(row).toContainText('20.00');
    await expect(stations.getByRole('row').nth(2)).toContainText('Giap Bat Bus Station');

    // The primary boarding station's offset cannot be changed.
    await stations.getByRole('button', { name: /^Edit Old Quarter Office/ }).click();
    await expect(field(page, 'Offset \\(minutes\\)')).toBeDisabled();
    await checkA11y(page);
  });

  test('the change-impact preview names the booking a new start time would break, and saves nothing', async ({ page, request }) => {
    const booking = await createDemoBooking(await api(request, 'admin'), {
      passenger: { firstName: 'Pia', lastName: 'Preview', email: 'pia.preview@example.com' },
    });
    await login(page, 'admin');
    await openSchedules(page, await demoLineId('Bangkok – Chiang Mai VIP Night Bus'));
    await page.getByRole('button', { name: 'Actions for A → B 20:00' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit event' });
    await field(page, 'Start').fill('20:30');
    await modal.getByRole('button', { name: 'Preview changes' }).click();
    const preview = modal.getByRole('region', { name: 'Change preview' });
    await expect(preview.getByRole('alert')).toContainText(booking.reference);
    await expect(preview).toContainText(`affect the bookings`);
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    const unchanged = await db.one<{ departure_time: string }>(
      `SELECT departure_time::text FROM line_event WHERE title = 'A → B 20:00' AND line_id = (SELECT id FROM line WHERE denomination = $1)`,
      ['Bangkok – Chiang Mai VIP Night Bus'],
    );
    expect(unchanged?.departure_time).toBe('20:00:00');
  });

  test('the scheduler agent edits the schedule of its own line, without the full-admin actions', async ({ page }) => {
    const title = `E2E Scheduler ${Date.now()}`;
    await login(page, 'scheduler');
    await openSchedules(page, await demoLineId('Bangkok – Chiang Mai VIP Night Bus'));
    await direction(page, /→/).first().getByRole('button', { name: 'Add event' }).click();
    await field(page, 'Title').fill(title);
    await field(page, 'Range 1 start').fill(localDate(1));
    await field(page, 'Range 1 end \\(optional\\)').fill(localDate(2));
    await page.getByRole('dialog', { name: 'New event' }).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event created', title);
    await page.getByRole('button', { name: `Actions for ${title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Remove a weekday' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await checkA11y(page);
  });

  test('the cutoffs and booking window are saved with their own Save and kept after a reload', async ({ page }) => {
    await login(page, 'admin');
    await openSchedules(page, await demoLineId('Ho Chi Minh City – Da Nang Express'));
    const section = page.getByRole('form', { name: 'Cutoffs and booking window' });
    const part = (group: string, label: string) => section.getByRole('group', { name: group }).getByLabel(label, { exact: true });
    await expect(section).toBeVisible();
    await part('Book before', 'Minutes').fill('75');
    await section.getByRole('button', { name: 'Save cutoffs' }).click();
    await expect(section.getByText('Minutes must be between 0 and 59.')).toBeVisible();
    await part('Book before', 'Hours').fill('2');
    await part('Book before', 'Minutes').fill('30');
    await part('Booking window', 'Days').fill('90');
    await part('Reverse cutoff', 'Hours').fill('6');
    await checkA11y(page);
    await section.getByRole('button', { name: 'Save cutoffs' }).click();
    await expectToast(page, 'Cutoffs saved');

    await page.reload();
    await page.getByRole('tab', { name: 'Schedules' }).click();
    await expect(part('Book before', 'Hours')).toHaveValue('2');
    await expect(part('Book before', 'Minutes')).toHaveValue('30');
    await expect(part('Book before', 'Days')).toHaveValue('0');
    await expect(part('Booking window', 'Days')).toHaveValue('90');
    await expect(part('Reverse cutoff', 'Hours')).toHaveValue('6');
    await expect(part('Automatic approval cutoff', 'Days')).toHaveValue('');
    const row = await db.one<{ book_before_minutes: number; allocation_booking_window_minutes: number; reverse_cutoff_minutes: number }>(
      `SELECT book_before_minutes, allocation_booking_window_minutes, reverse_cutoff_minutes FROM line WHERE denomination = $1`,
      ['Ho Chi Minh City – Da Nang Express'],
    );
    expect(row).toEqual({ book_before_minutes: 150, allocation_booking_window_minutes: 90 * 24 * 60, reverse_cutoff_minutes: 360 });
  });
});
