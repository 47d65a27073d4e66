import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bookings area's published read of supplier settlement (Mark as Paid / Unpaid): finance's reports join this
 * view, never the booking tables, so bookings may reshape booking_payment as long as the view keeps its columns.
 * A plain view: PostgreSQL inlines it, so the reports' plans are those of the table.
 */
export class BookingSettlementView1764200000000 implements MigrationInterface {
  name = 'BookingSettlementView1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE VIEW booking_settlement AS SELECT booking_id, status FROM booking_payment`);
    await q.query(`COMMENT ON VIEW booking_settlement IS 'Per booking: status paid or unpaid to the supplier. Read by finance; owned by bookings.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW booking_settlement`);
  }
}
