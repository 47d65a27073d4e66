import { describe, expect, it } from '@jest/globals';
import { formatDateTimeInZone, formatTimeInZone, isoDateInZone, valueText } from './format';

describe('valueText', () => {
  it.each<[unknown, string]>([
    ['Bangkok', 'Bangkok'],
    [12.5, '12.5'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
    [['x', 2], '["x",2]'],
  ])('%p reads %p', (value, text) => {
    expect(valueText(value)).toBe(text);
  });
});

describe('dates in a zone', () => {
  const instant = '2026-03-27T22:30:00Z';

  it('formats the date and time in the zone given, the same text on every call', () => {
    expect(formatDateTimeInZone(instant, 'Asia/Jerusalem')).toBe('28 Mar 2026, 01:30');
    expect(formatDateTimeInZone(instant, 'Asia/Jerusalem')).toBe('28 Mar 2026, 01:30');
    expect(formatDateTimeInZone(instant, 'UTC')).toBe('27 Mar 2026, 22:30');
    expect(formatDateTimeInZone(null)).toBe('—');
    expect(formatDateTimeInZone('not a date')).toBe('not a date');
  });

  it('gives the time of day and the calendar date in the zone', () => {
    expect(formatTimeInZone(instant, 'Asia/Bangkok')).toBe('05:30');
    expect(formatTimeInZone(instant, 'UTC')).toBe('22:30');
    expect(isoDateInZone(instant, 'Asia/Bangkok')).toBe('2026-03-28');
    expect(isoDateInZone(instant, 'UTC')).toBe('2026-03-27');
  });
});
