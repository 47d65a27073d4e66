import fc from 'fast-check';
import { Role, Scope } from '../access/roles.js';
import { bulkReferencesRefusal, markedCountRefusal, parseReferenceList } from './bulk-payments.js';
import { canChooseReconciliation, validateChangePrice, type ChangePriceInput } from './change-price.js';

const valid: ChangePriceInput = {
  amount: '120.00',
  supplierAmount: '3000',
  supplierCostPerItem: { 'BK1-1': '2000', 'BK1-2': '1000.00' },
  reasonType: 'customer',
  reason: 'Customer request',
};
const items = ['BK1-1', 'BK1-2'];

describe('change price', () => {
  it('accepts a complete form', () => {
    expect(validateChangePrice(valid, items)).toEqual([]);
    expect(validateChangePrice({ ...valid, supplierCostPerItem: undefined, reasonType: 'other', reason: 'Anything typed' }, items)).toEqual([]);
  });

  it('takes a note instead of a reason: required unless a reason is chosen, optional with one', () => {
    const noted = { ...valid, reasonType: undefined, reason: undefined, note: 'Agreed by phone' };
    expect(validateChangePrice(noted, items)).toEqual([]);
    expect(validateChangePrice({ ...valid, note: 'Also this' }, items)).toEqual([]);
    expect(validateChangePrice({ ...noted, note: '  ' }, items)).toEqual([{ field: 'note', message: 'This field is required.' }]);
    expect(validateChangePrice({ ...noted, reason: 'Customer request' }, items)).toEqual([{ field: 'reasonType', message: 'This field is required.' }]);
    expect(validateChangePrice({ ...noted, note: 'x'.repeat(501) }, items)).toEqual([
      { field: 'note', message: 'The note is text of at most 500 characters.' },
    ]);
  });

  it("says 'Value should be greater or equal 0' for negative amounts and requires totals and a reason or note", () => {
    expect(validateChangePrice({ ...valid, amount: '-0.01', supplierCostPerItem: { 'BK1-1': '-1' } }, items)).toEqual([
      { field: 'amount', message: 'Value should be greater or equal 0' },
      { field: 'supplierCostPerItem.BK1-1', message: 'Value should be greater or equal 0' },
    ]);
    expect(validateChangePrice({ supplierCostPerItem: null }, items)).toEqual([
      { field: 'amount', message: 'This field is required.' },
      { field: 'supplierAmount', message: 'This field is required.' },
      { field: 'note', message: 'This field is required.' },
    ]);
    expect(validateChangePrice({ ...valid, reason: ' ' }, items)).toEqual([{ field: 'reason', message: 'This field is required.' }]);
  });

  it('checks item references, the per-item sum, the reason list and the reconciliation choice', () => {
    expect(validateChangePrice({ ...valid, supplierCostPerItem: { X: '1' } }, items)).toEqual([
      { field: 'supplierCostPerItem.X', message: 'This item is not part of the booking.' },
    ]);
    expect(validateChangePrice({ ...valid, supplierAmount: '3000.01' }, items)).toEqual([
      { field: 'supplierCostPerItem', message: 'The item costs must add up to the supplier total.' },
    ]);
    expect(validateChangePrice({ ...valid, reason: 'Made up' }, items)).toEqual([
      { field: 'reason', message: 'Choose one of the reasons offered for this type.' },
    ]);
    expect(validateChangePrice({ ...valid, reconciliation: { effectiveDate: '2025-13-01' } }, items)).toEqual([
      { field: 'reconciliation.effectiveDate', message: 'Enter the effective date as YYYY-MM-DD.' },
    ]);
    expect(validateChangePrice({ ...valid, reconciliation: { effectiveDate: '2025-06-01', cycle: '2025-06' } }, items)).toEqual([
      { field: 'reconciliation', message: 'Choose either an effective date or a reconciliation cycle.' },
    ]);
    expect(validateChangePrice({ ...valid, reconciliation: { cycle: '2025-06' } }, items)).toEqual([]);
  });

  it('accepts any split of the supplier total across items (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10_000_000n }), fc.bigInt({ min: 0n, max: 10_000_000n }), (a, b) => {
        const fmt = (c: bigint) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
        const input = { ...valid, supplierAmount: fmt(a + b), supplierCostPerItem: { 'BK1-1': fmt(a), 'BK1-2': fmt(b) } };
        return validateChangePrice(input, items).length === 0;
      }),
    );
  });

  it('lets only the finance scopes choose a reconciliation period', () => {
    const actor = (scopes: Scope[]) => ({ id: 'u', role: Role.Admin, isFullAdmin: true, scopes, companyId: null });
    expect(canChooseReconciliation(actor([Scope.FinanceAdmin]))).toBe(true);
    expect(canChooseReconciliation(actor([Scope.FinanceOps]))).toBe(true);
    expect(canChooseReconciliation(actor([Scope.ScopeAdmin]))).toBe(false);
  });
});

describe('bulk payments', () => {
  it('splits references on spaces, commas and newlines, once each', () => {
    expect(parseReferenceList(' FB-1, FB-2\nFB-3\t FB-1,,\n')).toEqual(['FB-1', 'FB-2', 'FB-3']);
    expect(parseReferenceList(' \n, ')).toEqual([]);
  });

  it('needs at least one payment and the full count marked', () => {
    expect(bulkReferencesRefusal([])).toBe('You need to provide at least one payment');
    expect(bulkReferencesRefusal(['FB-1'])).toBeNull();
    expect(markedCountRefusal(3, 2)).toBe('One or more payments have not been marked as paid');
    expect(markedCountRefusal(3, 3)).toBeNull();
  });
});
