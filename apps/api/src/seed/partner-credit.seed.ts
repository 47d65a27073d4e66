import { PartnerCreditEntry, SalesChannel } from '@farebox/partners';
import { demoId, type SeedStep } from './seed-step.js';
import { DEMO_USERS } from './users.seed.js';

/** A booking agent paying by credit line, with two top-ups (spec part 2, 2.7 Credit History). */
export const DEMO_CREDIT_PARTNER_ID = demoId('f2', 1);
const DAY_MS = 86_400_000;

const byUsername = (username: string) => DEMO_USERS.find((u) => u.username === username)!;

export const partnerCreditSeed: SeedStep = {
  name: 'partner-credit',
  entities: [SalesChannel, PartnerCreditEntry],
  async run({ manager, now }) {
    const admin = byUsername('admin');
    const partner = await manager
      .createQueryBuilder()
      .insert()
      .into(SalesChannel)
      .values({
        id: DEMO_CREDIT_PARTNER_ID,
        slug: 'travel-desk',
        name: 'Travel Desk',
        type: 'bookingAgent',
        // Like the partner sandbox, a booking agent's own channel is left out of the restricted-free domain lists.
        isRestricted: true,
        agentUserId: byUsername('agent').id,
        paymentFlow: 'creditline',
        currency: 'USD',
        markup: '5.00',
        baseUrl: 'https://travel-desk.example.com',
      })
      .orIgnore()
      .execute();
    const topUps = [
      { n: 1, amount: '500.00', daysAgo: 20, note: 'Opening deposit' },
      { n: 2, amount: '250.00', daysAgo: 5, note: null },
    ].map((t) => ({
      id: demoId('f3', t.n),
      channelId: DEMO_CREDIT_PARTNER_ID,
      kind: 'topUp' as const,
      amount: t.amount,
      currency: 'USD',
      bookingId: null,
      note: t.note,
      addedById: admin.id,
      addedByName: admin.displayName,
      createdAt: new Date(now.getTime() - t.daysAgo * DAY_MS),
    }));
    const entries = await manager.createQueryBuilder().insert().into(PartnerCreditEntry).values(topUps).orIgnore().execute();
    return (partner.raw as unknown[]).length + (entries.raw as unknown[]).length;
  },
};
