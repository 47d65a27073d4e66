import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { AllRequired } from '@farebox/platform';
import { CountryFieldsDto } from './country-fields.dto.js';

export class UpdateCountryDto extends CountryFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

/** A row of the countries list. */
export class CountryListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'TH' }) code: string;
  @ApiProperty({ example: 'Thailand' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: 'Kingdom of Thailand' }) officialName: string | null;
}

/** A country with every field of spec part 3, section 3. */
@AllRequired(CountryFieldsDto)
export class CountryDetailsDto extends CountryFieldsDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Thailand', description: 'Common name (read-only)' }) name: string;
  @ApiProperty({ type: String, nullable: true, example: 'Kingdom of Thailand', description: 'Read-only' }) officialName: string | null;
  @ApiProperty({ example: 'thailand' }) slug: string;
  @ApiProperty({ type: String, nullable: true, enum: ['latam', 'apac', 'emea', 'north_america'], description: 'Sales region (read-only here)' })
  salesRegion: string | null;
  @ApiProperty() version: number;
  @ApiProperty() updatedAt: Date;
}
