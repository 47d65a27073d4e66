import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/** A logged field's value: whatever JSON the field held (null when it had none). */
const JSON_VALUE: ApiPropertyOptions = {
  nullable: true,
  oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: {} }, { type: 'object', additionalProperties: true }],
};

export class ChangeLogUserDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class ChangeLogChangeDto {
  @ApiProperty() field: string;
  @ApiProperty({ ...JSON_VALUE, description: 'Value before' }) from: unknown;
  @ApiProperty({ ...JSON_VALUE, description: 'Value after' }) to: unknown;
}

/** One entry of an entity's change log (`GET .../:id/change-log`, newest first). */
export class ChangeLogEntryDto {
  @ApiProperty({ type: ChangeLogUserDto }) user: ChangeLogUserDto;
  @ApiProperty({ type: [ChangeLogChangeDto] }) changes: ChangeLogChangeDto[];
  @ApiProperty() timestamp: Date;
}
