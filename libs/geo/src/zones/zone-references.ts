import type { UseReference } from '../uses-of.js';

/**
 * Every column that may point at a zone. A zone any of them points at is never deleted: the refusal names what uses
 * it. An area that gives its rows a zone adds its column here (the foreign key restricts as well).
 */
export const ZONE_REFERENCES: readonly UseReference[] = [{ one: 'station', many: 'stations', namesSql: 'SELECT name FROM station WHERE zone_id = $1' }];
