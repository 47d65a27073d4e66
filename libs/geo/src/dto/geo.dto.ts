import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class CountryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'TH', description: 'ISO 3166-1 alpha-2' }) code: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true, enum: ['latam', 'apac', 'emea', 'north_america'] }) region: string | null;
}

export class CityCountryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'TH' }) code: string;
  @ApiProperty() name: string;
}

export class CityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ example: 'Asia/Bangkok', description: 'IANA timezone: trips from this city are in it' }) timezone: string;
  @ApiProperty({ type: CityCountryDto }) country: CityCountryDto;
}

export class StationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) cityId: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: Number, nullable: true }) lat: number | null;
  @ApiProperty({ type: Number, nullable: true }) lng: number | null;
}

export class ListCitiesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'Country id, or its ISO code (e.g. TH)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(40)
  country?: string;

  @ApiPropertyOptional({ example: 'chiang-mai', description: 'The city with this slug (a URL naming cities by slug, e.g. the booking edit route)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  slug?: string;
}

export class ListStationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Stations of this city' })
  @IsOptional()
  @IsUUID('4')
  cityId?: string;

  @ApiPropertyOptional({ description: 'Name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;
}
