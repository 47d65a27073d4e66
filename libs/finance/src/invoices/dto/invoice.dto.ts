import { ApiProperty } from '@nestjs/swagger';
import { INVOICE_ACTIONS, INVOICE_STATES, INVOICE_TYPES, type InvoiceAction, type InvoiceState, type InvoiceType } from '@farebox/domain';

export class InvoiceSupplierDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Saigon Express Bus' }) name: string;
  @ApiProperty({ type: String, nullable: true, description: "The supplier's payment platform (the table's payment gate)" }) paymentPlatformName: string | null;
}

export class InvoicePeriodDto {
  @ApiProperty({ example: '2026-10-01' }) start: string;
  @ApiProperty({ example: '2026-10-31' }) end: string;
  @ApiProperty({ example: 'Oct 2026' }) label: string;
}

export class InvoiceAssigneeDto {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ example: 'Fiona Finops' }) name: string;
  @ApiProperty({ example: 'finops@farebox.local' }) email: string;
}

export class InvoicePaidDto {
  @ApiProperty({ format: 'date-time' }) paidAt: string;
  @ApiProperty({ type: String, nullable: true, example: 'Payoneer' }) paymentPlatformName: string | null;
}

/** One supplier invoice as the Invoices tab lists it (spec 3 'Invoice'); amounts are decimal strings. */
export class InvoiceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: InvoiceSupplierDto }) supplier: InvoiceSupplierDto;
  @ApiProperty({ example: 'Tax bill' }) invoiceTypeDisplay: string;
  @ApiProperty({ enum: INVOICE_TYPES }) invoiceType: InvoiceType;
  @ApiProperty({ example: 'Transportation' }) invoiceClass: string;
  @ApiProperty({ type: String, nullable: true, example: 'apac' }) region: string | null;
  @ApiProperty({ example: 'INV-2026-10' }) invoiceNumber: string;
  @ApiProperty({ example: '12600000.00' }) invoiceAmount: string;
  @ApiProperty({ example: '12500000.00', description: "The platform's own cost of the period, recomputed by the server at upload" }) fareboxAmount: string;
  @ApiProperty({ example: 'VND' }) currency: string;
  @ApiProperty({ example: '515.00', description: 'The invoice amount in USD at the invoice date' }) amountUsd: string;
  @ApiProperty({ example: '2026-11-02' }) receiveDate: string;
  @ApiProperty({ example: '2026-11-01' }) invoiceDate: string;
  @ApiProperty({ example: '2026-11-30' }) dueDate: string;
  @ApiProperty({ example: 'VAT_STD' }) taxCode: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, nullable: true }) memo: string | null;
  @ApiProperty({ type: [InvoicePeriodDto] }) periods: InvoicePeriodDto[];
  @ApiProperty({ type: [String], example: ['2026-10'], description: 'The one cycle of a tax bill; empty for a top-up range' }) invoiceCycles: string[];
  @ApiProperty({ type: InvoiceAssigneeDto, nullable: true }) assignee: InvoiceAssigneeDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Chosen by Fiona Finops at upload as an approver of gap level 2.',
    description: 'Why the invoice has its assignee, or none: the upload, the approval at upload or the last assign (with its notes)',
  })
  assigneeReason: string | null;
  @ApiProperty() isApproved: boolean;
  @ApiProperty({ enum: [1, 2, 3] }) gapLevel: number;
  @ApiProperty({ example: '100000.00', description: 'invoiceAmount − fareboxAmount, invoice currency' }) gap: string;
  @ApiProperty({ example: '4.10' }) gapInUsd: string;
  @ApiProperty({ example: '0.80', description: '|gap| / platform amount × 100, 2 decimals' }) gapPercent: string;
  @ApiProperty({ description: 'Gap percent above 2: shown red' }) isGapWarning: boolean;
  @ApiProperty({ type: InvoicePaidDto, nullable: true }) paid: InvoicePaidDto | null;
  @ApiProperty({ enum: INVOICE_STATES }) state: InvoiceState;
  @ApiProperty({ example: 'Pending approval' }) statusDisplay: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ example: 'Fiona Finops' }) createdBy: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, nullable: true }) updatedBy: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/v2/supplier/invoice/00000000-0000-4000-8000-000000000001/file',
    description: 'Only for the Invoices tab audience (full-admin staff with a finance role or upload-invoice), who may open the file; null for anyone else',
  })
  fileUrl: string | null;
  @ApiProperty({ example: 'invoice-oct.pdf' }) fileName: string;
  @ApiProperty({ example: 'application/pdf' }) fileType: string;
  @ApiProperty({ description: 'Optimistic-lock version' }) version: number;
  @ApiProperty({ enum: INVOICE_ACTIONS, isArray: true, description: 'What the signed-in user may do now (the web renders exactly these)' })
  allowedActions: InvoiceAction[];
}

export class InvoiceHistoryDto {
  @ApiProperty({
    enum: ['upload', ...INVOICE_ACTIONS],
    example: 'approve',
    description: 'upload, or the action that was applied (an approve without the right is recorded as assign)',
  })
  action: 'upload' | InvoiceAction;
  @ApiProperty({ type: String, nullable: true, enum: INVOICE_STATES }) fromState: InvoiceState | null;
  @ApiProperty({ enum: INVOICE_STATES }) toState: InvoiceState;
  @ApiProperty({ example: 'Carla Cco' }) actor: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: InvoiceAssigneeDto, nullable: true }) assignee: InvoiceAssigneeDto | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class InvoiceDetailDto extends InvoiceDto {
  @ApiProperty({ type: [InvoiceHistoryDto], description: 'Oldest first' }) history: InvoiceHistoryDto[];
}

export class UploadedInvoiceDto {
  @ApiProperty({ format: 'uuid', description: 'The new invoice id (the spec reads invoice._id)' }) _id: string;
  @ApiProperty({ type: InvoiceDetailDto }) invoice: InvoiceDetailDto;
}
