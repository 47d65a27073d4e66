import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PRO_CON_TYPES, type ProConType } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages ('Slug is required.', 'Text is required.', 'Type is required.', the slug
 * form) are validateProCon() from @farebox/domain, shared with the web form.
 */

const trimmedOrUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class CreateProConDto {
  @ApiProperty({ example: 'free-wifi', description: 'Unique; lower-case words joined by hyphens' })
  @IsString()
  @MaxLength(1000)
  slug: string;

  @ApiProperty({ example: 'Free Wi-Fi on board' })
  @IsString()
  @MaxLength(5000)
  text: string;

  @ApiProperty({ description: "'pro' or 'con'", example: 'pro' })
  @IsString()
  @MaxLength(100)
  type: string;
}

export class ProConDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: PRO_CON_TYPES, enumName: 'ProConType' }) type: ProConType;
}

/** GET /api/v1/pros and /api/v1/cons: the route editor's pickers. */
export class SearchProsConsQueryDto {
  @ApiPropertyOptional({ description: 'Slug or text contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  search?: string;
}

export class ListProsConsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Slug or text contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: PRO_CON_TYPES, enumName: 'ProConType' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsIn(PRO_CON_TYPES)
  type?: ProConType;
}
