import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TRIP_WINDOW_DAYS } from '@farebox/domain';
import { Clock } from '@farebox/platform';
import { generateEventTrips } from '../trips/trip-generation.js';

/** Every day at 00:30 UTC: each event's trips then reach TRIP_WINDOW_DAYS ahead again. */
export const TRIP_WINDOW_SCHEDULE = { pattern: '30 0 * * *', tz: 'UTC' } as const;

/**
 * Keeps the rolling window of trips: one set-based INSERT ... SELECT creates the missing future trips of every event
 * from today to TRIP_WINDOW_DAYS ahead in each departure city; existing trips (sold seats, fully-booked marks) are
 * kept as they are, so running it twice changes nothing.
 */
@Injectable()
export class TripWindowService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async extend(): Promise<{ created: number }> {
    const rows: { id: string }[] = await this.dataSource.query(`SELECT id FROM line_event`);
    const created = await generateEventTrips(
      this.dataSource.manager,
      rows.map((r) => r.id),
      { fromDay: 0, toDay: TRIP_WINDOW_DAYS, now: this.clock.now() },
      true,
    );
    return { created };
  }
}
