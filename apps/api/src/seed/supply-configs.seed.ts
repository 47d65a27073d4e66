import { SupplyConfig } from '@farebox/inventory';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { demoId, type SeedStep } from './seed-step.js';

/** Fixed ids of the demo supply configs, in the order below. */
export const demoSupplyConfigId = (n: number) => demoId('5c', n);

/** Two live suppliers and the unsigned supplier as the sandbox one (the only config supply-admin-sandbox may change). */
const CONFIGS = [
  {
    companyId: DEMO_COMPANY_IDS.topupSupplier,
    defaultMarkupPercent: '12.50',
    commissionPercent: '10.00',
    autoApproveBookings: true,
    syncDaysInAdvance: 180,
    sandbox: false,
  },
  {
    companyId: DEMO_COMPANY_IDS.invoiceSupplier,
    defaultMarkupPercent: '8.00',
    commissionPercent: '12.00',
    autoApproveBookings: false,
    syncDaysInAdvance: 90,
    sandbox: false,
  },
  {
    companyId: DEMO_COMPANY_IDS.unsignedSupplier,
    defaultMarkupPercent: '5.00',
    commissionPercent: '0.00',
    autoApproveBookings: false,
    syncDaysInAdvance: 30,
    sandbox: true,
  },
];

export const supplyConfigsSeed: SeedStep = {
  name: 'supply-configs',
  entities: [SupplyConfig],
  async run({ manager }) {
    const values = CONFIGS.map((c, i) => ({ id: demoSupplyConfigId(i + 1), syncEnabled: true, ...c }));
    const result = await manager.createQueryBuilder().insert().into(SupplyConfig).values(values).orIgnore().execute();
    return (result.raw as unknown[]).length;
  },
};
