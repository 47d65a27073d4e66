import type { TransportVehicleType } from '@farebox/domain';
import { Transport } from '@farebox/inventory';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { DEMO_CITY_IDS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';

type DemoCity = keyof typeof DEMO_CITY_IDS;
type DemoCompany = keyof typeof DEMO_COMPANY_IDS;

interface DemoTransport {
  type: TransportVehicleType;
  vehicleClass: string;
  from: DemoCity;
  to: DemoCity;
  operator: DemoCompany;
  supplier: DemoCompany;
}

/** The demo transports (spec part 2, 3.6) by reference: every list filter has something to find among them. */
export const DEMO_TRANSPORTS = {
  'BKK-CNX-BUS-VIP': { type: 'bus', vehicleClass: 'VIP', from: 'bangkok', to: 'chiangMai', operator: 'scheduleAuthorized', supplier: 'scheduleAuthorized' },
  'BKK-CNX-TRAIN-SLEEPER': {
    type: 'train',
    vehicleClass: 'Sleeper',
    from: 'bangkok',
    to: 'chiangMai',
    operator: 'scheduleAuthorized',
    supplier: 'topupSupplier',
  },
  'BKK-HKT-MINIVAN': { type: 'minivan', vehicleClass: 'Minivan', from: 'bangkok', to: 'phuket', operator: 'scheduleAuthorized', supplier: 'topupSupplier' },
  'BKK-PHI-BUS-FERRY': { type: 'bus-ferry', vehicleClass: 'Standard', from: 'bangkok', to: 'kohPhiPhi', operator: 'topupSupplier', supplier: 'topupSupplier' },
  'HKT-PHI-FERRY': { type: 'ferry', vehicleClass: 'Standard', from: 'phuket', to: 'kohPhiPhi', operator: 'topupSupplier', supplier: 'topupSupplier' },
  'KBV-USM-VAN-FERRY': { type: 'van-ferry', vehicleClass: 'Standard', from: 'krabi', to: 'kohSamui', operator: 'topupSupplier', supplier: 'topupSupplier' },
  'URT-USM-CAR-FERRY': {
    type: 'car-ferry',
    vehicleClass: 'Standard',
    from: 'suratThani',
    to: 'kohSamui',
    operator: 'topupSupplier',
    supplier: 'topupSupplier',
  },
  'HAN-DAD-BUS-SLEEPER': { type: 'bus', vehicleClass: 'Sleeper', from: 'hanoi', to: 'daNang', operator: 'invoiceSupplier', supplier: 'invoiceSupplier' },
  'SGN-DAD-FLIGHT': { type: 'flight', vehicleClass: 'Economy', from: 'hoChiMinhCity', to: 'daNang', operator: 'invoiceSupplier', supplier: 'invoiceSupplier' },
  'PNH-REP-SPEEDBOAT': {
    type: 'ferry',
    vehicleClass: 'Speedboat',
    from: 'phnomPenh',
    to: 'siemReap',
    operator: 'unsignedSupplier',
    supplier: 'unsignedSupplier',
  },
} as const satisfies Record<string, DemoTransport>;
export type DemoTransportReference = keyof typeof DEMO_TRANSPORTS;

/** Fixed ids of the demo transports, in the order above. */
export const demoTransportId = (reference: DemoTransportReference) => demoId('e9', Object.keys(DEMO_TRANSPORTS).indexOf(reference) + 1);

/** The demo transports (after the companies and the geo steps, whose cities and companies they name). */
export const transportsSeed: SeedStep = {
  name: 'transports',
  entities: [Transport],
  async run({ manager }) {
    const rows = (Object.entries(DEMO_TRANSPORTS) as [DemoTransportReference, DemoTransport][]).map(([reference, tr]) => ({
      id: demoTransportId(reference),
      reference,
      vehicleType: tr.type,
      vehicleClass: tr.vehicleClass,
      fromCityId: DEMO_CITY_IDS[tr.from],
      toCityId: DEMO_CITY_IDS[tr.to],
      operatorId: DEMO_COMPANY_IDS[tr.operator],
      supplierId: DEMO_COMPANY_IDS[tr.supplier],
    }));
    const result = await manager.createQueryBuilder().insert().into(Transport).values(rows).orIgnore().execute();
    return (result.raw as unknown[]).length;
  },
};
