import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

// Multipart fields arrive as text; every rule and message is the domain's validateInvoiceUpload (the form runs the
// same), so the fields are only declared here (for the whitelist and the OpenAPI document), not checked twice.
const field = (description: string, example?: string) => ApiPropertyOptional({ type: String, description, example });

export class UploadInvoiceDto {
  @field('ISO currency of the invoice', 'VND') @IsOptional() currency?: unknown;
  @field('Invoice total, decimal string with at most 2 decimals', '12600000.00') @IsOptional() invoiceAmount?: unknown;
  @field(
    "The platform amount of the period as fetch-cycles-cost / fetch-topup-cost answer it: the period's total in the invoice currency " +
      '(totalInUsd for a USD invoice without USD costs; 0 when the period has no cost in that currency). The server recomputes it and ' +
      'refuses a different figure (400 on fareboxAmount) so that the stored gap is the one the uploader saw.',
    '12500000.00',
  )
  @IsOptional()
  fareboxAmount?: unknown;
  @field('tax_bill | topup_tax_bill | prepaid_inventory | others', 'tax_bill') @IsOptional() invoiceType?: unknown;
  @field('Transportation', 'Transportation') @IsOptional() invoiceClass?: unknown;
  @field('latam | apac | emea | north_america', 'apac') @IsOptional() region?: unknown;
  @field('YYYY-MM-DD, not before the invoice date', '2026-11-30') @IsOptional() dueDate?: unknown;
  @field('Tax code', 'VAT_STD') @IsOptional() taxCode?: unknown;
  @field('Tax bill / others: a JSON array with exactly one cycle id, or the field repeated once', '["2026-10"]') @IsOptional() invoiceCycles?: unknown;
  @field('Top-up tax bill / prepaid inventory: first day of the range', '2026-10-01') @IsOptional() topupStart?: unknown;
  @field('Top-up tax bill / prepaid inventory: last day of the range (included)', '2026-10-15') @IsOptional() topupEnd?: unknown;
  @field('Unique per supplier', 'INV-2026-10') @IsOptional() invoiceNumber?: unknown;
  @field('YYYY-MM-DD', '2026-11-02') @IsOptional() receiveDate?: unknown;
  @field('YYYY-MM-DD; the USD rate of this day converts the gap', '2026-11-01') @IsOptional() invoiceDate?: unknown;
  @field('User id; required unless the uploader may approve the computed gap level (then the invoice is approved at upload)') @IsOptional() assignee?: unknown;
  @field('Free text') @IsOptional() note?: unknown;
  @field('Free text') @IsOptional() memo?: unknown;
}
