import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Images and PDF templates (spec part 3, sections 3 and 9) and the ordered pictures of locations. */
export class Images1764650000000 implements MigrationInterface {
  name = 'Images1764650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE image (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('picture', 'template')),
      ext text NOT NULL,
      content_type text NOT NULL,
      storage_key text NOT NULL UNIQUE,
      thumbnail_key text,
      web_key text,
      owner_id uuid REFERENCES company (id) ON DELETE SET NULL,
      original_name text NOT NULL,
      size int NOT NULL CHECK (size > 0),
      width int,
      height int,
      processing text NOT NULL DEFAULT 'pending' CHECK (processing IN ('pending', 'ready', 'failed')),
      processing_error text,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    // The list is newest first, filtered by type and by owner.
    await q.query(`CREATE INDEX image_type_created_idx ON image (type, created_at DESC, id)`);
    await q.query(`CREATE INDEX image_owner_created_idx ON image (owner_id, created_at DESC, id)`);
    await q.query(`CREATE TABLE picture (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_type text NOT NULL CHECK (owner_type IN ('city', 'province', 'zone', 'station', 'place')),
      owner_id uuid NOT NULL,
      image_id uuid NOT NULL REFERENCES image (id) ON DELETE RESTRICT,
      position int NOT NULL CHECK (position >= 0),
      is_main boolean NOT NULL,
      UNIQUE (owner_type, owner_id, position),
      UNIQUE (owner_type, owner_id, image_id)
    )`);
    await q.query(`CREATE UNIQUE INDEX picture_one_main_idx ON picture (owner_type, owner_id) WHERE is_main`);
    await q.query(`CREATE INDEX picture_image_idx ON picture (image_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE picture`);
    await q.query(`DROP TABLE image`);
  }
}
