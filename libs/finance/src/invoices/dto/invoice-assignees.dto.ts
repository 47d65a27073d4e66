import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { InvoiceAssigneeDto } from './invoice.dto.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** An optional `true` / `false` query flag. */
export const QueryFlag = (description: string, defaultValue = false) =>
  applyDecorators(ApiPropertyOptional({ type: Boolean, default: defaultValue, description }), IsOptional(), Transform(toBoolean), IsBoolean());

export class InvoiceAssigneesQueryDto {
  @QueryFlag('Include the caller even when not an approver of the level (only a caller who may act on invoices)') forceSelfAssignment?: boolean;
  @QueryFlag('Every active finance-role user (to send an invoice back), not only the approvers of the level') isBackwardAssignment?: boolean;
  @QueryFlag('Only finance-admins') forceFinanceAdminAssignees?: boolean;
}

export class InvoiceAssigneesDto {
  @ApiProperty({ type: [InvoiceAssigneeDto], description: "Sorted by name; empty: the web shows 'No assignee options were found'" })
  data: InvoiceAssigneeDto[];
}
