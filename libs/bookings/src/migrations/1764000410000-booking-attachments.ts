import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Approval attachments: files uploaded to approve a booking, attached (attached_at) by the approval that names them. */
export class BookingAttachments1764000410000 implements MigrationInterface {
  name = 'BookingAttachments1764000410000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE booking_attachment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      booking_id uuid NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
      storage_key text NOT NULL UNIQUE,
      file_name text NOT NULL,
      content_type text NOT NULL,
      size int NOT NULL CHECK (size > 0),
      uploaded_by uuid,
      uploaded_by_name text NOT NULL,
      attached_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX booking_attachment_booking_idx ON booking_attachment (booking_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_attachment`);
  }
}
