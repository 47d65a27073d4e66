/**
 * Every column that may point at a zone. A zone any of them points at is never deleted: the refusal names what uses
 * it. An area that gives its rows a zone adds its column here (the foreign key restricts as well).
 */
export const ZONE_REFERENCES = [{ table: 'station', column: 'zone_id', one: 'station', many: 'stations' }] as const;

/** The names shown in a refusal; the count says how many more there are. */
export const NAMES_SHOWN = 3;
