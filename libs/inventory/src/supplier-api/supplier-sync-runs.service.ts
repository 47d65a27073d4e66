import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, type Actor } from '@farebox/domain';
import { AppException } from '@farebox/platform';
import { LineAccessService } from '../lines/line-access.service.js';
import type { Direction } from '../lines/line.constants.js';
import type { SyncRunDto } from './dto/supplier-sync-run.dto.js';
import type { DirectionChanges, SyncFailure } from './supplier-sync.service.js';

/** Runs the API tab lists. */
export const SYNC_RUNS_SHOWN = 10;

interface RunRow {
  id: string;
  trigger: SyncRunDto['trigger'];
  state: SyncRunDto['state'];
  days_in_advance: number;
  requested_at: Date;
  finished_at: Date | null;
  result: string | null;
  changes: Partial<Record<Direction, DirectionChanges>>;
  failures: SyncFailure[];
}

/** The line's latest sync runs for tab 7 (full admin only, like the whole tab): per direction what changed, and every failed attempt. */
@Injectable()
export class SupplierSyncRunsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
  ) {}

  async list(actor: Actor, lineId: string): Promise<SyncRunDto[]> {
    await this.access.require(actor, lineId, 'read');
    if (!actor.isFullAdmin) throw new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, "You don't have the permission to access this resource.");
    const rows: RunRow[] = await this.dataSource.query(
      `SELECT id, trigger, state, days_in_advance, requested_at, finished_at, result, changes, failures
       FROM line_sync_run WHERE line_id = $1 ORDER BY requested_at DESC, id LIMIT $2`,
      [lineId, SYNC_RUNS_SHOWN],
    );
    return rows.map((r) => ({
      id: r.id,
      trigger: r.trigger,
      state: r.state,
      daysInAdvance: r.days_in_advance,
      requestedAt: r.requested_at.toISOString(),
      finishedAt: r.finished_at?.toISOString() ?? null,
      result: r.result,
      aToB: r.changes.aToB ?? null,
      bToA: r.changes.bToA ?? null,
      failures: r.failures,
    }));
  }
}
