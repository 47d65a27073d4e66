import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isPurchaseFinished, type Role, type Scope } from '@farebox/domain';
import { TripsService } from '@farebox/inventory';
import { Clock, type AuthenticatedUser } from '@farebox/platform';
import { BookingWriterService } from '../bookings/booking-writer.service.js';
import { PurchaseTicketBatch } from './purchase-ticket-batch.entity.js';

/** Bookings created per transaction: each chunk commits with the progress count, so the screen sees it move. */
export const PURCHASE_CHUNK = 25;

export type PurchaseOutcome = 'done' | 'failed' | 'already-finished';

/**
 * The purchase job: turns the purchase's held seats into bookings through the booking form's own create
 * (BookingWriterService.createIn: prices, fees, rules, approval, supplier cost, payment row), a chunk per
 * transaction. Inside a chunk the held seats are given back and each booking takes its seat again, under the
 * trip row's lock, so no other purchase can take them in between. Idempotent: it resumes from created_count
 * (a worker killed mid-purchase loses only the uncommitted chunk); a finished purchase is left alone. A booking
 * the rules refuse stops the purchase: it is marked failed with the message and its remaining seats are released.
 */
@Injectable()
export class PurchaseTicketsRunner {
  private readonly logger = new Logger(PurchaseTicketsRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writer: BookingWriterService,
    private readonly trips: TripsService,
    private readonly clock: Clock,
  ) {}

  async run(batchId: string): Promise<PurchaseOutcome> {
    const first = await this.dataSource.manager.findOneByOrFail(PurchaseTicketBatch, { id: batchId });
    if (isPurchaseFinished(first.state)) return 'already-finished';
    const user = await this.requester(first.requestedBy);
    const passengerType = await this.passengerType(first.tripId);
    for (;;) {
      try {
        const left = await this.dataSource.transaction((manager) => this.chunk(manager, batchId, user, passengerType));
        if (left === null) return 'already-finished';
        if (left === 0) return 'done';
      } catch (error) {
        await this.fail(batchId, error instanceof Error ? error.message : String(error));
        this.logger.warn({ batchId, err: error }, 'Purchase failed; its held seats were released');
        return 'failed';
      }
    }
  }

  /** Creates the next chunk; answers how many tickets are still to create (null: someone else finished it). */
  private async chunk(manager: EntityManager, batchId: string, user: AuthenticatedUser, passengerType: string): Promise<number | null> {
    const batch = await manager.findOne(PurchaseTicketBatch, { where: { id: batchId }, lock: { mode: 'pessimistic_write' } });
    if (!batch || isPurchaseFinished(batch.state)) return null;
    const count = Math.min(PURCHASE_CHUNK, batch.tickets - batch.createdCount);
    if (count > 0) {
      await this.trips.releaseSeats(manager, batch.tripId, count);
      for (let n = batch.createdCount + 1; n <= batch.createdCount + count; n += 1) {
        await this.writer.createIn(
          manager,
          {
            lineId: batch.lineId,
            outboundTripId: batch.tripId,
            passengers: [{ firstName: 'Ticket', lastName: `${n} of ${batch.tickets}`, email: batch.email, passengerType }],
          },
          user,
          { cartReference: batch.cartReference },
        );
      }
    }
    const createdCount = batch.createdCount + count;
    const done = createdCount === batch.tickets;
    await manager.update(
      PurchaseTicketBatch,
      { id: batchId },
      { createdCount, heldSeats: batch.heldSeats - count, state: done ? 'done' : 'running', finishedAt: done ? this.clock.now() : null },
    );
    return batch.tickets - createdCount;
  }

  private async fail(batchId: string, message: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const batch = await manager.findOne(PurchaseTicketBatch, { where: { id: batchId }, lock: { mode: 'pessimistic_write' } });
      if (!batch || isPurchaseFinished(batch.state)) return;
      if (batch.heldSeats > 0) await this.trips.releaseSeats(manager, batch.tripId, batch.heldSeats);
      await manager.update(PurchaseTicketBatch, { id: batchId }, { heldSeats: 0, state: 'failed', error: message, finishedAt: this.clock.now() });
    });
  }

  /** The user who asked: the bookings' history and supplier postings name them. */
  private async requester(id: string): Promise<AuthenticatedUser> {
    const [row] = await this.dataSource.query<
      { id: string; username: string; display_name: string; email: string; role: Role; scopes: Scope[]; is_full_admin: boolean; company_id: string | null }[]
    >(`SELECT id, username, display_name, email, role, scopes, is_full_admin, company_id FROM app_user WHERE id = $1`, [id]);
    return {
      id: row.id,
      username: row.username,
      displayName: row.display_name,
      email: row.email,
      role: row.role,
      scopes: row.scopes,
      isFullAdmin: row.is_full_admin,
      companyId: row.company_id,
      sessionId: 'purchase-tickets-job',
    };
  }

  /** Each ticket is for one passenger of the departure's first fare (Adult when it has one). */
  private async passengerType(tripId: string): Promise<string> {
    const { prices } = await this.trips.findForBooking(tripId);
    return (prices.find((p) => p.passengerType === 'Adult') ?? prices[0])?.passengerType ?? 'Adult';
  }
}
