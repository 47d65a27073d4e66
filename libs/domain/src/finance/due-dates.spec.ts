import fc from 'fast-check';
import { dueDateOptions, dueDateValue, isDueDateOption } from './due-dates.js';
import { addOneYear, daysInMonth, isoDate, parseIsoDate } from './finance-dates.js';

const anyDay = fc
  .record({ year: fc.integer({ min: 2000, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => isoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

describe('due date options', () => {
  it("starts with 'Immediate' and offers the 15th and month ends for a year", () => {
    const options = dueDateOptions('2026-11-20');
    expect(options[0]).toEqual({ value: 'immediate', label: 'Immediate' });
    expect(options.slice(1, 4)).toEqual([
      { value: '2026-11-30', label: '30 Nov 2026' },
      { value: '2026-12-15', label: '15 Dec 2026' },
      { value: '2026-12-31', label: '31 Dec 2026' },
    ]);
    expect(options.at(-1)).toEqual({ value: '2027-11-15', label: '15 Nov 2027' });
    expect(options).toHaveLength(25);
  });

  it('leaves out today itself and includes the day a year later', () => {
    const options = dueDateOptions('2026-12-15').map((o) => o.value);
    expect(options[1]).toBe('2026-12-31');
    expect(options.at(-1)).toBe('2027-12-15');
    expect(
      dueDateOptions('2026-12-31')
        .map((o) => o.value)
        .at(-1),
    ).toBe('2027-12-31');
  });

  it('handles February and leap years', () => {
    expect(dueDateOptions('2028-01-31').map((o) => o.value)[1]).toBe('2028-02-15');
    expect(dueDateOptions('2028-02-20').map((o) => o.value)[1]).toBe('2028-02-29');
    // 29 Feb 2028 + 1 year is 28 Feb 2029, itself a month end.
    expect(
      dueDateOptions('2028-02-29')
        .map((o) => o.value)
        .at(-1),
    ).toBe('2029-02-28');
    // 28 Feb 2027 + 1 year is 28 Feb 2028: the month end 29 Feb 2028 is beyond the year.
    expect(
      dueDateOptions('2027-02-28')
        .map((o) => o.value)
        .at(-1),
    ).toBe('2028-02-15');
  });

  it('is sorted, unique, only 15ths and month ends, within (today, today + 1 year] (property)', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const dates = dueDateOptions(today)
          .slice(1)
          .map((o) => o.value);
        const last = addOneYear(today);
        expect(new Set(dates).size).toBe(dates.length);
        expect([...dates].sort()).toEqual(dates);
        for (const value of dates) {
          const d = parseIsoDate(value)!;
          expect(d.day === 15 || d.day === daysInMonth(d.year, d.month)).toBe(true);
          expect(value > today && value <= last).toBe(true);
        }
      }),
    );
  });

  it('offers every 15th and month end of the year: 24 dates, 23 or 25 around a leap February (property)', () => {
    fc.assert(
      fc.property(anyDay, (today) => {
        const dates = dueDateOptions(today)
          .slice(1)
          .map((o) => o.value);
        // Oracle: walk every day of the year.
        const expected: string[] = [];
        const last = addOneYear(today);
        for (let d = new Date(`${today}T00:00:00Z`); ;) {
          d = new Date(d.getTime() + 86_400_000);
          const value = d.toISOString().slice(0, 10);
          if (value > last) break;
          const { year, month, day } = parseIsoDate(value)!;
          if (day === 15 || day === daysInMonth(year, month)) expected.push(value);
        }
        expect(dates).toEqual(expected);
        expect([23, 24, 25]).toContain(dates.length);
      }),
      { numRuns: 200 },
    );
  });

  it('labels are "D Mon YYYY"', () => {
    fc.assert(
      fc.property(anyDay, (today) =>
        dueDateOptions(today)
          .slice(1)
          .every((o) => /^(15|2[89]|3[01]) [A-Z][a-z]{2} \d{4}$/.test(o.label)),
      ),
    );
  });

  it('accepts only offered values', () => {
    expect(isDueDateOption('immediate', '2026-11-20')).toBe(true);
    expect(isDueDateOption('2026-11-30', '2026-11-20')).toBe(true);
    expect(isDueDateOption('2026-11-15', '2026-11-20')).toBe(false);
    expect(isDueDateOption('2026-11-29', '2026-11-20')).toBe(false);
    expect(isDueDateOption('2027-11-30', '2026-11-20')).toBe(false);
    expect(isDueDateOption('2026-02-30', '2026-01-20')).toBe(false);
    expect(isDueDateOption(42, '2026-11-20')).toBe(false);
    expect(dueDateValue('immediate')).toBeNull();
    expect(dueDateValue('2026-11-30')).toBe('2026-11-30');
  });

  it('refuses a malformed today', () => {
    expect(() => dueDateOptions('2026-13-01')).toThrow(RangeError);
  });
});
