import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TRIP_WINDOW_DAYS } from '@farebox/domain';
import { Clock } from '@farebox/platform';
import { generateTripsConcurrently, type EventOfLine } from './concurrent-trip-generation.js';

/** Every day at 00:30 UTC: each event's trips then reach TRIP_WINDOW_DAYS ahead again. */
export const TRIP_WINDOW_SCHEDULE = { pattern: '30 0 * * *', tz: 'UTC' } as const;

/** Transactions generating side by side (one PostgreSQL backend each; the pool holds more). */
export const TRIP_WINDOW_SHARES = 2;

/**
 * Keeps the rolling window of trips: set-based INSERT ... SELECTs (one per share of the lines, side by side) create the
 * missing future trips of every event from today to TRIP_WINDOW_DAYS ahead in each departure city; existing trips (sold seats, fully-booked marks) are
 * kept as they are, so running it twice changes nothing.
 */
@Injectable()
export class TripWindowService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async extend(): Promise<{ created: number }> {
    const events: EventOfLine[] = await this.dataSource.query(`SELECT id, line_id AS "lineId" FROM line_event`);
    const window = { fromDay: 0, toDay: TRIP_WINDOW_DAYS, now: this.clock.now() };
    return { created: await generateTripsConcurrently(this.dataSource, events, window, { shares: TRIP_WINDOW_SHARES, onlyFuture: true }) };
  }
}
