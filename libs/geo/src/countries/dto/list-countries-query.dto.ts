import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

export class ListCountriesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Common or official name contains (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  name?: string;
}
