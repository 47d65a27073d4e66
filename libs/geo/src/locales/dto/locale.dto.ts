import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (name 2 to 50, code 2 to 3, flag URL) are validateLocale() from
 * @farebox/domain, shared with the web form.
 */

export class LocaleFieldsDto {
  @ApiProperty({ example: 'English', description: '2 to 50 characters' })
  @IsString()
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'en', description: 'The locale code, 2 or 3 characters; unique' })
  @IsString()
  @MaxLength(20)
  locale: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  isActivated?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://cdn.example.com/flags/en.svg' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  flagUrl?: string | null;
}

export class UpdateLocaleDto extends LocaleFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class LocaleDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() locale: string;
  @ApiProperty() isActivated: boolean;
  @ApiProperty({ type: String, nullable: true }) flagUrl: string | null;
  @ApiProperty() version: number;
}

export class ListLocalesQueryDto extends PageQueryDto {}
