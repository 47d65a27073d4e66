import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/* Shapes only: the rule is validateVehicleClassKey() in @farebox/domain. */

export class CreateVehicleClassDefinitionDto {
  @ApiProperty({ example: 'VIP' }) @IsString() @MaxLength(1000) key: string;
}

export class VehicleClassDefinitionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() key: string;
  @ApiProperty() version: number;
}
