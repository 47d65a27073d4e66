import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { ROLES, type Role } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

const text = () => MaxLength(200);

export class UserListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Company id' })
  @IsOptional()
  @IsUUID('all', { message: 'company must be a company id.' })
  company?: string;

  @ApiPropertyOptional({ description: 'Contains, case-insensitive' })
  @IsOptional()
  @IsString()
  @text()
  email?: string;

  @ApiPropertyOptional({ description: 'Contains, case-insensitive' })
  @IsOptional()
  @IsString()
  @text()
  teamEmail?: string;

  @ApiPropertyOptional({ description: 'Contains, case-insensitive' })
  @IsOptional()
  @IsString()
  @text()
  username?: string;

  @ApiPropertyOptional({ description: 'Display name contains, case-insensitive' })
  @IsOptional()
  @IsString()
  @text()
  displayname?: string;

  @ApiPropertyOptional({ description: 'One role or a comma-separated list (pickers: role=agent,admin&limit=0)', example: 'agent,admin' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean)
      : value,
  )
  @IsIn(ROLES, { each: true, message: `role must be one of ${ROLES.join(', ')}.` })
  role?: Role[];
}
