import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RIDE_RULE_ATTRIBUTE_SLUGS } from '@farebox/domain';

/**
 * Ride rules (spec part 2, 2.12 and 3.5): one row per rule, at the supplier level (a set of companies) or the operator
 * level (one operator, optionally narrowed by cities, vehicle types and classes). The value's shape per attribute is
 * checked by validateRideRule in @farebox/domain. company_ids has no foreign key (an array); the service checks the
 * companies exist, and deleting a company that a rule names is left to the companies area.
 */
export class RideRules1764732000000 implements MigrationInterface {
  name = 'RideRules1764732000000';

  async up(q: QueryRunner): Promise<void> {
    const slugs = RIDE_RULE_ATTRIBUTE_SLUGS.map((s) => `'${s}'`).join(', ');
    await q.query(`CREATE TABLE ride_rule (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      level text NOT NULL CHECK (level IN ('supplier', 'operator')),
      attribute text NOT NULL CHECK (attribute IN (${slugs})),
      attribute_type text NOT NULL CHECK (attribute_type IN ('override', 'append')),
      company_ids uuid[] NOT NULL CHECK (cardinality(company_ids) > 0),
      from_city_id uuid REFERENCES city (id) ON DELETE RESTRICT,
      to_city_id uuid REFERENCES city (id) ON DELETE RESTRICT,
      vehicle_types text[] NOT NULL DEFAULT '{}',
      vehicle_classes text[] NOT NULL DEFAULT '{}',
      value jsonb NOT NULL,
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (level = 'operator' OR (from_city_id IS NULL AND to_city_id IS NULL AND vehicle_types = '{}' AND vehicle_classes = '{}')),
      CHECK (level = 'supplier' OR cardinality(company_ids) = 1)
    )`);
    // The rules of a ride: company_ids && {operator, supplier}.
    await q.query(`CREATE INDEX ride_rule_companies_idx ON ride_rule USING gin (company_ids)`);
    await q.query(`CREATE INDEX ride_rule_attribute_idx ON ride_rule (attribute, level)`);
    await q.query(`CREATE INDEX ride_rule_from_city_idx ON ride_rule (from_city_id) WHERE from_city_id IS NOT NULL`);
    await q.query(`CREATE INDEX ride_rule_to_city_idx ON ride_rule (to_city_id) WHERE to_city_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ride_rule`);
  }
}
