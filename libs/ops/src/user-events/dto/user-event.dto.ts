import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { USER_EVENT_ID_MAX, USER_EVENT_NAME_MAX, USER_EVENT_OBJECT_BYTES_MAX, USER_EVENTS_PER_REQUEST_MAX } from '@farebox/domain';
import { PageQueryDto } from '@farebox/platform';

/** A JSON object whose serialised form stays under USER_EVENT_OBJECT_BYTES_MAX bytes. */
function IsSmallObject(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isSmallObject',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' && value !== null && !Array.isArray(value) && Buffer.byteLength(JSON.stringify(value)) <= USER_EVENT_OBJECT_BYTES_MAX,
        defaultMessage: (args) => `${args?.property} must be a JSON object of at most ${USER_EVENT_OBJECT_BYTES_MAX} bytes`,
      },
    },
    options,
  );
}

export class IngestUserEventDto {
  @ApiPropertyOptional({ format: 'uuid', description: "The sender's id of the event: a retried request stores it once" })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiProperty({ example: 'search', maxLength: USER_EVENT_NAME_MAX })
  @IsString()
  @Length(1, USER_EVENT_NAME_MAX)
  name: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-27T10:15:00.000Z', description: 'When it happened; at most 5 minutes ahead of the server' })
  @IsISO8601({ strict: true, strictSeparator: true })
  timestamp: string;

  @ApiProperty({ example: 'v-3f2a9c', maxLength: USER_EVENT_ID_MAX })
  @IsString()
  @Length(1, USER_EVENT_ID_MAX)
  visitorId: string;

  @ApiProperty({ example: 's-81d0', maxLength: USER_EVENT_ID_MAX })
  @IsString()
  @Length(1, USER_EVENT_ID_MAX)
  sessionId: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: `At most ${USER_EVENT_OBJECT_BYTES_MAX} bytes as JSON` })
  @IsOptional()
  @IsSmallObject()
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: `At most ${USER_EVENT_OBJECT_BYTES_MAX} bytes as JSON` })
  @IsOptional()
  @IsSmallObject()
  metadata?: Record<string, unknown>;
}

export class IngestUserEventsDto {
  @ApiProperty({ type: [IngestUserEventDto], minItems: 1, maxItems: USER_EVENTS_PER_REQUEST_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(USER_EVENTS_PER_REQUEST_MAX)
  @ValidateNested({ each: true })
  @Type(() => IngestUserEventDto)
  events: IngestUserEventDto[];
}

export class IngestedUserEventsDto {
  @ApiProperty({ description: 'Events stored by this request (a resent event id is not stored twice)' }) stored: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ListUserEventsQueryDto extends PageQueryDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, USER_EVENT_NAME_MAX) name?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, USER_EVENT_ID_MAX) visitorId?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, USER_EVENT_ID_MAX) sessionId?: string;
  @ApiPropertyOptional({ example: '2026-11-01', description: 'UTC day, inclusive' })
  @IsOptional()
  @Matches(DATE, { message: 'Enter a date as YYYY-MM-DD.' })
  fromDate?: string;
  @ApiPropertyOptional({ example: '2026-11-30', description: 'UTC day, inclusive' })
  @IsOptional()
  @Matches(DATE, { message: 'Enter a date as YYYY-MM-DD.' })
  toDate?: string;
  @ApiPropertyOptional({ example: 'page=/checkout', description: 'One property as key=value (its value compared as text)' })
  @IsOptional()
  @Matches(/^[^=]+=/, { message: 'Enter one property as key=value.' })
  @Length(2, 300)
  property?: string;
}

export class UserEventDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty() visitorId: string;
  @ApiProperty() sessionId: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) properties: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true }) metadata: Record<string, unknown>;
}
