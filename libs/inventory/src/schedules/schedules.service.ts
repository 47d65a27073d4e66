import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ErrorCode,
  EventMessage,
  TRIP_WINDOW_DAYS,
  addDays,
  eventEnd,
  Scope,
  parseFullyBookedCsv,
  duplicationTimes,
  validateBulkDuration,
  validateDuplication,
  validateEvent,
  validateNewDepartureTime,
  type Actor,
  type DateRange,
  type EventFields,
} from '@farebox/domain';
import type { FastifyReply } from 'fastify';
import {
  AppException,
  ChangeLogService,
  Clock,
  csvRows,
  notFound,
  queryInBatches,
  streamCsv,
  validationFailed,
  type AuthenticatedUser,
} from '@farebox/platform';
import { LineAccessService } from '../lines/line-access.service.js';
import type { Line } from '../lines/line.entity.js';
import { LineEvent } from '../trips/line-event.entity.js';
import {
  allocationShortfalls,
  applyTripChanges,
  breaksSoldSeats,
  tripChanges,
  type AllocationShortfall,
  type TripChange,
  type TripWindow,
} from '../trips/trip-generation.js';
import type {
  BulkDurationDto,
  BulkResultDto,
  CreateEventDto,
  EventDto,
  EventFieldsDto,
  DuplicateEventDto,
  EventSaveDto,
  FullyBookedUploadResultDto,
  ImpactDto,
  NewDepartureTimeDto,
  ScheduleDto,
  ScheduleQueryDto,
  TripDto,
  UpdateEventDto,
} from './dto/schedule.dto.js';
import { TRIP_COLUMNS_SQL, tripDtoOf, type TripRow } from './trip-view.js';
import { runOrDryRun } from '../dry-run.js';

const EVENT_ENTITY_TYPE = 'line_event';
const TICKETS_SOLD_HEADER = ['Departure', 'Booking', 'Status', 'First name', 'Last name', 'Passenger type', 'Email', 'Phone'];
interface TicketSoldRow {
  departure: string;
  reference: string;
  customer_status: string;
  first_name: string;
  last_name: string;
  passenger_type: string | null;
  email: string | null;
  phone: string | null;
}
const TICKETS_SOLD_SQL = `
  SELECT to_char(t.departure_at AT TIME ZONE t.timezone, 'YYYY-MM-DD HH24:MI') AS departure, b.reference, b.customer_status,
         p.first_name, p.last_name, p.passenger_type, p.email, p.phone
    FROM trip t
    JOIN booking b ON (b.trip_id = t.id OR b.return_trip_id = t.id) AND b.customer_status <> 'canceled'
    JOIN booking_passenger p ON p.booking_id = b.id
   WHERE t.event_id = $1
   ORDER BY t.departure_at, b.reference, p.position`;
const MAX_SCHEDULE_DAYS = 62;
const IMPACT_LIST_LIMIT = 200;
const EVENT_SAVE_FAILED_MESSAGE = 'The event has invalid fields.';

const authorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

export const toEventDto = (e: LineEvent): EventDto => {
  const startTime = e.departureTime.slice(0, 5);
  const end = eventEnd(startTime, e.durationMinutes)!;
  return {
    id: e.id,
    direction: e.direction,
    title: e.title ?? '',
    color: e.color,
    startTime,
    durationMinutes: e.durationMinutes,
    endTime: end.time,
    endDayOffset: end.dayOffset,
    daysOfWeek: [...e.daysOfWeek].sort((a, b) => a - b),
    dateRanges: e.dateRanges,
    seats: e.seats,
    allocations: e.allocations,
    multiStationsSource: e.multiStationsSource,
    priceRuleId: e.priceRuleId,
    version: e.version,
  };
};

/** The envelope of the ranges: the earliest start and the latest end, open when one range is. */
function envelope(ranges: DateRange[]): { startDate: string; endDate: string | null } {
  const startDate = ranges.map((r) => r.startDate).sort()[0];
  const ends = ranges.map((r) => r.endDate || null);
  return { startDate, endDate: ends.includes(null) ? null : (ends as string[]).sort().at(-1)! };
}

function fieldsOf(dto: EventFieldsDto): EventFields {
  return {
    title: (dto.title ?? '').trim(),
    color: dto.color,
    startTime: dto.startTime,
    durationMinutes: dto.durationMinutes,
    daysOfWeek: [...new Set(dto.daysOfWeek)].sort((a, b) => a - b),
    dateRanges: dto.dateRanges.map((r) => ({ startDate: r.startDate, endDate: r.endDate || null })),
    seats: dto.seats,
    allocations: (dto.allocations ?? []).map((a) => ({ ...a, invoiceNumber: (a.invoiceNumber ?? '').trim() })),
  };
}

/**
 * The Schedules tab: events per direction, their trips, fully-booked dates. Every write runs in one transaction that
 * locks the event's future trips, computes what the change does to them (tripChanges) and refuses it (409, naming
 * the bookings) when it would move or remove a trip with bookings or offer fewer seats than are sold; a dry run
 * answers the same impact and rolls back.
 */
@Injectable()
export class SchedulesService {
  /** The transactions of dry runs (previews), which report a refusal in the impact instead of throwing it. */
  private readonly dryRuns = new WeakSet<EntityManager>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly changeLog: ChangeLogService,
    private readonly clock: Clock,
  ) {}

  async schedule(actor: Actor, lineId: string, query: ScheduleQueryDto): Promise<ScheduleDto> {
    const line = await this.access.require(actor, lineId, 'read');
    const access = await this.access.accessTo(actor, line);
    if (query.to < query.from || query.to > addDays(query.from, MAX_SCHEDULE_DAYS))
      throw validationFailed([{ field: 'to', message: `The period must end on or after its start, at most ${MAX_SCHEDULE_DAYS} days later.` }]);
    const m = this.dataSource.manager;
    const events = await m.find(LineEvent, { where: { lineId }, order: { direction: 'ASC', departureTime: 'ASC', createdAt: 'ASC' } });
    const [tz]: { a: string; b: string; a_name: string; b_name: string }[] = await m.query(
      `SELECT ca.timezone AS a, cb.timezone AS b, sa.name AS a_name, sb.name AS b_name FROM station sa JOIN city ca ON ca.id = sa.city_id, station sb JOIN city cb ON cb.id = sb.city_id
        WHERE sa.id = $1 AND sb.id = $2`,
      [line.stationAId, line.stationBId],
    );
    const trips: TripRow[] = await m.query(
      `SELECT ${TRIP_COLUMNS_SQL}
         FROM trip t
        WHERE t.line_id = $1 AND t.departure_at >= ($2::date - 1)::timestamptz AND t.departure_at < ($3::date + 2)::timestamptz
          AND (t.departure_at AT TIME ZONE t.timezone)::date BETWEEN $2::date AND $3::date
        ORDER BY t.departure_at`,
      [lineId, query.from, query.to],
    );
    const eventById = new Map(events.map((e) => [e.id, e]));
    return {
      lineId,
      stationA: { id: line.stationAId, name: tz.a_name },
      stationB: { id: line.stationBId, name: tz.b_name },
      timezoneA: tz.a,
      timezoneB: tz.b,
      events: events.map(toEventDto),
      trips: trips.map((t) => tripDtoOf(t, t.event_id ? eventById.get(t.event_id) : undefined, line.prepaidTickets)),
      editSchedules: access.editSchedules,
      fullAdminActions: access.editSchedules && actor.isFullAdmin,
      canRemoveAllTrips: access.editSchedules && (isNewLine(line) || actor.scopes.includes(Scope.DeAdmin)),
    };
  }

  async createEvent(user: AuthenticatedUser, lineId: string, dto: CreateEventDto): Promise<EventSaveDto> {
    const fields = this.checked(dto);
    return this.run(!!dto.dryRun, async (m) => {
      const line = await this.access.require(user, lineId, 'editSchedules', m);
      const [fromStationId, toStationId] = dto.direction === 'aToB' ? [line.stationAId, line.stationBId] : [line.stationBId, line.stationAId];
      const event = await m.save(
        m.create(LineEvent, {
          lineId,
          direction: dto.direction,
          fromStationId,
          toStationId,
          ...this.columns(fields, dto),
        }),
      );
      await this.changeLog.record(m, EVENT_ENTITY_TYPE, event.id, event.version, authorOf(user), [{ field: 'created', from: null, to: event.title }]);
      const impact = await this.reconcile(m, [event.id]);
      return { event: toEventDto(await m.findOneByOrFail(LineEvent, { id: event.id })), impact };
    });
  }

  async updateEvent(user: AuthenticatedUser, lineId: string, eventId: string, dto: UpdateEventDto): Promise<EventSaveDto> {
    const fields = this.checked(dto);
    return this.run(!!dto.dryRun, async (m) => {
      await this.access.require(user, lineId, 'editSchedules', m);
      await this.findEvent(m, lineId, eventId, true);
      await this.changeLog.updateVersioned<LineEvent>(m, {
        entity: LineEvent,
        entityType: EVENT_ENTITY_TYPE,
        id: eventId,
        expectedVersion: dto.version,
        patch: this.columns(fields, dto),
        author: authorOf(user),
      });
      const impact = await this.reconcile(m, [eventId]);
      return { event: toEventDto(await m.findOneByOrFail(LineEvent, { id: eventId })), impact };
    });
  }

  /** Removes one weekday from a recurring event (full admins); the only day left cannot be removed. */
  async removeWeekday(user: AuthenticatedUser, lineId: string, eventId: string, version: number, weekday: number, dryRun: boolean): Promise<EventSaveDto> {
    return this.run(dryRun, async (m) => {
      await this.requireFullAdmin(user, lineId, m);
      const event = await this.findEvent(m, lineId, eventId, true);
      if (!event.daysOfWeek.includes(weekday)) throw validationFailed([{ field: 'weekday', message: 'The event does not run on that day.' }]);
      if (event.daysOfWeek.length === 1) throw validationFailed([{ field: 'weekday', message: EventMessage.Weekdays }]);
      await this.changeLog.updateVersioned<LineEvent>(m, {
        entity: LineEvent,
        entityType: EVENT_ENTITY_TYPE,
        id: eventId,
        expectedVersion: version,
        patch: { daysOfWeek: event.daysOfWeek.filter((d) => d !== weekday) },
        author: authorOf(user),
      });
      const impact = await this.reconcile(m, [eventId]);
      return { event: toEventDto(await m.findOneByOrFail(LineEvent, { id: eventId })), impact };
    });
  }

  /**
   * Deletes a recurring event with all its future trips (full admins: "delete all"; past trips stay, detached);
   * refused when a future trip has bookings.
   */
  async deleteEvent(user: AuthenticatedUser, lineId: string, eventId: string, version: number, dryRun: boolean): Promise<EventSaveDto> {
    return this.run(dryRun, async (m) => {
      await this.requireFullAdmin(user, lineId, m);
      const event = await this.findEvent(m, lineId, eventId, true);
      if (event.version !== version) throw await this.changeLog.conflictSince(m, EVENT_ENTITY_TYPE, eventId, version, event.version);
      // No date range: the event wants no trip any more, so its future trips are removed (or the delete refused).
      await m.query(`UPDATE line_event SET date_ranges = '[]' WHERE id = $1`, [eventId]);
      const impact = await this.reconcile(m, [eventId]);
      await m.delete(LineEvent, { id: eventId });
      await this.changeLog.record(m, EVENT_ENTITY_TYPE, eventId, version + 1, authorOf(user), [{ field: 'deleted', from: event.title, to: null }]);
      return { event: null, impact };
    });
  }

  /** Marks one trip's date fully booked (not sold any more) or available again. */
  async setFullyBooked(actor: Actor, lineId: string, tripId: string, fullyBooked: boolean): Promise<TripDto> {
    await this.access.require(actor, lineId, 'editSchedules');
    const rows: [{ day: string }[], number] = await this.dataSource.query(
      `UPDATE trip SET blocked = $3 WHERE id = $1 AND line_id = $2 RETURNING to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD') AS day`,
      [tripId, lineId, fullyBooked],
    );
    if (rows[0].length === 0) throw notFound('Trip');
    const day = rows[0][0].day;
    const schedule = await this.schedule(actor, lineId, { from: day, to: day });
    return schedule.trips.find((t) => t.id === tripId)!;
  }

  /** Changes the duration of several events; each one that cannot change is an entry of `errors`, the others are saved. */
  async bulkDuration(user: AuthenticatedUser, lineId: string, dto: BulkDurationDto): Promise<BulkResultDto> {
    const problems = validateBulkDuration(dto.durationMinutes);
    if (problems.length > 0) throw validationFailed(problems, problems[0].message);
    await this.access.require(user, lineId, 'editSchedules');
    const errors: BulkResultDto['errors'] = [];
    let updated = 0;
    for (const eventId of [...new Set(dto.eventIds)]) {
      try {
        await this.run(false, async (m) => {
          const event = await this.findEvent(m, lineId, eventId, true);
          await this.changeLog.updateVersioned<LineEvent>(m, {
            entity: LineEvent,
            entityType: EVENT_ENTITY_TYPE,
            id: eventId,
            expectedVersion: event.version,
            patch: { durationMinutes: dto.durationMinutes },
            author: authorOf(user),
          });
          return this.reconcile(m, [eventId]);
        });
        updated++;
      } catch (e) {
        const title = (await this.dataSource.manager.findOneBy(LineEvent, { id: eventId }))?.title ?? eventId;
        errors.push({ eventId, title, message: e instanceof AppException ? e.message : 'An error occurred in server' });
      }
    }
    return { updated, errors };
  }

  /**
   * Duplicate (full admins): copies of the event at its start plus every interval up to the end time, each with the
   * event's days, dates, duration, seats and stations, and their trips. Answers the first copy and the trips made.
   */
  async duplicate(user: AuthenticatedUser, lineId: string, eventId: string, dto: DuplicateEventDto): Promise<EventSaveDto> {
    return this.run(!!dto.dryRun, async (m) => {
      await this.requireFullAdmin(user, lineId, m);
      const event = await this.findEvent(m, lineId, eventId);
      const fields = { intervalMinutes: dto.intervalMinutes, endTime: dto.endTime, startTime: event.departureTime.slice(0, 5) };
      const problems = validateDuplication(fields);
      if (problems.length > 0) throw validationFailed(problems, problems[0].message);
      const copies = await m.save(
        duplicationTimes(fields).map((time) =>
          m.create(LineEvent, {
            lineId,
            direction: event.direction,
            fromStationId: event.fromStationId,
            toStationId: event.toStationId,
            title: `${event.title ?? ''} ${time}`.trim(),
            color: event.color,
            departureTime: `${time}:00`,
            durationMinutes: event.durationMinutes,
            daysOfWeek: event.daysOfWeek,
            dateRanges: event.dateRanges,
            startDate: event.startDate,
            endDate: event.endDate,
            seats: event.seats,
            allocations: event.allocations,
            multiStationsSource: event.multiStationsSource,
            priceRuleId: event.priceRuleId,
          }),
        ),
      );
      for (const c of copies) await this.changeLog.record(m, EVENT_ENTITY_TYPE, c.id, 1, authorOf(user), [{ field: 'created', from: eventId, to: c.title }]);
      const impact = await this.reconcile(
        m,
        copies.map((c) => c.id),
      );
      return { event: copies.length > 0 ? toEventDto(copies[0]) : null, impact };
    });
  }

  /**
   * A new departure time from a date on: the event keeps its time before `effectiveFrom` (its ranges end the day
   * before) and a copy with the new time takes the dates from `effectiveFrom`. The time must change and the date is
   * not before today in the departure city (by the server clock). Trips with bookings are not moved (409).
   */
  async newDepartureTime(user: AuthenticatedUser, lineId: string, eventId: string, dto: NewDepartureTimeDto): Promise<EventSaveDto> {
    return this.run(!!dto.dryRun, async (m) => {
      await this.access.require(user, lineId, 'editSchedules', m);
      const event = await this.findEvent(m, lineId, eventId, true);
      if (event.version !== dto.version) throw await this.changeLog.conflictSince(m, EVENT_ENTITY_TYPE, eventId, dto.version, event.version);
      const [{ today }]: { today: string }[] = await m.query(
        `SELECT to_char(($1::timestamptz AT TIME ZONE c.timezone)::date, 'YYYY-MM-DD') AS today FROM station s JOIN city c ON c.id = s.city_id WHERE s.id = $2`,
        [this.clock.now(), event.fromStationId],
      );
      const problems = validateNewDepartureTime(event.departureTime, dto.startTime, dto.effectiveFrom, today);
      if (problems.length > 0) throw validationFailed(problems, problems[0].message);
      const before = addDays(dto.effectiveFrom, -1);
      const kept = event.dateRanges
        .filter((r) => r.startDate <= before)
        .map((r) => ({ startDate: r.startDate, endDate: r.endDate === null || r.endDate > before ? before : r.endDate }));
      const moved = event.dateRanges
        .filter((r) => r.endDate === null || r.endDate >= dto.effectiveFrom)
        .map((r) => ({ startDate: r.startDate < dto.effectiveFrom ? dto.effectiveFrom : r.startDate, endDate: r.endDate }));
      if (moved.length === 0) throw validationFailed([{ field: 'effectiveFrom', message: 'The event has no date from then on.' }]);
      const copy = await m.save(
        m.create(LineEvent, {
          lineId,
          direction: event.direction,
          fromStationId: event.fromStationId,
          toStationId: event.toStationId,
          title: event.title,
          color: event.color,
          departureTime: `${dto.startTime}:00`,
          durationMinutes: event.durationMinutes,
          daysOfWeek: event.daysOfWeek,
          dateRanges: moved,
          ...envelope(moved),
          seats: event.seats,
          allocations: event.allocations,
          multiStationsSource: event.multiStationsSource,
          priceRuleId: event.priceRuleId,
        }),
      );
      await this.changeLog.record(m, EVENT_ENTITY_TYPE, copy.id, 1, authorOf(user), [{ field: 'created', from: eventId, to: copy.title }]);
      if (kept.length === 0) {
        await this.changeLog.record(m, EVENT_ENTITY_TYPE, eventId, dto.version + 1, authorOf(user), [{ field: 'deleted', from: event.title, to: null }]);
        await m.query(`UPDATE line_event SET date_ranges = '[]' WHERE id = $1`, [eventId]);
      } else {
        await this.changeLog.updateVersioned<LineEvent>(m, {
          entity: LineEvent,
          entityType: EVENT_ENTITY_TYPE,
          id: eventId,
          expectedVersion: dto.version,
          patch: { dateRanges: kept, ...envelope(kept) },
          author: authorOf(user),
        });
      }
      // The old event gives up its trips from effectiveFrom (refused if booked); the copy creates them at the new time.
      const impact = await this.reconcile(m, [eventId]);
      const created = await this.reconcile(m, [copy.id]);
      if (kept.length === 0) await m.delete(LineEvent, { id: eventId });
      return { event: toEventDto(await m.findOneByOrFail(LineEvent, { id: copy.id })), impact: mergeImpacts(impact, created) };
    });
  }

  /**
   * Removes every future trip of the chosen directions (at least one) that has no booking, and ends the events so they
   * make no new ones: for lines never published, or users with the de-admin scope. Refused (409) when a future trip
   * has bookings.
   */
  async removeAllTrips(user: AuthenticatedUser, lineId: string, directions: string[], dryRun: boolean): Promise<EventSaveDto> {
    if (directions.length === 0) throw validationFailed([{ field: 'directions', message: 'At least one direction must stay checked.' }]);
    return this.run(dryRun, async (m) => {
      const line = await this.access.require(user, lineId, 'editSchedules', m);
      if (!isNewLine(line) && !user.scopes.includes(Scope.DeAdmin))
        throw new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, 'Only a new line, or a user with the de-admin scope, can remove all trips.');
      const events = await m.find(LineEvent, { where: { lineId }, lock: { mode: 'pessimistic_write' } });
      const ids = events.filter((e) => directions.includes(e.direction)).map((e) => e.id);
      await m.query(`UPDATE line_event SET date_ranges = '[]' WHERE id = ANY($1::uuid[])`, [ids]);
      const impact = await this.reconcile(m, ids);
      if (ids.length > 0) await m.delete(LineEvent, ids);
      return { event: null, impact };
    });
  }

  /**
   * Edit allocation: Set gives the trip its own prepaid number (prepaid "for the trip"), Unset (null) takes the event's again. The number is
   * at least 0 and never below the seats already sold.
   */
  async setAllocation(actor: Actor, lineId: string, tripId: string, prepaidSeats: number | null): Promise<TripDto> {
    if (prepaidSeats !== null && (!Number.isInteger(prepaidSeats) || prepaidSeats < 0))
      throw validationFailed([{ field: 'prepaidSeats', message: EventMessage.AllocationSeatsMin }]);
    await this.access.require(actor, lineId, 'editSchedules');
    const day = await this.dataSource.transaction(async (m) => {
      const [trip]: { day: string; sold: number }[] = await m.query(
        `SELECT to_char(departure_at AT TIME ZONE timezone, 'YYYY-MM-DD') AS day, seats_total - seats_left AS sold FROM trip WHERE id = $1 AND line_id = $2 FOR UPDATE`,
        [tripId, lineId],
      );
      if (!trip) throw notFound('Trip');
      if (prepaidSeats !== null && prepaidSeats < trip.sold)
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, `The allocation cannot go below the ${trip.sold} tickets sold.`);
      await m.query(
        `UPDATE trip SET prepaid_seats = $2, prepaid_source = CASE WHEN $2::int IS NULL THEN 'event' ELSE 'trip' END, version = version + 1 WHERE id = $1`,
        [tripId, prepaidSeats],
      );
      return trip.day;
    });
    const schedule = await this.schedule(actor, lineId, { from: day, to: day });
    return schedule.trips.find((t) => t.id === tripId)!;
  }

  /**
   * The ticket-sold list of a recurring event as CSV, streamed: one row a passenger of each booking that is not
   * cancelled on the event's trips (outbound or return), by departure; every cell neutralised against formulas.
   */
  async ticketsSoldCsv(actor: Actor, lineId: string, eventId: string, res: FastifyReply): Promise<void> {
    await this.access.require(actor, lineId, 'read');
    const event = await this.findEvent(this.dataSource.manager, lineId, eventId);
    const filename = `tickets-sold-${(event.title ?? 'event').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.csv`;
    await streamCsv(
      res,
      filename,
      TICKETS_SOLD_HEADER,
      csvRows(queryInBatches<TicketSoldRow>(this.dataSource, TICKETS_SOLD_SQL, [eventId]), (r) => [
        r.departure,
        r.reference,
        r.customer_status,
        r.first_name,
        r.last_name,
        r.passenger_type,
        r.email,
        r.phone,
      ]),
    );
  }

  /**
   * Marks the trips of the uploaded dates fully booked, set-based: every valid row in one UPDATE joined on the line's
   * future trips by local date (and time and direction when given). A row that matches no trip, or is malformed, is
   * an error of the answer; the others are applied.
   */
  async uploadFullyBooked(actor: Actor, lineId: string, csv: string): Promise<FullyBookedUploadResultDto> {
    await this.access.require(actor, lineId, 'editSchedules');
    const { rows, problems } = parseFullyBookedCsv(csv);
    const errors = problems.map((p) => ({ line: p.line, message: p.message }));
    if (rows.length === 0) {
      if (errors.length === 0) errors.push({ line: 0, message: 'The file has no date.' });
      return { marked: 0, errors };
    }
    const [updated]: [{ id: string; line: number }[], number] = await this.dataSource.query(
      `WITH wanted AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb) AS w(line int, date date, "time" text, direction text))
       UPDATE trip t SET blocked = true
         FROM wanted w
        WHERE t.line_id = $1 AND t.departure_at > $3
          AND (t.departure_at AT TIME ZONE t.timezone)::date = w.date
          AND (w."time" IS NULL OR to_char(t.departure_at AT TIME ZONE t.timezone, 'HH24:MI') = w."time")
          AND (w.direction IS NULL OR t.direction = w.direction)
        RETURNING t.id, w.line`,
      [lineId, JSON.stringify(rows), this.clock.now()],
    );
    const matched = new Set(updated.map((u) => u.line));
    for (const r of rows)
      if (!matched.has(r.line)) errors.push({ line: r.line, message: `Line ${r.line}: no future trip on ${r.date}${r.time ? ` at ${r.time}` : ''}.` });
    errors.sort((a, b) => a.line - b.line);
    return { marked: new Set(updated.map((u) => u.id)).size, errors };
  }

  private async requireFullAdmin(actor: Actor, lineId: string, m: EntityManager): Promise<Line> {
    const line = await this.access.require(actor, lineId, 'editSchedules', m);
    if (!actor.isFullAdmin) throw new AppException(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, "You don't have the permission to access this resource.");
    return line;
  }

  private checked(dto: EventFieldsDto): EventFields {
    const fields = fieldsOf(dto);
    const problems = validateEvent(fields);
    if (problems.length > 0) throw validationFailed(problems, problems.length === 1 ? problems[0].message : EVENT_SAVE_FAILED_MESSAGE);
    return fields;
  }

  private columns(f: EventFields, dto: EventFieldsDto): Partial<LineEvent> {
    return {
      title: f.title,
      color: f.color.toLowerCase(),
      departureTime: `${f.startTime}:00`,
      durationMinutes: f.durationMinutes,
      daysOfWeek: f.daysOfWeek,
      dateRanges: f.dateRanges,
      ...envelope(f.dateRanges),
      seats: f.seats,
      allocations: f.allocations,
      multiStationsSource: dto.multiStationsSource ?? 'line',
      priceRuleId: dto.priceRuleId ?? null,
    };
  }

  private async findEvent(m: EntityManager, lineId: string, eventId: string, lock = false): Promise<LineEvent> {
    const event = await m.findOne(LineEvent, { where: { id: eventId, lineId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!event) throw notFound('Event');
    return event;
  }

  private window(): TripWindow {
    return { fromDay: 0, toDay: TRIP_WINDOW_DAYS, now: this.clock.now() };
  }

  /** Brings the events' future trips in line with them, or refuses with 409 naming the bookings it would break. */
  private async reconcile(m: EntityManager, eventIds: string[]): Promise<ImpactDto> {
    const window = this.window();
    const changes = await tripChanges(m, eventIds, window);
    const broken = changes.filter(breaksSoldSeats);
    const removed = new Set(changes.filter((c) => c.change === 'removed').map((c) => c.tripId));
    const short = (await allocationShortfalls(m, eventIds, window.now)).filter((s) => !removed.has(s.tripId));
    if (broken.length > 0 || short.length > 0) {
      const refusal = broken.length > 0 ? soldSeatsConflict(broken) : allocationConflict(short);
      // A preview shows the refusal and the bookings it names instead of failing; the save itself is refused.
      if (this.dryRuns.has(m)) {
        const impact = impactOf(changes);
        return { ...impact, bookings: [...new Set([...impact.bookings, ...short.flatMap((s) => s.bookings)])].sort(), refusal: refusal.message };
      }
      throw refusal;
    }
    await applyTripChanges(m, eventIds, window, changes);
    return impactOf(changes);
  }

  /** Runs `work` in a transaction (runOrDryRun); reconcile reports a dry run's refusal in the impact instead of throwing it. */
  private run<T extends object>(dryRun: boolean, work: (m: EntityManager) => Promise<T>): Promise<T & { dryRun: boolean }> {
    return runOrDryRun(this.dataSource, dryRun, async (m) => {
      if (dryRun) this.dryRuns.add(m);
      try {
        return await work(m);
      } finally {
        this.dryRuns.delete(m);
      }
    });
  }
}

/** A line never published: its trips may all be removed by any schedule editor. */
const isNewLine = (line: Line) => !line.published && line.publishedAt === null;

function mergeImpacts(a: ImpactDto, b: ImpactDto): ImpactDto {
  return {
    created: a.created + b.created,
    moved: a.moved + b.moved,
    removed: a.removed + b.removed,
    reseated: a.reseated + b.reseated,
    edited: a.edited + b.edited,
    bookings: [...new Set([...a.bookings, ...b.bookings])].sort(),
    changes: [...a.changes, ...b.changes].slice(0, IMPACT_LIST_LIMIT),
    refusal: a.refusal ?? b.refusal ?? null,
  };
}

export function impactOf(changes: TripChange[]): ImpactDto {
  const count = (c: TripChange['change']) => changes.filter((x) => x.change === c).length;
  return {
    created: count('created'),
    moved: count('moved'),
    removed: count('removed'),
    reseated: count('reseated'),
    edited: 0,
    bookings: [...new Set(changes.filter((c) => c.change !== 'created').flatMap((c) => c.bookings))].sort(),
    refusal: null,
    changes: changes.slice(0, IMPACT_LIST_LIMIT).map((c) => ({
      change: c.change,
      tripId: c.tripId,
      from: c.from ? c.from.toISOString() : null,
      to: c.to ? c.to.toISOString() : null,
      sold: c.sold,
      seats: c.seats,
      bookings: c.bookings,
    })),
  };
}

function soldSeatsConflict(broken: TripChange[]): AppException {
  const references = [...new Set(broken.flatMap((c) => c.bookings))].sort();
  const seats = broken.filter((c) => c.change === 'reseated');
  const message =
    references.length > 0
      ? `The change moves or removes trips with bookings: ${references.join(', ')}.`
      : seats.length > 0
        ? `The seats cannot go below the seats sold (${seats[0].sold} sold on ${seats[0].from!.toISOString().slice(0, 10)}).`
        : 'The change moves or removes trips with seats sold.';
  return new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message, {
    bookings: references,
    trips: broken.map((c) => ({ tripId: c.tripId, change: c.change, departureAt: (c.from ?? c.to)!.toISOString(), sold: c.sold, bookings: c.bookings })),
  });
}

/** The refusal of an event save that leaves dates taking the event's prepaid allocation with fewer prepaid seats than sold. */
function allocationConflict(short: AllocationShortfall[]): AppException {
  const references = [...new Set(short.flatMap((s) => s.bookings))].sort();
  const first = short[0];
  const message = `The prepaid allocation cannot go below the tickets sold (${first.sold} sold, ${first.allocated} allocated on ${first.localDate})${
    references.length > 0 ? `: ${references.join(', ')}` : ''
  }.`;
  return new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message, {
    bookings: references,
    trips: short.map((s) => ({ tripId: s.tripId, localDate: s.localDate, sold: s.sold, allocated: s.allocated, bookings: s.bookings })),
  });
}
