import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * AI articles (spec part 3, sections 2 and 3): one base article and one landing-page article per city or country,
 * and the generation runs the AI writer works through (state, progress, error and the proposed paragraphs).
 */
export class AiArticles1764640000000 implements MigrationInterface {
  name = 'AiArticles1764640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ai_article (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      subject text NOT NULL CHECK (subject IN ('city', 'country')),
      city_id uuid REFERENCES city (id) ON DELETE RESTRICT,
      country_id uuid REFERENCES country (id) ON DELETE RESTRICT,
      source_collection text NOT NULL CHECK (source_collection IN ('base-articles', 'landing-pages')),
      paragraphs jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(paragraphs) = 'array'),
      is_display boolean NOT NULL DEFAULT true,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((subject = 'city') = (city_id IS NOT NULL) AND (subject = 'country') = (country_id IS NOT NULL))
    )`);
    // One article of each collection per city and per country (a city article's country is the city's); these also
    // find the articles of a city or country. The lists filter by subject and collection.
    await q.query(`CREATE UNIQUE INDEX ai_article_city_uq ON ai_article (city_id, source_collection) WHERE subject = 'city'`);
    await q.query(`CREATE UNIQUE INDEX ai_article_country_uq ON ai_article (country_id, source_collection) WHERE subject = 'country'`);
    await q.query(`CREATE INDEX ai_article_list_idx ON ai_article (subject, source_collection)`);

    await q.query(`CREATE TABLE ai_article_generation (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      article_id uuid NOT NULL REFERENCES ai_article (id) ON DELETE CASCADE,
      state text NOT NULL CHECK (state IN ('queued', 'generating', 'ready', 'accepted', 'discarded', 'failed')),
      machine_version int NOT NULL,
      paragraphs_total int NOT NULL CHECK (paragraphs_total >= 0),
      paragraphs_done int NOT NULL DEFAULT 0 CHECK (paragraphs_done BETWEEN 0 AND paragraphs_total),
      paragraphs jsonb,
      error text,
      article_version int NOT NULL,
      requested_by uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX ai_article_generation_article_idx ON ai_article_generation (article_id, created_at DESC)`);
    // At most one run per article is being written at a time.
    await q.query(`CREATE UNIQUE INDEX ai_article_generation_running_uq ON ai_article_generation (article_id) WHERE state IN ('queued', 'generating')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ai_article_generation`);
    await q.query(`DROP TABLE ai_article`);
  }
}
