import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ADDABLE_PASSENGER_EXTRA_INFO_TYPES, PASSENGER_EXTRA_INFO_DEFINITION_TYPES, type PassengerExtraInfoDefinitionType } from '@farebox/domain';
import { VersionedDto } from '../definition.dto.js';

/* Shapes only: the rules and messages are validatePassengerExtraInfoDefinition() in @farebox/domain. */

export class CreatePassengerExtraInfoDefinitionDto {
  @ApiProperty({ example: 'Passport number' }) @IsString() @MaxLength(1000) label: string;
  @ApiPropertyOptional({ enum: ADDABLE_PASSENGER_EXTRA_INFO_TYPES, default: 'text' }) @IsOptional() @IsString() @MaxLength(50) type?: string;
}

export class UpdatePassengerExtraInfoDefinitionDto extends VersionedDto {
  @ApiProperty({ example: 'Passport number' }) @IsString() @MaxLength(1000) label: string;
  @ApiProperty({ enum: PASSENGER_EXTRA_INFO_DEFINITION_TYPES }) @IsString() @MaxLength(50) type: string;
}

export class PassengerExtraInfoDefinitionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() label: string;
  @ApiProperty({ enum: PASSENGER_EXTRA_INFO_DEFINITION_TYPES }) type: PassengerExtraInfoDefinitionType;
  @ApiProperty({ type: [String] }) data: string[];
  @ApiProperty({ description: 'What lines refer to; made from the label when created and never changed' }) slug: string;
  @ApiProperty() order: number;
  @ApiProperty() editable: boolean;
  @ApiProperty() removable: boolean;
  @ApiProperty() version: number;
}
