import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A line may ask number and autocomplete passenger extra info (issue 12: the definition tables know them); an
 * autocomplete keeps its suggestions in `data` as a list keeps its choices.
 */
export class LineExtraInfoNumberAutocomplete1764950000000 implements MigrationInterface {
  name = 'LineExtraInfoNumberAutocomplete1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_passenger_extra_info DROP CONSTRAINT line_passenger_extra_info_type_check,
      ADD CONSTRAINT line_passenger_extra_info_type_check
      CHECK (type IN ('text', 'date', 'dateBefore', 'dateAfter', 'country', 'list', 'number', 'autocomplete'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE line_passenger_extra_info DROP CONSTRAINT line_passenger_extra_info_type_check,
      ADD CONSTRAINT line_passenger_extra_info_type_check CHECK (type IN ('text', 'date', 'dateBefore', 'dateAfter', 'country', 'list'))`);
  }
}
