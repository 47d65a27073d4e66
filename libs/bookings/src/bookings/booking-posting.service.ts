import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SupplierLedgerService, type Posting, type PostingCause } from '@farebox/finance';
import { lockPostingFacts } from './booking-posting-facts.query.js';

/**
 * Posts what a booking's supplier is owed now to finance's supplier ledger, in the caller's transaction, after every
 * write of the booking and its payment: bookings hands finance the posting facts, finance never reads the booking.
 */
@Injectable()
export class BookingPostingService {
  constructor(private readonly ledger: SupplierLedgerService) {}

  /** A reconciling posting (nothing when what is owed did not change); answers the postings made. */
  async post(manager: EntityManager, bookingId: string, cause: PostingCause): Promise<Posting[]> {
    const facts = await lockPostingFacts(manager, bookingId);
    return facts ? this.ledger.postBooking(manager, facts, cause) : [];
  }
}
