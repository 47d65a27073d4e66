import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ChangeLogUserDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class ChangeLogChangeDto {
  @ApiProperty() field: string;
  @ApiPropertyOptional({ nullable: true, description: 'Value before (any JSON)' }) from: unknown;
  @ApiPropertyOptional({ nullable: true, description: 'Value after (any JSON)' }) to: unknown;
}

/** One entry of an entity's change log (`GET .../:id/change-log`, newest first). */
export class ChangeLogEntryDto {
  @ApiProperty({ type: ChangeLogUserDto }) user: ChangeLogUserDto;
  @ApiProperty({ type: [ChangeLogChangeDto] }) changes: ChangeLogChangeDto[];
  @ApiProperty() timestamp: Date;
}
