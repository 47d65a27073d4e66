import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  LEG_TRANSPORTATION_TYPES,
  LINE_CUSTOM_SERVICES_MAX,
  LINE_ITINERARY_LEGS_MAX,
  LINE_RICH_TEXT_MAX,
  LINE_TEXT_MAX,
  LineInfoMessage,
  LUGGAGE_POLICY_TYPES,
  MEASURE_UNITS,
  PASSENGER_OR_VEHICLE,
  type LegTransportationType,
  type LuggagePolicyType,
  type MeasureUnit,
  type PassengerOrVehicle,
} from '@farebox/domain';

// Shapes only (types and generous lengths): the rules and their messages are validateLineInfo() of libs/domain, so the
// form and the API say the same thing. Over-long text is cut off here at twice the rule's limit, the rule says why.

const num = () => IsNumber({ allowNaN: false, allowInfinity: false }, { message: LineInfoMessage.WholeNumber });
const text = (max = LINE_TEXT_MAX * 2) => [IsString(), MaxLength(max)];
const Text =
  (max?: number) =>
  (target: object, key: string): void => {
    for (const d of text(max)) d(target, key);
  };

export class LegDurationDto {
  @ApiProperty({ minimum: 0 }) @num() days: number;
  @ApiProperty({ minimum: 0 }) @num() hours: number;
  @ApiProperty({ minimum: 0, maximum: 59 }) @num() minutes: number;
}

export class ItineraryLegDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) @IsOptional() @IsString() @MaxLength(100) cityAId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) @IsOptional() @IsString() @MaxLength(100) cityBId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'In city A; not needed when shouldIgnoreStations' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  stationAId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'In city B; not needed when shouldIgnoreStations' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  stationBId: string | null;
  @ApiProperty() @IsBoolean() shouldIgnoreStations: boolean;
  @ApiProperty({ type: String, enum: LEG_TRANSPORTATION_TYPES, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  transportationType: LegTransportationType | null;
  @ApiProperty({ type: LegDurationDto }) @ValidateNested() @Type(() => LegDurationDto) duration: LegDurationDto;
  @ApiProperty() @Text() comment: string;
}

export class BorderCrossingDto {
  @ApiProperty({ description: 'Required when there is a text' }) @Text(200) slug: string;
  @ApiProperty() @Text() text: string;
}

export class DirectionItineraryDto {
  @ApiProperty({ type: [ItineraryLegDto] })
  @IsArray()
  @ArrayMaxSize(LINE_ITINERARY_LEGS_MAX * 2)
  @ValidateNested({ each: true })
  @Type(() => ItineraryLegDto)
  legs: ItineraryLegDto[];
  @ApiProperty({ type: BorderCrossingDto }) @ValidateNested() @Type(() => BorderCrossingDto) borderCrossing: BorderCrossingDto;
}

export class ItineraryDto {
  @ApiProperty({ type: DirectionItineraryDto }) @ValidateNested() @Type(() => DirectionItineraryDto) aToB: DirectionItineraryDto;
  @ApiProperty({ type: DirectionItineraryDto }) @ValidateNested() @Type(() => DirectionItineraryDto) bToA: DirectionItineraryDto;
}

export class CustomServiceDto {
  @ApiProperty() @Text(200) serviceType: string;
  @ApiProperty() @Text() serviceContent: string;
}

export class AdditionalServicesDto {
  @ApiProperty() @Text(400) seatType: string;
  @ApiProperty() @Text(400) stops: string;
  @ApiProperty({ type: [CustomServiceDto] })
  @IsArray()
  @ArrayMaxSize(LINE_CUSTOM_SERVICES_MAX * 2)
  @ValidateNested({ each: true })
  @Type(() => CustomServiceDto)
  customServices: CustomServiceDto[];
}

export class BagAllowanceDto {
  @ApiProperty({ minimum: 0 }) @num() amount: number;
  @ApiProperty({ example: '20', description: 'kg, at most 2 decimals' }) @Text(20) weight: string;
  @ApiProperty({ enum: MEASURE_UNITS }) @IsString() @MaxLength(10) measureUnit: MeasureUnit;
  @ApiProperty({ minimum: 0 }) @num() length: number;
  @ApiProperty({ minimum: 0 }) @num() width: number;
  @ApiProperty({ minimum: 0 }) @num() height: number;
}

export class SkiAndSnowboardDto {
  @ApiProperty({ minimum: 0 }) @num() amount: number;
  @ApiProperty({ example: '10', description: 'kg' }) @Text(20) weight: string;
}

export class SelectedLuggagesDto {
  @ApiProperty() @IsBoolean() has_largeBag: boolean;
  @ApiProperty() @IsBoolean() has_handbag: boolean;
  @ApiProperty() @IsBoolean() has_skiAndSnowboard: boolean;
  @ApiProperty() @IsBoolean() has_totalWeight: boolean;
}

export class CustomLuggageDto {
  @ApiProperty({ enum: PASSENGER_OR_VEHICLE }) @IsString() @MaxLength(20) passengerOrVehicle: PassengerOrVehicle;
  @ApiProperty({ type: SelectedLuggagesDto }) @ValidateNested() @Type(() => SelectedLuggagesDto) selectedLuggages: SelectedLuggagesDto;
  @ApiProperty({ type: BagAllowanceDto }) @ValidateNested() @Type(() => BagAllowanceDto) largeBag: BagAllowanceDto;
  @ApiProperty({ type: BagAllowanceDto }) @ValidateNested() @Type(() => BagAllowanceDto) handbag: BagAllowanceDto;
  @ApiProperty({ type: SkiAndSnowboardDto }) @ValidateNested() @Type(() => SkiAndSnowboardDto) skiAndSnowboard: SkiAndSnowboardDto;
  @ApiProperty({ example: '30', description: 'kg' }) @Text(20) totalWeight: string;
}

export class LuggageDto {
  @ApiProperty() @Text() openText: string;
  @ApiProperty({ type: CustomLuggageDto }) @ValidateNested() @Type(() => CustomLuggageDto) customLuggage: CustomLuggageDto;
}

export class LineVideoDto {
  @ApiProperty({ example: 'https://video.example/line.mp4' }) @Text(2000) src: string;
  @ApiProperty({ minimum: 0, description: 'Seconds' }) @num() start: number;
  @ApiProperty({ minimum: 0, description: 'Seconds; 0 plays to the end' }) @num() end: number;
}

export class LineVoucherAlertDto {
  @ApiProperty({ maxLength: 50 }) @Text(200) title: string;
  @ApiProperty({ maxLength: 200 }) @Text(800) text: string;
}

/** The editable fields of tab 5 (Info & Social). */
export class LineInfoFieldsDto {
  @ApiProperty({ description: 'General info, rich text (HTML, sanitised when saved)' }) @Text(LINE_RICH_TEXT_MAX * 2) info: string;
  @ApiProperty() @Text() shortDescription: string;
  @ApiProperty({ description: 'Rich text (HTML, sanitised when saved)' }) @Text(LINE_RICH_TEXT_MAX * 2) specialNotes: string;
  @ApiProperty({ description: 'Rich text (HTML, sanitised when saved)' }) @Text(LINE_RICH_TEXT_MAX * 2) pickUpDropOffPoints: string;
  @ApiProperty({ type: ItineraryDto }) @ValidateNested() @Type(() => ItineraryDto) itinerary: ItineraryDto;
  @ApiProperty({ type: AdditionalServicesDto }) @ValidateNested() @Type(() => AdditionalServicesDto) additionalServices: AdditionalServicesDto;
  @ApiProperty({ enum: LUGGAGE_POLICY_TYPES }) @IsIn(LUGGAGE_POLICY_TYPES, { message: LineInfoMessage.Required }) luggagePolicyType: LuggagePolicyType;
  @ApiProperty({ type: LuggageDto }) @ValidateNested() @Type(() => LuggageDto) luggage: LuggageDto;
  @ApiProperty({ type: Number, nullable: true, description: 'Minutes before departure' }) @IsOptional() @num() arriveBeforeDeparture: number | null;
  @ApiProperty({ type: [LineVideoDto], description: 'Only one video' })
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => LineVideoDto)
  videos: LineVideoDto[];
  @ApiProperty() @Text(2000) blogUrl: string;
  @ApiProperty() @Text() voucherRemark: string;
  @ApiProperty({ type: LineVoucherAlertDto }) @ValidateNested() @Type(() => LineVoucherAlertDto) voucherAlert: LineVoucherAlertDto;
  @ApiProperty() @Text() passengerAlert: string;
}

/** PUT /lines/:id/info: the whole tab, from the line version it was edited from. */
export class UpdateLineInfoDto extends LineInfoFieldsDto {
  @ApiProperty({ description: 'The line version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class LineEcommerceDto {
  @ApiProperty() productId: string;
  @ApiProperty() name: string;
  @ApiProperty() groupName: string;
}

export class NamedPlaceDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The station or city name; for a station, with its city id' }) name: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "A station's city (null for a city)" }) cityId: string | null;
}

/** GET /lines/:id/info: tab 5 as saved, with the names of the cities and stations its legs name. */
export class LineInfoDto extends LineInfoFieldsDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() version: number;
  @ApiProperty({ type: LineEcommerceDto, nullable: true, description: 'Read-only: set by the e-commerce integration' }) ecommerce: LineEcommerceDto | null;
  @ApiProperty({ type: [NamedPlaceDto], description: 'The cities and stations the legs name' }) places: NamedPlaceDto[];
}
