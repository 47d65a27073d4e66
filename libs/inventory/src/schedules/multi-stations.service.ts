import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { ErrorCode, MultiStationMessage, validateMultiStation, type Actor, type MultiStationFields } from '@farebox/domain';
import { AppException, ChangeLogService, Clock, diffFields, notFound, validationFailed, type AuthenticatedUser } from '@farebox/platform';
import { LineAccessService } from '../lines/line-access.service.js';
import { LineStation } from '../lines/line-station.entity.js';
import type { Line } from '../lines/line.entity.js';
import type { Direction } from '../lines/line.constants.js';
import { LineEvent } from '../trips/line-event.entity.js';
import type {
  CreateMultiStationDto,
  MultiStationDto,
  MultiStationFieldsDto,
  MultiStationQueryDto,
  SetPrimaryStationDto,
  UpdateMultiStationDto,
} from './dto/multi-station.dto.js';

const ENTITY_TYPE = 'line_station';
/** A trip's own list (trip_station) has the columns of line_station with trip_id instead of event_id. */
const TRIP_ENTITY_TYPE = 'trip_station';
type ListTable = 'line_station' | 'trip_station';
/** What a trip's own list needs of the trip. */
export interface TripListOwner {
  id: string;
  eventId: string | null;
  direction: Direction;
}
const SAVE_FAILED_MESSAGE = 'The station has invalid fields.';
const authorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });
const conflict = (message: string, details?: Record<string, unknown>) => new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message, details);

interface Row {
  id: string;
  direction: Direction;
  event_id: string | null;
  trip_id: string | null;
  kind: MultiStationDto['kind'];
  is_primary: boolean;
  station_id: string;
  station_name: string;
  address: string | null;
  geometry_type: string;
  location_type: string | null;
  city_id: string;
  city_name: string;
  is_boarding: boolean;
  is_dropoff: boolean;
  time_offset_minutes: number;
  price: string | null;
  pickup_dropoff: MultiStationDto['pickupDropoff'];
  version: number;
}

const toDto = (r: Row): MultiStationDto => ({
  id: r.id,
  direction: r.direction,
  eventId: r.event_id,
  tripId: r.trip_id,
  kind: r.kind,
  isPrimary: r.is_primary,
  stationId: r.station_id,
  stationName: r.station_name,
  address: r.address,
  stationType: r.geometry_type,
  locationType: r.location_type,
  cityId: r.city_id,
  cityName: r.city_name,
  isBoarding: r.is_boarding,
  isDropoff: r.is_dropoff,
  timeOffsetMinutes: r.time_offset_minutes,
  price: r.price,
  pickupDropoff: r.pickup_dropoff,
  version: r.version,
});

/**
 * The multi-stations of a line per direction (the line's list) or of one event (its own list): the primary boarding
 * station first (offset 0, not editable, not deletable), then stops and pick-up/drop-off services by offset, the
 * primary drop-off station last. A list starts from the line's primary stations A and B; an event's list starts as a
 * copy of the line's. A stop that future bookings board or leave at is not deleted (409 naming them).
 */
@Injectable()
export class MultiStationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor, lineId: string, query: MultiStationQueryDto): Promise<MultiStationDto[]> {
    await this.access.require(actor, lineId, 'read');
    if (query.tripId)
      return (await this.select(this.dataSource.manager, 'trip_station', 'ls.line_id = $1 AND ls.trip_id = $2', [lineId, query.tripId])).map(toDto);
    return this.rows(this.dataSource.manager, lineId, query.direction, query.eventId ?? null);
  }

  async create(user: AuthenticatedUser, lineId: string, dto: CreateMultiStationDto): Promise<MultiStationDto> {
    return this.dataSource.transaction(async (m) => {
      const line = await this.access.require(user, lineId, 'editSchedules', m);
      if (dto.tripId) return this.createInTrip(m, user, line, dto.tripId, dto);
      const eventId = dto.eventId ?? null;
      if (eventId) {
        const event = await m.findOneBy(LineEvent, { id: eventId, lineId });
        if (!event || event.direction !== dto.direction) throw notFound('Event');
      }
      const fields = await this.checked(m, dto, false);
      await this.ensureList(m, line, dto.direction, eventId);
      const exists: unknown[] = await m.query(
        `SELECT 1 FROM line_station WHERE line_id = $1 AND direction = $2 AND event_id IS NOT DISTINCT FROM $3 AND station_id = $4`,
        [lineId, dto.direction, eventId, fields.stationId],
      );
      if (exists.length > 0) throw conflict('The station is already in the list.');
      const [{ next }]: { next: number }[] = await m.query(
        `SELECT COALESCE(max(position), 0) + 1 AS next FROM line_station WHERE line_id = $1 AND direction = $2 AND event_id IS NOT DISTINCT FROM $3`,
        [lineId, dto.direction, eventId],
      );
      const saved = await m.save(
        m.create(LineStation, {
          lineId,
          direction: dto.direction,
          eventId,
          position: next,
          isPrimary: false,
          ...this.columns(fields),
        }),
      );
      await this.changeLog.record(m, ENTITY_TYPE, saved.id, 1, authorOf(user), [{ field: 'created', from: null, to: fields.stationId }]);
      return this.one(m, 'line_station', saved.id);
    });
  }

  /** Adds an entry to a trip's own list, which starts as a copy of the list the trip took. */
  private async createInTrip(m: EntityManager, user: AuthenticatedUser, line: Line, tripId: string, dto: CreateMultiStationDto): Promise<MultiStationDto> {
    const [trip]: { id: string; event_id: string | null; direction: Direction; multi_stations_source: string }[] = await m.query(
      `SELECT id, event_id, direction, multi_stations_source FROM trip WHERE id = $1 AND line_id = $2 FOR UPDATE`,
      [tripId, line.id],
    );
    if (!trip || trip.direction !== dto.direction) throw notFound('Trip');
    const fields = await this.checked(m, dto, false);
    await this.ensureTripList(
      m,
      line,
      { id: trip.id, eventId: trip.event_id, direction: trip.direction },
      trip.multi_stations_source === 'line' ? 'line' : 'event',
    );
    const exists: unknown[] = await m.query(`SELECT 1 FROM trip_station WHERE trip_id = $1 AND station_id = $2`, [tripId, fields.stationId]);
    if (exists.length > 0) throw conflict('The station is already in the list.');
    const c = this.columns(fields);
    const [{ id }]: { id: string }[] = await m.query(
      `INSERT INTO trip_station (line_id, trip_id, direction, station_id, position, is_primary, is_boarding, is_dropoff, time_offset_minutes, kind, price, pickup_dropoff)
       SELECT $1, $2, $3, $4, COALESCE(max(position), 0) + 1, false, $5, $6, $7, $8, $9, $10 FROM trip_station WHERE trip_id = $2
       RETURNING id`,
      [
        line.id,
        tripId,
        trip.direction,
        c.stationId,
        c.isBoarding,
        c.isDropoff,
        c.timeOffsetMinutes,
        c.kind,
        c.price,
        c.pickupDropoff ? JSON.stringify(c.pickupDropoff) : null,
      ],
    );
    await this.changeLog.record(m, TRIP_ENTITY_TYPE, id, 1, authorOf(user), [{ field: 'created', from: null, to: fields.stationId }]);
    return this.one(m, 'trip_station', id);
  }

  /**
   * A trip's own list starts as a copy of the list it took until then: the event's own list, or the line's (when it
   * took the line's, or its event does). Does nothing when the trip has its list already.
   */
  async ensureTripList(m: EntityManager, line: Line, trip: TripListOwner, from: 'event' | 'line'): Promise<void> {
    const event = from === 'event' && trip.eventId ? await m.findOneBy(LineEvent, { id: trip.eventId }) : null;
    const eventId = event?.multiStationsSource === 'event' ? event.id : null;
    await this.ensureList(m, line, trip.direction, eventId);
    await m.query(
      `INSERT INTO trip_station (line_id, trip_id, direction, station_id, position, is_primary, is_boarding, is_dropoff, time_offset_minutes, kind, price, pickup_dropoff)
       SELECT line_id, $4, direction, station_id, position, is_primary, is_boarding, is_dropoff, time_offset_minutes, kind, price, pickup_dropoff
         FROM line_station
        WHERE line_id = $1 AND direction = $2 AND event_id IS NOT DISTINCT FROM $3
          AND NOT EXISTS (SELECT 1 FROM trip_station WHERE trip_id = $4)`,
      [line.id, trip.direction, eventId, trip.id],
    );
  }

  async update(user: AuthenticatedUser, lineId: string, id: string, dto: UpdateMultiStationDto): Promise<MultiStationDto> {
    return this.dataSource.transaction(async (m) => {
      await this.access.require(user, lineId, 'editSchedules', m);
      const { row: current, table } = await this.find(m, lineId, id);
      if (current.isPrimary && (dto.stationId !== current.stationId || dto.kind !== current.kind))
        throw validationFailed([{ field: 'stationId', message: 'A primary station is changed on the line (stations A and B).' }]);
      const fields = await this.checked(m, dto, current.isPrimary);
      if (current.stationId !== fields.stationId && (await this.bookedAt(m, current)).length > 0)
        throw conflict('Future bookings board or leave at this station.', { bookings: await this.bookedAt(m, current) });
      if (table === 'trip_station') await this.updateTripEntry(m, user, current, dto.version, this.columns(fields));
      else
        await this.changeLog.updateVersioned<LineStation>(m, {
          entity: LineStation,
          entityType: ENTITY_TYPE,
          id,
          expectedVersion: dto.version,
          patch: this.columns(fields),
          author: authorOf(user),
        });
      return this.one(m, table, id);
    });
  }

  /** The versioned update of a trip list's entry (the same rules as updateVersioned, on trip_station). */
  private async updateTripEntry(m: EntityManager, user: AuthenticatedUser, current: LineStation, expectedVersion: number, patch: Partial<LineStation>) {
    if (current.version !== expectedVersion) throw await this.changeLog.conflictSince(m, TRIP_ENTITY_TYPE, current.id, expectedVersion, current.version);
    const changes = diffFields(current, patch);
    if (changes.length === 0) return;
    const p = { ...current, ...patch };
    await m.query(
      `UPDATE trip_station SET kind = $2, station_id = $3, is_boarding = $4, is_dropoff = $5, time_offset_minutes = $6, price = $7, pickup_dropoff = $8,
              version = version + 1
        WHERE id = $1`,
      [current.id, p.kind, p.stationId, p.isBoarding, p.isDropoff, p.timeOffsetMinutes, p.price, p.pickupDropoff ? JSON.stringify(p.pickupDropoff) : null],
    );
    await this.changeLog.record(m, TRIP_ENTITY_TYPE, current.id, expectedVersion + 1, authorOf(user), changes);
  }

  async delete(user: AuthenticatedUser, lineId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.access.require(user, lineId, 'editSchedules', m);
      const { row: current, table } = await this.find(m, lineId, id);
      if (current.isPrimary) throw conflict('A primary station cannot be deleted.');
      const bookings = await this.bookedAt(m, current);
      if (bookings.length > 0) throw conflict(`Future bookings board or leave at this station: ${bookings.join(', ')}.`, { bookings });
      await m.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      await this.changeLog.record(m, table === 'trip_station' ? TRIP_ENTITY_TYPE : ENTITY_TYPE, id, current.version + 1, authorOf(user), [
        { field: 'deleted', from: current.stationId, to: null },
      ]);
    });
  }

  /**
   * Add primary station: the list's primary boarding station (offset 0, where the trips leave) or primary drop-off
   * station becomes another station of the same city (the trips and the product search go by the line's cities, so a
   * primary never leaves its city). A station already listed as a stop is promoted (the boarding one to offset 0);
   * another one is added with the replaced primary's offset. The replaced primary stays in the list as a stop, so
   * bookings that board or leave there keep their station.
   */
  async setPrimary(user: AuthenticatedUser, lineId: string, dto: SetPrimaryStationDto): Promise<MultiStationDto[]> {
    return this.dataSource.transaction(async (m) => {
      const line = await this.access.require(user, lineId, 'editSchedules', m);
      const eventId = dto.eventId ?? null;
      if (eventId) {
        const event = await m.findOneBy(LineEvent, { id: eventId, lineId });
        if (!event || event.direction !== dto.direction) throw notFound('Event');
      }
      await this.ensureList(m, line, dto.direction, eventId);
      const list = await m.find(LineStation, {
        where: { lineId, direction: dto.direction, eventId: eventId ?? IsNull() },
        order: { position: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const boarding = dto.role === 'boarding';
      // The boarding primary leaves at offset 0; the other primary is the drop-off one.
      const primaries = list
        .filter((s) => s.isPrimary)
        .sort((a, b) => Number(b.isBoarding) - Number(a.isBoarding) || a.timeOffsetMinutes - b.timeOffsetMinutes || a.position - b.position);
      const current = primaries[boarding ? 0 : 1];
      if (current.stationId === dto.stationId) return this.rows(m, lineId, dto.direction, eventId);
      const [station]: { city_id: string }[] = await m.query(`SELECT city_id FROM station WHERE id = $1`, [dto.stationId]);
      if (!station) throw validationFailed([{ field: 'stationId', message: 'The station does not exist.' }]);
      const [{ city_id: cityId }]: { city_id: string }[] = await m.query(`SELECT city_id FROM station WHERE id = $1`, [current.stationId]);
      if (station.city_id !== cityId)
        throw validationFailed([{ field: 'stationId', message: MultiStationMessage.PrimaryCity }], MultiStationMessage.PrimaryCity);
      const listed = list.find((s) => s.stationId === dto.stationId);
      if (listed?.kind === 'pickupDropoff')
        throw validationFailed([{ field: 'stationId', message: MultiStationMessage.PrimaryKind }], MultiStationMessage.PrimaryKind);

      const promote = {
        isPrimary: true,
        isBoarding: boarding,
        isDropoff: !boarding,
        timeOffsetMinutes: boarding ? 0 : (listed ?? current).timeOffsetMinutes,
      };
      await this.changeRow(m, user, current, { isPrimary: false });
      if (listed) await this.changeRow(m, user, listed, promote);
      else {
        const added = await m.save(
          m.create(LineStation, {
            lineId,
            direction: dto.direction,
            eventId,
            position: Math.max(...list.map((s) => s.position)) + 1,
            kind: 'stop',
            stationId: dto.stationId,
            price: null,
            pickupDropoff: null,
            ...promote,
          }),
        );
        await this.changeLog.record(m, ENTITY_TYPE, added.id, 1, authorOf(user), [{ field: 'created', from: null, to: dto.stationId }]);
      }
      return this.rows(m, lineId, dto.direction, eventId);
    });
  }

  /** Writes `patch` on a locked entry, with the next version and a change-log entry. */
  private async changeRow(m: EntityManager, user: AuthenticatedUser, row: LineStation, patch: Partial<LineStation>): Promise<void> {
    await this.changeLog.updateVersioned<LineStation>(m, {
      entity: LineStation,
      entityType: ENTITY_TYPE,
      id: row.id,
      expectedVersion: row.version,
      patch,
      author: authorOf(user),
    });
  }

  /** References of the bookings still to travel on the line that board or leave at the entry's station. */
  private async bookedAt(m: EntityManager, s: LineStation): Promise<string[]> {
    const rows: { reference: string }[] = await m.query(
      `SELECT DISTINCT b.reference FROM booking_item bi JOIN booking b ON b.id = bi.booking_id
        WHERE bi.line_id = $1 AND (bi.from_station_id = $2 OR bi.to_station_id = $2) AND bi.departure_at > $3 AND b.customer_status <> 'canceled'
        ORDER BY b.reference`,
      [s.lineId, s.stationId, this.clock.now()],
    );
    return rows.map((r) => r.reference);
  }

  private async checked(m: EntityManager, dto: MultiStationFieldsDto, isPrimary: boolean): Promise<MultiStationFields> {
    const fields: MultiStationFields = {
      kind: dto.kind,
      stationId: dto.stationId,
      isPrimary,
      isBoarding: dto.isBoarding,
      isDropoff: dto.isDropoff,
      timeOffsetMinutes: dto.timeOffsetMinutes,
      price: (dto.price ?? '').trim(),
      pickupDropoff: dto.kind === 'pickupDropoff' ? (dto.pickupDropoff ?? null) : null,
    };
    const problems = validateMultiStation(fields);
    if (fields.stationId && (!isUUID(fields.stationId) || !(await m.query<unknown[]>(`SELECT 1 FROM station WHERE id = $1`, [fields.stationId])).length))
      problems.push({ field: 'stationId', message: 'The station does not exist.' });
    if (problems.length > 0) throw validationFailed(problems, problems.length === 1 ? problems[0].message : SAVE_FAILED_MESSAGE);
    return fields;
  }

  private columns(f: MultiStationFields): Partial<LineStation> {
    return {
      kind: f.kind,
      stationId: f.stationId,
      isBoarding: f.isBoarding,
      isDropoff: f.isDropoff,
      timeOffsetMinutes: f.timeOffsetMinutes,
      price: f.price === '' ? null : f.price,
      pickupDropoff: f.pickupDropoff ? { ...f.pickupDropoff, hotels: f.pickupDropoff.hotels.map((h) => h.trim()).filter((h) => h !== '') } : null,
    };
  }

  /** A list that does not exist yet starts from the line's primary stations (the line's list) or a copy of it (an event's). */
  private async ensureList(m: EntityManager, line: Line, direction: Direction, eventId: string | null): Promise<void> {
    const [from, to] = direction === 'aToB' ? [line.stationAId, line.stationBId] : [line.stationBId, line.stationAId];
    await m.query(
      `INSERT INTO line_station (line_id, direction, station_id, position, is_primary, is_boarding, is_dropoff, time_offset_minutes)
       SELECT $1, $2, s.station_id, s.position, true, s.position = 0, s.position <> 0, 0
         FROM (VALUES ($3::uuid, 0), ($4::uuid, 1)) AS s (station_id, position)
        WHERE NOT EXISTS (SELECT 1 FROM line_station WHERE line_id = $1 AND direction = $2 AND event_id IS NULL)`,
      [line.id, direction, from, to],
    );
    if (eventId)
      await m.query(
        `INSERT INTO line_station (line_id, direction, event_id, station_id, position, is_primary, is_boarding, is_dropoff, time_offset_minutes, kind, price, pickup_dropoff)
         SELECT line_id, direction, $3, station_id, position, is_primary, is_boarding, is_dropoff, time_offset_minutes, kind, price, pickup_dropoff
           FROM line_station
          WHERE line_id = $1 AND direction = $2 AND event_id IS NULL
            AND NOT EXISTS (SELECT 1 FROM line_station WHERE event_id = $3)`,
        [line.id, direction, eventId],
      );
  }

  /** An entry of the line's or an event's list, or of a trip's own list, locked. */
  private async find(m: EntityManager, lineId: string, id: string): Promise<{ row: LineStation; table: ListTable }> {
    const row = await m.findOne(LineStation, { where: { id, lineId }, lock: { mode: 'pessimistic_write' } });
    if (row) return { row, table: 'line_station' };
    const [t]: Record<string, unknown>[] = await m.query(`SELECT * FROM trip_station WHERE id = $1 AND line_id = $2 FOR UPDATE`, [id, lineId]);
    if (!t) throw notFound('Station');
    const tripRow = m.create(LineStation, {
      id: t.id as string,
      lineId: t.line_id as string,
      stationId: t.station_id as string,
      direction: t.direction as Direction,
      position: t.position as number,
      isPrimary: t.is_primary as boolean,
      isBoarding: t.is_boarding as boolean,
      isDropoff: t.is_dropoff as boolean,
      timeOffsetMinutes: t.time_offset_minutes as number,
      kind: t.kind as LineStation['kind'],
      price: t.price as string | null,
      pickupDropoff: t.pickup_dropoff as LineStation['pickupDropoff'],
      eventId: null,
      version: t.version as number,
    });
    return { row: tripRow, table: 'trip_station' };
  }

  private async one(m: EntityManager, table: ListTable, id: string): Promise<MultiStationDto> {
    const [row] = await this.select(m, table, 'ls.id = $1', [id]);
    return toDto(row);
  }

  private async rows(m: EntityManager, lineId: string, direction: Direction, eventId: string | null): Promise<MultiStationDto[]> {
    return (
      await this.select(m, 'line_station', 'ls.line_id = $1 AND ls.direction = $2 AND ls.event_id IS NOT DISTINCT FROM $3', [lineId, direction, eventId])
    ).map(toDto);
  }

  private select(m: EntityManager, table: ListTable, where: string, params: unknown[]): Promise<Row[]> {
    const owner = table === 'line_station' ? 'ls.event_id, NULL::uuid AS trip_id' : 'NULL::uuid AS event_id, ls.trip_id';
    return m.query(
      `SELECT ls.id, ls.direction, ${owner}, ls.kind, ls.is_primary, ls.station_id, s.name AS station_name, s.address, s.geometry_type,
              s.location_type, c.id AS city_id, c.name AS city_name, ls.is_boarding, ls.is_dropoff, ls.time_offset_minutes, ls.price,
              ls.pickup_dropoff, ls.version
         FROM ${table} ls JOIN station s ON s.id = ls.station_id JOIN city c ON c.id = s.city_id
        WHERE ${where}
        ORDER BY CASE WHEN ls.is_primary AND ls.is_boarding THEN 0 WHEN ls.is_primary THEN 2 ELSE 1 END, ls.time_offset_minutes, ls.position`,
      params,
    );
  }
}
