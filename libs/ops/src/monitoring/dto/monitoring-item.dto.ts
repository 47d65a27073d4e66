import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  MONITORING_FREQUENCIES,
  MONITORING_OUTPUT_FORMATS,
  MONITORING_OUTPUT_TYPES,
  type MonitoringFrequency,
  type MonitoringOutputFormat,
  type MonitoringOutputType,
} from '@farebox/domain';

/*
 * Shapes only. The rules and their messages (name 2 to 50 characters, query, output type and format required, days
 * to check at least 0, start time, channel) are validateMonitoringItem() from @farebox/domain, shared with the form.
 */

export class MonitoringItemFieldsDto {
  @ApiProperty({ example: 'Bookings yesterday', description: '2 to 50 characters' })
  @IsString()
  @MaxLength(200)
  queryName: string;

  @ApiProperty({
    example: 'SELECT day, sum(bookings) AS bookings FROM monitoring.bookings_per_day WHERE day >= monitoring.since()::date GROUP BY day',
    description: 'One SELECT over the views of the monitoring schema; monitoring.since() is the run time minus daysToCheck',
  })
  @IsString()
  @MaxLength(40_000)
  queryString: string;

  @ApiProperty({ enum: MONITORING_OUTPUT_TYPES, description: 'rows: one line per row; tables: the result as one table' })
  @IsString()
  outputType: MonitoringOutputType | '';

  @ApiProperty({ enum: MONITORING_OUTPUT_FORMATS })
  @IsString()
  outputFormat: MonitoringOutputFormat | '';

  @ApiPropertyOptional({ example: '#ops-alerts', description: 'Empty: runs are recorded but not posted' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  slackChannel?: string;

  @ApiProperty({ example: '08:00', description: 'HH:MM, UTC' })
  @IsString()
  @MaxLength(10)
  startTime: string;

  @ApiProperty({ enum: MONITORING_FREQUENCIES })
  @IsIn(MONITORING_FREQUENCIES)
  frequency: MonitoringFrequency;

  @ApiProperty({ minimum: 0, example: 1 })
  @IsInt({ message: 'Enter a whole number of days, 0 or more.' })
  daysToCheck: number;
}

export class UpdateMonitoringItemDto extends MonitoringItemFieldsDto {
  @ApiProperty({ description: 'The version the edit started from; a newer stored version answers 409 EditConflict' })
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class PauseMonitoringItemDto {
  @ApiProperty({ description: 'true pauses the schedule, false resumes it' })
  @IsBoolean()
  paused: boolean;

  @ApiProperty()
  @IsInt({ message: 'This field is required.' })
  @Min(1)
  version: number;
}

export class MonitoringRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['schedule', 'manual'] }) trigger: 'schedule' | 'manual';
  @ApiProperty({ enum: ['running', 'succeeded', 'failed'] }) status: 'running' | 'succeeded' | 'failed';
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: Number, nullable: true }) rowCount: number | null;
  @ApiProperty({ description: 'More rows than the cap of 1,000: the rest were not posted' }) truncated: boolean;
  @ApiProperty() messagesPosted: number;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

export class MonitoringItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() queryName: string;
  @ApiProperty() queryString: string;
  @ApiProperty({ enum: MONITORING_OUTPUT_TYPES }) outputType: MonitoringOutputType;
  @ApiProperty({ enum: MONITORING_OUTPUT_FORMATS }) outputFormat: MonitoringOutputFormat;
  @ApiProperty() slackChannel: string;
  @ApiProperty() startTime: string;
  @ApiProperty({ enum: MONITORING_FREQUENCIES }) frequency: MonitoringFrequency;
  @ApiProperty() daysToCheck: number;
  @ApiProperty() paused: boolean;
  @ApiProperty() version: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [MonitoringRunDto], description: 'The last 5 runs, newest first' }) lastRuns: MonitoringRunDto[];
}
