import argon2 from 'argon2';
import { newCompanyFields, normalizeCompany, validateCompany } from '@farebox/domain';
import { Company } from '@farebox/companies';
import { User } from '@farebox/identity';
import { Notification } from '@farebox/notifications';
import { seedDemo, startTestApp, type TestApp } from '@farebox/testing';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS, demoCompanyId } from '../src/seed/index.js';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  const counts = async () => ({
    companies: await t.dataSource.getRepository(Company).count(),
    users: await t.dataSource.getRepository(User).count(),
    notifications: await t.dataSource.getRepository(Notification).count(),
  });

  it('inserts the demo data once; a second run changes nothing', async () => {
    const first = await seedDemo(t);
    expect(first).toMatchObject({ companies: 7, users: DEMO_USERS.length });
    expect(first.notifications).toBeGreaterThanOrEqual(DEMO_USERS.length * 2);
    const after = await counts();

    const second = await seedDemo(t);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(after);
  });

  it('never overwrites what a user changed in the demo', async () => {
    await t.dataSource.getRepository(User).update({ username: 'support' }, { displayName: 'Changed by hand' });
    await seedDemo(t);
    expect((await t.dataSource.getRepository(User).findOneByOrFail({ username: 'support' })).displayName).toBe('Changed by hand');
  });

  it('has every demo user with the right role, scopes, flags, company and the demo password', async () => {
    const purchaseTickets = process.env.PURCHASE_TICKETS_COMPANY_ID ?? '00000000-0000-4000-8000-00000000c0de';
    const hashes = new Set<string>();
    for (const demo of DEMO_USERS) {
      const user = await t.dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .where('u.username = :username', { username: demo.username })
        .getOneOrFail();
      expect({ username: user.username, role: user.role, scopes: [...user.scopes].sort(), isFullAdmin: user.isFullAdmin }).toEqual({
        username: demo.username,
        role: demo.role,
        scopes: [...demo.scopes].sort(),
        isFullAdmin: demo.isFullAdmin,
      });
      expect(user.email).toBe(`${demo.username}@farebox.local`);
      expect(user.companyId).toBe(demo.company ? demoCompanyId(demo.company, purchaseTickets) : null);
      expect(user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() < Date.now()).toBe(demo.username === 'expired');
      hashes.add(user.passwordHash);
    }
    // argon2id is slow on purpose: check each distinct hash once.
    for (const hash of hashes) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(await argon2.verify(hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('matches the table of issue 2: roles and flags by username', () => {
    const table = Object.fromEntries(
      DEMO_USERS.map((u) => [u.username, [u.role, u.isFullAdmin ? 'full' : '', ...u.scopes, u.company ?? ''].filter(Boolean).join(' ')]),
    );
    expect(table).toEqual({
      admin: 'admin full scope-admin edit-province de-admin',
      support: 'support',
      readadmin: 'read-admin',
      agent: 'agent topupSupplier',
      newagent: 'agent unsignedSupplier',
      scheduler: 'agent scheduleAuthorized',
      editor: 'content-editor',
      finops: 'admin full finance-ops upload-invoice invoice-approve-gap',
      supplymgr: 'admin full supply-manager invoice-approve-gap',
      cco: 'admin full cco invoice-approve-gap',
      finadmin: 'admin full finance-admin',
      expired: 'support',
      sandbox: 'supply-admin-sandbox',
      purchaser: 'support purchaseTickets',
    });
  });

  it('seeds the companies the demo needs, each valid under the company rules', async () => {
    const repo = t.dataSource.getRepository(Company);
    const byKey = async (key: Parameters<typeof demoCompanyId>[0]) => repo.findOneByOrFail({ id: demoCompanyId(key, '00000000-0000-4000-8000-00000000c0de') });
    expect(await byKey('topupSupplier')).toMatchObject({ isSupplier: true, signedAgreement: true, paymentType: 'topup' });
    expect(await byKey('invoiceSupplier')).toMatchObject({ isSupplier: true, signedAgreement: true, paymentType: 'invoice' });
    expect(await byKey('heat')).toMatchObject({ isHeat: true });
    expect(await byKey('unsignedSupplier')).toMatchObject({ isSupplier: true, signedAgreement: false });
    expect(await byKey('scheduleAuthorized')).toMatchObject({ scheduleAuthorized: true });
    expect(await byKey('purchaseTickets')).toMatchObject({ name: 'Farebox Purchase Desk' });
    expect(await byKey('israeliSupplier')).toMatchObject({ isSupplier: true, signedAgreement: true, currency: 'ILS', addressCountryCode: 'IL' });
    expect((await byKey('israeliSupplier')).passengerTypes.map((p) => p.type)).toEqual(['Child', 'Adult', 'Senior']);
    for (const { key, fields } of DEMO_COMPANIES) {
      expect({ key, errors: validateCompany(normalizeCompany({ ...newCompanyFields(), ...fields })) }).toEqual({ key, errors: [] });
    }
  });

  it('gives every demo user a few notifications with links to existing screens, newest first by time', async () => {
    const rows = await t.dataSource.getRepository(Notification).find();
    for (const demo of DEMO_USERS) {
      const mine = rows.filter((n) => n.userId === demo.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const n of mine) expect(n.link === null || /^\/(users|companies(\/[0-9a-f-]{36})?)?$/.test(n.link)).toBe(true);
    }
  });
});
