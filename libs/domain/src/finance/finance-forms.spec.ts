import fc from 'fast-check';
import {
  isTopupCurrencyMismatch,
  parseInvoiceCycles,
  topupAmountProblem,
  validateInvoiceAction,
  validateInvoiceUpload,
  validateReceipt,
  validateTopupRequest,
  type InvoiceUploadInput,
} from './finance-forms.js';

const ctx = { today: '2026-11-20', supplierCurrency: 'EUR' };
const request = { type: 'deposit_request', amount: '150.00', currency: 'EUR', dueDate: '2026-11-30' };

describe('top-up request form', () => {
  it('accepts complete requests of each type', () => {
    expect(validateTopupRequest(request, ctx)).toEqual([]);
    expect(validateTopupRequest({ ...request, dueDate: 'immediate' }, ctx)).toEqual([]);
    expect(validateTopupRequest({ type: 'deposit', amount: '0.01', currency: 'EUR', depositId: 'r1' }, ctx)).toEqual([]);
    expect(validateTopupRequest({ type: 'adjustment', amount: '-25.5', currency: 'EUR', note: 'fee' }, ctx)).toEqual([]);
    expect(
      validateTopupRequest({ type: 'adjustment', amount: 10, currency: 'eur', note: 'fee', adjustmentType: 'cost', adjustmentDate: '2026-11-01' }, ctx),
    ).toEqual([]);
  });

  it("says the spec's three amount messages for deposits and deposit requests", () => {
    expect(validateTopupRequest({ ...request, amount: '' }, ctx)).toEqual([{ field: 'amount', message: 'Amount is required' }]);
    expect(validateTopupRequest({ ...request, amount: '0' }, ctx)).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
    expect(validateTopupRequest({ ...request, amount: '-3' }, ctx)).toEqual([{ field: 'amount', message: 'Amount must be greater than 0' }]);
    for (const bad of ['abc', '1.001', '1e3', '1,5', '12.']) {
      expect(validateTopupRequest({ ...request, amount: bad }, ctx)).toEqual([{ field: 'amount', message: 'Invalid amount' }]);
    }
    expect(validateTopupRequest({ type: 'deposit', currency: 'EUR' }, ctx)).toEqual([{ field: 'amount', message: 'Amount is required' }]);
  });

  it('needs a due date from the offered list for a deposit request', () => {
    expect(validateTopupRequest({ ...request, dueDate: undefined }, ctx)).toEqual([{ field: 'dueDate', message: 'This field is required.' }]);
    expect(validateTopupRequest({ ...request, dueDate: '2026-11-29' }, ctx)).toEqual([{ field: 'dueDate', message: 'Choose a due date from the list.' }]);
  });

  it('needs a non-zero numeric amount and a note for an adjustment, cash or cost', () => {
    expect(validateTopupRequest({ type: 'adjustment', amount: '0', currency: 'EUR' }, ctx)).toEqual([
      { field: 'amount', message: 'Invalid amount' },
      { field: 'note', message: 'This field is required.' },
    ]);
    expect(
      validateTopupRequest({ type: 'adjustment', amount: '5', currency: 'EUR', note: 'x', adjustmentType: 'gift', adjustmentDate: '01/11/2026' }, ctx),
    ).toEqual([
      { field: 'adjustmentType', message: 'Choose cash or cost.' },
      { field: 'adjustmentDate', message: 'Enter the date as YYYY-MM-DD.' },
    ]);
  });

  it('flags the currency mismatch and unknown types', () => {
    expect(validateTopupRequest({ ...request, currency: 'USD' }, ctx)).toEqual([
      { field: 'currency', message: 'The selected currency differs from the supplier currency.' },
    ]);
    expect(validateTopupRequest({ ...request, currency: '' }, ctx)).toEqual([{ field: 'currency', message: 'This field is required.' }]);
    expect(isTopupCurrencyMismatch('USD', 'EUR')).toBe(true);
    expect(isTopupCurrencyMismatch(' eur ', 'EUR')).toBe(false);
    expect(isTopupCurrencyMismatch(undefined, 'EUR')).toBe(false);
    expect(validateTopupRequest({ ...request, type: 'addReceipt' }, ctx)).toEqual([
      { field: 'type', message: 'Choose deposit request, deposit or adjustment.' },
    ]);
    expect(validateTopupRequest({ ...request, type: undefined }, ctx)).toEqual([{ field: 'type', message: 'This field is required.' }]);
  });

  it('accepts every positive 2-decimal amount and refuses every 3-decimal one (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999_999n }), (c) => {
        const amount = `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
        return topupAmountProblem(amount) === null && topupAmountProblem(`${amount}1`) === 'Invalid amount' && topupAmountProblem(`-${amount}`, true) === null;
      }),
    );
  });

  it('checks the receipt link', () => {
    expect(validateReceipt('')).toEqual([{ field: 'receipt', message: 'Receipt link must be filled in' }]);
    expect(validateReceipt(null)).toEqual([{ field: 'receipt', message: 'Receipt link must be filled in' }]);
    expect(validateReceipt('not a link')).toEqual([{ field: 'receipt', message: 'Receipt link must be a valid URL' }]);
    expect(validateReceipt('https://bank.example.com/receipts/123')).toEqual([]);
  });
});

describe('upload invoice form', () => {
  const valid: InvoiceUploadInput = {
    file: { size: 1024, type: 'application/pdf' },
    currency: 'EUR',
    invoiceAmount: '1020.00',
    fareboxAmount: '1000',
    invoiceType: 'tax_bill',
    invoiceClass: 'Transportation',
    region: 'emea',
    dueDate: '2026-12-15',
    taxCode: 'VAT_STD',
    invoiceCycles: ['2026-10'],
    invoiceNumber: 'INV-1',
    receiveDate: '2026-11-02',
    invoiceDate: '2026-11-01',
    assignee: 'user-1',
  };
  const today = { today: '2026-11-20' };

  it('accepts a complete tax bill and a top-up range invoice', () => {
    expect(validateInvoiceUpload(valid, today)).toEqual([]);
    expect(
      validateInvoiceUpload({ ...valid, invoiceType: 'prepaid_inventory', invoiceCycles: undefined, topupStart: '2026-10-01', topupEnd: '2026-10-31' }, today),
    ).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: '["2026-11-1"]', region: undefined, invoiceClass: undefined }, today)).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, assignee: '' }, { ...today, assigneeRequired: false })).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, file: undefined }, { ...today, checkFile: false })).toEqual([]);
  });

  it('lists every missing required field', () => {
    expect(validateInvoiceUpload({}, today).map((p) => p.field)).toEqual([
      'file',
      'currency',
      'invoiceAmount',
      'fareboxAmount',
      'invoiceType',
      'taxCode',
      'invoiceNumber',
      'receiveDate',
      'invoiceDate',
      'dueDate',
      'assignee',
    ]);
    expect(validateInvoiceUpload({}, today).every((p) => p.message === 'This field is required.')).toBe(true);
  });

  it('allows exactly one cycle, a real one that has started', () => {
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: [] }, today)).toEqual([{ field: 'invoiceCycles', message: 'This field is required.' }]);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-09', '2026-10'] }, today)).toEqual([
      { field: 'invoiceCycles', message: 'Only one cycle is allowed per invoice' },
    ]);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-13'] }, today)).toEqual([
      { field: 'invoiceCycles', message: 'Choose a payment cycle from the list.' },
    ]);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-12'] }, today)).toEqual([
      { field: 'invoiceCycles', message: 'Choose a payment cycle from the list.' },
    ]);
  });

  it("allows only a cycle of the supplier's kind (monthly or bi-weekly)", () => {
    const wrong = [{ field: 'invoiceCycles', message: 'Choose a payment cycle from the list.' }];
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-10'] }, { ...today, paymentCycle: 'monthly' })).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-10-2'] }, { ...today, paymentCycle: 'monthly' })).toEqual(wrong);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-10-2'] }, { ...today, paymentCycle: 'bi_weekly' })).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, invoiceCycles: ['2026-10'] }, { ...today, paymentCycle: 'bi_weekly' })).toEqual(wrong);
  });

  it('needs a top-up range that starts on or before its end', () => {
    const topup = { ...valid, invoiceType: 'topup_tax_bill', invoiceCycles: undefined };
    expect(validateInvoiceUpload(topup, today)).toEqual([
      { field: 'topupStart', message: 'This field is required.' },
      { field: 'topupEnd', message: 'This field is required.' },
    ]);
    expect(validateInvoiceUpload({ ...topup, topupStart: '2026-10-02', topupEnd: '2026-10-01' }, today)).toEqual([
      { field: 'topupEnd', message: 'The top-up range must start on or before its end.' },
    ]);
    expect(validateInvoiceUpload({ ...topup, topupStart: '2026-10-01', topupEnd: '2026-10-01' }, today)).toEqual([]);
  });

  it('checks dates, amounts, choices and the file', () => {
    expect(validateInvoiceUpload({ ...valid, dueDate: '2026-10-31' }, today)).toEqual([
      { field: 'dueDate', message: 'The due date cannot be before the invoice date.' },
    ]);
    expect(validateInvoiceUpload({ ...valid, dueDate: '2026-11-01' }, today)).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, receiveDate: '2026-02-30' }, today)).toEqual([{ field: 'receiveDate', message: 'Enter the date as YYYY-MM-DD.' }]);
    expect(validateInvoiceUpload({ ...valid, invoiceAmount: '1.234', fareboxAmount: '-1' }, today)).toEqual([
      { field: 'invoiceAmount', message: 'Enter an amount with at most 2 decimals.' },
      { field: 'fareboxAmount', message: 'Value should be greater or equal 0' },
    ]);
    expect(
      validateInvoiceUpload({ ...valid, currency: 'XXX', invoiceType: 'bill', invoiceClass: 'Hotels', region: 'mars', taxCode: 'NONE' }, today).map(
        (p) => p.field,
      ),
    ).toEqual(['currency', 'invoiceType', 'invoiceClass', 'region', 'taxCode']);
    expect(validateInvoiceUpload({ ...valid, file: { size: 10 * 1024 * 1024 + 1, type: 'application/pdf' } }, today)).toEqual([
      { field: 'file', message: 'The file must be at most 10 MB.' },
    ]);
    expect(validateInvoiceUpload({ ...valid, file: { size: 10 * 1024 * 1024, type: 'image/webp' } }, today)).toEqual([]);
    expect(validateInvoiceUpload({ ...valid, file: { size: 10, type: 'text/html' } }, today)).toEqual([
      { field: 'file', message: 'The file must be a PDF or an image (PNG, JPEG or WebP).' },
    ]);
    expect(validateInvoiceUpload({ ...valid, note: 'x'.repeat(1001) }, today)).toEqual([{ field: 'note', message: 'The text is at most 1000 characters.' }]);
  });

  it('reads invoiceCycles as an array, a JSON array or one id', () => {
    expect(parseInvoiceCycles(['2026-10', ' ', 3])).toEqual(['2026-10']);
    expect(parseInvoiceCycles('["2026-10","2026-11"]')).toEqual(['2026-10', '2026-11']);
    expect(parseInvoiceCycles(' 2026-10 ')).toEqual(['2026-10']);
    expect(parseInvoiceCycles('[broken')).toEqual(['[broken']);
    expect(parseInvoiceCycles(undefined)).toEqual([]);
  });
});

describe('invoice action form', () => {
  it('needs an assignee for assign and notes except for approve', () => {
    expect(validateInvoiceAction({ action: 'approve' })).toEqual([]);
    expect(validateInvoiceAction({ action: 'assign' })).toEqual([
      { field: 'assignee', message: 'This field is required.' },
      { field: 'notes', message: 'This field is required.' },
    ]);
    expect(validateInvoiceAction({ action: 'reject', notes: ' ' })).toEqual([{ field: 'notes', message: 'This field is required.' }]);
    expect(validateInvoiceAction({ action: 'markPaid', notes: 'wire 123' })).toEqual([]);
    expect(validateInvoiceAction({ action: 'delete' })).toEqual([{ field: 'action', message: 'Choose one of the invoice actions.' }]);
    expect(validateInvoiceAction({})).toEqual([{ field: 'action', message: 'This field is required.' }]);
  });
});
