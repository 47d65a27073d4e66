import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { dateFormat } from '@farebox/domain';
import { AppException, Clock } from '@farebox/platform';
import { LineSyncService, type SyncOutcome } from '../lines/editor/line-sync.service.js';
import type { Direction } from '../lines/line.constants.js';
import { SupplierInventory, type SupplierDeparture } from './supplier-inventory.port.js';

const ARROW: Record<Direction, string> = { aToB: 'A→B', bToA: 'B→A' };
const DAY_MS = 86_400_000;

interface SyncMapping {
  id: string;
  direction: Direction;
  integration_id: string;
  transfer_id: string;
  disable_sync: boolean;
  time_zone: string;
}

/** What one direction's sync changed, kept in the run (line_sync_run.changes) in the same transaction as the trips. */
export interface DirectionChanges {
  transferId: string;
  from: string;
  to: string;
  departures: number;
  created: number;
  updated: number;
  removed: number;
  flagged: number;
  syncedAt: string;
}

/** One failed attempt of a run (line_sync_run.failures). */
export interface SyncFailure {
  attempt: number;
  direction: Direction;
  reason: string;
  failedAt: string;
}

/** Which attempt of its job this is: BullMQ retries with backoff until `attempts`; a run called directly has one. */
export interface SyncAttempt {
  attempt: number;
  attempts: number;
}

/** Thrown to have BullMQ retry the job (with its backoff) after a supplier failure that was recorded on the run. */
export class SupplierSyncRetry extends Error {
  constructor(
    readonly runId: string,
    readonly attempt: number,
  ) {
    super(`Sync run ${runId}: the supplier failed on attempt ${attempt}; retrying`);
    this.name = 'SupplierSyncRetry';
  }
}

/** Today's date in an IANA zone, and the date `days` later (YYYY-MM-DD). */
const localToday = (now: Date, timeZone: string) => dateFormat('en-CA', { timeZone }).format(now);
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Sync Line for a line with transfer mappings: imports each synced direction's availability from its supplier into
 * the line's trips (seats and the supplier's price per departure), one transaction per line and direction, and stamps
 * the mapping's last sync. Trip ids derive from the supplier's departure ids, and a trip is only written when something
 * changed, so running the same sync twice changes nothing. A departure gone or closed at the supplier loses its trip,
 * unless bookings hold it: then the trip is blocked (flagged), never deleted. A supplier that fails (times out, answers
 * garbage or an error) leaves that direction as it was; the failure (attempt, direction, reason, time) is added to the
 * run, and before the job's last attempt the run stays queued and SupplierSyncRetry hands it back to BullMQ's backoff;
 * the last attempt fails the run with the reason. What a direction changed is written to the run in that direction's
 * transaction, so a retry or a job recovered from a dead worker skips the directions already in. Lines without
 * mappings keep LineSyncService's report.
 */
@Injectable()
export class SupplierSyncService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: SupplierInventory,
    private readonly lineSync: LineSyncService,
    private readonly clock: Clock,
  ) {}

  async run(runId: string, { attempt, attempts }: SyncAttempt = { attempt: 1, attempts: 1 }): Promise<SyncOutcome> {
    const [run]: { line_id: string; days_in_advance: number; state: string; changes: Partial<Record<Direction, DirectionChanges>> }[] =
      await this.dataSource.query(`SELECT line_id, days_in_advance, state, changes FROM line_sync_run WHERE id = $1`, [runId]);
    if (!run) return 'run-gone';
    if (run.state !== 'queued') return 'already-finished';
    const mappings: SyncMapping[] = await this.dataSource.query(
      `SELECT m.id, m.direction, m.integration_id, m.transfer_id, m.disable_sync, t.time_zone
       FROM supplier_transfer_mapping m JOIN supplier_transfer t USING (integration_id, transfer_id) WHERE m.line_id = $1 ORDER BY m.direction`,
      [run.line_id],
    );
    if (mappings.length === 0) return this.lineSync.run(runId);

    const parts: string[] = [];
    const failures: SyncFailure[] = [];
    for (const mapping of mappings) {
      const label = `${ARROW[mapping.direction]} (${mapping.transfer_id})`;
      // Synced by an earlier attempt of this run (committed with its trips): a retry does not do it again.
      const earlier = run.changes[mapping.direction];
      if (earlier) {
        parts.push(changesText(label, earlier));
        continue;
      }
      if (mapping.disable_sync) {
        parts.push(`${label}: sync disabled, not changed`);
        continue;
      }
      const now = this.clock.now();
      const from = localToday(now, mapping.time_zone);
      const to = plusDays(from, run.days_in_advance - 1);
      let departures: SupplierDeparture[];
      try {
        departures = await this.inventory.availability(mapping.integration_id, mapping.transfer_id, from, to);
      } catch (err) {
        if (!(err instanceof AppException)) throw err;
        failures.push({ attempt, direction: mapping.direction, reason: err.message, failedAt: now.toISOString() });
        parts.push(`${label}: not synced, nothing changed (${err.message})`);
        continue;
      }
      const done = await this.dataSource.transaction((manager) => this.apply(manager, runId, run.line_id, mapping, departures, from, to, now));
      parts.push(done ? changesText(label, done) : `${label}: the mapping was deleted during the sync, not changed`);
    }
    if (failures.length > 0) {
      await this.dataSource.query(`UPDATE line_sync_run SET failures = failures || $2::jsonb WHERE id = $1 AND state = 'queued'`, [
        runId,
        JSON.stringify(failures),
      ]);
      if (attempt < attempts) throw new SupplierSyncRetry(runId, attempt);
    }
    await this.dataSource.query(`UPDATE line_sync_run SET state = $2, result = $3, finished_at = $4 WHERE id = $1 AND state = 'queued'`, [
      runId,
      failures.length > 0 ? 'failed' : 'done',
      parts.join('. ') + '.',
      this.clock.now(),
    ]);
    return 'synced';
  }

  /** One direction in one transaction: upsert the departures, drop (or block, when booked) the ones gone, stamp the mapping. */
  private async apply(
    manager: EntityManager,
    runId: string,
    lineId: string,
    mapping: SyncMapping,
    departures: SupplierDeparture[],
    from: string,
    to: string,
    now: Date,
  ): Promise<DirectionChanges | null> {
    const [locked]: { id: string }[] = await manager.query(`SELECT id FROM supplier_transfer_mapping WHERE id = $1 FOR UPDATE`, [mapping.id]);
    if (!locked) return null;
    const [ends]: { from_station: string; to_station: string; from_city: string; to_city: string }[] = await manager.query(
      mapping.direction === 'aToB'
        ? `SELECT station_a_id AS from_station, station_b_id AS to_station, from_city_id AS from_city, to_city_id AS to_city FROM line WHERE id = $1`
        : `SELECT station_b_id AS from_station, station_a_id AS to_station, to_city_id AS from_city, from_city_id AS to_city FROM line WHERE id = $1`,
      [lineId],
    );
    const open = departures.filter((d) => d.status !== 'CLOSED');
    const rows = open.map((d) => ({
      id: d.id,
      start: d.localDateTimeStart,
      end: d.localDateTimeEnd,
      seats: d.capacity,
      left: d.vacancies,
      price: d.pricing.retail,
      currency: d.pricing.currency,
    }));
    const written: { created: boolean }[] = await manager.query(
      `INSERT INTO trip (id, line_id, direction, from_station_id, to_station_id, from_city_id, to_city_id, departure_at, arrival_at, timezone,
                         seats_total, seats_left, supplier_departure_id, supplier_retail, supplier_retail_currency)
       SELECT ${tripId('$1::uuid', '$2::text', 'd.id')}, $1::uuid, $2::text, $3::uuid, $4::uuid, $5::uuid, $6::uuid,
              d.start::timestamp AT TIME ZONE $7::text, d."end"::timestamp AT TIME ZONE $7::text, $7::text,
              d.seats, d.left, d.id, d.price, d.currency
       FROM jsonb_to_recordset($8::jsonb) AS d (id text, start text, "end" text, seats int, "left" int, price numeric, currency text)
       ON CONFLICT (id) DO UPDATE SET departure_at = EXCLUDED.departure_at, arrival_at = EXCLUDED.arrival_at, timezone = EXCLUDED.timezone,
         seats_total = EXCLUDED.seats_total, seats_left = EXCLUDED.seats_left, supplier_retail = EXCLUDED.supplier_retail, supplier_retail_currency = EXCLUDED.supplier_retail_currency
       WHERE (trip.departure_at, trip.arrival_at, trip.timezone, trip.seats_total, trip.seats_left, trip.supplier_retail, trip.supplier_retail_currency)
         IS DISTINCT FROM (EXCLUDED.departure_at, EXCLUDED.arrival_at, EXCLUDED.timezone, EXCLUDED.seats_total, EXCLUDED.seats_left, EXCLUDED.supplier_retail, EXCLUDED.supplier_retail_currency)
       RETURNING (xmax = 0) AS created`,
      [lineId, mapping.direction, ends.from_station, ends.to_station, ends.from_city, ends.to_city, mapping.time_zone, JSON.stringify(rows)],
    );
    // Supplier trips of this direction inside the window that the supplier no longer offers.
    const gone = `line_id = $1 AND direction = $2 AND supplier_departure_id IS NOT NULL AND NOT (supplier_departure_id = ANY($3::text[]))
      AND departure_at >= $4::timestamp AT TIME ZONE $6 AND departure_at < ($5::date + 1)::timestamp AT TIME ZONE $6`;
    const booked = `EXISTS (SELECT 1 FROM booking b WHERE b.trip_id = trip.id OR b.return_trip_id = trip.id)`;
    const params = [lineId, mapping.direction, open.map((d) => d.id), from, to, mapping.time_zone];
    // TypeORM answers [rows, affected] for a DELETE or UPDATE.
    const [, removed]: [unknown[], number] = await manager.query(`DELETE FROM trip WHERE ${gone} AND NOT ${booked}`, params);
    const [, flagged]: [unknown[], number] = await manager.query(`UPDATE trip SET blocked = true WHERE ${gone} AND ${booked} AND NOT blocked`, params);
    await manager.query(`UPDATE supplier_transfer_mapping SET last_synced_at = $2 WHERE id = $1`, [mapping.id, now]);
    const changes: DirectionChanges = {
      transferId: mapping.transfer_id,
      from,
      to,
      departures: departures.length,
      created: written.filter((w) => w.created).length,
      updated: written.filter((w) => !w.created).length,
      removed,
      flagged,
      syncedAt: now.toISOString(),
    };
    await manager.query(`UPDATE line_sync_run SET changes = changes || jsonb_build_object($2::text, $3::jsonb) WHERE id = $1`, [
      runId,
      mapping.direction,
      JSON.stringify(changes),
    ]);
    return changes;
  }
}

const changesText = (label: string, c: DirectionChanges) =>
  `${label}: ${c.departures} departures from ${c.from} to ${c.to}; ${c.created} trips created, ${c.updated} updated, ${c.removed} removed, ${c.flagged} kept for their bookings and blocked`;

/** A trip id derived from the line, the direction and the supplier's departure id, shaped as a v4 UUID like eventTripId. */
const tripId = (line: string, direction: string, departure: string) =>
  `(SELECT (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
    FROM (SELECT md5('supplier:' || ${line}::text || ':' || ${direction}::text || ':' || ${departure}) AS h) AS md)`;
