import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A cancelled booking's uncaptured card authorisation is voided at the gateway and recorded as a `void` transaction. */
export class VoidTransactions1764000130000 implements MigrationInterface {
  name = 'VoidTransactions1764000130000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_transaction DROP CONSTRAINT payment_transaction_type_check,
      ADD CONSTRAINT payment_transaction_type_check CHECK (type IN ('charge', 'refund', 'authorize', 'void'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM payment_transaction WHERE type = 'void'`);
    await q.query(`ALTER TABLE payment_transaction DROP CONSTRAINT payment_transaction_type_check,
      ADD CONSTRAINT payment_transaction_type_check CHECK (type IN ('charge', 'refund', 'authorize'))`);
  }
}
