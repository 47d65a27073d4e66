import type { EntityManager } from 'typeorm';
import { Campaign, PromoCode, randomSerialCodes } from '@farebox/discounts';
import { emptyAudience, type AudienceLimitation, type CampaignGenerationState, type CampaignTeam, type DiscountType } from '@farebox/domain';
import { DEMO_COUNTRY_IDS } from './inventory-ids.js';
import { demoId, type SeedStep } from './seed-step.js';
import { demoUser } from './users.seed.js';

export const demoCampaignId = (n: number) => demoId('ca', n);

const DAY_MS = 86_400_000;

interface DemoCampaign {
  name: string;
  serial?: { count: number; generated: number; state: CampaignGenerationState; error?: string };
  type: DiscountType;
  value: string;
  createdDaysAgo: number;
  /** Days from now (negative: already past) of the last valid day, or an expiry in days from creation. */
  expiry: { untilInDays: number } | { days: number };
  minimumPurchase?: string;
  limit?: number;
  perUserLimit?: number;
  team: CampaignTeam;
  activated: boolean;
  creator: 'admin' | 'support';
  description: string;
  tooltip: string;
  audience?: Partial<AudienceLimitation>;
  /** Redemptions by demo customers (their rows are the usage count). */
  redemptions?: number;
}

const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'WELCOME10',
    type: 'amount',
    value: '10.00',
    createdDaysAgo: 60,
    expiry: { days: 365 },
    team: 'marketing',
    activated: true,
    creator: 'admin',
    description: 'Ten dollars off the first booking.',
    tooltip: '$10 off your first trip',
  },
  {
    name: 'SUMMER15',
    type: 'percentage',
    value: '15.00',
    createdDaysAgo: 20,
    expiry: { untilInDays: 90 },
    minimumPurchase: '50.00',
    limit: 500,
    perUserLimit: 1,
    team: 'marketing',
    activated: true,
    creator: 'admin',
    description: 'Summer sale on buses and ferries in Thailand.',
    tooltip: '15% off Thai buses and ferries',
    audience: { countries: [DEMO_COUNTRY_IDS.thailand], transportTypes: ['bus', 'ferry'] },
    redemptions: 3,
  },
  {
    name: 'SORRY5',
    type: 'amount',
    value: '5.00',
    createdDaysAgo: 7,
    expiry: { days: 30 },
    limit: 100,
    team: 'support',
    activated: true,
    creator: 'support',
    description: 'Goodwill code for customers whose trip was delayed.',
    tooltip: '$5 off, with our apologies',
  },
  {
    name: 'SPRING20',
    type: 'percentage',
    value: '20.00',
    createdDaysAgo: 120,
    expiry: { untilInDays: -30 },
    team: 'marketing',
    activated: false,
    creator: 'admin',
    description: 'Last spring’s campaign, over.',
    tooltip: '20% off in spring',
  },
  {
    name: 'VIP',
    serial: { count: 25, generated: 25, state: 'ready' },
    type: 'percentage',
    value: '10.00',
    createdDaysAgo: 3,
    expiry: { days: 180 },
    team: 'marketing',
    activated: true,
    creator: 'admin',
    description: 'One-time codes for the partners’ VIP customers.',
    tooltip: '10% off, one use',
  },
  {
    name: 'BETA',
    serial: { count: 40, generated: 15, state: 'failed', error: 'The worker stopped before the codes were made; Regenerate makes the rest.' },
    type: 'amount',
    value: '3.00',
    createdDaysAgo: 1,
    expiry: { untilInDays: 60 },
    team: 'support',
    activated: true,
    creator: 'admin',
    description: 'Codes for the beta testers (a generation to regenerate).',
    tooltip: '$3 off',
  },
];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts the codes until `count` of them are in (a random code another campaign holds is drawn again). */
async function insertCodes(manager: EntityManager, campaignId: string, prefix: string, count: number): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < count) {
    const rows = await manager.query<{ code: string }[]>(
      `INSERT INTO promo_code (campaign_id, code) SELECT $1, unnest($2::text[]) ON CONFLICT (code) DO NOTHING RETURNING code`,
      [campaignId, randomSerialCodes(prefix, count - codes.length)],
    );
    codes.push(...rows.map((r) => r.code));
  }
  return codes;
}

/**
 * Demo promo code campaigns relative to the clock: active, limited, expired and inactive single codes, a ready
 * serial campaign of 25 codes and one whose generation failed part-way. A campaign already there is left as it is.
 */
export const campaignsSeed: SeedStep = {
  name: 'campaigns',
  entities: [Campaign, PromoCode],
  async run({ manager, now }) {
    let inserted = 0;
    for (const [i, c] of CAMPAIGNS.entries()) {
      const id = demoCampaignId(i + 1);
      const createdAt = new Date(now.getTime() - c.createdDaysAgo * DAY_MS);
      const values = {
        id,
        campaignType: c.serial ? ('serial' as const) : ('single' as const),
        name: c.name,
        type: c.type,
        value: c.value,
        minimumPurchase: c.minimumPurchase ?? null,
        expiredAt: 'untilInDays' in c.expiry ? isoDay(new Date(now.getTime() + c.expiry.untilInDays * DAY_MS)) : null,
        expiredIn: 'days' in c.expiry ? c.expiry.days : null,
        limit: c.limit ?? 0,
        perUserLimit: c.perUserLimit ?? null,
        usagesNumber: c.redemptions ?? 0,
        team: c.team,
        activated: c.activated,
        description: c.description,
        tooltipDescription: c.tooltip,
        audienceLimitation: { ...emptyAudience(), ...c.audience },
        serialCodesCount: c.serial?.count ?? null,
        generationState: c.serial?.state ?? null,
        generatedCount: c.serial?.generated ?? 0,
        generationError: c.serial?.error ?? null,
        createdBy: demoUser(c.creator).id,
        createdAt,
        updatedAt: createdAt,
        version: 1,
      };
      const result = await manager.createQueryBuilder().insert().into(Campaign).values(values).orIgnore().execute();
      if ((result.raw as unknown[]).length === 0) continue;
      inserted += 1;
      if (!c.serial) await manager.query(`INSERT INTO promo_code (campaign_id, code) VALUES ($1, $2) ON CONFLICT (code) DO NOTHING`, [id, c.name]);
      else await insertCodes(manager, id, c.name, c.serial.generated);
      for (let n = 1; n <= (c.redemptions ?? 0); n += 1) {
        await manager.query(
          `INSERT INTO promo_redemption (campaign_id, code_id, customer, cart_total, discount, currency, order_reference, redeemed_at)
           SELECT $1, pc.id, $2, 80, 12, 'USD', $3, $4 FROM promo_code pc WHERE pc.campaign_id = $1 AND pc.code = $5`,
          [id, `traveller${n}@example.test`, `DEMO-${c.name}-${n}`, new Date(createdAt.getTime() + n * DAY_MS), c.name],
        );
      }
    }
    return inserted;
  },
};
