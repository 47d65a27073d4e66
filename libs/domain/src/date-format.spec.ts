import { describe, expect, it } from '@jest/globals';
import { dateFormat } from './date-format.js';

describe('dateFormat', () => {
  it('gives the same formatter for the same locale and pattern, another for another zone', () => {
    const jerusalem = dateFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const utc = dateFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(dateFormat('en-GB', { timeZone: 'Asia/Jerusalem', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(jerusalem);
    expect(utc).not.toBe(jerusalem);
    const winterNoon = new Date('2026-01-15T12:00:00Z');
    expect(jerusalem.format(winterNoon)).toBe('14:00');
    expect(utc.format(winterNoon)).toBe('12:00');
  });
});
