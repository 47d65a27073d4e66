import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stored running balance of each supplier ledger: Σ of its effects per supplier and currency (a booking cost
 * consumes the balance, a deposit or adjustment adds to it), in the supplier currency and in USD, with the number of
 * postings. That is the balance after the ledger's newest row, so a ledger page of the newest rows derives each row's
 * balance from it and the rows newer than it, never from a window over the supplier's whole history.
 *
 * Kept inside PostgreSQL, so that no writer can bypass it: a statement-level AFTER INSERT trigger on each ledger table
 * adds what a statement inserted, one atomic upsert per supplier and currency from its transition table (a bulk
 * INSERT ... SELECT costs one grouped upsert, not a trigger call per row). Concurrent postings to one supplier
 * serialize on that supplier's total row (ON CONFLICT DO UPDATE takes its lock and adds to the newest committed
 * version), so none is lost. Both tables are append-only (refuse_ledger_change refuses UPDATE, DELETE and TRUNCATE),
 * so an inserted amount never changes and the totals never go stale; only a session with
 * session_replication_role = replica (the bench's bulk load) skips triggers, and must add its rows' totals itself.
 */
export class SupplierLedgerTotal1765210000000 implements MigrationInterface {
  name = 'SupplierLedgerTotal1765210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE supplier_ledger_total (
      company_id uuid NOT NULL REFERENCES company(id),
      currency char(3) NOT NULL,
      balance numeric(16,2) NOT NULL DEFAULT 0,
      balance_usd numeric(16,2) NOT NULL DEFAULT 0,
      postings bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (company_id, currency)
    )`);

    // ORDER BY: concurrent multi-supplier statements take the total rows' locks in one order (no deadlock).
    await q.query(`CREATE FUNCTION supplier_ledger_total_add_transactions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO supplier_ledger_total AS t (company_id, currency, balance, balance_usd, postings)
        SELECT n.company_id, n.currency, -sum(n.amount), -sum(n.amount_usd), count(*) FROM new_rows n
         GROUP BY n.company_id, n.currency ORDER BY n.company_id, n.currency
        ON CONFLICT (company_id, currency) DO UPDATE
          SET balance = t.balance + EXCLUDED.balance, balance_usd = t.balance_usd + EXCLUDED.balance_usd, postings = t.postings + EXCLUDED.postings;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE FUNCTION supplier_ledger_total_add_entries() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO supplier_ledger_total AS t (company_id, currency, balance, balance_usd)
        SELECT n.company_id, n.currency, sum(n.amount), sum(n.amount_usd) FROM new_rows n
         GROUP BY n.company_id, n.currency ORDER BY n.company_id, n.currency
        ON CONFLICT (company_id, currency) DO UPDATE SET balance = t.balance + EXCLUDED.balance, balance_usd = t.balance_usd + EXCLUDED.balance_usd;
        RETURN NULL;
      END $$`);

    // Existing rows first, under a lock that holds writers off until the triggers are in place.
    await q.query(`LOCK TABLE supplier_transaction, topup_entry IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`INSERT INTO supplier_ledger_total (company_id, currency, balance, balance_usd, postings)
      SELECT company_id, currency, sum(balance), sum(balance_usd), sum(postings) FROM (
        SELECT company_id, currency, -sum(amount) AS balance, -sum(amount_usd) AS balance_usd, count(*) AS postings
          FROM supplier_transaction GROUP BY company_id, currency
        UNION ALL
        SELECT company_id, currency, sum(amount), sum(amount_usd), 0 FROM topup_entry GROUP BY company_id, currency
      ) x GROUP BY company_id, currency`);
    await q.query(`CREATE TRIGGER supplier_transaction_ledger_total AFTER INSERT ON supplier_transaction
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_ledger_total_add_transactions()`);
    await q.query(`CREATE TRIGGER topup_entry_ledger_total AFTER INSERT ON topup_entry
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_ledger_total_add_entries()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER topup_entry_ledger_total ON topup_entry`);
    await q.query(`DROP TRIGGER supplier_transaction_ledger_total ON supplier_transaction`);
    await q.query(`DROP FUNCTION supplier_ledger_total_add_entries()`);
    await q.query(`DROP FUNCTION supplier_ledger_total_add_transactions()`);
    await q.query(`DROP TABLE supplier_ledger_total`);
  }
}
