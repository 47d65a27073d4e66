import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (name and country required) are validateProvince() from @farebox/domain,
 * shared with the web form.
 */

export class ProvinceFieldsDto {
  @ApiProperty({ example: 'Siem Reap Province' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @ApiProperty({ description: "The country's id; empty is refused with 'This field is required.'" })
  @IsString()
  @MaxLength(100)
  countryId: string;

  @ApiProperty({ type: [String], description: "The province's cities (ids), all of its country; a city moves from its previous province" })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('4', { each: true })
  cityIds: string[];

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  description?: string | null;
}

export class UpdateProvinceDto extends ProvinceFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class ProvinceCityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ProvinceCountryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ProvinceListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: ProvinceCountryDto }) country: ProvinceCountryDto;
  @ApiProperty() citiesCount: number;
}

export class ProvinceDto extends ProvinceListItemDto {
  @ApiProperty({ type: [ProvinceCityDto], description: 'By name' }) cities: ProvinceCityDto[];
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() version: number;
}

const trimmedOrNone = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class ListProvincesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmedOrNone)
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The provinces of this country' })
  @IsOptional()
  @Transform(trimmedOrNone)
  @IsUUID('4')
  countryId?: string;
}
