import argon2 from 'argon2';
import { In } from 'typeorm';
import { Role, Scope } from '@farebox/domain';
import { User } from '@farebox/identity';
import { demoCompanyId, type DemoCompanyKey } from './companies.seed.js';
import { demoId, type SeedStep } from './seed-step.js';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export interface DemoUser {
  id: string;
  username: string;
  displayName: string;
  role: Role;
  scopes: Scope[];
  isFullAdmin: boolean;
  /** The demo company the user belongs to (agents). */
  company?: DemoCompanyKey;
  /** The password has expired: signing in answers MustResetPassword. */
  passwordExpired?: boolean;
}

type DemoUserExtra = Partial<Pick<DemoUser, 'scopes' | 'isFullAdmin' | 'company' | 'passwordExpired'>>;

// Generic in the username, so DemoUsername is the union of the demo usernames rather than string.
const user = <U extends string>(n: number, username: U, displayName: string, role: Role, extra: DemoUserExtra = {}): DemoUser & { username: U } => ({
  id: demoId('a', n),
  username,
  displayName,
  role,
  scopes: [],
  isFullAdmin: false,
  ...extra,
});

/** The demo accounts of issue 2 section 2 (README and the browser tests list the same). */
export const DEMO_USERS = [
  user(1, 'admin', 'Ada Admin', Role.Admin, { isFullAdmin: true, scopes: [Scope.ScopeAdmin, Scope.EditProvince, Scope.DeAdmin] }),
  user(2, 'support', 'Sam Support', Role.Support),
  user(3, 'readadmin', 'Rita Readonly', Role.ReadAdmin),
  user(4, 'agent', 'Arthur Agent', Role.Agent, { company: 'topupSupplier' }),
  user(5, 'newagent', 'Nina Newagent', Role.Agent, { company: 'unsignedSupplier' }),
  user(6, 'scheduler', 'Sol Scheduler', Role.Agent, { company: 'scheduleAuthorized' }),
  user(7, 'editor', 'Eddie Editor', Role.ContentEditor),
  user(8, 'finops', 'Fiona Finops', Role.Admin, { isFullAdmin: true, scopes: [Scope.FinanceOps, Scope.UploadInvoice, Scope.InvoiceApproveGap] }),
  user(9, 'supplymgr', 'Simon Supply', Role.Admin, { isFullAdmin: true, scopes: [Scope.SupplyManager, Scope.InvoiceApproveGap] }),
  user(10, 'cco', 'Carla Cco', Role.Admin, { isFullAdmin: true, scopes: [Scope.Cco, Scope.InvoiceApproveGap] }),
  user(11, 'finadmin', 'Felix Finadmin', Role.Admin, { isFullAdmin: true, scopes: [Scope.FinanceAdmin] }),
  user(12, 'expired', 'Ezra Expired', Role.Support, { passwordExpired: true }),
  user(40, 'sandbox', 'Sandy Sandbox', Role.SupplyAdminSandbox),
  user(41, 'purchaser', 'Paula Purchaser', Role.Support, { company: 'purchaseTickets' }),
] as const satisfies readonly DemoUser[];

export type DemoUsername = (typeof DEMO_USERS)[number]['username'];

export function demoUser(username: string): DemoUser {
  const found = DEMO_USERS.find((u) => u.username === username);
  if (!found) throw new Error(`No demo user ${username}`);
  return found;
}

/** When the expired account's password expired (fixed, so a second seed run writes the same row). */
const EXPIRED_AT = new Date('2025-01-01T00:00:00Z');

export const usersSeed: SeedStep = {
  name: 'users',
  entities: [User],
  async run({ manager, config }) {
    const existing = await manager.getRepository(User).find({ where: { id: In(DEMO_USERS.map((u) => u.id)) }, select: { id: true } });
    const have = new Set(existing.map((u) => u.id));
    const missing = DEMO_USERS.filter((u) => !have.has(u.id));
    if (missing.length === 0) return 0;
    const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
    let inserted = 0;
    for (const demo of missing) {
      const result = await manager
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({
          id: demo.id,
          username: demo.username,
          email: `${demo.username}@farebox.local`,
          displayName: demo.displayName,
          role: demo.role,
          scopes: demo.scopes,
          isFullAdmin: demo.isFullAdmin,
          companyId: demo.company ? demoCompanyId(demo.company, config.purchaseTicketsCompanyId) : null,
          passwordHash,
          passwordExpiresAt: demo.passwordExpired ? EXPIRED_AT : null,
        })
        .orIgnore()
        .execute();
      inserted += (result.raw as unknown[]).length;
    }
    return inserted;
  },
};
