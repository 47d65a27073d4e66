import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { DEFAULT_INVOICE_SORT, INVOICE_SORTS, INVOICE_STATES, REGIONS, type InvoiceSort, type InvoiceState } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/** A repeated query parameter (`status=a&status=b`) or a comma-separated one (`status=a,b`) as an array. */
const toList = ({ value }: { value: unknown }): unknown[] => {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
};

export class ListInvoicesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REGIONS, description: "The invoice's region" })
  @IsOptional()
  @IsIn(REGIONS)
  region?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'supplierId must be a company id.' })
  supplierId?: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'Cycle ids (repeat or comma-separate): invoices whose period overlaps one of them',
    example: ['2026-10'],
  })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  period?: string[];

  @ApiPropertyOptional({ enum: INVOICE_STATES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @IsIn(INVOICE_STATES, { each: true })
  status?: InvoiceState[];

  @ApiPropertyOptional({ type: [String], description: 'Assignee user ids (repeat or comma-separate)' })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true, message: 'assignee must be user ids.' })
  assignee?: string[];

  @ApiPropertyOptional({ enum: [1, 2, 3] })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsIn([1, 2, 3])
  gapLevel?: number;

  @ApiPropertyOptional({ enum: INVOICE_SORTS, default: DEFAULT_INVOICE_SORT })
  @IsOptional()
  @IsIn(INVOICE_SORTS)
  sort?: InvoiceSort;
}
