import { describe, expect, it } from '@jest/globals';
import { ErrorCode, FieldRequired, InvoiceMessage, parseInvoiceCycles } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { invoiceErrorToast } from './invoice-errors';
import { emptyUploadValues, labelledProblems, toUploadFields, uploadFieldOf, withSupplierDefaults, type UploadInvoiceValues } from './upload-invoice-form';
import { validateUpload } from './upload-invoice-validation';

const filled = (over: Partial<UploadInvoiceValues> = {}): UploadInvoiceValues => ({
  ...emptyUploadValues({ supplierId: 's1', today: '2026-11-02' }),
  region: 'apac',
  currency: 'VND',
  invoiceType: 'tax_bill',
  cycleId: '2026-10',
  invoiceNumber: ' INV-1 ',
  dueDate: '2026-11-30',
  taxCode: 'VAT_STD',
  invoiceAmount: '12600000',
  fareboxAmount: '12500000.00',
  assignee: 'u1',
  ...over,
});
const pdf = { size: 1200, type: 'application/pdf' };

describe('upload invoice form', () => {
  it('sends one cycle as a JSON array for a tax bill, and the range for a top-up tax bill', () => {
    const fields = toUploadFields(filled());
    expect(parseInvoiceCycles(fields.invoiceCycles)).toEqual(['2026-10']);
    expect(fields.invoiceNumber).toBe('INV-1');
    expect(fields).not.toHaveProperty('topupStart');
    expect(fields).not.toHaveProperty('note');

    const topup = toUploadFields(filled({ invoiceType: 'topup_tax_bill', topupStart: '2026-10-01', topupEnd: '2026-10-15' }));
    expect(topup).not.toHaveProperty('invoiceCycles');
    expect(topup).toMatchObject({ topupStart: '2026-10-01', topupEnd: '2026-10-15' });
  });

  it('is valid by the API rule when complete, and lists what is missing', () => {
    expect(validateUpload(filled(), pdf, '2026-11-02')).toEqual([]);
    const problems = validateUpload(emptyUploadValues({ today: '2026-11-02' }), null, '2026-11-02');
    const fields = problems.map((p) => uploadFieldOf(p.field));
    expect(fields).toEqual(
      expect.arrayContaining([
        'supplierId',
        'file',
        'currency',
        'invoiceAmount',
        'fareboxAmount',
        'invoiceType',
        'taxCode',
        'invoiceNumber',
        'dueDate',
        'assignee',
      ]),
    );
    expect(labelledProblems(problems)).toContainEqual({ field: 'File', message: FieldRequired });
  });

  it('needs no assignee when the uploader approves the level, and never a due date before the invoice date', () => {
    expect(validateUpload(filled({ assignee: '' }), pdf, '2026-11-02', false)).toEqual([]);
    expect(validateUpload(filled({ dueDate: '2026-11-01', invoiceDate: '2026-11-02' }), pdf, '2026-11-02')).toEqual([
      { field: 'dueDate', message: InvoiceMessage.DueBeforeInvoiceDate },
    ]);
    expect(validateUpload(filled(), { size: 10, type: 'text/plain' }, '2026-11-02')).toEqual([{ field: 'file', message: InvoiceMessage.FileType }]);
  });

  it('fills only the empty fields from the supplier', () => {
    expect(withSupplierDefaults(filled({ currency: '', region: 'emea' }), { currency: 'THB', region: 'apac', taxCode: 'X', paymentType: 'topup' })).toEqual({
      currency: 'THB',
    });
    expect(withSupplierDefaults(emptyUploadValues({ today: '2026-01-01' }), { paymentType: 'topup' })).toEqual({ invoiceType: 'topup_tax_bill' });
    expect(uploadFieldOf('invoiceCycles')).toBe('cycleId');
  });

  it("maps failures to the spec's invoice messages", () => {
    const err = (status: number, message = 'x') => new ApiError(status, '', { status, code: ErrorCode.HttpError, message });
    expect(invoiceErrorToast(err(500))).toEqual({ title: InvoiceMessage.ServerError });
    expect(invoiceErrorToast(new TypeError('offline'))).toEqual({ title: InvoiceMessage.ServerError });
    expect(invoiceErrorToast(err(403))).toEqual({ title: InvoiceMessage.InsufficientPermissions });
    expect(invoiceErrorToast(err(409, 'Already invoiced.'))).toEqual({ title: InvoiceMessage.TryLater, text: 'Already invoiced.' });
  });
});
