import { describe, expect, it } from '@jest/globals';
import { PaymentMessage, validateChangePrice } from '@farebox/domain';
import { changePriceLabel, toChangePriceBody, type ChangePriceValues } from './change-price-form';

const values = (over: Partial<ChangePriceValues> = {}): ChangePriceValues => ({
  amount: ' 120.50 ',
  supplierAmount: '3000',
  perItem: {},
  reasonType: 'customer',
  reason: 'Customer request',
  note: '',
  reconciliation: 'none',
  effectiveDate: '',
  cycle: '',
  ...over,
});

describe('change price form', () => {
  it('gives a single item the whole supplier total, and sends what the API validates', () => {
    const body = toChangePriceBody(values(), ['IT-1']);
    expect(body).toEqual({
      amount: '120.50',
      supplierAmount: '3000',
      supplierCostPerItem: { 'IT-1': '3000' },
      reasonType: 'customer',
      reason: 'Customer request',
      note: undefined,
      reconciliation: undefined,
    });
    expect(validateChangePrice(body, ['IT-1'])).toEqual([]);
  });

  it('sends a note instead of a reason, and asks for the note when no reason is chosen', () => {
    const noted = toChangePriceBody(values({ reasonType: '', reason: '', note: ' Agreed by phone ' }), ['IT-1']);
    expect(noted).toMatchObject({ reasonType: undefined, reason: undefined, note: 'Agreed by phone' });
    expect(validateChangePrice(noted, ['IT-1'])).toEqual([]);
    const empty = toChangePriceBody(values({ reasonType: '', reason: '' }), ['IT-1']);
    expect(validateChangePrice(empty, ['IT-1'])).toEqual([{ field: 'note', message: PaymentMessage.Required }]);
    expect(changePriceLabel('note')).toBe('Note');
  });

  it('sends the per-item costs typed for several items, which must add up to the supplier total', () => {
    const body = toChangePriceBody(values({ perItem: { 'IT-1': '1000', 'IT-2': ' 1500 ' } }), ['IT-1', 'IT-2']);
    expect(body.supplierCostPerItem).toEqual({ 'IT-1': '1000', 'IT-2': '1500' });
    expect(validateChangePrice(body, ['IT-1', 'IT-2'])).toEqual([{ field: 'supplierCostPerItem', message: PaymentMessage.ItemCostsSum }]);
    expect(toChangePriceBody(values({ perItem: { 'IT-1': '', 'IT-2': '' } }), ['IT-1', 'IT-2']).supplierCostPerItem).toEqual({});
  });

  it('names the reconciliation chosen, and the spec message for a negative amount', () => {
    expect(toChangePriceBody(values({ reconciliation: 'effectiveDate', effectiveDate: '2030-01-31' }), ['IT-1']).reconciliation).toEqual({
      effectiveDate: '2030-01-31',
    });
    expect(toChangePriceBody(values({ reconciliation: 'cycle', cycle: ' 2030-01 ' }), ['IT-1']).reconciliation).toEqual({ cycle: '2030-01' });
    const negative = toChangePriceBody(values({ amount: '-5' }), ['IT-1']);
    expect(validateChangePrice(negative, ['IT-1'])).toContainEqual({ field: 'amount', message: 'Value should be greater or equal 0' });
  });

  it('labels the fields in the list of invalid fields', () => {
    expect(changePriceLabel('amount')).toBe('New total price');
    expect(changePriceLabel('supplierCostPerItem.IT-2')).toBe('Supplier cost of IT-2');
  });
});
