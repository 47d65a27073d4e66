import { SalesChannel, type ChannelType } from '@farebox/partners';
import { PRODUCT_DISPLAY_NAME, PRODUCT_NAME } from '@farebox/domain';
import { DEMO_CHANNEL_IDS } from './inventory-ids.js';
import type { SeedStep } from './seed-step.js';

type ChannelKey = keyof typeof DEMO_CHANNEL_IDS;

/** The domains a booking can come from (spec 2.1: {product}, myrealtrip, agoda, kkday) and one restricted test channel. */
const CHANNELS: Record<ChannelKey, { slug: string; name: string; type: ChannelType; isRestricted?: boolean }> = {
  farebox: { slug: PRODUCT_NAME, name: PRODUCT_DISPLAY_NAME, type: 'organic' },
  myrealtrip: { slug: 'myrealtrip', name: 'MyRealTrip', type: 'b2b' },
  agoda: { slug: 'agoda', name: 'Agoda', type: 'b2b' },
  kkday: { slug: 'kkday', name: 'KKday', type: 'b2b-redirect' },
  partnerSandbox: { slug: 'partner-sandbox', name: 'Partner sandbox', type: 'bookingAgent', isRestricted: true },
};

export const partnersSeed: SeedStep = {
  name: 'partners',
  entities: [SalesChannel],
  async run({ manager }) {
    const values = (Object.entries(CHANNELS) as [ChannelKey, (typeof CHANNELS)[ChannelKey]][]).map(([key, c]) => ({
      id: DEMO_CHANNEL_IDS[key],
      isRestricted: false,
      ...c,
    }));
    const result = await manager.createQueryBuilder().insert().into(SalesChannel).values(values).orIgnore().execute();
    return (result.raw as unknown[]).length;
  },
};
