import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tabs 3 (Pictures & Ticket) and 5 (Info & Social) of the line editor (spec part 2, 2.9 and 3.5): the ticket template
 * (a PDF template image; deleting the image clears it), and the info texts and structures as columns of the line, so
 * Duplicate copies them with the line. The approval inputs stay in line.approval_inputs, which booking approval reads.
 * Existing lines get empty texts and structures.
 */
export class LineInfoPicturesTicket1764700510000 implements MigrationInterface {
  name = 'LineInfoPicturesTicket1764700510000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line
      ADD COLUMN ticket_template_id uuid REFERENCES image(id) ON DELETE SET NULL,
      ADD COLUMN info text NOT NULL DEFAULT '',
      ADD COLUMN short_description text NOT NULL DEFAULT '',
      ADD COLUMN special_notes text NOT NULL DEFAULT '',
      ADD COLUMN pick_up_drop_off_points text NOT NULL DEFAULT '',
      ADD COLUMN itinerary jsonb NOT NULL DEFAULT '{"aToB":{"legs":[],"borderCrossing":{"slug":"","text":""}},"bToA":{"legs":[],"borderCrossing":{"slug":"","text":""}}}',
      ADD COLUMN additional_services jsonb NOT NULL DEFAULT '{"seatType":"","stops":"","customServices":[]}',
      ADD COLUMN luggage_policy_type text NOT NULL DEFAULT 'openText' CHECK (luggage_policy_type IN ('customLuggage', 'openText')),
      ADD COLUMN luggage jsonb,
      ADD COLUMN arrive_before_departure int CHECK (arrive_before_departure >= 0),
      ADD COLUMN ecommerce jsonb,
      ADD COLUMN videos jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN blog_url text NOT NULL DEFAULT '',
      ADD COLUMN voucher_remark text NOT NULL DEFAULT '',
      ADD COLUMN voucher_alert_title text NOT NULL DEFAULT '' CHECK (char_length(voucher_alert_title) <= 50),
      ADD COLUMN voucher_alert_text text NOT NULL DEFAULT '' CHECK (char_length(voucher_alert_text) <= 200),
      ADD COLUMN passenger_alert text NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX line_ticket_template_idx ON line (ticket_template_id) WHERE ticket_template_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX line_ticket_template_idx`);
    await q.query(`ALTER TABLE line
      DROP COLUMN ticket_template_id, DROP COLUMN info, DROP COLUMN short_description, DROP COLUMN special_notes,
      DROP COLUMN pick_up_drop_off_points, DROP COLUMN itinerary, DROP COLUMN additional_services, DROP COLUMN luggage_policy_type,
      DROP COLUMN luggage, DROP COLUMN arrive_before_departure, DROP COLUMN ecommerce, DROP COLUMN videos, DROP COLUMN blog_url,
      DROP COLUMN voucher_remark, DROP COLUMN voucher_alert_title, DROP COLUMN voucher_alert_text, DROP COLUMN passenger_alert`);
  }
}
