import { describe, expect, it } from '@jest/globals';
import { chosenProductPath, productChoiceOf, validateSearch } from './booking-search-form';

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

  it('opens the edit screen for the chosen product: a new booking, an exchange, or the edited booking', () => {
    const search = { from: 'a', to: 'b', date: '2030-01-10', company: '' };
    const choice = (query: string) => productChoiceOf(new URLSearchParams(query));
    expect(chosenProductPath('line-1', search, choice(''))).toBe('/bookings/edit/new?productId=line-1&date=2030-01-10&from=a&to=b');
    expect(chosenProductPath('line-1', search, choice('exchangeFrom=bk-9'))).toBe(
      '/bookings/edit/new?productId=line-1&date=2030-01-10&from=a&to=b&exchangeFrom=bk-9',
    );
    expect(chosenProductPath('line-1', search, choice('editBooking=bk-7'))).toBe('/bookings/edit/bk-7?productId=line-1&date=2030-01-10&from=a&to=b');
  });
});
