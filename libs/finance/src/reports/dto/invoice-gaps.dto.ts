import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';
import { INVOICE_STATES, INVOICE_TYPES, type InvoiceState, type InvoiceType } from '@farebox/domain';

export class InvoiceGapsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only this supplier' }) @IsOptional() @IsUUID('4') supplierId?: string;
}

export class InvoiceGapRowDto {
  @ApiProperty() supplierId: string;
  @ApiProperty() supplierName: string;
  @ApiProperty({ example: 'VND' }) currency: string;
  @ApiProperty({ description: 'Invoices of the year in this currency (rejected ones left out)' }) invoices: number;
  @ApiProperty({ example: '1000.00' }) invoiceAmount: string;
  @ApiProperty({ example: '980.00', description: 'Σ of the platform’s own amounts' }) fareboxAmount: string;
  @ApiProperty({ example: '20.00', description: 'Σ (invoice amount − platform amount)' }) gap: string;
  @ApiProperty({ example: '0.80' }) gapInUsd: string;
  @ApiProperty({ enum: [1, 2, 3] }) maxGapLevel: number;
}

export class InvoiceGapBreakdownPeriodDto {
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty() label: string;
}

export class InvoiceGapBreakdownRowDto {
  @ApiProperty() id: string;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty({ enum: INVOICE_TYPES }) invoiceType: InvoiceType;
  @ApiProperty() invoiceTypeDisplay: string;
  @ApiProperty({ format: 'date' }) invoiceDate: string;
  @ApiProperty() currency: string;
  @ApiProperty() invoiceAmount: string;
  @ApiProperty() fareboxAmount: string;
  @ApiProperty() gap: string;
  @ApiProperty() gapInUsd: string;
  @ApiProperty({ example: '2.00' }) gapPercent: string;
  @ApiProperty({ enum: [1, 2, 3] }) gapLevel: number;
  @ApiProperty({ type: [InvoiceGapBreakdownPeriodDto] }) periods: InvoiceGapBreakdownPeriodDto[];
  @ApiProperty({ enum: INVOICE_STATES }) state: InvoiceState;
  @ApiProperty() statusDisplay: string;
}

export class InvoiceGapBreakdownDto {
  @ApiProperty({ type: [InvoiceGapBreakdownRowDto] }) data: InvoiceGapBreakdownRowDto[];
}
