import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Decimal } from 'decimal.js';
import { decimalTransformer } from '@farebox/platform';

const money = (name: string) => Column({ name, type: 'numeric', precision: 14, scale: 2, transformer: decimalTransformer });
const day = (name: string) => Column({ name, type: 'date' });

/** A supplier's invoice with its gap against the platform amount and its approval workflow (the invoice machine). */
@Entity('supplier_invoice')
export class SupplierInvoice {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId: string;
  @Column({ type: 'text' }) state: string;
  @Column({ name: 'invoice_number', type: 'text' }) invoiceNumber: string;
  @Column({ name: 'invoice_type', type: 'text' }) invoiceType: string;
  @Column({ name: 'invoice_class', type: 'text', default: 'Transportation' }) invoiceClass: string;
  @Column({ type: 'text', nullable: true }) region: string | null;
  @Column({ type: 'char', length: 3 }) currency: string;
  @money('invoice_amount') invoiceAmount: Decimal;
  /** The platform's own figure for the same period (API field `fareboxAmount`). */
  @money('platform_amount') platformAmount: Decimal;
  @money('amount_usd') amountUsd: Decimal;
  @money('gap') gap: Decimal;
  @money('gap_usd') gapUsd: Decimal;
  @Column({ name: 'gap_percent', type: 'numeric', precision: 9, scale: 2, transformer: decimalTransformer }) gapPercent: Decimal;
  @Column({ name: 'gap_level', type: 'smallint' }) gapLevel: number;
  @day('invoice_date') invoiceDate: string;
  @day('receive_date') receiveDate: string;
  @day('due_date') dueDate: string;
  @Column({ name: 'tax_code', type: 'text' }) taxCode: string;
  @Column({ type: 'text', nullable: true }) note: string | null;
  @Column({ type: 'text', nullable: true }) memo: string | null;
  /** The one payment cycle the invoice reconciles (tax bills); null for a top-up range. */
  @Column({ name: 'cycle_id', type: 'text', nullable: true }) cycleId: string | null;
  @day('period_start') periodStart: string;
  @day('period_end') periodEnd: string;
  @Column({ name: 'period_label', type: 'text' }) periodLabel: string;
  @Column({ name: 'file_key', type: 'text' }) fileKey: string;
  @Column({ name: 'file_name', type: 'text' }) fileName: string;
  @Column({ name: 'file_mime', type: 'text' }) fileMime: string;
  @Column({ name: 'file_size', type: 'int' }) fileSize: number;
  @Column({ name: 'is_approved', type: 'boolean', default: false }) isApproved: boolean;
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true }) assigneeId: string | null;
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true }) paidAt: Date | null;
  @Column({ name: 'payment_platform_name', type: 'text', nullable: true }) paymentPlatformName: string | null;
  @Column({ name: 'created_by', type: 'uuid' }) createdBy: string;
  @Column({ name: 'created_by_name', type: 'text' }) createdByName: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ name: 'updated_by_name', type: 'text', nullable: true }) updatedByName: string | null;
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
  @Column({ type: 'int', default: 1 }) version: number;
  @Column({ name: 'machine_version', type: 'int', default: 1 }) machineVersion: number;
}
