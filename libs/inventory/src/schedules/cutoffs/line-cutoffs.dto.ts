import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min, ValidateNested } from 'class-validator';

// Shapes only: the rules and their messages are libs/domain's (resolveLineCutoffs), so the form and the API say the
// same thing. Parts arrive as the form holds them (strings) and are checked there.

export class DurationInputDto {
  @ApiPropertyOptional({ nullable: true, type: String, example: '1', description: 'Whole days, at least 0' }) @IsOptional() days?: string | number | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '2', description: 'Whole hours, at least 0' }) @IsOptional() hours?: string | number | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '30', description: 'Whole minutes, 0 to 59' }) @IsOptional() minutes?: string | number | null;
}

export class DurationDto {
  @ApiProperty() days: number;
  @ApiProperty() hours: number;
  @ApiProperty() minutes: number;
}

const REVERSE = 'Sales of the B to A direction stop this long before departure (bookBefore applies there when none)';

const durationInput = (description: string) =>
  ApiPropertyOptional({ nullable: true, type: DurationInputDto, description: `${description}; every part empty for none` });

/** PUT /lines/:lineId/cutoffs: the whole section, from the line version it was edited from. */
export class UpdateLineCutoffsDto {
  @ApiProperty({ description: 'The line version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
  @durationInput('Sales stop this long before departure')
  @IsOptional()
  @ValidateNested()
  @Type(() => DurationInputDto)
  bookBefore?: DurationInputDto | null;
  @durationInput(REVERSE)
  @IsOptional()
  @ValidateNested()
  @Type(() => DurationInputDto)
  reverseCutoff?: DurationInputDto | null;
  @durationInput('Automatic approval does not apply this close to departure')
  @IsOptional()
  @ValidateNested()
  @Type(() => DurationInputDto)
  automaticApprovalCutoff?: DurationInputDto | null;
  @durationInput('Allocations are released this long before departure')
  @IsOptional()
  @ValidateNested()
  @Type(() => DurationInputDto)
  allocationCutoff?: DurationInputDto | null;
  @durationInput('Trips further ahead than this are not sold')
  @IsOptional()
  @ValidateNested()
  @Type(() => DurationInputDto)
  allocationBookingWindow?: DurationInputDto | null;
}

const duration = (description: string) => ApiProperty({ type: DurationDto, nullable: true, description: `${description}; null for none` });

export class LineCutoffsDto {
  @ApiProperty({ format: 'uuid' }) lineId: string;
  @ApiProperty() version: number;
  @ApiProperty({ description: 'The user may save the section (full admins, schedule-authorised agents on their lines)' }) canEdit: boolean;
  @duration('Sales stop this long before departure') bookBefore: DurationDto | null;
  @duration(REVERSE) reverseCutoff: DurationDto | null;
  @duration('Automatic approval does not apply this close to departure') automaticApprovalCutoff: DurationDto | null;
  @duration('Allocations are released this long before departure') allocationCutoff: DurationDto | null;
  @duration('Trips further ahead than this are not sold') allocationBookingWindow: DurationDto | null;
}
