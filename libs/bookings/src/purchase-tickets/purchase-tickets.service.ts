import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { PurchaseTicketsMessage, validatePurchaseTickets } from '@farebox/domain';
import { TripsService } from '@farebox/inventory';
import {
  Clock,
  IdempotencyService,
  notFound,
  OutboxService,
  PurchaseTicketsJob,
  QueueName,
  validationFailed,
  type AuthenticatedUser,
  likePattern,
} from '@farebox/platform';
import { newCartReference } from '../bookings/booking-reference.js';
import type { PurchaseBatchDto, PurchaseLineDto, PurchaseTicketsDto, PurchaseTripDto, PurchaseTripsQueryDto } from './dto/purchase-tickets.dto.js';
import { PurchaseTicketBatch } from './purchase-ticket-batch.entity.js';

export interface PurchaseJobData {
  batchId: string;
}

/** How many departures the trip picker offers. */
const TRIP_PICKER_LIMIT = 50;

export const toBatchDto = (b: PurchaseTicketBatch): PurchaseBatchDto => ({
  id: b.id,
  lineId: b.lineId,
  tripId: b.tripId,
  email: b.email,
  tickets: b.tickets,
  createdCount: b.createdCount,
  state: b.state,
  error: b.error,
  cartReference: b.cartReference,
  requestedBy: b.requestedByName,
  requestedAt: b.requestedAt.toISOString(),
  finishedAt: b.finishedAt?.toISOString() ?? null,
});

/**
 * Purchase Tickets (spec part 2, 2.15): users of the configured company buy up to 100 tickets of one departure for
 * an e-mail. The request takes the seats at once (one conditional update of the trip, so concurrent purchases
 * never oversell: the one that finds too few seats gets 409 NotEnoughSeats) and queues the job that turns them into
 * bookings (PurchaseTicketsRunner).
 */
@Injectable()
export class PurchaseTicketsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly outbox: OutboxService,
    private readonly trips: TripsService,
    private readonly clock: Clock,
  ) {}

  async lines(q: string | undefined): Promise<PurchaseLineDto[]> {
    const like = likePattern((q ?? '').trim());
    return this.dataSource.query<PurchaseLineDto[]>(
      `SELECT l.id, l.denomination, ca.name AS "cityA", cb.name AS "cityB"
         FROM line l
         JOIN station sa ON sa.id = l.station_a_id JOIN city ca ON ca.id = sa.city_id
         JOIN station sb ON sb.id = l.station_b_id JOIN city cb ON cb.id = sb.city_id
        WHERE l.published AND (l.denomination ILIKE $1 OR ca.name ILIKE $1 OR cb.name ILIKE $1)
        ORDER BY l.denomination, l.id
        LIMIT 10`,
      [like],
    );
  }

  async tripsOf(query: PurchaseTripsQueryDto): Promise<PurchaseTripDto[]> {
    const rows = await this.dataSource.query<(Omit<PurchaseTripDto, 'departureAt'> & { departureAt: Date })[]>(
      `SELECT t.id, t.departure_at AS "departureAt", t.timezone, fs.name AS "fromStation", ts.name AS "toStation", t.seats_left AS "seatsLeft"
         FROM trip t JOIN line l ON l.id = t.line_id
         JOIN station fs ON fs.id = t.from_station_id JOIN station ts ON ts.id = t.to_station_id
        WHERE t.line_id = $1 AND t.direction = $2 AND l.published AND NOT t.blocked AND t.seats_left > 0 AND t.departure_at > $3
        ORDER BY t.departure_at, t.id
        LIMIT ${TRIP_PICKER_LIMIT}`,
      [query.lineId, query.direction, this.clock.now()],
    );
    return rows.map((r) => ({ ...r, departureAt: r.departureAt.toISOString() }));
  }

  /**
   * Holds the seats and queues the bookings, in one transaction under the Idempotency-Key: a retry with the same
   * key answers the same purchase and holds nothing more.
   */
  request(dto: PurchaseTicketsDto, key: string | undefined, user: AuthenticatedUser): Promise<PurchaseBatchDto> {
    const fields = { tripId: dto.tripId ?? '', email: (dto.email ?? '').trim(), tickets: dto.tickets ?? null };
    return this.idempotency.run({ scope: `purchase-tickets:${user.id}`, key, request: { lineId: dto.lineId, ...fields } }, async (manager) => {
      const problems = validatePurchaseTickets(fields);
      if (problems.length > 0) throw validationFailed(problems);
      await this.assertOnSale(manager, dto.lineId, fields.tripId);
      const tickets = fields.tickets;
      // The hold: one conditional update of the trip row (409 NotEnoughSeats when fewer are left).
      await this.trips.reserveSeats(manager, fields.tripId, tickets);
      const batch = await manager.save(
        manager.create(PurchaseTicketBatch, {
          lineId: dto.lineId,
          tripId: fields.tripId,
          email: fields.email,
          tickets,
          heldSeats: tickets,
          createdCount: 0,
          cartReference: newCartReference(),
          state: 'queued',
          error: null,
          requestedBy: user.id,
          requestedByName: user.displayName || user.username,
          requestedAt: this.clock.now(),
          finishedAt: null,
        }),
      );
      await this.outbox.add(manager, QueueName.PurchaseTickets, PurchaseTicketsJob.CreateBookings, { batchId: batch.id } satisfies PurchaseJobData);
      return toBatchDto(batch);
    });
  }

  async batch(id: string): Promise<PurchaseBatchDto> {
    const batch = await this.dataSource.manager.findOneBy(PurchaseTicketBatch, { id });
    if (!batch) throw notFound('Purchase');
    return toBatchDto(batch);
  }

  /** The departure is of this published line and has not left (the booking rules check the rest per booking). */
  private async assertOnSale(manager: EntityManager, lineId: string, tripId: string): Promise<void> {
    const [row] = await manager.query<{ line_id: string; published: boolean; departure_at: Date }[]>(
      `SELECT t.line_id, l.published, t.departure_at FROM trip t JOIN line l ON l.id = t.line_id WHERE t.id = $1`,
      [tripId],
    );
    if (!row) throw notFound('Trip');
    const problem =
      row.line_id !== lineId
        ? PurchaseTicketsMessage.TripOfOtherLine
        : !row.published
          ? PurchaseTicketsMessage.NotPublished
          : row.departure_at <= this.clock.now()
            ? PurchaseTicketsMessage.Departed
            : null;
    if (problem) throw validationFailed([{ field: 'tripId', message: problem }]);
  }
}
