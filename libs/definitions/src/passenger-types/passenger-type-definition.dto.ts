import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, MaxLength } from 'class-validator';
import { VersionedDto } from '../definition.dto.js';

/* Shapes only: the rules and messages are validatePassengerTypeDefinition() in @farebox/domain. */

export class UpdatePassengerTypeDefinitionDto extends VersionedDto {
  @ApiProperty({ example: 'Child' }) @IsString() @MaxLength(1000) type: string;
  @ApiProperty({ description: 'The booking form asks this type’s age' }) @IsBoolean() age: boolean;
  @ApiProperty({ minimum: 0 }) @IsInt({ message: 'Enter a whole number.' }) fromAge: number;
  @ApiProperty({ minimum: 0 }) @IsInt({ message: 'Enter a whole number.' }) toAge: number;
}

export class PassengerTypeDefinitionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() type: string;
  @ApiProperty() age: boolean;
  @ApiProperty() fromAge: number;
  @ApiProperty() toAge: number;
  @ApiProperty() editable: boolean;
  @ApiProperty() version: number;
}
