import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  BOOKING_MACHINE_VERSION,
  BookingStatus as Status,
  planBookingTransition,
  type BookingActor,
  type BookingCommand,
  type BookingStates,
} from '@farebox/domain';
import type { PostingCause } from '@farebox/finance';
import { ChangeLogService, diffFields, type AuthenticatedUser, type FieldError } from '@farebox/platform';
import { BOOKING_ENTITY_TYPE, invalidBooking, staleBooking, transitionRefused } from './booking.errors.js';
import { loadBooking, type LoadedBooking } from './booking-loader.js';
import { BookingPostingService } from './booking-posting.service.js';
import { BookingHistory } from './booking-history.entity.js';
import { BookingPassenger } from './booking-passenger.entity.js';
import { Booking } from './booking.entity.js';

/** A loaded booking with its passengers: what a command validates and writes. */
export interface CommandContext extends LoadedBooking {
  manager: EntityManager;
  passengers: BookingPassenger[];
  user: AuthenticatedUser;
}

export interface TransitionRequest {
  id: string;
  expectedVersion: number;
  command: BookingCommand;
  /** The booking log's action name, e.g. 'approved'. */
  action: string;
  /** The command's input errors (400), checked once the machines accepted the command. */
  validate?: (ctx: CommandContext) => FieldError[];
  /** Columns the command sets besides the statuses. */
  patch?: (ctx: CommandContext, next: BookingStates) => Partial<Booking> | Promise<Partial<Booking>>;
  /** Writes after the booking row (items, passengers, seats, payments, outbox), in the same transaction. */
  apply?: (ctx: CommandContext, updated: Booking) => Promise<void>;
  details?: Record<string, unknown>;
}

export const actorOf = (user: AuthenticatedUser): BookingActor => ({ role: user.role, isFullAdmin: user.isFullAdmin, companyId: user.companyId });
export const authorName = (user: AuthenticatedUser) => user.displayName || user.username;

/** The supplier-ledger posting of a booking written at `version` by `event` (a command, 'edit', ...). */
export const postingCause = (
  booking: Pick<Booking, 'id' | 'status'>,
  event: string,
  version: number | string,
  user: AuthenticatedUser | null,
): PostingCause => ({
  kind: booking.status === Status.Canceled ? 'cancellation' : 'booking',
  key: `${event}:${booking.id}:v${version}`,
  actorId: user?.id ?? null,
});

/**
 * The workflow rule (ARCHITECTURE.md section 3): load the row, run the machines from the stored statuses, 409 with
 * the reason when they refuse, then write the new statuses with `UPDATE ... WHERE id AND version`, a history row
 * and a change-log entry, and the command's own writes, in one transaction.
 */
@Injectable()
export class BookingTransitions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changeLog: ChangeLogService,
    private readonly postings: BookingPostingService,
  ) {}

  /**
   * Posts what the booking's supplier is owed now to the supplier ledger (a reconciling posting: nothing when it
   * did not change), in the caller's transaction, after every write of the booking and its payment.
   */
  async postSupplierCost(manager: EntityManager, booking: Pick<Booking, 'id' | 'status'>, cause: PostingCause): Promise<void> {
    await this.postings.post(manager, booking.id, cause);
  }

  /** Runs in `manager`'s transaction when given (an exchange), else in a new one. Answers the updated row. */
  run(request: TransitionRequest, user: AuthenticatedUser, manager?: EntityManager): Promise<Booking> {
    return manager ? this.runIn(manager, request, user) : this.dataSource.transaction((m) => this.runIn(m, request, user));
  }

  async context(manager: EntityManager, id: string, user: AuthenticatedUser): Promise<CommandContext> {
    const loaded = await loadBooking(manager, id, user);
    const passengers = await manager.find(BookingPassenger, { where: { bookingId: id }, order: { position: 'ASC' } });
    return { ...loaded, manager, passengers, user };
  }

  /** A history row of the booking as it is now. */
  async history(manager: EntityManager, booking: Booking, action: string, user: AuthenticatedUser | null, details: Record<string, unknown> | null = null) {
    await manager.insert(BookingHistory, {
      bookingId: booking.id,
      action,
      status: booking.status,
      customerStatus: booking.customerStatus,
      amendStatus: booking.amendStatus,
      paymentStatus: booking.paymentStatus,
      byUserId: user?.id ?? null,
      byName: user ? authorName(user) : 'system',
      details: details as never,
    });
  }

  /** The 409 of a command made from `expectedVersion`, with what changed since. */
  stale(manager: EntityManager, id: string, expectedVersion: number, currentVersion: number) {
    return staleBooking(this.changeLog, manager, id, expectedVersion, currentVersion);
  }

  /** Conditional write of the booking row at the expected version (0 rows: someone else wrote it first, 409). */
  async writeVersioned(manager: EntityManager, before: Booking, expectedVersion: number, patch: Partial<Booking>, user: AuthenticatedUser): Promise<Booking> {
    const version = expectedVersion + 1;
    const result = await manager
      .createQueryBuilder()
      .update(Booking)
      .set({ ...patch, version, machineVersion: BOOKING_MACHINE_VERSION, updatedAt: () => 'now()' } as never)
      .where('id = :id AND version = :expectedVersion', { id: before.id, expectedVersion })
      .execute();
    if (result.affected !== 1) {
      const current = (await manager.findOneBy(Booking, { id: before.id }))?.version ?? version;
      throw await this.stale(manager, before.id, expectedVersion, current);
    }
    const changes = diffFields(before, patch);
    if (changes.length > 0)
      await this.changeLog.record(
        manager,
        BOOKING_ENTITY_TYPE,
        before.id,
        version,
        { id: user.id, name: authorName(user), email: user.email ?? null },
        changes,
      );
    return manager.findOneByOrFail(Booking, { id: before.id });
  }

  private async runIn(manager: EntityManager, request: TransitionRequest, user: AuthenticatedUser): Promise<Booking> {
    const ctx = await this.context(manager, request.id, user);
    const { booking } = ctx;
    if (booking.version !== request.expectedVersion) throw await this.stale(manager, booking.id, request.expectedVersion, booking.version);
    const statusBeforeChange = booking.amendRequest?.previousStatus ?? undefined;
    const plan = planBookingTransition(request.command, actorOf(user), ctx.facts, statusBeforeChange);
    if (!plan.ok) throw transitionRefused(plan.reason);
    const errors = request.validate?.(ctx) ?? [];
    if (errors.length > 0) throw invalidBooking(errors);
    const patch: Partial<Booking> = { ...plan.next, ...(await request.patch?.(ctx, plan.next)) };
    const updated = await this.writeVersioned(manager, booking, request.expectedVersion, patch, user);
    await this.history(manager, updated, request.action, user, request.details ?? null);
    await request.apply?.(ctx, updated);
    await this.postSupplierCost(manager, updated, postingCause(updated, request.command, updated.version, user));
    return updated;
  }
}
