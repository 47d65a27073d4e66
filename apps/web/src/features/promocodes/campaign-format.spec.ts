import { describe, expect, it } from '@jest/globals';
import { dayText, statusText, teamText, usageText } from './campaign-format';

describe('campaign format', () => {
  it('reads a limit of 0 or less as unlimited', () => {
    expect(usageText(3, 0)).toBe('3 / unlimited');
    expect(usageText(3, -1)).toBe('3 / unlimited');
    expect(usageText(3, 100)).toBe('3 / 100');
  });

  it('shows a UTC calendar day as that same day whatever the zone', () => {
    expect(dayText('2026-03-31')).toBe('31 Mar 2026');
    expect(dayText(null)).toBe('—');
  });

  it('names the team and the status', () => {
    expect(teamText('marketing')).toBe('Marketing');
    expect(statusText(true)).toBe('Active');
    expect(statusText(false)).toBe('Inactive');
  });
});
