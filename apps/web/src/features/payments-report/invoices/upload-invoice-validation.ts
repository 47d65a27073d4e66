import { FieldRequired, isCycleInvoiceType, validateInvoiceUpload, type FieldProblem } from '@farebox/domain';
import type { UploadInvoiceValues } from './upload-invoice-form';

/**
 * The upload form checked with the API's own rule (`validateInvoiceUpload`), plus the supplier the form picks (the
 * API has it in its path). `assigneeRequired` is false only when the uploader may approve the computed gap level.
 */
export function validateUpload(values: UploadInvoiceValues, file: Pick<File, 'size' | 'type'> | null, today: string, assigneeRequired = true): FieldProblem[] {
  const supplier: FieldProblem[] = values.supplierId ? [] : [{ field: 'supplierId', message: FieldRequired }];
  const byCycle = isCycleInvoiceType(values.invoiceType);
  return [
    ...supplier,
    ...validateInvoiceUpload(
      {
        ...values,
        file: file ? { size: file.size, type: file.type || null } : null,
        invoiceCycles: byCycle && values.cycleId ? [values.cycleId] : [],
        topupStart: byCycle ? undefined : values.topupStart,
        topupEnd: byCycle ? undefined : values.topupEnd,
      },
      { today, assigneeRequired },
    ),
  ];
}
