import fc from 'fast-check';
import {
  EventMessage,
  eventEnd,
  splitCrossDay,
  toggleWeekday,
  validateBulkDuration,
  validateDuplication,
  duplicationTimes,
  validateEvent,
  validateNewDepartureTime,
  parseFullyBookedCsv,
  type EventFields,
} from './event-rules.js';

const valid: EventFields = {
  title: 'Morning bus',
  color: '#3b82f6',
  startTime: '08:30',
  durationMinutes: 90,
  daysOfWeek: [1, 3, 5],
  dateRanges: [{ startDate: '2026-12-01', endDate: '2027-03-31' }],
  seats: 40,
  allocations: [],
};
const messages = (f: Partial<EventFields>) => validateEvent({ ...valid, ...f }).map((p) => `${p.field}: ${p.message}`);

describe('validateEvent', () => {
  it('accepts a complete event, an open-ended range and a prepaid allocation with its invoice', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ dateRanges: [{ startDate: '2026-12-01', endDate: null }] })).toEqual([]);
    expect(messages({ allocations: [{ startDate: '2026-12-01', endDate: '2026-12-01', allocatedSeats: 0, invoiceNumber: 'INV-1' }] })).toEqual([]);
  });

  it('requires title, start, duration, a day and a range start', () => {
    expect(messages({ title: ' ' })).toEqual([`title: ${EventMessage.Required}`]);
    expect(messages({ startTime: '' })).toEqual([`startTime: ${EventMessage.Required}`]);
    expect(messages({ durationMinutes: Number.NaN })).toEqual([`durationMinutes: ${EventMessage.Required}`]);
    expect(messages({ daysOfWeek: [] })).toEqual([`daysOfWeek: ${EventMessage.Weekdays}`]);
    expect(messages({ dateRanges: [] })).toEqual([`dateRanges: ${EventMessage.Required}`]);
    expect(messages({ dateRanges: [{ startDate: '', endDate: null }] })).toEqual([`dateRanges.0.startDate: ${EventMessage.Required}`]);
  });

  it('refuses minutes off the 5-minute step, a duration under 1 minute, unknown weekdays and a bad colour', () => {
    expect(messages({ startTime: '08:32' })).toEqual([`startTime: ${EventMessage.StartTime}`]);
    expect(messages({ startTime: '24:00' })).toEqual([`startTime: ${EventMessage.StartTime}`]);
    expect(messages({ durationMinutes: 0 })).toEqual([`durationMinutes: ${EventMessage.DurationMin}`]);
    expect(messages({ durationMinutes: 1.5 })).toEqual([`durationMinutes: ${EventMessage.DurationMin}`]);
    expect(messages({ durationMinutes: 1 })).toEqual([]);
    expect(messages({ daysOfWeek: [7] })).toEqual([`daysOfWeek: ${EventMessage.Weekdays}`]);
    expect(messages({ color: 'blue' })).toEqual([`color: ${EventMessage.Color}`]);
  });

  it('wants a range end after its start', () => {
    expect(messages({ dateRanges: [{ startDate: '2026-12-01', endDate: '2026-12-01' }] })).toEqual([
      `dateRanges.0.endDate: ${EventMessage.RangeEndAfterStart}`,
    ]);
    expect(messages({ dateRanges: [{ startDate: '2026-12-01', endDate: '2026-11-30' }] })).toEqual([
      `dateRanges.0.endDate: ${EventMessage.RangeEndAfterStart}`,
    ]);
    expect(messages({ dateRanges: [{ startDate: '2026-02-30', endDate: null }] })).toEqual([`dateRanges.0.startDate: ${EventMessage.DateFormat}`]);
  });

  it('checks prepaid allocations: dates, seats at least 0, end not before start and the prepaid invoice', () => {
    expect(messages({ allocations: [{ startDate: '', endDate: '', allocatedSeats: Number.NaN, invoiceNumber: '' }] })).toEqual([
      `allocations.0.startDate: ${EventMessage.Required}`,
      `allocations.0.endDate: ${EventMessage.Required}`,
      `allocations.0.allocatedSeats: ${EventMessage.Required}`,
      `allocations.0.invoiceNumber: ${EventMessage.PrepaidInvoice}`,
    ]);
    expect(messages({ allocations: [{ startDate: '2026-12-02', endDate: '2026-12-01', allocatedSeats: -1, invoiceNumber: 'X' }] })).toEqual([
      `allocations.0.endDate: ${EventMessage.AllocationEndBeforeStart}`,
      `allocations.0.allocatedSeats: ${EventMessage.AllocationSeatsMin}`,
    ]);
  });
});

describe('toggleWeekday', () => {
  it('adds and removes days but never unchecks the only selected one', () => {
    expect(toggleWeekday([1], 3)).toEqual([1, 3]);
    expect(toggleWeekday([1, 3], 1)).toEqual([3]);
    expect(toggleWeekday([3], 3)).toEqual([3]);
  });

  it('always leaves at least one day (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }), fc.integer({ min: 0, max: 6 }), (days, d) => {
        expect(toggleWeekday(days, d).length).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('duplication, new departure time and bulk duration', () => {
  it('needs an interval and an end after the start, and makes a copy each interval up to the end', () => {
    expect(validateDuplication({ intervalMinutes: 60, startTime: '06:00', endTime: '09:30' })).toEqual([]);
    expect(duplicationTimes({ intervalMinutes: 60, startTime: '06:00', endTime: '09:30' })).toEqual(['07:00', '08:00', '09:00']);
    expect(validateDuplication({ intervalMinutes: null, startTime: '06:00', endTime: '' })).toEqual([
      { field: 'intervalMinutes', message: EventMessage.Required },
      { field: 'endTime', message: EventMessage.Required },
    ]);
    expect(validateDuplication({ intervalMinutes: 7, startTime: '06:00', endTime: '06:00' })).toEqual([
      { field: 'intervalMinutes', message: EventMessage.DuplicationInterval },
      { field: 'endTime', message: EventMessage.DuplicationEndAfterStart },
    ]);
  });

  it('wants a different time and an effective-from date not in the past', () => {
    expect(validateNewDepartureTime('08:30:00', '09:00', '2026-12-01', '2026-12-01')).toEqual([]);
    expect(validateNewDepartureTime('08:30:00', '08:30', '2026-12-01', '2026-12-01')).toEqual([
      { field: 'startTime', message: EventMessage.SameDepartureTime },
    ]);
    expect(validateNewDepartureTime('08:30:00', '09:00', '2026-11-30', '2026-12-01')).toEqual([
      { field: 'effectiveFrom', message: EventMessage.EffectiveFromPast },
    ]);
  });

  it('wants a bulk duration of at least 1', () => {
    expect(validateBulkDuration(1)).toEqual([]);
    expect(validateBulkDuration(0)).toEqual([{ field: 'durationMinutes', message: EventMessage.BulkDurationMin }]);
    expect(validateBulkDuration(null)).toEqual([{ field: 'durationMinutes', message: EventMessage.Required }]);
  });
});

describe('computed end and the cross-day split at 11:59 PM', () => {
  it('computes the end and the days it moves', () => {
    expect(eventEnd('08:30', 90)).toEqual({ time: '10:00', dayOffset: 0 });
    expect(eventEnd('22:00', 180)).toEqual({ time: '01:00', dayOffset: 1 });
  });

  it('keeps a same-day trip whole', () => {
    expect(splitCrossDay('2026-12-01', '08:00', 120)).toEqual([{ start: '2026-12-01T08:00', end: '2026-12-01T10:00', continued: false }]);
  });

  it('splits a trip past midnight at 11:59 PM and continues it at 00:00', () => {
    expect(splitCrossDay('2026-12-31', '22:00', 180)).toEqual([
      { start: '2026-12-31T22:00', end: '2026-12-31T23:59', continued: false },
      { start: '2027-01-01T00:00', end: '2027-01-01T01:00', continued: true },
    ]);
    expect(splitCrossDay('2026-12-01', '23:00', 60)).toEqual([{ start: '2026-12-01T23:00', end: '2026-12-01T23:59', continued: false }]);
  });

  it('covers the whole trip with pieces inside one day each (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 4000 }), (slot, duration) => {
        const start = `${String(Math.floor((slot * 5) / 60)).padStart(2, '0')}:${String((slot * 5) % 60).padStart(2, '0')}`;
        const pieces = splitCrossDay('2026-12-01', start, duration);
        expect(pieces[0].start).toBe(`2026-12-01T${start}`);
        for (const p of pieces) expect(p.start.slice(0, 10)).toBe(p.end.slice(0, 10));
        expect(pieces.slice(1).every((p) => p.continued && p.start.endsWith('T00:00'))).toBe(true);
        expect(pieces.slice(0, -1).every((p) => p.end.endsWith('T23:59'))).toBe(true);
      }),
    );
  });
});

describe('parseFullyBookedCsv', () => {
  it('reads dates with optional times and directions, skips a header and blank lines, and names bad lines', () => {
    expect(parseFullyBookedCsv('date,time,direction\r\n2026-12-24\n2026-12-25,08:30,aToB\n\n2026-02-30\n2026-12-26,8h\n2026-12-27,,up')).toEqual({
      rows: [
        { line: 2, date: '2026-12-24', time: null, direction: null },
        { line: 3, date: '2026-12-25', time: '08:30', direction: 'aToB' },
      ],
      problems: [
        { line: 5, message: `Line 5: ${EventMessage.DateFormat}` },
        { line: 6, message: 'Line 6: the time must be HH:MM.' },
        { line: 7, message: 'Line 7: the direction must be aToB or bToA.' },
      ],
    });
  });
});
