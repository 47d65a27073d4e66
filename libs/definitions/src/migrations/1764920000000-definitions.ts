import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LINE_CLASSES } from '@farebox/domain';

/** The classes, passenger types, extra info and key details lines used before they became tables. */
const PASSENGER_TYPES: [string, boolean, number, number][] = [
  ['Adult', false, 12, 120],
  ['Child', true, 2, 11],
  ['Infant', true, 0, 1],
  ['Senior', true, 65, 120],
];
const PASSENGER_EXTRA_INFO: [string, string, string, boolean, boolean][] = [
  ['Passport number', 'text', 'passport-number', true, false],
  ['Nationality', 'country', 'nationality', true, false],
  ['Date of birth', 'dateBefore', 'date-of-birth', false, false],
  ['Passport expiry date', 'dateAfter', 'passport-expiry-date', true, true],
  ['Flight number', 'text', 'flight-number', true, true],
];
const KEY_DETAILS: [string, string][] = [
  ['Free Wi-Fi', 'wifi'],
  ['Air conditioning', 'air-conditioning'],
  ['Luggage included', 'luggage'],
  ['Toilet on board', 'toilet'],
  ['Power outlets', 'power-outlet'],
];

/** The definition tables (spec part 3, "Definition tables"), filled with what lines and transports use today. */
export class Definitions1764920000000 implements MigrationInterface {
  name = 'Definitions1764920000000';

  async up(q: QueryRunner): Promise<void> {
    const common = `version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()`;
    await q.query(`CREATE TABLE passenger_extra_info_definition (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      label text NOT NULL CHECK (label <> ''),
      type text NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'number', 'date', 'dateBefore', 'dateAfter', 'autocomplete', 'country', 'list')),
      data jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(data) = 'array'),
      slug text NOT NULL UNIQUE,
      position int NOT NULL,
      editable boolean NOT NULL DEFAULT true,
      removable boolean NOT NULL DEFAULT true,
      ${common}
    )`);
    await q.query(`CREATE TABLE passenger_type_definition (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type <> ''),
      age boolean NOT NULL DEFAULT false,
      from_age int NOT NULL CHECK (from_age >= 0),
      to_age int NOT NULL CHECK (to_age >= from_age),
      editable boolean NOT NULL DEFAULT true,
      position int NOT NULL,
      ${common}
    )`);
    await q.query(`CREATE UNIQUE INDEX passenger_type_definition_type_key ON passenger_type_definition (lower(type))`);
    await q.query(`CREATE TABLE key_detail_definition (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      label text NOT NULL CHECK (label <> ''),
      icon_id text NOT NULL,
      icon_provider text NOT NULL,
      icon_css_class text NOT NULL,
      ${common}
    )`);
    await q.query(`CREATE UNIQUE INDEX key_detail_definition_label_key ON key_detail_definition (lower(label))`);
    await q.query(`CREATE TABLE vehicle_class_definition (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL CHECK (key <> ''),
      ${common}
    )`);
    await q.query(`CREATE UNIQUE INDEX vehicle_class_definition_key_key ON vehicle_class_definition (lower(key))`);
    await q.query(`CREATE TABLE airline (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (name <> ''),
      ${common}
    )`);
    await q.query(`CREATE UNIQUE INDEX airline_name_key ON airline (lower(name))`);

    // In-use checks look lines and transports up by the definition's value.
    await q.query(`CREATE INDEX line_key_details_gin_idx ON line USING gin (key_details)`);
    await q.query(`CREATE INDEX line_line_class_idx ON line (lower(line_class))`);
    await q.query(`CREATE INDEX transport_vehicle_class_idx ON transport (lower(vehicle_class))`);
    await q.query(`CREATE INDEX line_passenger_extra_info_slug_idx ON line_passenger_extra_info (slug)`);

    await q.query(
      `INSERT INTO vehicle_class_definition (key)
       SELECT DISTINCT ON (lower(k)) k FROM (SELECT unnest($1::text[]) AS k UNION SELECT line_class FROM line UNION SELECT vehicle_class FROM transport) AS used
       WHERE k <> '' ORDER BY lower(k), k`,
      [[...LINE_CLASSES]],
    );
    for (const [i, [type, age, fromAge, toAge]] of PASSENGER_TYPES.entries())
      await q.query(`INSERT INTO passenger_type_definition (type, age, from_age, to_age, position) VALUES ($1, $2, $3, $4, $5)`, [
        type,
        age,
        fromAge,
        toAge,
        i,
      ]);
    for (const [i, [label, type, slug, editable, removable]] of PASSENGER_EXTRA_INFO.entries())
      await q.query(`INSERT INTO passenger_extra_info_definition (label, type, slug, position, editable, removable) VALUES ($1, $2, $3, $4, $5, $6)`, [
        label,
        type,
        slug,
        i,
        editable,
        removable,
      ]);
    await q.query(
      `INSERT INTO passenger_extra_info_definition (label, type, data, slug, position)
       SELECT DISTINCT ON (slug) label, type, data, slug, $1 + row_number() OVER (ORDER BY slug) FROM line_passenger_extra_info
       ORDER BY slug ON CONFLICT (slug) DO NOTHING`,
      [PASSENGER_EXTRA_INFO.length],
    );
    for (const [label, icon] of KEY_DETAILS)
      await q.query(`INSERT INTO key_detail_definition (label, icon_id, icon_provider, icon_css_class) VALUES ($1, $2, 'farebox', $3)`, [
        label,
        icon,
        `fb-icon-${icon}`,
      ]);
    await q.query(
      `INSERT INTO key_detail_definition (label, icon_id, icon_provider, icon_css_class)
       SELECT DISTINCT ON (lower(d)) d, 'star', 'farebox', 'fb-icon-star' FROM line, jsonb_array_elements_text(key_details) AS d
       ORDER BY lower(d) ON CONFLICT DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX line_key_details_gin_idx, line_line_class_idx, transport_vehicle_class_idx, line_passenger_extra_info_slug_idx`);
    await q.query(`DROP TABLE airline, vehicle_class_definition, key_detail_definition, passenger_type_definition, passenger_extra_info_definition`);
  }
}
