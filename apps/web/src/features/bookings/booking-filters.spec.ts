import { describe, expect, it } from '@jest/globals';
import { BOOKING_FILTER_DEFAULTS, BOOKING_FILTER_KEYS, listQuery, paymentSelection, paymentValue, type BookingFilters } from './booking-filters';

const empty = Object.fromEntries(BOOKING_FILTER_KEYS.map((k) => [k, ''])) as BookingFilters;

describe('booking list filters', () => {
  it('sends the defaults when the URL names no payment or sort', () => {
    expect(listQuery(empty)).toEqual({ payment: 'paid;authorized', sort: '-bookedAt' });
  });

  it('sends what the URL says, trimmed, and leaves blanks out', () => {
    expect(listQuery({ ...empty, payment: 'refund', sort: 'departure', email: ' a@b.co ', status: 'pending', firstName: '  ' })).toEqual({
      payment: 'refund',
      sort: 'departure',
      email: 'a@b.co',
      status: 'pending',
    });
  });

  it("sends the filter menu's change requests, approval method and the domain 'all' as the API takes them", () => {
    expect(listQuery({ ...empty, amendStatus: 'pending', approveMethod: 'automatic', domain: 'all' })).toMatchObject({
      amendStatus: 'pending',
      approveMethod: 'automatic',
      domain: 'all',
    });
  });

  it('sends isHandled as a boolean and leaves out manual, sort or isHandled values that are none of the choices', () => {
    expect(listQuery({ ...empty, isHandled: 'true', manual: 'myManual' })).toMatchObject({ isHandled: true, manual: 'myManual' });
    expect(listQuery({ ...empty, isHandled: 'false' })).toMatchObject({ isHandled: false });
    const odd = listQuery({ ...empty, isHandled: 'maybe', manual: 'mine', sort: 'price' });
    expect([odd.isHandled, odd.manual, odd.sort]).toEqual([undefined, undefined, '-bookedAt']);
  });

  it('reads and writes the payment selection, the default spelt out as the URL shows it', () => {
    expect(paymentSelection('')).toEqual(['paid', 'authorized']);
    expect(paymentSelection('refund;failed')).toEqual(['refund', 'failed']);
    expect(paymentValue(['authorized', 'paid'])).toBe(BOOKING_FILTER_DEFAULTS.payment);
    expect(paymentValue(['refund', 'paid', 'authorized'])).toBe('paid;authorized;refund');
  });

  it('defaults to paid;authorized, newest booked first (spec 9)', () => {
    expect(BOOKING_FILTER_DEFAULTS).toEqual({ payment: 'paid;authorized', sort: '-bookedAt' });
  });
});
