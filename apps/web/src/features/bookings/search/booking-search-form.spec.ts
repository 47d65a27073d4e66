import { describe, expect, it } from '@jest/globals';
import { newBookingPath, validateSearch } from './booking-search-form';

describe('booking search', () => {
  it('needs From, To and Date, the date not before today', () => {
    expect(validateSearch({ from: '', to: '', date: '', company: '' }, '2030-01-10')).toEqual([
      { field: 'from', message: 'This field is required.' },
      { field: 'to', message: 'This field is required.' },
      { field: 'date', message: 'This field is required.' },
    ]);
    expect(validateSearch({ from: 'a', to: 'b', date: '2030-01-09', company: '' }, '2030-01-10')).toEqual([
      { field: 'date', message: 'The date cannot be before today.' },
    ]);
    expect(validateSearch({ from: 'a', to: 'b', date: '2030-01-10', company: '' }, '2030-01-10')).toEqual([]);
  });

  it('opens the edit screen for the chosen product, keeping an exchange', () => {
    const search = { from: 'a', to: 'b', date: '2030-01-10', company: '' };
    expect(newBookingPath('line-1', search)).toBe('/bookings/edit/new?productId=line-1&date=2030-01-10&from=a&to=b');
    expect(newBookingPath('line-1', search, 'bk-9')).toBe('/bookings/edit/new?productId=line-1&date=2030-01-10&from=a&to=b&exchangeFrom=bk-9');
  });
});
