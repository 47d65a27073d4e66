import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The balances of the payments-report overview sum a supplier's daily cost up to a day, in its currency. The primary
 * key (company_id, day, currency) leaves currency out of the range and the amounts in the heap, where a year of one
 * supplier's days lies on a year of different pages (each day's upserts share a page with every other supplier's):
 * this index answers the sum from a few adjacent leaf pages (an index-only scan).
 */
export class DailyCostBalanceIndex1764100030000 implements MigrationInterface {
  name = 'DailyCostBalanceIndex1764100030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX supplier_daily_cost_balance_idx ON supplier_daily_cost (company_id, currency, day) INCLUDE (amount, booked_amount)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX supplier_daily_cost_balance_idx`);
  }
}
