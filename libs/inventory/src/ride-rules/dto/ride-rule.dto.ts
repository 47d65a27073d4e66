import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { RIDE_RULE_ATTRIBUTE_SLUGS, RIDE_RULE_LEVELS, RIDE_RULE_TYPES, type RideRuleLevel, type RideRuleType } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (the value per attribute, one operator per operator rule, conditions on
 * operator rules only, append only for list and text attributes) are validateRideRule() from @farebox/domain, shared
 * with the web's rule modal.
 */

const VALUE_DESCRIPTION =
  'The value for the attribute: booking-fee {price: decimal string, isPerPassenger}; markup and commission-from-api a percent 0-100; ' +
  'minimum-passengers an integer >= 1; phone-required a boolean; custom-services [{serviceType, serviceContent}]; voucher-alert ' +
  '{title (50), text (200)}; pickup-dropoff-points, amenities-and-facilities and pictures a list of texts; cancellation-policy ' +
  '{isRefundable, entries: [{timeBefore, unit hours|days, fee 0-100}] (1 to 10)}; the others a text';

export class RideRuleFieldsDto {
  @ApiProperty({ enum: RIDE_RULE_LEVELS, description: 'supplier: the rides of a set of companies; operator: the rides of one operator' })
  @IsIn(RIDE_RULE_LEVELS)
  level: RideRuleLevel;

  @ApiProperty({ enum: RIDE_RULE_ATTRIBUTE_SLUGS })
  @IsString()
  @MaxLength(100)
  attribute: string;

  @ApiProperty({ enum: RIDE_RULE_TYPES, description: 'override: replaces what the rules before say; append: adds to it (lists and texts)' })
  @IsIn(RIDE_RULE_TYPES)
  attributeType: RideRuleType;

  @ApiProperty({ type: [String], format: 'uuid', description: 'Supplier level: the companies; operator level: the one operator' })
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  companyIds: string[];

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Condition (operator rules): one end of the ride' })
  @IsOptional()
  @IsUUID('all')
  fromCityId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Condition (operator rules): the other end of the ride' })
  @IsOptional()
  @IsUUID('all')
  toCityId?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Condition (operator rules): vehicle types, e.g. bus' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  vehicleTypes?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Condition (operator rules): vehicle classes, e.g. VIP' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(75)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  vehicleClasses?: string[];

  @ApiProperty({
    description: VALUE_DESCRIPTION,
    oneOf: [{ type: 'object' }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }],
  })
  @IsDefined({ message: 'This field is required.' })
  value: unknown;
}

export class UpdateRideRuleDto extends RideRuleFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class RideRuleListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Rules naming this company' })
  @IsOptional()
  @IsUUID('all')
  company?: string;

  @ApiPropertyOptional({ enum: RIDE_RULE_LEVELS })
  @IsOptional()
  @IsIn(RIDE_RULE_LEVELS)
  level?: RideRuleLevel;

  @ApiPropertyOptional({ enum: RIDE_RULE_ATTRIBUTE_SLUGS })
  @IsOptional()
  @IsIn(RIDE_RULE_ATTRIBUTE_SLUGS)
  attribute?: string;
}

/** A ride (a line or a transport) whose rules are asked for. */
export class RideTargetQueryDto {
  @ApiProperty({ format: 'uuid', description: 'The operator company' })
  @IsUUID('all')
  operator: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A different supplier selling the ride' })
  @IsOptional()
  @IsUUID('all')
  supplier?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  fromCity: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all')
  toCity: string;

  @ApiProperty({ example: 'bus' })
  @IsString()
  @MaxLength(100)
  vehicleType: string;

  @ApiProperty({ example: 'VIP' })
  @IsString()
  @MaxLength(100)
  vehicleClass: string;
}

export class RideRuleRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class RideRuleDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: RIDE_RULE_LEVELS }) level: RideRuleLevel;
  @ApiProperty({ enum: RIDE_RULE_ATTRIBUTE_SLUGS }) attribute: string;
  @ApiProperty({ example: 'Markup' }) displayName: string;
  @ApiProperty({ enum: RIDE_RULE_TYPES }) attributeType: RideRuleType;
  @ApiProperty({ type: [RideRuleRefDto] }) companies: RideRuleRefDto[];
  @ApiProperty({ type: RideRuleRefDto, nullable: true }) fromCity: RideRuleRefDto | null;
  @ApiProperty({ type: RideRuleRefDto, nullable: true }) toCity: RideRuleRefDto | null;
  @ApiProperty({ type: [String] }) vehicleTypes: string[];
  @ApiProperty({ type: [String] }) vehicleClasses: string[];
  @ApiProperty({ description: VALUE_DESCRIPTION }) value: unknown;
  @ApiProperty({ description: 'The value as one line of text' }) valueText: string;
  @ApiProperty({ example: 'Operator: Green Bus', description: "The source badge: the rule's level and companies" }) source: string;
  @ApiProperty({ type: String, nullable: true, example: 'Bangkok – Phuket, bus, VIP', description: 'The condition, null when the rule has none' })
  condition: string | null;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ResolvedRideAttributeDto {
  @ApiProperty({ enum: RIDE_RULE_ATTRIBUTE_SLUGS }) attribute: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ description: 'The value the ride gets from its rules' }) value: unknown;
  @ApiProperty() valueText: string;
  @ApiProperty({ description: 'How many of the applying rules have a condition' }) exceptions: number;
  @ApiProperty({ type: [RideRuleDto], description: 'The applying rules, from the most general to the most specific' }) rules: RideRuleDto[];
}
