import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { DEMO_CITY_IDS } from './inventory-ids.js';
import type { SeedStep } from './seed-step.js';

/** Saigon Express's names for our data, as the /supplier-api screen maps them (its demo transfers use all five). */
const MAPPINGS = [
  { kind: 'city', cityId: DEMO_CITY_IDS.hoChiMinhCity, companyId: null, value: null, supplierValue: 'Ho Chi Minh City' },
  { kind: 'city', cityId: DEMO_CITY_IDS.daNang, companyId: null, value: null, supplierValue: 'Da Nang' },
  { kind: 'company', cityId: null, companyId: DEMO_COMPANY_IDS.invoiceSupplier, value: null, supplierValue: 'Saigon Express Bus' },
  { kind: 'vehicleType', cityId: null, companyId: null, value: 'bus', supplierValue: 'bus' },
  { kind: 'vehicleClass', cityId: null, companyId: null, value: 'Express', supplierValue: 'Express' },
] as const;

/** Demo mappings of the Saigon Express integration (after supplierApiSeed, which adds the integration). Inserts only what is missing. */
export const supplierMappingsSeed: SeedStep = {
  name: 'supplier-mappings',
  entities: [],
  async run({ manager }) {
    let inserted = 0;
    for (const m of MAPPINGS) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO supplier_mapping (integration_id, kind, city_id, company_id, value, supplier_value) VALUES ('saigon-express', $1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING id`,
        [m.kind, m.cityId, m.companyId, m.value, m.supplierValue],
      );
      inserted += rows.length;
    }
    return inserted;
  },
};
