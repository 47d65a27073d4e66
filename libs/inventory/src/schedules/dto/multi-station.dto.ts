import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { MULTI_STATION_KINDS, PICKUP_SELECTION_TYPES, PRIMARY_ROLES, type MultiStationKind, type PickupSelectionType, type PrimaryRole } from '@farebox/domain';
import { DIRECTIONS } from './schedule.dto.js';

/* Shapes only; the rules and messages are validateMultiStation() from @farebox/domain, shared with the web form. */

export class PickupPointDto {
  @ApiProperty({ example: 'Patong Beach, Jungceylon' }) @IsString() @MaxLength(500) name: string;
  @ApiProperty({ example: 60, description: 'Minutes before or after the departure' }) @IsNumber() time: number;
  @ApiProperty({ enum: ['before', 'after'] }) @IsIn(['before', 'after']) beforeAfter: 'before' | 'after';
}

export class PickupDropoffDto {
  @ApiProperty({ example: '5.00', description: "Price in the line's currency; '' for none" }) @IsString() @MaxLength(20) price: string;
  @ApiProperty() @IsBoolean() perPassenger: boolean;
  @ApiProperty() @IsBoolean() showFlightDetails: boolean;
  @ApiProperty({ enum: [...PICKUP_SELECTION_TYPES, ''] }) @IsIn([...PICKUP_SELECTION_TYPES, '']) selectionType: PickupSelectionType | '';
  @ApiProperty() @IsString() @MaxLength(2000) note: string;
  @ApiProperty({ type: [PickupPointDto] })
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PickupPointDto)
  points: PickupPointDto[];
  @ApiProperty({ type: [String], description: 'Hotel list (selection "any hotel")' })
  @IsArray()
  @ArrayMaxSize(2000)
  @IsString({ each: true })
  @MaxLength(300, { each: true })
  hotels: string[];
}

export class MultiStationFieldsDto {
  @ApiProperty({ enum: MULTI_STATION_KINDS }) @IsIn(MULTI_STATION_KINDS) kind: MultiStationKind;
  @ApiProperty() @IsString() @MaxLength(100) stationId: string;
  @ApiProperty() @IsBoolean() isBoarding: boolean;
  @ApiProperty() @IsBoolean() isDropoff: boolean;
  @ApiProperty({ description: 'Minutes after the departure from the primary boarding station' }) @IsNumber() timeOffsetMinutes: number;
  @ApiPropertyOptional({ type: String, nullable: true, example: '50.00' }) @IsOptional() @IsString() @MaxLength(20) price?: string | null;
  @ApiPropertyOptional({ type: PickupDropoffDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => PickupDropoffDto)
  pickupDropoff?: PickupDropoffDto | null;
}

export class CreateMultiStationDto extends MultiStationFieldsDto {
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS) direction: 'aToB' | 'bToA';
  @ApiPropertyOptional({ description: "An event's own list (the event takes its multi-stations 'for the event')" }) @IsOptional() @IsUUID() eventId?: string;
  @ApiPropertyOptional({ description: "A trip's own list (Edit trip: multi-stations 'for the trip'); starts as a copy of the list it took" })
  @IsOptional()
  @IsUUID()
  tripId?: string;
}

export class UpdateMultiStationDto extends MultiStationFieldsDto {
  @ApiProperty() @IsInt() version: number;
}

export class SetPrimaryStationDto {
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS) direction: 'aToB' | 'bToA';
  @ApiPropertyOptional({ description: "An event's own list; omitted: the line's" }) @IsOptional() @IsUUID() eventId?: string;
  @ApiProperty({ enum: PRIMARY_ROLES, description: 'Which primary station: where the trips leave (offset 0) or where they arrive' })
  @IsIn(PRIMARY_ROLES)
  role: PrimaryRole;
  @ApiProperty({ description: 'A station of the city of the primary station it replaces' }) @IsUUID() stationId: string;
}

export class MultiStationQueryDto {
  @ApiProperty({ enum: DIRECTIONS }) @IsIn(DIRECTIONS) direction: 'aToB' | 'bToA';
  @ApiPropertyOptional({ description: "An event's own list; omitted: the line's" }) @IsOptional() @IsUUID() eventId?: string;
  @ApiPropertyOptional({ description: "A trip's own list" }) @IsOptional() @IsUUID() tripId?: string;
}

export class MultiStationDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: DIRECTIONS }) direction: 'aToB' | 'bToA';
  @ApiProperty({ type: String, nullable: true }) eventId: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Set: the entry is of that trip's own list" }) tripId: string | null;
  @ApiProperty({ enum: MULTI_STATION_KINDS }) kind: MultiStationKind;
  @ApiProperty() isPrimary: boolean;
  @ApiProperty() stationId: string;
  @ApiProperty() stationName: string;
  @ApiProperty({ type: String, nullable: true }) address: string | null;
  @ApiProperty({ description: 'point or area' }) stationType: string;
  @ApiProperty({ type: String, nullable: true }) locationType: string | null;
  @ApiProperty() cityId: string;
  @ApiProperty() cityName: string;
  @ApiProperty() isBoarding: boolean;
  @ApiProperty() isDropoff: boolean;
  @ApiProperty() timeOffsetMinutes: number;
  @ApiProperty({ type: String, nullable: true }) price: string | null;
  @ApiProperty({ type: PickupDropoffDto, nullable: true }) pickupDropoff: PickupDropoffDto | null;
  @ApiProperty() version: number;
}
