import { describe, expect, it } from '@jest/globals';
import { formatWhen } from './ledger-format';

describe('ledger dates', () => {
  it('shows days (also sent as UTC midnight) as that day, and instants with their time', () => {
    expect(formatWhen('2027-02-19')).toBe('19 Feb 2027');
    expect(formatWhen('2027-02-19T00:00:00.000Z')).toBe('19 Feb 2027');
    expect(formatWhen('2026-11-22T11:08:15.914Z')).toMatch(/^22 Nov 2026, \d{2}:\d{2}$/);
  });
});
