import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { VersionedDto } from '../definition.dto.js';

/* Shapes only: the rule is validateAirlineName() in @farebox/domain. */

export class CreateAirlineDto {
  @ApiProperty({ example: 'Thai Airways' }) @IsString() @MaxLength(1000) name: string;
}

export class UpdateAirlineDto extends VersionedDto {
  @ApiProperty({ example: 'Thai Airways' }) @IsString() @MaxLength(1000) name: string;
}

export class AirlineDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() version: number;
}
