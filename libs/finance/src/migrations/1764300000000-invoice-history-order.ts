import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Steps written in one transaction (an upload approved at once by its uploader) share their created_at: the insertion
 * sequence orders an invoice's history instead.
 */
export class InvoiceHistoryOrder1764300000000 implements MigrationInterface {
  name = 'InvoiceHistoryOrder1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE supplier_invoice_history ADD COLUMN seq bigserial`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE supplier_invoice_history DROP COLUMN seq`);
  }
}
