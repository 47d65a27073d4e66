import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trips imported by Sync Line from a supplier's availability: the supplier's departure id (the trip's id is derived
 * from it, so a sync run twice writes the same rows) and its retail price as last synced, in the supplier's currency.
 */
export class SupplierTrips1764853200000 implements MigrationInterface {
  name = 'SupplierTrips1764853200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trip
      ADD COLUMN supplier_departure_id text,
      ADD COLUMN supplier_retail numeric(14, 2),
      ADD COLUMN supplier_retail_currency char(3),
      ADD CONSTRAINT trip_supplier_retail_check CHECK ((supplier_departure_id IS NULL) = (supplier_retail IS NULL) AND (supplier_retail IS NULL) = (supplier_retail_currency IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE trip DROP COLUMN supplier_departure_id, DROP COLUMN supplier_retail, DROP COLUMN supplier_retail_currency`);
  }
}
