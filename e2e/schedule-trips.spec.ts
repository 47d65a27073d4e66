import type { Locator, Page } from '@playwright/test';
import { api, checkA11y, db, demoLineId, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => ymd(new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS));

/** The browser's local date `days` from today, YYYY-MM-DD (the calendar opens on today's month). */
function localDate(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Asia/Jerusalem's UTC offset at noon UTC of a date, in minutes (+120 in winter, +180 in summer). */
function jerusalemOffset(date: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jerusalem', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  const [, sign, h, m] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m));
}

/**
 * The next day Asia/Jerusalem springs forward (its offset grows overnight), at least two days ahead so the event's
 * trips are all in the future and inside the 365-day window. Computed from the clock, never written down.
 */
function nextSpringForward(): string {
  for (let day = 2; day < 366; day++) {
    const date = localDate(day);
    if (jerusalemOffset(date) > jerusalemOffset(addDays(date, -1))) return date;
  }
  throw new Error('No spring-forward day of Asia/Jerusalem within a year');
}

async function openSchedules(page: Page, id: string) {
  await page.goto(`/lines/edit/${id}`);
  await page.getByRole('tab', { name: 'Schedules' }).click();
}

/** Moves a calendar from today's month to the month of `date`. */
async function showMonth(calendar: Locator, date: string) {
  const now = new Date();
  const months = (Number(date.slice(0, 4)) - now.getFullYear()) * 12 + Number(date.slice(5, 7)) - 1 - now.getMonth();
  for (let i = 0; i < months; i++) await calendar.getByRole('button', { name: 'Next month' }).click();
}

const eventBody = (title: string, startTime: string, durationMinutes: number, from: string, to: string) => ({
  direction: 'aToB',
  title,
  color: '#0f766e',
  startTime,
  durationMinutes,
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  dateRanges: [{ startDate: from, endDate: to }],
  seats: 20,
  allocations: [{ startDate: from, endDate: to, allocatedSeats: 6, invoiceNumber: 'PP-E2E-1' }],
});

test.describe('trips of a line', () => {
  test.describe.configure({ timeout: 150_000 });

  test('on the day Asia/Jerusalem springs forward, the calendar shows the departure and the arrival at their local times', async ({ page, request }) => {
    const dst = nextSpringForward();
    const title = `E2E DST ${Date.now()}`;
    const id = await demoLineId('Tel Aviv – Jerusalem Express Bus');
    // 01:30 for two real hours: in winter 01:30 to 03:30; on the spring-forward day the clocks jump an hour at 02:00, so it arrives at 04:30.
    await (await api(request, 'admin')).post(`/api/lines/${id}/events`, eventBody(title, '01:30', 120, addDays(dst, -1), addDays(dst, 1)));
    await login(page, 'admin');
    await openSchedules(page, id);
    const calendar = page.getByRole('region', { name: /→.*calendar$/ }).first();
    await showMonth(calendar, dst);
    const entry = (date: string) => calendar.locator(`[data-date="${date}"]`).getByRole('button').filter({ hasText: title });
    await expect(entry(addDays(dst, -1))).toHaveText([/01:30.*03:30/]);
    await expect(entry(dst)).toHaveText([/01:30.*04:30/]);
    await expect(entry(addDays(dst, 1))).toHaveText([/01:30.*03:30/]);
    await checkA11y(page);

    // The trip modal gives the same local times, in the line's timezone.
    await entry(dst).click();
    const trip = page.getByRole('dialog', { name: title });
    await expect(trip).toContainText(`${dst} 01:30 (Asia/Jerusalem)`);
    await expect(trip).toContainText(`${dst} 04:30`);
    await checkA11y(page);
    const stored = await db.query<{ utc: string }>(
      `SELECT to_char(departure_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS utc FROM trip t JOIN line_event e ON e.id = t.event_id WHERE e.title = $1 ORDER BY departure_at`,
      [title],
    );
    // Winter (UTC+2) before and on the day (the jump is at 02:00, after the departure), summer (UTC+3) the day after.
    expect(stored.map((r) => r.utc)).toEqual([`${addDays(dst, -2)} 23:30`, `${addDays(dst, -1)} 23:30`, `${dst} 22:30`]);
  });

  test("a single date of a recurring event gets its own price rule and prepaid number; the event's other dates keep theirs", async ({ page, request }) => {
    const title = `E2E Occurrence ${Date.now()}`;
    const id = await demoLineId('Phnom Penh – Siem Reap Speedboat');
    const admin = await api(request, 'admin');
    const rule = await admin.post<{ id: string; price: string; currency: string }>(`/api/lines/${id}/price-rules`, {
      price: '42.50',
      startDate: '2099-01-01',
      endDate: '2099-12-31',
    });
    await admin.post(`/api/lines/${id}/events`, eventBody(title, '09:05', 300, localDate(2), localDate(4)));
    await login(page, 'admin');
    await openSchedules(page, id);
    const calendar = page.getByRole('region', { name: /→.*calendar$/ }).first();
    await showMonth(calendar, localDate(3));
    await calendar
      .locator(`[data-date="${localDate(3)}"]`)
      .getByRole('button')
      .filter({ hasText: title })
      .click();
    const modal = page.getByRole('dialog', { name: title });
    await expect(modal).toContainText("From the event: the line's prices and matching rules");
    await expect(modal).toContainText('From the event: 6');
    const form = modal.getByRole('form', { name: 'Edit trip' });
    await expect(form.getByRole('heading', { name: 'Edit this date only' })).toBeVisible();

    await field(form, 'Price rule').selectOption({ label: 'A price rule for this trip' });
    await field(form, 'Prepaid').selectOption({ label: 'A manual number' });
    await form.getByRole('button', { name: 'Save trip' }).click();
    await expect(form.getByText('Choose the price rule of this trip.')).toBeVisible();
    await expect(form.getByText('The prepaid number must be at least 0.')).toBeVisible();
    await field(form, 'Price rule of this trip').selectOption({ label: `${rule.price} ${rule.currency} · 2099-01-01 to 2099-12-31` });
    await field(form, 'Prepaid number of this trip').fill('4');
    await field(form, 'Multi-stations').selectOption({ label: 'From the line' });
    await form.getByRole('button', { name: 'Preview changes' }).click();
    await expect(form.getByRole('region', { name: 'Change preview' })).toContainText('change the price rule, stops or prepaid allocation of 1 trip');
    await expect(form).toContainText('Prepaid allocation after the save: 4 (tickets sold: 0)');
    await checkA11y(page);
    const untouched = await db.query<{ price_source: string }>(
      `SELECT t.price_source FROM trip t JOIN line_event e ON e.id = t.event_id WHERE e.title = $1 AND t.price_source <> 'event'`,
      [title],
    );
    expect(untouched).toEqual([]);
    // The calendar's refetch after the save is held: the modal closes only once the calendar has the saved date, so
    // opening it again at once shows (and would save from) its new version.
    await page.route('**/api/lines/*/schedule?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Save trip' }).click();
    await expectToast(page, 'Trip saved');
    await expect(modal).toBeHidden();
    await page.unroute('**/api/lines/*/schedule?*');

    const trips = await db.query<{
      local_date: string;
      price_source: string;
      price_rule_id: string | null;
      prepaid_source: string;
      prepaid_seats: number | null;
      multi_stations_source: string;
    }>(
      `SELECT to_char(t.departure_at AT TIME ZONE t.timezone, 'YYYY-MM-DD') AS local_date, t.price_source, t.price_rule_id, t.prepaid_source, t.prepaid_seats, t.multi_stations_source
         FROM trip t JOIN line_event e ON e.id = t.event_id WHERE e.title = $1 ORDER BY t.departure_at`,
      [title],
    );
    expect(trips.map((t) => [t.local_date, t.price_source, t.price_rule_id, t.prepaid_source, t.prepaid_seats, t.multi_stations_source])).toEqual([
      [localDate(2), 'event', null, 'event', null, 'event'],
      [localDate(3), 'trip', rule.id, 'trip', 4, 'line'],
      [localDate(4), 'event', null, 'event', null, 'event'],
    ]);

    // Opened again, the date shows what it takes for itself.
    await calendar
      .locator(`[data-date="${localDate(3)}"]`)
      .getByRole('button')
      .filter({ hasText: title })
      .click();
    await expect(modal).toContainText('For this trip: 42.50');
    await expect(modal).toContainText('For this trip: 4');
    await expect(modal).toContainText("From the line (the line's list)");
    await checkA11y(page);

    // The event takes the rule for all its dates from its own modal; the edited date keeps its own choices.
    await modal.getByRole('button', { name: 'Edit event' }).click();
    const eventModal = page.getByRole('dialog', { name: 'Edit event' });
    await field(eventModal, 'Price rule').selectOption({ label: `${rule.price} ${rule.currency} · 2099-01-01 to 2099-12-31` });
    await checkA11y(page);
    await eventModal.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event updated', title);
    const afterEventSave = await db.query<{ event_rule: string; price_source: string; prepaid_seats: number | null }>(
      `SELECT e.price_rule_id AS event_rule, t.price_source, t.prepaid_seats FROM trip t JOIN line_event e ON e.id = t.event_id WHERE e.title = $1 ORDER BY t.departure_at`,
      [title],
    );
    expect(afterEventSave.map((r) => [r.event_rule, r.price_source, r.prepaid_seats])).toEqual([
      [rule.id, 'event', null],
      [rule.id, 'trip', 4],
      [rule.id, 'event', null],
    ]);
  });

  test('the primary drop-off station of a direction is changed from the multi-stations table; the replaced one stays as a stop', async ({ page }) => {
    await login(page, 'admin');
    await openSchedules(page, await demoLineId('Hanoi – Da Nang Sleeper Bus'));
    // B → A: the list that ends in Hanoi.
    const stations = page.getByRole('region', { name: /^Multi-stations .*→/ }).nth(1);
    await stations.getByRole('button', { name: 'Add primary station' }).click();
    const modal = page.getByRole('dialog', { name: 'Add primary station' });
    await field(modal, 'Primary station').selectOption({ label: 'Primary drop-off station' });
    await expect(modal).toContainText('Now Old Quarter Office, Hanoi. It stays in the list as a stop.');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await field(modal, 'Station in Hanoi').selectOption({ label: 'Giap Bat Bus Station (6 Giai Phong, Hoang Mai, Hanoi)' });
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Primary station changed', 'Primary drop-off station');

    const rows = stations.getByRole('row');
    await expect(rows.last()).toContainText('★ Primary');
    await expect(rows.last()).toContainText('Giap Bat Bus Station');
    const replaced = rows.filter({ hasText: 'Old Quarter Office' });
    await expect(replaced).not.toContainText('★ Primary');
    await expect(replaced.getByRole('button', { name: 'Delete Old Quarter Office' })).toBeVisible();
    // The primary boarding station (the departure) keeps its offset at 0: the field is not editable.
    await rows
      .nth(1)
      .getByRole('button', { name: /^Edit / })
      .click();
    await expect(field(page, 'Offset \\(minutes\\)')).toBeDisabled();
    await checkA11y(page);
  });

  test("a trip's own stops: a copy of the list it took, edited in the trip's modal without touching the line's", async ({ page, request }) => {
    const title = `E2E Own stops ${Date.now()}`;
    const id = await demoLineId('Phnom Penh – Siem Reap Speedboat');
    await (await api(request, 'admin')).post(`/api/lines/${id}/events`, eventBody(title, '10:10', 240, localDate(2), localDate(3)));
    const lineStops = async () => (await db.one<{ n: string }>(`SELECT count(*) AS n FROM line_station WHERE line_id = $1`, [id]))!.n;
    const before = await lineStops();
    await login(page, 'admin');
    await openSchedules(page, id);
    const calendar = page.getByRole('region', { name: /→.*calendar$/ }).first();
    await showMonth(calendar, localDate(2));
    const entry = calendar
      .locator(`[data-date="${localDate(2)}"]`)
      .getByRole('button')
      .filter({ hasText: title });
    await entry.click();
    const modal = page.getByRole('dialog', { name: title });
    const form = modal.getByRole('form', { name: 'Edit trip' });
    await field(form, 'Multi-stations').selectOption({ label: 'Its own list (a copy to edit)' });
    await form.getByRole('button', { name: 'Save trip' }).click();
    await expectToast(page, 'Trip saved');

    await entry.click();
    await expect(modal).toContainText('For this trip (its own list)');
    const own = modal.getByRole('region', { name: 'Multi-stations of this trip' });
    await expect(own.getByRole('row')).toHaveCount(3);
    await checkA11y(page);
    await own.getByRole('button', { name: 'Add stop' }).click();
    const add = page.getByRole('dialog', { name: 'Add stop' });
    await field(add, 'Find city').fill('Hanoi');
    await field(add, 'City').selectOption({ label: 'Hanoi, Vietnam' });
    await field(add, 'Station').selectOption({ label: 'Giap Bat Bus Station (6 Giai Phong, Hoang Mai, Hanoi)' });
    await field(add, 'Offset \\(minutes\\)').fill('40');
    await checkA11y(page);
    await add.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Station added');
    await expect(own.getByRole('row').filter({ hasText: 'Giap Bat Bus Station' })).toContainText('40');
    const tripStops = await db.query<{ name: string }>(
      `SELECT s.name FROM trip_station ts JOIN station s ON s.id = ts.station_id JOIN trip t ON t.id = ts.trip_id JOIN line_event e ON e.id = t.event_id
        WHERE e.title = $1 ORDER BY ts.position`,
      [title],
    );
    expect(tripStops).toHaveLength(3);
    expect(tripStops.at(-1)!.name).toBe('Giap Bat Bus Station');
    expect(await lineStops()).toBe(before);
  });
});
