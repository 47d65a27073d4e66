#!/usr/bin/env node
// Prints the calendar days the date check runs the suite on, one "YYYY-MM-DD label" a line: the next of each kind of
// day after the real date, so the list is never in the past wherever and whenever it runs.
//   node scripts/dates/check-dates.mjs [YYYY-MM-DD]   (the day to start from; today by default)

const DAY_MS = 86_400_000;
const iso = (d) => d.toISOString().slice(0, 10);
const start = new Date(`${process.argv[2] ?? iso(new Date())}T00:00:00Z`);

/** The first day after `start` (at most 8 years on) for which `test` holds. */
function next(test) {
  for (let d = new Date(start.getTime() + DAY_MS); d.getTime() < start.getTime() + 8 * 366 * DAY_MS; d = new Date(d.getTime() + DAY_MS)) {
    if (test(d)) return d;
  }
  throw new Error('No such day in the next 8 years');
}

const tomorrow = (d) => new Date(d.getTime() + DAY_MS);
const noon = (d) => new Date(d.getTime() + 12 * 3_600_000);
const jerusalemOffset = (d) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jerusalem', timeZoneName: 'longOffset' }).formatToParts(d).find((p) => p.type === 'timeZoneName').value;

const days = [
  [next((d) => d.getUTCDate() === 1), 'first-of-month'],
  [next((d) => d.getUTCDate() === 15), 'fifteenth'],
  [next((d) => d.getUTCDate() === 16), 'sixteenth'],
  [next((d) => tomorrow(d).getUTCDate() === 1), 'last-of-month'],
  [next((d) => d.getUTCMonth() === 1 && d.getUTCDate() === 29), 'leap-day'],
  [next((d) => d.getUTCMonth() === 11 && d.getUTCDate() === 31), 'new-years-eve'],
  // The day after the one on which Asia/Jerusalem moves its clocks (at night: its offset at noon differs from the day before's).
  [tomorrow(next((d) => jerusalemOffset(noon(d)) !== jerusalemOffset(noon(new Date(d.getTime() - DAY_MS))))), 'day-after-jerusalem-dst-change'],
];

for (const [day, label] of days) console.log(`${iso(day)} ${label}`);
