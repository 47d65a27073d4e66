import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { ParseUUIDPipe } from '@nestjs/common';

/** The version an edit or delete started from; a newer stored version answers 409 EditConflict. */
export class VersionedDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export const uuidParam = new ParseUUIDPipe({ version: '4' });
