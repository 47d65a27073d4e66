import { Notification } from '@farebox/notifications';
import { DEMO_COMPANY_IDS } from './companies.seed.js';
import { demoId, type SeedStep } from './seed-step.js';
import { DEMO_USERS, type DemoUser } from './users.seed.js';

interface DemoNotification {
  title: string;
  text: string;
  link: string | null;
  /** How long before the seed run it was created (minutes), so the list has an order. */
  ageMinutes: number;
}

/** A few notifications per demo user, each pointing at a screen that user can open. */
export function demoNotificationsFor(user: DemoUser): DemoNotification[] {
  const ownCompany = user.company === 'purchaseTickets' ? null : user.company ? DEMO_COMPANY_IDS[user.company] : null;
  const welcome: DemoNotification = {
    title: 'Welcome to the back-office',
    text: `Hello ${user.displayName}, this is your notification list.`,
    link: '/',
    ageMinutes: 60 * 24,
  };
  if (user.role === 'agent') {
    return [
      welcome,
      {
        title: 'Company details',
        text: 'Please check that your company details are up to date.',
        link: ownCompany ? `/companies/${ownCompany}` : null,
        ageMinutes: 90,
      },
      { title: 'New booking rules', text: 'Cancellation rules change next month.', link: null, ageMinutes: 5 },
    ];
  }
  if (user.role === 'content-editor') {
    return [welcome, { title: 'Landing pages', text: 'Three AI articles are waiting for review.', link: null, ageMinutes: 30 }];
  }
  return [
    welcome,
    {
      title: 'New supplier',
      text: 'Mekong River Cruises has not signed the agreement yet.',
      link: `/companies/${DEMO_COMPANY_IDS.unsignedSupplier}`,
      ageMinutes: 120,
    },
    { title: 'Companies', text: 'Two suppliers were updated today.', link: '/companies', ageMinutes: 45 },
    { title: 'Users', text: 'A new agent account was created.', link: '/users', ageMinutes: 10 },
  ];
}

export const notificationsSeed: SeedStep = {
  name: 'notifications',
  entities: [Notification],
  async run({ manager, now }) {
    const rows = DEMO_USERS.flatMap((user, u) =>
      demoNotificationsFor(user).map((n, i) => ({
        id: demoId('b0', (u + 1) * 256 + i),
        userId: user.id,
        title: n.title,
        text: n.text,
        link: n.link,
        createdAt: new Date(now.getTime() - n.ageMinutes * 60_000),
      })),
    );
    const result = await manager.createQueryBuilder().insert().into(Notification).values(rows).orIgnore().execute();
    return (result.raw as unknown[]).length;
  },
};
