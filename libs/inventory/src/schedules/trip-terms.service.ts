import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, TripTermsMessage, validateTripTerms, type TripTermsFields } from '@farebox/domain';
import { AppException, ChangeLogService, notFound, validationFailed, type AuthenticatedUser, type FieldChange } from '@farebox/platform';
import { LineAccessService } from '../lines/line-access.service.js';
import { LineEvent } from '../trips/line-event.entity.js';
import type { ImpactDto, TripTermsDto, TripTermsSaveDto } from './dto/schedule.dto.js';
import { runOrDryRun } from '../dry-run.js';
import { MultiStationsService } from './multi-stations.service.js';
import { TRIP_COLUMNS_SQL, tripDtoOf, type TripRow } from './trip-view.js';

const TRIP_ENTITY_TYPE = 'trip';
const authorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.displayName || user.username, email: user.email ?? null });

/** The columns an Edit trip saves, by the field names of the change log. */
const TERM_COLUMNS = {
  priceSource: 'price_source',
  priceRuleId: 'price_rule_id',
  multiStationsSource: 'multi_stations_source',
  prepaidSource: 'prepaid_source',
  prepaidSeats: 'prepaid_seats',
} as const satisfies Record<keyof TripTermsFields, keyof TripRow>;

/**
 * Edit trip, and the single-occurrence edit of a recurring event (the trip of that date): where the trip takes its
 * price rule, stops and prepaid allocation from, or its own rule and prepaid number. Only the trip's columns change, so
 * the event keeps the rest and regenerating its trips (event saves, the rolling window) never overwrites them. Saved from
 * the version the trip was opened on (409 EditConflict), logged, refused (409 naming the bookings) when the prepaid
 * allocation it leaves would be below the tickets sold; a dry run answers the trip as it would be and the impact.
 */
@Injectable()
export class TripTermsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: LineAccessService,
    private readonly changeLog: ChangeLogService,
    private readonly stations: MultiStationsService,
  ) {}

  async save(user: AuthenticatedUser, lineId: string, tripId: string, dto: TripTermsDto): Promise<TripTermsSaveDto> {
    const fields: TripTermsFields = {
      priceSource: dto.priceSource,
      priceRuleId: dto.priceSource === 'trip' ? (dto.priceRuleId ?? null) : null,
      multiStationsSource: dto.multiStationsSource,
      prepaidSource: dto.prepaidSource,
      prepaidSeats: dto.prepaidSource === 'trip' ? (dto.prepaidSeats ?? null) : null,
    };
    const problems = validateTripTerms(fields);
    if (problems.length > 0) throw validationFailed(problems, problems[0].message);
    const dryRun = !!dto.dryRun;
    return runOrDryRun(this.dataSource, dryRun, async (m) => {
      const line = await this.access.require(user, lineId, 'editSchedules', m);
      const [row]: TripRow[] = await m.query(`SELECT ${TRIP_COLUMNS_SQL} FROM trip t WHERE t.id = $1 AND t.line_id = $2 FOR UPDATE`, [tripId, lineId]);
      if (!row) throw notFound('Trip');
      if (row.version !== dto.version) throw await this.changeLog.conflictSince(m, TRIP_ENTITY_TYPE, tripId, dto.version, row.version);
      if (
        fields.priceRuleId &&
        (await m.query<unknown[]>(`SELECT 1 FROM line_price_rule WHERE id = $1 AND line_id = $2`, [fields.priceRuleId, lineId])).length === 0
      )
        throw validationFailed([{ field: 'priceRuleId', message: TripTermsMessage.UnknownPriceRule }], TripTermsMessage.UnknownPriceRule);
      const event = row.event_id ? ((await m.findOneBy(LineEvent, { id: row.event_id })) ?? undefined) : undefined;
      const changes: FieldChange[] = (Object.keys(TERM_COLUMNS) as (keyof TripTermsFields)[])
        .filter((f) => row[TERM_COLUMNS[f]] !== fields[f])
        .map((f) => ({ field: f, from: row[TERM_COLUMNS[f]], to: fields[f] }));
      const after = tripDtoOf(
        {
          ...row,
          price_source: fields.priceSource,
          price_rule_id: fields.priceRuleId,
          multi_stations_source: fields.multiStationsSource,
          prepaid_source: fields.prepaidSource,
          prepaid_seats: fields.prepaidSeats,
          version: changes.length > 0 ? row.version + 1 : row.version,
        },
        event,
        line.prepaidTickets,
      );
      const impact: ImpactDto = { created: 0, moved: 0, removed: 0, reseated: 0, edited: 0, bookings: [], changes: [], refusal: null };
      if (changes.length === 0) return { trip: after, impact };
      const bookings = await this.bookingsOn(m, tripId);
      impact.edited = 1;
      impact.changes = [{ change: 'edited', tripId, from: after.departureAt, to: after.departureAt, sold: after.seatsSold, seats: after.seatsTotal, bookings }];
      if (after.allocatedSeats !== null && after.allocatedSeats < after.seatsSold) {
        const message = `The prepaid allocation (${after.allocatedSeats}) cannot go below the ${after.seatsSold} tickets sold${bookings.length > 0 ? `: ${bookings.join(', ')}` : ''}.`;
        if (dryRun) return { trip: after, impact: { ...impact, bookings, refusal: message } };
        throw new AppException(HttpStatus.CONFLICT, ErrorCode.Conflict, message, { bookings });
      }
      // Stops "for the trip" start as a copy of the list the trip took until now.
      if (fields.multiStationsSource === 'trip' && row.multi_stations_source !== 'trip')
        await this.stations.ensureTripList(m, line, { id: tripId, eventId: row.event_id, direction: row.direction }, row.multi_stations_source);
      await m.query(
        `UPDATE trip SET price_source = $2, price_rule_id = $3, multi_stations_source = $4, prepaid_source = $5, prepaid_seats = $6, version = version + 1
          WHERE id = $1`,
        [tripId, fields.priceSource, fields.priceRuleId, fields.multiStationsSource, fields.prepaidSource, fields.prepaidSeats],
      );
      await this.changeLog.record(m, TRIP_ENTITY_TYPE, tripId, row.version + 1, authorOf(user), changes);
      return { trip: after, impact };
    });
  }

  /** References of the bookings on the trip that are not cancelled (outbound, return or one of their items). */
  private async bookingsOn(m: EntityManager, tripId: string): Promise<string[]> {
    const rows: { reference: string }[] = await m.query(
      `SELECT DISTINCT b.reference FROM booking b
        WHERE b.customer_status <> 'canceled'
          AND (b.trip_id = $1 OR b.return_trip_id = $1 OR b.id IN (SELECT bi.booking_id FROM booking_item bi WHERE bi.trip_id = $1))
        ORDER BY b.reference`,
      [tripId],
    );
    return rows.map((r) => r.reference);
  }
}
