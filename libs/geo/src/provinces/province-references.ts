import { pointsAt, type LocationReference } from '../references/uses-of.js';

/** Every row that may use a province: a province with cities is never deleted, the refusal names them. */
export const PROVINCE_REFERENCES: readonly LocationReference[] = [{ table: 'city', where: pointsAt('province_id'), one: 'city', many: 'cities' }];
