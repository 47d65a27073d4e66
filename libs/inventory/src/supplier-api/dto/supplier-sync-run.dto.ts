import { ApiProperty } from '@nestjs/swagger';
import { DIRECTIONS, type Direction } from '../../lines/line.constants.js';

const TRIGGERS = ['manual', 'scheduled'] as const;
const STATES = ['queued', 'done', 'failed'] as const;

/** What one direction's sync changed. */
export class SyncDirectionChangesDto {
  @ApiProperty() transferId: string;
  @ApiProperty({ format: 'date', description: "First day synced (the supplier's local date)" }) from: string;
  @ApiProperty({ format: 'date', description: 'Last day synced' }) to: string;
  @ApiProperty({ description: 'Departures the supplier answered' }) departures: number;
  @ApiProperty() created: number;
  @ApiProperty() updated: number;
  @ApiProperty() removed: number;
  @ApiProperty({ description: 'Trips the supplier dropped that bookings hold: kept and blocked' }) flagged: number;
  @ApiProperty({ format: 'date-time' }) syncedAt: string;
}

/** One failed attempt (the job is retried with backoff until its last attempt). */
export class SyncFailureDto {
  @ApiProperty() attempt: number;
  @ApiProperty({ enum: DIRECTIONS }) direction: Direction;
  @ApiProperty() reason: string;
  @ApiProperty({ format: 'date-time' }) failedAt: string;
}

/** One sync run of the line as the API tab lists it. */
export class SyncRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: TRIGGERS, description: 'manual: Sync Line in the editor; scheduled: the schedule of mapped lines' }) trigger: (typeof TRIGGERS)[number];
  @ApiProperty({ enum: STATES }) state: (typeof STATES)[number];
  @ApiProperty() daysInAdvance: number;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finishedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the sync did, in words' }) result: string | null;
  @ApiProperty({ type: SyncDirectionChangesDto, nullable: true }) aToB: SyncDirectionChangesDto | null;
  @ApiProperty({ type: SyncDirectionChangesDto, nullable: true }) bToA: SyncDirectionChangesDto | null;
  @ApiProperty({ type: [SyncFailureDto] }) failures: SyncFailureDto[];
}

export class SyncRunListDto {
  @ApiProperty({ type: [SyncRunDto], description: 'The latest runs first' }) data: SyncRunDto[];
}
