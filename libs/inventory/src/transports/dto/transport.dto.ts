import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { LINE_CLASSES, TRANSPORT_VEHICLE_TYPES, type TransportVehicleType } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/*
 * Shapes only. The rules and their messages (every field required with "This field is required.", the reference's
 * characters, the type and class lists, two different cities) are validateTransport() from @farebox/domain, shared with
 * the web form; the fields are optional here so that a missing one reaches that rule and its message.
 */

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);
const id = (description: string) => applyDecorators(ApiPropertyOptional({ format: 'uuid', description }), IsOptional(), IsUUID('all'));

/** The `/transports` filters (spec part 2, 2.13): type, reference, supplier, operator, country, two cities. */
export class TransportListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TRANSPORT_VEHICLE_TYPES })
  @IsOptional()
  @IsIn(TRANSPORT_VEHICLE_TYPES)
  type?: TransportVehicleType;

  @ApiPropertyOptional({ description: 'Reference contains (case-insensitive)' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(100)
  reference?: string;

  @id('Supplier company') supplier?: string;
  @id("Operator company (named company, as on the lines list and in the spec's section 7)") company?: string;
  @id('Country of either city of the route') country?: string;
  @id('A city at either end of the route; with cityB, the two cities of the route in either order') city?: string;
  @id('The other city of the route (see city)') cityB?: string;
}

export class TransportRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class TransportCityDto extends TransportRefDto {
  @ApiProperty({ example: 'bangkok', description: "The city's slug (the public site's route page is /<from slug>-to-<to slug>)" }) slug: string;
}

/** A transport as the list and the view answer it. */
export class TransportDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'BKK-CNX-BUS-VIP', description: 'Unique; the route key of /transports/edit/:transportReference' }) reference: string;
  @ApiProperty({ enum: TRANSPORT_VEHICLE_TYPES }) vehicleType: TransportVehicleType;
  @ApiProperty({ enum: LINE_CLASSES, example: 'VIP' }) vehicleClass: string;
  @ApiProperty({ type: TransportCityDto }) fromCity: TransportCityDto;
  @ApiProperty({ type: TransportCityDto }) toCity: TransportCityDto;
  @ApiProperty({ type: TransportRefDto, description: 'The operator company' }) operator: TransportRefDto;
  @ApiProperty({ type: TransportRefDto, description: 'The supplier company' }) supplier: TransportRefDto;
  @ApiProperty() version: number;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

const field = (example: string, description?: string) => applyDecorators(ApiProperty({ example, description }), IsOptional(), IsString(), MaxLength(200));

/** A transport's fields, all required (validateTransport); the version it was edited from. */
export class UpdateTransportDto {
  @field('BKK-CNX-BUS-VIP', 'Letters, digits, dots, dashes and underscores; unique (case-insensitive)') reference: string;
  @field('bus', `One of ${TRANSPORT_VEHICLE_TYPES.join(', ')}`) vehicleType: string;
  @field('VIP', 'One of the line classes') vehicleClass: string;
  @field('00000000-0000-4000-8000-d20000000001', "The from city's id") fromCityId: string;
  @field('00000000-0000-4000-8000-d20000000002', "The to city's id") toCityId: string;
  @field('00000000-0000-4000-8000-c00000000001', "The operator company's id") operatorId: string;
  @field('00000000-0000-4000-8000-c00000000001', "The supplier company's id") supplierId: string;

  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}
