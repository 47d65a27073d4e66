import { dayIn, dayRange, formatLocal, formatLocalIso, isCalendarDay, previousDayIn, SALES_REPORT_TIMEZONE } from './zoned-time.js';

describe('zoned time', () => {
  it('gives the Jerusalem day its local midnights, 24 hours apart on an ordinary day', () => {
    // Israel standard time is UTC+2 in January.
    expect(dayRange('2025-01-15', SALES_REPORT_TIMEZONE)).toEqual({
      start: new Date('2025-01-14T22:00:00Z'),
      end: new Date('2025-01-15T22:00:00Z'),
    });
    // Summer time is UTC+3.
    expect(dayRange('2025-07-01', SALES_REPORT_TIMEZONE).start).toEqual(new Date('2025-06-30T21:00:00Z'));
  });

  it('makes the DST days 23 and 25 hours long', () => {
    // Israel moved to summer time on Friday 28 March 2025 and back on Sunday 26 October 2025.
    const spring = dayRange('2025-03-28', SALES_REPORT_TIMEZONE);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = dayRange('2025-10-26', SALES_REPORT_TIMEZONE);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('reads the day of an instant in the zone, so 23:30 UTC is already tomorrow in Jerusalem', () => {
    expect(dayIn(new Date('2025-01-14T23:30:00Z'), SALES_REPORT_TIMEZONE)).toBe('2025-01-15');
    expect(dayIn(new Date('2025-01-14T21:59:59Z'), SALES_REPORT_TIMEZONE)).toBe('2025-01-14');
    expect(previousDayIn(new Date('2025-03-01T00:30:00Z'), SALES_REPORT_TIMEZONE)).toBe('2025-02-28');
  });

  it('formats wall-clock times of the station zone', () => {
    const instant = new Date('2025-03-04T01:30:00Z');
    expect(formatLocal(instant, 'Asia/Bangkok')).toBe('Tue, 4 Mar 2025, 08:30');
    expect(formatLocalIso(instant, 'Asia/Bangkok')).toBe('2025-03-04 08:30');
    expect(formatLocalIso(instant, 'America/New_York')).toBe('2025-03-03 20:30');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-1-05')).toBe(false);
  });
});
