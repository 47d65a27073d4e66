import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (name, address, city, country and type required; coordinate ranges;
 * the date) are validatePlace() from @farebox/domain, shared with the web form.
 */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

export class PlaceFieldsDto {
  @ApiProperty({ example: 'Grand Palace' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @ApiProperty({ example: 'Na Phra Lan Rd, Phra Nakhon' })
  @IsString()
  @MaxLength(1000)
  address: string;

  @ApiProperty({ description: "The city's id; it must lie in the country" })
  @IsString()
  @MaxLength(100)
  cityId: string;

  @ApiProperty({ description: "The country's id" })
  @IsString()
  @MaxLength(100)
  countryId: string;

  @ApiProperty({ description: "The place type's id" })
  @IsString()
  @MaxLength(100)
  typeId: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -90, maximum: 90 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  latitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: -180, maximum: 180 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  longitude?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  aboutPointOfInterest?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date', example: '2027-12-31' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  expirationDate?: string | null;
}

export class UpdatePlaceDto extends PlaceFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class PlaceRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class PlaceTypeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
}

export class PlaceMainPictureDto {
  @ApiProperty({ description: 'The web size once made, else the original' }) url: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null until the worker has made it' }) thumbnailUrl: string | null;
}

export class PlaceListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty({ type: PlaceRefDto }) city: PlaceRefDto;
  @ApiProperty({ type: PlaceRefDto }) country: PlaceRefDto;
  @ApiProperty({ type: PlaceTypeDto }) type: PlaceTypeDto;
  @ApiProperty({ type: Number, nullable: true }) latitude: number | null;
  @ApiProperty({ type: Number, nullable: true }) longitude: number | null;
}

export class PlaceRowDto extends PlaceListItemDto {
  @ApiProperty({ type: PlaceMainPictureDto, nullable: true, description: 'The main picture (else the first), for the thumbnail' })
  mainPicture: PlaceMainPictureDto | null;
}

export class PlaceDto extends PlaceListItemDto {
  @ApiProperty({ type: String, nullable: true }) aboutPointOfInterest: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) expirationDate: string | null;
  @ApiProperty() version: number;
}

export class ListPlacesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Places of this city (its id or slug)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  city?: string;

  @ApiPropertyOptional({ description: 'Place name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'Places of this type (its id or slug)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  type?: string;
}

export class PlaceTypeFieldsDto {
  @ApiProperty({ example: 'Night market' })
  @IsString()
  @MaxLength(1000)
  name: string;

  @ApiProperty({ example: 'night-market', description: 'Unique; lower-case words joined by hyphens' })
  @IsString()
  @MaxLength(1000)
  slug: string;
}

export class ListPlaceTypesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Type name contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  name?: string;
}
