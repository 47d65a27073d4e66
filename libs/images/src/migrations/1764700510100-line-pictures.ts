import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lines own pictures too (the line editor's Pictures & Ticket tab, spec part 2, 2.9 tab 3). */
export class LinePictures1764700510100 implements MigrationInterface {
  name = 'LinePictures1764700510100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE picture DROP CONSTRAINT picture_owner_type_check`);
    await q.query(`ALTER TABLE picture ADD CONSTRAINT picture_owner_type_check CHECK (owner_type IN ('city', 'province', 'zone', 'station', 'place', 'line'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM picture WHERE owner_type = 'line'`);
    await q.query(`ALTER TABLE picture DROP CONSTRAINT picture_owner_type_check`);
    await q.query(`ALTER TABLE picture ADD CONSTRAINT picture_owner_type_check CHECK (owner_type IN ('city', 'province', 'zone', 'station', 'place'))`);
  }
}
