import type { UseReference } from '../uses-of.js';

/** Every row that may use a province: a province with cities is never deleted, the refusal names them. */
export const PROVINCE_REFERENCES: readonly UseReference[] = [{ one: 'city', many: 'cities', namesSql: 'SELECT name FROM city WHERE province_id = $1' }];
