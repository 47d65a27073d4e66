import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { amountWithMarkup, effectiveBookingFee, toUsd } from './pricing.js';

describe('amountWithMarkup', () => {
  it('adds the markup percent and rounds half up to the cent', () => {
    expect(amountWithMarkup('600', '20').toFixed(2)).toBe('720.00');
    expect(amountWithMarkup('130', '15').toFixed(2)).toBe('149.50');
    expect(amountWithMarkup('0.05', '10').toFixed(2)).toBe('0.06');
    expect(amountWithMarkup('100', '0').toFixed(2)).toBe('100.00');
  });

  it('never sells below cost for a non-negative markup', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (costCents, markupBp) => {
        const cost = new Decimal(costCents).div(100);
        expect(amountWithMarkup(cost, new Decimal(markupBp).div(100)).gte(cost)).toBe(true);
      }),
    );
  });
});

describe('toUsd', () => {
  it('divides by the units one USD buys, to the cent', () => {
    expect(toUsd('720', '36.5').toFixed(2)).toBe('19.73');
    expect(toUsd('540000', '25400').toFixed(2)).toBe('21.26');
    expect(toUsd('42', '1').toFixed(2)).toBe('42.00');
  });

  it('refuses a rate that is not positive', () => {
    expect(() => toUsd('1', '0')).toThrow(RangeError);
  });
});

describe('effectiveBookingFee', () => {
  const line = { bookingFeeActive: true, bookingFeePerPassenger: false, bookingFeePrice: new Decimal('30.00') };

  it("takes the line's active fee", () => {
    expect(effectiveBookingFee(line, null)).toEqual({ isPerPassenger: false, price: new Decimal('30.00'), source: 'line' });
  });

  it('charges nothing when the line fee is off and no rule applies', () => {
    expect(effectiveBookingFee({ ...line, bookingFeeActive: false }, null)).toBeNull();
  });

  it("lets the ride rule override the line's fee, even an inactive one and down to 0", () => {
    expect(effectiveBookingFee({ ...line, bookingFeeActive: false }, { price: '12.50', isPerPassenger: true })).toEqual({
      isPerPassenger: true,
      price: new Decimal('12.50'),
      source: 'rideRule',
    });
    expect(effectiveBookingFee(line, { price: '0', isPerPassenger: false })?.price.toFixed(2)).toBe('0.00');
  });
});
