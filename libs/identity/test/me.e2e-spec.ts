import { jest } from '@jest/globals';
import { Role } from '@farebox/domain';
import { createCompany, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

// These tests sign in many times (captcha + argon2 each); shared test machines can be slow.
jest.setTimeout(180_000);

const PURCHASE_COMPANY = '00000000-0000-4000-8000-00000000c0de';

describe('GET /api/auth/me and developer mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const auth = async (user: { id: string }) => `Bearer ${await tokenFor(t, user)}`;

  it('returns a staff user without a company', async () => {
    const user = await createUser(t, { role: Role.ReadAdmin, displayName: 'Rita Reader' });
    const res = await t.http.get('/api/auth/me').set('Authorization', await auth(user));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      username: user.username,
      displayName: 'Rita Reader',
      email: user.email,
      role: 'read-admin',
      scopes: [],
      isFullAdmin: false,
      companyId: null,
      serialPromoCodesEnabled: false,
      company: null,
    });
  });

  it("returns an agent's company summary", async () => {
    const company = await createCompany(t, { name: 'Sched Co', signedAgreement: true, scheduleAuthorized: true });
    const agent = await createUser(t, { role: Role.Agent, companyId: company.id });
    const res = await t.http.get('/api/auth/me').set('Authorization', await auth(agent));
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(company.id);
    expect(res.body.company).toEqual({ id: company.id, name: 'Sched Co', signedAgreement: true, scheduleAuthorized: true, canPurchaseTickets: false });
  });

  it('says canPurchaseTickets only for the configured company', async () => {
    const company = await createCompany(t, { id: PURCHASE_COMPANY, name: 'Ticket Buyers' });
    const agent = await createUser(t, { role: Role.Agent, companyId: company.id });
    const res = await t.http.get('/api/auth/me').set('Authorization', await auth(agent));
    expect(res.body.company).toMatchObject({ id: PURCHASE_COMPANY, signedAgreement: false, scheduleAuthorized: false, canPurchaseTickets: true });
  });

  it('is for shell roles only', async () => {
    const traveler = await createUser(t, { role: Role.Traveler });
    expect((await t.http.get('/api/auth/me').set('Authorization', await auth(traveler))).status).toBe(403);
    expect((await t.http.get('/api/auth/me')).status).toBe(401);
  });

  it('stores developer mode per user, for every shell role including read-admin', async () => {
    for (const role of [Role.Support, Role.ReadAdmin, Role.Agent, Role.ContentEditor]) {
      const company = role === Role.Agent ? await createCompany(t) : null;
      const user = await createUser(t, { role, companyId: company?.id ?? null });
      const token = await auth(user);
      const on = await t.http.put('/api/auth/me/developer-mode').set('Authorization', token).send({ serialPromoCodesEnabled: true });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ id: user.id, serialPromoCodesEnabled: true });
      expect((await t.http.get('/api/auth/me').set('Authorization', token)).body.serialPromoCodesEnabled).toBe(true);
      const off = await t.http.put('/api/auth/me/developer-mode').set('Authorization', token).send({ serialPromoCodesEnabled: false });
      expect(off.body.serialPromoCodesEnabled).toBe(false);
    }
  });

  it('refuses a developer-mode body that is not a boolean', async () => {
    const user = await createUser(t);
    const res = await t.http
      .put('/api/auth/me/developer-mode')
      .set('Authorization', await auth(user))
      .send({ serialPromoCodesEnabled: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'serialPromoCodesEnabled', message: 'serialPromoCodesEnabled must be true or false.' }]);
  });
});
