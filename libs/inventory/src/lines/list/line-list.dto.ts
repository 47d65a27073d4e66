import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';
import { LINE_TYPES, type LineType } from '../line.constants.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const id = (description: string) => applyDecorators(ApiPropertyOptional({ format: 'uuid', description }), IsOptional(), IsUUID('all'));
const flag = (description: string) => applyDecorators(ApiPropertyOptional({ type: Boolean, description }), IsOptional(), Transform(toBoolean), IsBoolean());

/**
 * The `/lines` filters (spec part 2, route table and 2.8). `published` and `supplier` are full-admin filters: the API
 * ignores them for everyone else, as the bookings list does with its full-admin filters. Agents always get only the
 * lines their company operates or supplies.
 */
export class LineListQueryDto extends PageQueryDto {
  @id('Operator company') company?: string;
  @id('Supplier company (full admins only; ignored for others)') supplier?: string;
  @id('Country of either end of the line') country?: string;
  @id('A city at either end of the line; with cityB, the two cities of the line in either order') city?: string;
  @id('The other city of the line (see city)') cityB?: string;

  @ApiPropertyOptional({ enum: LINE_TYPES })
  @IsOptional()
  @IsIn(LINE_TYPES)
  type?: LineType;

  @flag('Status: true published, false unpublished (full admins only; ignored for others)') published?: boolean;

  @ApiPropertyOptional({ description: 'Denomination contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200)
  denomination?: string;

  @flag('Sold through a supplier API') isSupplierApi?: boolean;
  @flag('A private transfer') isPrivateTransfer?: boolean;
}

export class LineListRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class LineListRouteDto {
  @ApiProperty({ type: LineListRefDto }) stationA: LineListRefDto;
  @ApiProperty({ type: LineListRefDto }) stationB: LineListRefDto;
  @ApiProperty({ type: LineListRefDto }) cityA: LineListRefDto;
  @ApiProperty({ type: LineListRefDto }) cityB: LineListRefDto;
}

export class LineListAttributesDto {
  @ApiProperty() isSupplierApi: boolean;
  @ApiProperty() isPrivateTransfer: boolean;
  @ApiProperty() automaticApproval: boolean;
  @ApiProperty() manualBookings: boolean;
  @ApiProperty({ description: 'A ferry carrying vehicles' }) vehicleOnBoard: boolean;
}

export class LineMarkupRangeDto {
  @ApiProperty({ example: '10.00', description: 'Lowest markup percent of the line prices (decimal string)' }) min: string;
  @ApiProperty({ example: '12.50', description: 'Highest markup percent of the line prices (decimal string)' }) max: string;
}

export class LineListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() denomination: string;
  @ApiProperty({ enum: LINE_TYPES }) type: LineType;
  @ApiProperty({ example: 'Standard' }) lineClass: string;
  @ApiProperty({ description: 'Status: published or not' }) published: boolean;
  @ApiProperty({ type: LineListAttributesDto }) attributes: LineListAttributesDto;
  @ApiProperty({ type: LineListRouteDto }) route: LineListRouteDto;
  @ApiProperty({ type: LineListRefDto, description: 'The operator company' }) operator: LineListRefDto;
  @ApiProperty({ type: LineListRefDto, nullable: true, description: 'A different supplier selling the line' }) supplier: LineListRefDto | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Booking cutoff: minutes before departure when sales close (null: until departure)' })
  cutoffMinutes: number | null;
  @ApiPropertyOptional({
    type: LineMarkupRangeDto,
    nullable: true,
    description: 'Markup range of the line prices; present for full admins only (null when the line has no price)',
  })
  markup?: LineMarkupRangeDto | null;
  @ApiProperty({ description: 'How many extras the line offers' }) extras: number;
}
