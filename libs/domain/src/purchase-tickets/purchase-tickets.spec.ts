import { cartPaymentUrl, isPurchaseFinished, PurchaseTicketsMessage, validatePurchaseTickets } from './purchase-tickets.js';

const valid = { tripId: 't1', email: 'group@example.com', tickets: 3 };

describe('validatePurchaseTickets', () => {
  it('accepts a departure, a valid e-mail and 1 to 100 tickets', () => {
    for (const tickets of [1, 3, 100]) expect(validatePurchaseTickets({ ...valid, tickets })).toEqual([]);
  });

  it('requires the departure and the e-mail, and a valid e-mail', () => {
    expect(validatePurchaseTickets({ ...valid, tripId: '' })).toEqual([{ field: 'tripId', message: PurchaseTicketsMessage.Required }]);
    expect(validatePurchaseTickets({ ...valid, email: '  ' })).toEqual([{ field: 'email', message: PurchaseTicketsMessage.Required }]);
    expect(validatePurchaseTickets({ ...valid, email: 'group@' })).toEqual([{ field: 'email', message: PurchaseTicketsMessage.InvalidEmail }]);
  });

  it('requires a whole number of tickets from 1 to 100', () => {
    expect(validatePurchaseTickets({ ...valid, tickets: null })).toEqual([{ field: 'tickets', message: PurchaseTicketsMessage.Required }]);
    for (const tickets of [0, 101, 1.5, Number.NaN, -3])
      expect(validatePurchaseTickets({ ...valid, tickets })).toEqual([{ field: 'tickets', message: PurchaseTicketsMessage.Tickets }]);
  });
});

describe('cartPaymentUrl', () => {
  it("is the public site's checkout of the cart, or null without a public site", () => {
    expect(cartPaymentUrl('https://www.farebox.example/', 'CT23456789')).toBe('https://www.farebox.example/cart/CT23456789/pay');
    expect(cartPaymentUrl(null, 'CT23456789')).toBeNull();
    expect(cartPaymentUrl('', 'CT23456789')).toBeNull();
  });
});

describe('isPurchaseFinished', () => {
  it('is true for done and failed only', () => {
    expect(['queued', 'running', 'done', 'failed'].map((s) => isPurchaseFinished(s as never))).toEqual([false, false, true, true]);
  });
});
