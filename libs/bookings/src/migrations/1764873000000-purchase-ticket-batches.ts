import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Purchase Tickets (spec part 2, 2.15): one row per purchase. The request holds its seats on the trip at once
 * (held_seats); the worker turns them into bookings a chunk per transaction, counting created_count (the screen's
 * progress), and gives back what is still held when it fails. The purchase's bookings share its cart_reference.
 */
export class PurchaseTicketBatches1764873000000 implements MigrationInterface {
  name = 'PurchaseTicketBatches1764873000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE purchase_ticket_batch (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        line_id uuid NOT NULL REFERENCES line (id),
        trip_id uuid NOT NULL REFERENCES trip (id),
        email text NOT NULL,
        tickets int NOT NULL CHECK (tickets BETWEEN 1 AND 100),
        held_seats int NOT NULL CHECK (held_seats >= 0),
        created_count int NOT NULL DEFAULT 0 CHECK (created_count BETWEEN 0 AND tickets),
        cart_reference text NOT NULL UNIQUE,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
        error text,
        requested_by uuid NOT NULL,
        requested_by_name text NOT NULL,
        requested_at timestamptz NOT NULL,
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX purchase_ticket_batch_trip_idx ON purchase_ticket_batch (trip_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE purchase_ticket_batch`);
  }
}
