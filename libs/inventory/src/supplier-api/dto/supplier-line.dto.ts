import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Matches, MaxLength, Min } from 'class-validator';
import { PageMetaDto, PageQueryDto } from '@farebox/platform';
import { DIRECTIONS, type Direction } from '../../lines/line.constants.js';

const INTEGRATION_MODES = ['online', 'offline'] as const;

export class SupplierIntegrationDto {
  @ApiProperty({ example: 'saigon-express' }) id: string;
  @ApiProperty({ description: "The supplier company's name" }) name: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty({ enum: INTEGRATION_MODES, description: 'offline: transfers are mapped and synced; online: searched live' }) mode: 'online' | 'offline';
}

/** Tab 7's supplier line info (spec part 2, 2.9 and 3.5). */
export class SupplierLineInfoDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty({ description: 'The line version every write of the tab names' }) version: number;
  @ApiProperty() isSupplierApi: boolean;
  @ApiProperty() isScrapingAvailability: boolean;
  @ApiProperty({ type: SupplierIntegrationDto, nullable: true }) integration: SupplierIntegrationDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'line.supplier_integration (also set on lines without an integration row)' })
  integrationId: string | null;
  @ApiProperty({ type: String, nullable: true }) aToBTransferId: string | null;
  @ApiProperty({ type: String, nullable: true }) bToATransferId: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) aToBLastSynced: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) bToALastSynced: string | null;
  @ApiProperty({ description: 'Transfer mappings of the line' }) mappingCount: number;
}

export class SupplierStationDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() address: string;
  @ApiProperty() latitude: number;
  @ApiProperty() longitude: number;
  @ApiProperty() timeOffsetInMinutes: number;
  @ApiProperty() isBoarding: boolean;
  @ApiProperty() isDropoff: boolean;
}

/** A supplier's transfer as last fetched (spec 3.6 Transfer/line). */
export class SupplierTransferDto {
  @ApiProperty() integrationId: string;
  @ApiProperty() transferId: string;
  @ApiProperty() companyName: string;
  @ApiProperty() fromCity: string;
  @ApiProperty() toCity: string;
  @ApiProperty() vehicleType: string;
  @ApiProperty() vehicleClass: string;
  @ApiProperty() routeId: string;
  @ApiProperty({ type: [SupplierStationDto] }) multiStations: SupplierStationDto[];
  @ApiProperty({ type: String, format: 'date-time' }) fetchedAt: string;
}

export class TransferMappingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: DIRECTIONS }) direction: Direction;
  @ApiProperty({ type: SupplierTransferDto }) transfer: SupplierTransferDto;
  @ApiProperty() disableSync: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSyncedAt: string | null;
}

export class TransferMappingPageDto {
  @ApiProperty({ type: [TransferMappingDto] }) data: TransferMappingDto[];
  @ApiProperty({ type: PageMetaDto }) meta: PageMetaDto;
}

export class TransferMappingQueryDto extends PageQueryDto {}

export class MappedLineDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() denomination: string;
  @ApiProperty({ enum: DIRECTIONS }) direction: Direction;
}

/** A supplier transfer running the line's cities in one direction; which of company, type and class also match. */
export class TransferMatchDto {
  @ApiProperty({ enum: DIRECTIONS }) direction: Direction;
  @ApiProperty({ type: SupplierIntegrationDto }) integration: SupplierIntegrationDto;
  @ApiProperty({ type: SupplierTransferDto }) transfer: SupplierTransferDto;
  @ApiProperty() companyMatches: boolean;
  @ApiProperty() vehicleTypeMatches: boolean;
  @ApiProperty() vehicleClassMatches: boolean;
  @ApiProperty({ type: MappedLineDto, nullable: true, description: 'The line direction the transfer is mapped to already' }) mappedTo: MappedLineDto | null;
}

export class SupplierUnavailableDto {
  @ApiProperty() integrationId: string;
  @ApiProperty() name: string;
  @ApiProperty() message: string;
}

export class TransferMatchesDto {
  @ApiProperty({ type: [TransferMatchDto] }) matches: TransferMatchDto[];
  @ApiProperty({ type: [SupplierUnavailableDto], description: 'Offline suppliers whose transfers could not be fetched (their last fetched ones are used)' })
  unavailable: SupplierUnavailableDto[];
}

export class LineVersionDto {
  @ApiProperty({ minimum: 1, description: 'The line version the tab shows' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  version: number;
}

export class CreateTransferMappingDto extends LineVersionDto {
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS) direction: Direction;
  @ApiProperty({ example: 'saigon-express' }) @IsString() @Matches(/^[a-z0-9][a-z0-9-]*$/) @MaxLength(100) integrationId: string;
  @ApiProperty({ example: 'SE-SGN-DAD-0700' }) @IsString() @MaxLength(200) transferId: string;
}

export class UpdateTransferMappingDto extends LineVersionDto {
  @ApiProperty() @IsBoolean() disableSync: boolean;
}

export class DeleteTransferMappingQueryDto extends LineVersionDto {}
