import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { FINANCE_TEXT_MAX, INVOICE_ACTIONS, type InvoiceAction } from '@farebox/domain';

export class InvoiceActionDto {
  @ApiProperty({
    enum: INVOICE_ACTIONS,
    description: 'approve by someone who may not approve this gap level becomes an assign (assignee and notes then required)',
  })
  @IsIn(INVOICE_ACTIONS)
  action: InvoiceAction;

  @ApiPropertyOptional({ format: 'uuid', description: 'The new assignee: required for assign (and for an approve that becomes one)' })
  @IsOptional()
  @IsUUID('all', { message: 'assignee must be a user id.' })
  assignee?: string;

  @ApiPropertyOptional({ description: 'Required except for approve', maxLength: FINANCE_TEXT_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(FINANCE_TEXT_MAX)
  notes?: string;

  @ApiPropertyOptional({ description: "The invoice's version the user acted on; an older one is 409 EditConflict with every change since" })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'Accepted for compatibility and ignored: the actor is always the signed-in user' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  assignedBy?: string;
}
