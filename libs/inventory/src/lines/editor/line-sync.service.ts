import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '@farebox/platform';
import { Line } from '../line.entity.js';
import { LineSyncRun } from './line-sync-run.entity.js';

export type SyncOutcome = 'synced' | 'already-finished' | 'run-gone';

const DAY_MS = 86_400_000;

/**
 * Runs one Sync Line request. No supplier adapter of this repository offers availability yet (the supplier-API
 * simulator and its port answer bookings and cancellations only), so a sync takes stock of the window it was asked
 * for, the trips on sale per direction, and records in words that nothing was imported and why; it never pretends
 * to have synced. Idempotent: a finished run is left alone.
 */
@Injectable()
export class LineSyncService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async run(runId: string): Promise<SyncOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const run = await manager.findOne(LineSyncRun, { where: { id: runId }, lock: { mode: 'pessimistic_write' } });
      if (!run) return 'run-gone';
      if (run.state !== 'queued') return 'already-finished';
      const line = await manager.findOneByOrFail(Line, { id: run.lineId });
      const from = this.clock.now();
      const to = new Date(from.getTime() + run.daysInAdvance * DAY_MS);
      const counts: { direction: string; trips: number }[] = await manager.query(
        `SELECT direction, count(*)::int AS trips FROM trip WHERE line_id = $1 AND departure_at >= $2 AND departure_at < $3 AND NOT blocked GROUP BY direction`,
        [line.id, from, to],
      );
      const trips = (direction: string) => counts.find((c) => c.direction === direction)?.trips ?? 0;
      const source = line.isSupplierApi
        ? `the supplier API integration "${line.supplierIntegration ?? 'none'}" offers no availability call in this installation`
        : 'no scraping source is configured in this installation';
      const result =
        `Checked ${run.daysInAdvance} days in advance (${from.toISOString().slice(0, 10)} to ${to.toISOString().slice(0, 10)}): ` +
        `${trips('aToB')} A→B and ${trips('bToA')} B→A trips on sale. Nothing was imported: ${source}, so no trip was changed.`;
      await manager.update(LineSyncRun, { id: run.id }, { state: 'done', result, finishedAt: this.clock.now() });
      return 'synced';
    });
  }
}
