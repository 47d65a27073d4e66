import { describe, expect, it } from '@jest/globals';
import { pricesProblems, rowPreview, toBody, toFormField, toFormValues } from './prices-form-values';
import { priceRuleProblems, toRuleBody, emptyRule } from './price-rule-form-values';
import type { LinePrices } from './prices.api';

const payload: LinePrices = {
  lineId: 'l1',
  version: 3,
  supplierCurrency: 'THB',
  usdRate: '36.5000',
  prices: [
    {
      passengerType: 'Adult',
      fromAge: 12,
      toAge: 120,
      priced: true,
      cost: '600.00',
      amount: '720.00',
      markup: '20.00',
      isAmountByMarkup: true,
      costUsd: '16.44',
      amountUsd: '19.73',
    },
    {
      passengerType: 'Child',
      fromAge: 2,
      toAge: 11,
      priced: false,
      cost: '0.00',
      amount: '0.00',
      markup: '0.00',
      isAmountByMarkup: true,
      costUsd: null,
      amountUsd: null,
    },
  ],
  bookingFee: { isActive: false, isPerPassenger: false, price: '0.00' },
  returnDiscount: '0.00',
  returnCostDiscount: '0.00',
  offlinePrice: null,
};

describe('prices form values', () => {
  it('leaves unpriced passenger types empty and out of the body, and maps server errors back to their rows', () => {
    const values = toFormValues(payload);
    expect(values.prices[1]).toMatchObject({ passengerType: 'Child', cost: '', markup: '', ages: '2-11' });
    const { body, rows } = toBody(values, 3);
    expect(rows).toEqual([0]);
    expect(body.prices).toEqual([{ passengerType: 'Adult', cost: '600.00', isAmountByMarkup: true, markup: '20.00' }]);
    values.prices[1].cost = '300';
    values.prices[1].markup = '10';
    const both = toBody(values, 3);
    expect(both.rows).toEqual([0, 1]);
    expect(toFormField('prices[1].cost', [1])).toBe('prices[1].cost');
    expect(toFormField('prices[0].markup', [1])).toBe('prices[1].markup');
    expect(toFormField('offlinePrice', [1])).toBe('offlinePrice');
  });

  it('runs the API rules with the form field names', () => {
    const values = toFormValues(payload);
    values.prices[1] = { ...values.prices[1], cost: '-1', markup: '' };
    values.offlinePrice = '-5';
    expect(pricesProblems(values)).toEqual([
      { field: 'prices[1].cost', message: 'Value should be greater or equal 0' },
      { field: 'prices[1].markup', message: 'This field is required.' },
      { field: 'offlinePrice', message: 'Value should be greater or equal 0' },
    ]);
  });

  it('previews the price by markup, the markup by price, and both in USD', () => {
    expect(rowPreview({ passengerType: 'Adult', ages: null, cost: '600', markup: '12.5', amount: '', isAmountByMarkup: true }, '36.5000')).toEqual({
      amount: '675.00',
      markup: '12.50',
      costUsd: '16.44',
      amountUsd: '18.49',
    });
    expect(rowPreview({ passengerType: 'Adult', ages: null, cost: '300', markup: '', amount: '330', isAmountByMarkup: false }, null)).toEqual({
      amount: '330.00',
      markup: '10.00',
      costUsd: null,
      amountUsd: null,
    });
  });
});

describe('price rule form values', () => {
  it('sends times as a list and reports a bad time on the one field', () => {
    const values = { ...emptyRule(), departureTimes: '08:00, 9:5', dows: ['0', '6'], price: '10' };
    expect(toRuleBody(values)).toMatchObject({ departureTimes: ['08:00', '9:5'], dows: [0, 6], startDate: null });
    expect(priceRuleProblems(values, { isPrivateTransfer: false, passengerTypes: [], stationIds: [] })).toEqual([
      { field: 'departureTimes', message: 'Enter a time as HH:MM.' },
    ]);
  });
});
