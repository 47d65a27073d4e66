import { ApiProperty } from '@nestjs/swagger';
import { PASSENGER_EXTRA_INFO_DEFINITION_TYPES, type PassengerExtraInfoDefinitionType } from '@farebox/domain';
import { KeyDetailIconDto } from '../key-details/key-detail-definition.dto.js';

export class LineEditorKeyDetailDto {
  @ApiProperty() label: string;
  @ApiProperty({ type: KeyDetailIconDto }) icon: KeyDetailIconDto;
}

export class LineEditorPassengerExtraInfoDto {
  @ApiProperty() label: string;
  @ApiProperty({ enum: PASSENGER_EXTRA_INFO_DEFINITION_TYPES }) type: PassengerExtraInfoDefinitionType;
  @ApiProperty() slug: string;
  @ApiProperty({ type: [String] }) data: string[];
}

/** What the line editor's pickers offer: every vehicle class, key detail and passenger extra info definition. */
export class LineEditorDefinitionsDto {
  @ApiProperty({ type: [String] }) vehicleClasses: string[];
  @ApiProperty({ type: [LineEditorKeyDetailDto] }) keyDetails: LineEditorKeyDetailDto[];
  @ApiProperty({ type: [LineEditorPassengerExtraInfoDto] }) passengerExtraInfo: LineEditorPassengerExtraInfoDto[];
}
