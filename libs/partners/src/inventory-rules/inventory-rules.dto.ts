import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsUUID, Matches } from 'class-validator';
import { INVENTORY_ACTIONS } from '@farebox/domain';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export class InventoryCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

/** Inventory management (spec part 2, 2.7): the companies the channel sells (allow) or does not sell (block). */
export class InventoryRulesDto {
  @ApiProperty({ enum: INVENTORY_ACTIONS, nullable: true, type: String, description: 'null: no rule, every company is sold' })
  action: string | null;
  @ApiProperty({ type: [InventoryCompanyDto] }) companies: InventoryCompanyDto[];
  @ApiProperty({ description: "The partner's version (send it back to save)" }) version: number;
}

export class SaveInventoryRulesDto {
  @ApiProperty({ description: 'The version the edit started from (409 EditConflict when stale)' })
  @IsInt()
  version: number;

  @ApiProperty({ enum: INVENTORY_ACTIONS })
  @IsIn(INVENTORY_ACTIONS, { message: 'Action is Allow or Block' })
  action: string;

  @ApiProperty({ type: [String], format: 'uuid', description: 'The companies allowed or blocked' })
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('4', { each: true })
  companyIds: string[];
}

/** Live Results search (spec part 2, 2.7). */
export class PartnerLiveResultsQueryDto {
  @ApiProperty({ format: 'uuid', description: 'Departure city id' })
  @IsUUID('4', { message: 'Departure city is required' })
  from: string;

  @ApiProperty({ format: 'uuid', description: 'Arrival city id' })
  @IsUUID('4', { message: 'Arrival city is required' })
  to: string;

  @ApiProperty({ example: '2026-03-01', description: "Departure date in the departure city's timezone" })
  @Matches(DATE, { message: 'Departure Date is required' })
  date: string;
}

export class PartnerLivePriceDto {
  @ApiProperty({ example: '720.00' }) amount: string;
  @ApiProperty({ example: 'THB' }) currency: string;
}

/** A live search result product (spec part 2, 3.4): one line between two stations, with its prices and times. */
export class PartnerLiveResultDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty({ format: 'uuid' }) companyId: string;
  @ApiProperty() companyName: string;
  @ApiProperty() fromName: string;
  @ApiProperty() toName: string;
  @ApiProperty({ description: 'Vehicle type' }) type: string;
  @ApiProperty({ description: 'Vehicle class' }) lineClass: string;
  @ApiProperty({ type: [PartnerLivePriceDto] }) price: PartnerLivePriceDto[];
  @ApiProperty({ type: [String], example: ['08:30'], description: 'HH:mm in the departure city' }) departureTimes: string[];
}
