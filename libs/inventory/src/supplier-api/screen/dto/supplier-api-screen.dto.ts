import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { DIRECTIONS, type Direction } from '../../../lines/line.constants.js';
import { SupplierIntegrationDto, SupplierTransferDto } from '../../dto/supplier-line.dto.js';

export const MAPPING_KINDS = ['city', 'company', 'vehicleType', 'vehicleClass'] as const;
export type MappingKind = (typeof MAPPING_KINDS)[number];

export class MappingCountsDto {
  @ApiProperty() city: number;
  @ApiProperty() company: number;
  @ApiProperty() vehicleType: number;
  @ApiProperty() vehicleClass: number;
}

/** The Overview/rules tab. */
export class SupplierOverviewDto {
  @ApiProperty({ type: SupplierIntegrationDto }) integration: SupplierIntegrationDto;
  @ApiProperty({ type: String, nullable: true, description: "The supplier's protocol base URL; null when SUPPLIER_API_URL is not set" })
  baseUrl: string | null;
  @ApiProperty({ type: Boolean, nullable: true, description: "The supplier's bulk mapping capability; null while the supplier does not answer" })
  bulkMapping: boolean | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the supplier did not answer' }) unavailable: string | null;
  @ApiProperty({ description: 'Transfers in the supplier inventory' }) transfers: number;
  @ApiProperty({ description: 'Transfers mapped to a line direction' }) mappedTransfers: number;
  @ApiProperty({ description: "Lines of the supplier's mapped companies" }) lines: number;
  @ApiProperty({ type: MappingCountsDto }) mappings: MappingCountsDto;
}

export class TransferLineDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() denomination: string;
  @ApiProperty({ enum: DIRECTIONS }) direction: Direction;
}

/** A row of the Supplier Inventory and Transfer Mapping tabs. */
export class ScreenTransferDto extends SupplierTransferDto {
  @ApiProperty({ type: TransferLineDto, nullable: true }) mappedTo: TransferLineDto | null;
  @ApiProperty({ type: [String], description: 'Parameters without a mapping, as "city: Phuket"; empty: every parameter is mapped' }) unmapped: string[];
}

export class ScreenTransferListDto {
  @ApiProperty({ type: [ScreenTransferDto], description: 'At most 50' }) data: ScreenTransferDto[];
  @ApiProperty() total: number;
}

/** A row of the Farebox Lines tab. */
export class ScreenLineDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() denomination: string;
  @ApiProperty() companyName: string;
  @ApiProperty() fromCity: string;
  @ApiProperty() toCity: string;
  @ApiProperty() type: string;
  @ApiProperty() lineClass: string;
  @ApiProperty() version: number;
  @ApiProperty({ type: String, nullable: true }) aToBTransferId: string | null;
  @ApiProperty({ type: String, nullable: true }) bToATransferId: string | null;
  @ApiProperty({ enum: ['Mapped', 'Partly mapped', 'Not mapped'] }) status: 'Mapped' | 'Partly mapped' | 'Not mapped';
}

export class ScreenLineListDto {
  @ApiProperty({ type: [ScreenLineDto], description: 'At most 50' }) data: ScreenLineDto[];
  @ApiProperty() total: number;
}

export class SupplierMappingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: MAPPING_KINDS }) kind: MappingKind;
  @ApiProperty({ description: 'Our city or company id, or our vehicle type or class' }) fareboxValue: string;
  @ApiProperty({ description: 'What the screen shows for our side (the city or company name, the type or class)' }) fareboxLabel: string;
  @ApiProperty() supplierValue: string;
}

export class MappingKindQueryDto {
  @ApiProperty({ enum: MAPPING_KINDS }) @IsIn(MAPPING_KINDS) kind: MappingKind;
}

export class MappingOptionsQueryDto extends MappingKindQueryDto {
  @ApiPropertyOptional({ description: 'Cities and companies: the name starts with this (5 at most answered)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class FareboxOptionDto {
  @ApiProperty() value: string;
  @ApiProperty() label: string;
}

export class SupplierValueDto {
  @ApiProperty() value: string;
  @ApiProperty({ description: 'A mapping holds this value already' }) mapped: boolean;
}

export class MappingOptionsDto {
  @ApiProperty({ type: [FareboxOptionDto], description: 'Cities and companies: 5 at most; vehicle classes: 75 at most' }) farebox: FareboxOptionDto[];
  @ApiProperty({ type: [SupplierValueDto], description: "The values seen in the supplier's inventory" }) supplier: SupplierValueDto[];
}

export class CreateSupplierMappingDto {
  @ApiProperty({ enum: MAPPING_KINDS }) @IsIn(MAPPING_KINDS) kind: MappingKind;
  @ApiProperty({ description: 'Our city or company id, or our vehicle type or class' })
  @IsString()
  @MinLength(1, { message: 'Farebox data is required.' })
  @MaxLength(100)
  fareboxValue: string;
  @ApiProperty({ description: "A value seen in the supplier's inventory" })
  @IsString()
  @MinLength(1, { message: 'Supplier data is required.' })
  @MaxLength(200)
  supplierValue: string;
}

export class CreatedLineDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() denomination: string;
}

export class MapLineDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID('4', { message: 'Line is required.' }) lineId: string;
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS, { message: 'Direction is required.' }) direction: Direction;
  @ApiProperty({ description: "The line's version shown in the modal" }) @IsInt() @Min(1) version: number;
}

export class BulkMappingResultDto {
  @ApiProperty({ type: [ScreenTransferDto], description: 'The transfers mapped now' }) mapped: ScreenTransferDto[];
  @ApiProperty({ description: 'Unmapped transfers left as they were (a parameter unmapped, no line or several lines, or the direction taken)' })
  skipped: number;
}

export class SupplierLiveSearchDto {
  @ApiProperty({ description: "The supplier's city name" }) @IsString() @MinLength(1, { message: 'From is required.' }) @MaxLength(200) from: string;
  @ApiProperty({ description: "The supplier's city name" }) @IsString() @MinLength(1, { message: 'To is required.' }) @MaxLength(200) to: string;
  @ApiProperty({ example: '2026-12-30' }) @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be a date YYYY-MM-DD.' }) date: string;
}

export class SupplierLiveJourneyDto {
  @ApiProperty({ description: 'Local departure time, in timeZone', example: '2026-12-30T08:30:00' }) departureDate: string;
  @ApiProperty({ example: 'Asia/Bangkok' }) timeZone: string;
  @ApiProperty({ example: '945.00' }) amountInSupplierCurrency: string;
  @ApiProperty({ example: 'THB' }) supplierCurrency: string;
}

export class SupplierLiveResultDto {
  @ApiProperty() productId: string;
  @ApiProperty() companyName: string;
  @ApiProperty() from: string;
  @ApiProperty() to: string;
  @ApiProperty() type: string;
  @ApiProperty() class: string;
  @ApiProperty({ type: [SupplierLiveJourneyDto] }) journeys: SupplierLiveJourneyDto[];
  @ApiProperty({ type: [String], description: 'Parameters without a mapping; empty: Mapped' }) unmappedParams: string[];
}
