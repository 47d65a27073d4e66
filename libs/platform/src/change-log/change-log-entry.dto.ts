import { ApiProperty } from '@nestjs/swagger';

export class ChangeLogUserDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

/** A field's value as saved: any JSON, null when it had none. */
const anyJson = (description: string) =>
  ApiProperty({
    nullable: true,
    description,
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'object', additionalProperties: true }, { type: 'array', items: {} }],
  });

export class ChangeLogChangeDto {
  @ApiProperty() field: string;
  @anyJson('Value before') from: unknown;
  @anyJson('Value after') to: unknown;
}

/** One entry of an entity's change log (`GET .../:id/change-log`, newest first). */
export class ChangeLogEntryDto {
  @ApiProperty({ type: ChangeLogUserDto }) user: ChangeLogUserDto;
  @ApiProperty({ type: [ChangeLogChangeDto] }) changes: ChangeLogChangeDto[];
  @ApiProperty() timestamp: Date;
}
