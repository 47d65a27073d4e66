import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { STATION_GEOMETRIES, STATION_LOCATION_TYPES, type AreaPolygon, type StationGeometry, type StationLocationType } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';
import { AreaPolygonDto } from '../../geocoding/dto/area-polygon.dto.js';

/*
 * Shapes only. The rules and their messages (name and city required; a point needs address and coordinates, an area
 * its name and outline) are validateStation() from @farebox/domain, shared with the web form.
 */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class StationFieldsDto {
  @ApiProperty({ example: 'Mo Chit Bus Terminal' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @ApiProperty({ description: "The city's id" })
  @IsString()
  @MaxLength(100)
  cityId: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A zone of the city' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  zoneId?: string | null;

  @ApiPropertyOptional({ enum: STATION_LOCATION_TYPES, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  locationType?: StationLocationType | null;

  @ApiProperty({ enum: STATION_GEOMETRIES, description: 'point: an address with coordinates; area: a named outline' })
  @IsIn(STATION_GEOMETRIES)
  type: StationGeometry;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  address?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 13.8122 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  lat?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 100.5487 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  lng?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  areaName?: string | null;

  @ApiPropertyOptional({ type: AreaPolygonDto, nullable: true })
  @IsOptional()
  @IsObject()
  areaPolygon?: AreaPolygon | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  aboutStation?: string | null;
}

export class UpdateStationDto extends StationFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class StationPlaceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class StationListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: StationPlaceDto }) city: StationPlaceDto;
  @ApiProperty({ type: StationPlaceDto, description: "The city's country" }) country: StationPlaceDto;
  @ApiProperty({ type: StationPlaceDto, nullable: true }) zone: StationPlaceDto | null;
  @ApiProperty({ enum: STATION_LOCATION_TYPES, nullable: true }) locationType: StationLocationType | null;
  @ApiProperty({ enum: STATION_GEOMETRIES }) type: StationGeometry;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ type: String, nullable: true }) areaName: string | null;
  @ApiProperty({ type: Number, nullable: true }) lat: number | null;
  @ApiProperty({ type: Number, nullable: true }) lng: number | null;
}

export class StationDetailDto extends StationListItemDto {
  @ApiProperty({ type: AreaPolygonDto, nullable: true }) areaPolygon: AreaPolygonDto | null;
  @ApiProperty({ type: String, nullable: true }) aboutStation: string | null;
  @ApiProperty() version: number;
}

export class StationListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Stations of this city' })
  @IsOptional()
  @Transform(trimmed)
  @IsUUID()
  city?: string;

  @ApiPropertyOptional({ description: 'Name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ enum: STATION_LOCATION_TYPES })
  @IsOptional()
  @Transform(trimmed)
  @IsIn(STATION_LOCATION_TYPES)
  locationType?: StationLocationType;

  @ApiPropertyOptional({ enum: STATION_GEOMETRIES })
  @IsOptional()
  @Transform(trimmed)
  @IsIn(STATION_GEOMETRIES)
  type?: StationGeometry;
}

export class StationZoneOptionsQueryDto {
  @ApiProperty({ format: 'uuid', description: "The station's city" })
  @IsUUID()
  cityId: string;

  @ApiPropertyOptional({ description: 'Zone name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;
}
