import type { MigrationInterface, QueryRunner } from 'typeorm';

const ADD = (rows: string, sign: string) => `
  INSERT INTO supplier_daily_cost_total AS t (company_id, currency, amount, booked_amount)
  SELECT x.company_id, x.currency, ${sign}sum(x.amount), ${sign}sum(x.booked_amount) FROM ${rows} x
   GROUP BY x.company_id, x.currency ORDER BY x.company_id, x.currency
  ON CONFLICT (company_id, currency) DO UPDATE SET amount = t.amount + EXCLUDED.amount, booked_amount = t.booked_amount + EXCLUDED.booked_amount`;

/**
 * The payments-report overview at scale. Its supplier pages sort the top-up or the invoice suppliers by name: partial
 * indexes on company answer them (and their count) from an index-only scan instead of reading every company row (the
 * name is included: an expression index alone is not used for an index-only scan). A top-up row's balance summed the
 * supplier's whole year of supplier_daily_cost; supplier_daily_cost_total keeps Σ of its days per supplier and
 * currency, so the balance up to today is that total less the days after today (a departure-date supplier's next
 * weeks at most). Statement-level AFTER triggers with transition tables keep it in step with every INSERT (the
 * postings' upserts and bulk loads alike), UPDATE and DELETE of supplier_daily_cost, one grouped upsert per statement.
 */
export class OverviewTotals1765210010000 implements MigrationInterface {
  name = 'OverviewTotals1765210010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX company_topup_supplier_name_idx ON company (lower(name), id) INCLUDE (name)
      WHERE is_supplier AND payment_type = 'topup'`);
    await q.query(`CREATE INDEX company_invoice_supplier_name_idx ON company (lower(name), id) INCLUDE (name, invoice_payment_cycle)
      WHERE is_supplier AND payment_type = 'invoice'`);

    await q.query(`CREATE TABLE supplier_daily_cost_total (
      company_id uuid NOT NULL REFERENCES company(id),
      currency char(3) NOT NULL,
      amount numeric(16,2) NOT NULL DEFAULT 0,
      booked_amount numeric(16,2) NOT NULL DEFAULT 0,
      PRIMARY KEY (company_id, currency)
    )`);
    await q.query(`CREATE FUNCTION supplier_daily_cost_total_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ADD('new_rows', '')}; RETURN NULL; END $$`);
    await q.query(`CREATE FUNCTION supplier_daily_cost_total_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ADD(
        `(SELECT company_id, currency, amount, booked_amount FROM new_rows
          UNION ALL SELECT company_id, currency, -amount, -booked_amount FROM old_rows)`,
        '',
      )}; RETURN NULL; END $$`);
    await q.query(`CREATE FUNCTION supplier_daily_cost_total_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${ADD('old_rows', '-')}; RETURN NULL; END $$`);

    await q.query(`LOCK TABLE supplier_daily_cost IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`INSERT INTO supplier_daily_cost_total (company_id, currency, amount, booked_amount)
      SELECT company_id, currency, sum(amount), sum(booked_amount) FROM supplier_daily_cost GROUP BY company_id, currency`);
    await q.query(`CREATE TRIGGER supplier_daily_cost_total_insert AFTER INSERT ON supplier_daily_cost
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_daily_cost_total_insert()`);
    await q.query(`CREATE TRIGGER supplier_daily_cost_total_update AFTER UPDATE ON supplier_daily_cost
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_daily_cost_total_update()`);
    await q.query(`CREATE TRIGGER supplier_daily_cost_total_delete AFTER DELETE ON supplier_daily_cost
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_daily_cost_total_delete()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['delete', 'update', 'insert']) {
      await q.query(`DROP TRIGGER supplier_daily_cost_total_${op} ON supplier_daily_cost`);
      await q.query(`DROP FUNCTION supplier_daily_cost_total_${op}()`);
    }
    await q.query(`DROP TABLE supplier_daily_cost_total`);
    await q.query(`DROP INDEX company_invoice_supplier_name_idx`);
    await q.query(`DROP INDEX company_topup_supplier_name_idx`);
  }
}
