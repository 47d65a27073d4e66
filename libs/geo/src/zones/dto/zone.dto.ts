import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (name, slug and city required; slug form) are validateZone() from
 * @farebox/domain, shared with the web form.
 */

export class ZoneFieldsDto {
  @ApiProperty({ example: 'Old Quarter' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @ApiProperty({ example: 'hanoi-old-quarter', description: 'Unique; lower-case words joined by hyphens' })
  @IsString()
  @MaxLength(1000)
  slug: string;

  @ApiProperty({ description: "The city's id; the zone's country is the city's" })
  @IsString()
  @MaxLength(100)
  cityId: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  description?: string | null;
}

export class UpdateZoneDto extends ZoneFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class ZonePlaceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ZoneListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: ZonePlaceDto }) city: ZonePlaceDto;
  @ApiProperty({ type: ZonePlaceDto, description: "The city's country" }) country: ZonePlaceDto;
}

export class ZoneDto extends ZoneListItemDto {
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty() version: number;
}

export class ListZonesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Zone name contains (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  name?: string;
}
