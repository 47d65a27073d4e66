import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class ListCompaniesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name contains (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company?: string;

  @ApiPropertyOptional({ description: 'Website contains (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  website?: string;

  @ApiPropertyOptional({ description: 'Some agent username contains (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  agent?: string;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only HEAT companies; false: only non-HEAT' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isHeat?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only suppliers; false: only non-suppliers' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isSupplier?: boolean;
}
