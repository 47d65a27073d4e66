import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { ROUTE_TRANSPORT_TYPES } from '@farebox/domain';
import { ProConDto } from './pro-con.dto.js';

/*
 * Shapes only. The rules and their messages (each transportation type known and listed once, each pro and con once)
 * are validateRoute() from @farebox/domain, shared with the web form; the server also checks every slug is a stored
 * pro (or con).
 */

export class RouteTransportationFieldsDto {
  @ApiProperty({ description: `One of ${ROUTE_TRANSPORT_TYPES.join(', ')}`, example: 'bus' })
  @IsString()
  @MaxLength(100)
  typeSlug: string;

  @ApiProperty({ type: [String], description: 'Slugs of pros, in display order' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  transportPros: string[];

  @ApiProperty({ type: [String], description: 'Slugs of cons, in display order' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  transportCons: string[];
}

export class UpdateRouteDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;

  @ApiProperty()
  @IsBoolean()
  isAvailable: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Rich text (HTML), sanitised with an allow-list' })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  promotionHtml?: string | null;

  @ApiProperty({ type: [RouteTransportationFieldsDto], description: 'Every transportation of the route, in display order (replaces the stored ones)' })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => RouteTransportationFieldsDto)
  transportations: RouteTransportationFieldsDto[];
}

export class RouteLocationDto {
  @ApiProperty({ format: 'uuid', description: "The city's id" }) id: string;
  @ApiProperty({ description: "The city's name" }) name: string;
  @ApiProperty({ description: "The city's slug" }) slug: string;
  @ApiProperty({ description: "The name of the city's country" }) countryName: string;
}

export class RouteTransportationDto {
  @ApiProperty({ enum: ROUTE_TRANSPORT_TYPES, enumName: 'RouteTransportType' }) typeSlug: string;
  @ApiProperty({ type: [ProConDto] }) transportPros: ProConDto[];
  @ApiProperty({ type: [ProConDto] }) transportCons: ProConDto[];
}

export class RouteListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: RouteLocationDto }) from: RouteLocationDto;
  @ApiProperty({ type: RouteLocationDto }) to: RouteLocationDto;
  @ApiProperty() isAvailable: boolean;
  @ApiProperty({ enum: ROUTE_TRANSPORT_TYPES, enumName: 'RouteTransportType', isArray: true, description: 'The transportation types, in order' })
  transportTypes: string[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class RouteDto extends RouteListItemDto {
  @ApiProperty({ type: String, nullable: true }) promotionHtml: string | null;
  @ApiProperty({ type: [RouteTransportationDto] }) transportations: RouteTransportationDto[];
  @ApiProperty() version: number;
}
