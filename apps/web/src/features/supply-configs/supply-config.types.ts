import type { Schemas } from '@/api/http';

/** GET /api/supply-configs/:id */
export type SupplyConfigDto = Schemas['SupplyConfigDto'];

/** The settings a save sends (with the supplier on create, the version on update). */
export type SupplyConfigSettings = Omit<Schemas['UpdateSupplyConfigDto'], 'version'>;
