import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '@farebox/platform';
import { VersionedDto } from '../definition.dto.js';

/* Shapes only: the label rule is validateKeyDetailLabel() in @farebox/domain; the icon is an id of KEY_DETAIL_ICONS. */

export class KeyDetailDefinitionFieldsDto {
  @ApiProperty({ example: 'Free Wi-Fi' }) @IsString() @MaxLength(1000) label: string;
  @ApiProperty({ example: 'wifi', description: 'An id from GET /key-detail-icons' }) @IsString() @MaxLength(100) iconId: string;
}

export class UpdateKeyDetailDefinitionDto extends VersionedDto {
  @ApiProperty({ example: 'Free Wi-Fi' }) @IsString() @MaxLength(1000) label: string;
  @ApiProperty({ example: 'wifi' }) @IsString() @MaxLength(100) iconId: string;
}

export class KeyDetailIconDto {
  @ApiProperty() id: string;
  @ApiProperty() provider: string;
  @ApiProperty() cssClass: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'What the web draws' }) glyph: string;
}

export class KeyDetailDefinitionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() label: string;
  @ApiProperty({ type: KeyDetailIconDto }) icon: KeyDetailIconDto;
  @ApiProperty() version: number;
}

export class KeyDetailIconsQueryDto extends PageQueryDto {}
