import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { DEMO_LINE_IDS } from './inventory-ids.js';
import type { SeedStep } from './seed-step.js';

/** The simulator's suppliers (apps/simulators/supplier-catalog.mjs) as integrations of the demo companies. */
const INTEGRATIONS = [
  { id: 'saigon-express', companyId: DEMO_COMPANY_IDS.invoiceSupplier, mode: 'offline' },
  { id: 'mekong-cruises', companyId: DEMO_COMPANY_IDS.unsignedSupplier, mode: 'offline' },
  { id: 'andaman-live', companyId: DEMO_COMPANY_IDS.topupSupplier, mode: 'online' },
] as const;

const SGN_STATIONS = [
  { id: 'sgn-pnl', name: 'Pham Ngu Lao Office', address: '272 De Tham, District 1', latitude: 10.7676, longitude: 106.6936 },
  { id: 'sgn-mde', name: 'Mien Dong Bus Station', address: '292 Dinh Bo Linh, Binh Thanh', latitude: 10.8146, longitude: 106.7105 },
];
const DAD_STATION = { id: 'dad-central', name: 'Da Nang Central Bus Station', address: '201 Ton Duc Thang', latitude: 16.0617, longitude: 108.1765 };

/** The two Saigon Express transfers of the mapped demo line, as a find-matches fetch stores them. */
const TRANSFERS = [
  {
    transferId: 'SE-SGN-DAD-0700',
    fromCity: 'Ho Chi Minh City',
    toCity: 'Da Nang',
    stations: [
      { ...SGN_STATIONS[0], timeOffsetInMinutes: 0, isBoarding: true, isDropoff: false },
      { ...SGN_STATIONS[1], timeOffsetInMinutes: 45, isBoarding: true, isDropoff: false },
      { ...DAD_STATION, timeOffsetInMinutes: 960, isBoarding: false, isDropoff: true },
    ],
  },
  {
    transferId: 'SE-DAD-SGN-0730',
    fromCity: 'Da Nang',
    toCity: 'Ho Chi Minh City',
    stations: [
      { ...DAD_STATION, timeOffsetInMinutes: 0, isBoarding: true, isDropoff: false },
      ...SGN_STATIONS.map((s) => ({ ...s, timeOffsetInMinutes: 960, isBoarding: false, isDropoff: true })),
    ],
  },
];

/**
 * Supplier integrations, the supplier inventory of Saigon Express and the demo supplier-API line (Ho Chi Minh City –
 * Da Nang Express) mapped to its two transfers. Inserts only what is missing.
 */
export const supplierApiSeed: SeedStep = {
  name: 'supplier-api',
  entities: [],
  async run({ manager, now }) {
    let inserted = 0;
    const count = (result: unknown) => (inserted += (result as unknown[]).length);
    for (const i of INTEGRATIONS)
      count(
        await manager.query(`INSERT INTO supplier_integration (id, company_id, mode) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`, [
          i.id,
          i.companyId,
          i.mode,
        ]),
      );
    for (const tr of TRANSFERS)
      count(
        await manager.query(
          `INSERT INTO supplier_transfer (integration_id, transfer_id, company_name, from_city, to_city, vehicle_type, vehicle_class, route_id, time_zone, multi_stations, fetched_at)
           VALUES ('saigon-express', $1, 'Saigon Express Bus', $2, $3, 'bus', 'Express', 'SGN-DAD', 'Asia/Ho_Chi_Minh', $4::jsonb, $5) ON CONFLICT DO NOTHING RETURNING transfer_id`,
          [tr.transferId, tr.fromCity, tr.toCity, JSON.stringify(tr.stations), now],
        ),
      );
    const [aToB, bToA] = TRANSFERS.map((tr) => tr.transferId);
    count(
      await manager.query(
        `INSERT INTO supplier_transfer_mapping (line_id, direction, integration_id, transfer_id)
         VALUES ($1, 'aToB', 'saigon-express', $2), ($1, 'bToA', 'saigon-express', $3) ON CONFLICT DO NOTHING RETURNING id`,
        [DEMO_LINE_IDS.apiSaigonDaNang, aToB, bToA],
      ),
    );
    return inserted;
  },
};
