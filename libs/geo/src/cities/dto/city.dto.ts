import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { STATION_GEOMETRIES, type AreaPolygon, type StationGeometry } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';
import { AreaPolygonDto } from '../../geocoding/dto/area-polygon.dto.js';

/*
 * Shapes only. The rules and their messages (country, name and timezone required; the timezone an IANA zone) are
 * validateCity() from @farebox/domain, shared with the web form.
 */

/** The view lists this many of the city's stations (the list shows the count of all). */
export const CITY_STATIONS_SHOWN = 200;

const note = (example: string) => ApiPropertyOptional({ type: String, nullable: true, example, description: 'Plain text, several lines' });

export class CityFieldsDto {
  @ApiProperty({ description: "The country's id; the city's country code is the country's" })
  @IsString()
  @MaxLength(100)
  countryId: string;

  @ApiProperty({ example: 'Hoi An', description: 'The slug follows the name' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @ApiProperty({ example: 'Asia/Ho_Chi_Minh', description: 'IANA timezone' })
  @IsString()
  @MaxLength(100)
  timezone: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The province's id, of the city's country; null for none" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  provinceId?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'The nearby cities (ids); the city itself is refused' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('4', { each: true })
  nearbyCityIds?: string[];

  @note('November to March')
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  highSeason?: string | null;

  @note('The Old Town, the Japanese Covered Bridge')
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  placesToSee?: string | null;

  @note('The Old Town is closed to cars in the evening.')
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  goodToKnow?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  promotionHtml?: string | null;
}

export class UpdateCityDto extends CityFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class CityRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class CityCountryRefDto extends CityRefDto {
  @ApiProperty({ example: 'VN', description: 'ISO 3166-1 alpha-2' }) code: string;
}

export class CityListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: CityCountryRefDto }) country: CityCountryRefDto;
  @ApiProperty({ type: CityRefDto, nullable: true }) province: CityRefDto | null;
  @ApiProperty() stationsCount: number;
}

export class CityStationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: STATION_GEOMETRIES, description: 'A point (address, lat, lng) or an area (its name and outline)' }) type: StationGeometry;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: Number, nullable: true }) lat: number | null;
  @ApiProperty({ type: Number, nullable: true }) lng: number | null;
  @ApiProperty({ type: String, nullable: true }) areaName: string | null;
  @ApiProperty({ type: AreaPolygonDto, nullable: true }) areaPolygon: AreaPolygon | null;
}

export class CityDetailsDto extends CityListItemDto {
  @ApiProperty({ example: 'VN', description: "The country's code" }) countryCode: string;
  @ApiProperty({ example: 'Asia/Ho_Chi_Minh' }) timezone: string;
  @ApiProperty({ type: [CityRefDto], description: 'By name' }) nearbyCities: CityRefDto[];
  @ApiProperty({ type: String, nullable: true }) highSeason: string | null;
  @ApiProperty({ type: String, nullable: true }) placesToSee: string | null;
  @ApiProperty({ type: String, nullable: true }) goodToKnow: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) promotionHtml: string | null;
  @ApiProperty({ type: [CityStationDto], description: `The city's stations by name, the first ${CITY_STATIONS_SHOWN}` }) stations: CityStationDto[];
  @ApiProperty() version: number;
}

const trimmedOrNone = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class ListV2CitiesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmedOrNone)
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The cities of this country' })
  @IsOptional()
  @Transform(trimmedOrNone)
  @IsUUID('4')
  countryId?: string;
}
