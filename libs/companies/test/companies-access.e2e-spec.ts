import { Role } from '@farebox/domain';
import { createAgent, createCompany, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('companies: who may read and write, sign agreement', () => {
  let t: TestApp;
  let own: { id: string };
  let other: { id: string };
  let agent: string;
  let agentName: string;
  let readAdmin: string;
  let support: string;
  let editor: string;

  beforeAll(async () => {
    t = await startTestApp();
    own = await createCompany(t, { name: 'Own Supplier', isSupplier: true });
    other = await createCompany(t, { name: 'Other Supplier', isSupplier: true });
    const a = await createAgent(t, own, { displayName: 'Anna Agent' });
    agentName = a.displayName;
    agent = `Bearer ${await tokenFor(t, a)}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    editor = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ContentEditor }))}`;
  });
  afterAll(() => t.close());

  it('refuses requests without a token (401)', async () => {
    const res = await t.http.get('/api/companies');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('Unauthenticated');
  });

  it('gives an agent only its own company in the list, and nothing with filters that miss it', async () => {
    const res = await t.http.get('/api/companies').set('Authorization', agent);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { id: string }) => c.id)).toEqual([own.id]);
    expect(res.body.meta.total).toBe(1);
    const filtered = await t.http.get('/api/companies?company=Other').set('Authorization', agent);
    expect(filtered.body.data).toEqual([]);
  });

  it('gives an agent without a company an empty list', async () => {
    const loner = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Agent, companyId: null }))}`;
    const res = await t.http.get('/api/companies').set('Authorization', loner);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [], meta: { limit: 20, offset: 0, total: 0 } });
  });

  it('lets an agent read its own company and change log, and answers 403 for another company', async () => {
    expect((await t.http.get(`/api/companies/${own.id}`).set('Authorization', agent)).status).toBe(200);
    expect((await t.http.get(`/api/companies/${own.id}/change-log`).set('Authorization', agent)).status).toBe(200);
    const res = await t.http.get(`/api/companies/${other.id}`).set('Authorization', agent);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'Forbidden', message: "You don't have the permission to access this resource." });
    expect((await t.http.get(`/api/companies/${other.id}/change-log`).set('Authorization', agent)).status).toBe(403);
  });

  it('refuses the pickers list and every write to an agent except signing', async () => {
    expect((await t.http.get('/api/companies/options').set('Authorization', agent)).status).toBe(403);
    expect((await t.http.post('/api/companies').set('Authorization', agent).send({ name: 'Mine' })).status).toBe(403);
    expect((await t.http.put(`/api/companies/${own.id}`).set('Authorization', agent).send({ version: 1, name: 'Mine' })).status).toBe(403);
    expect((await t.http.put(`/api/companies/${own.id}/change-currency`).set('Authorization', agent).send({ newCurrency: 'USD' })).status).toBe(403);
    expect((await t.http.put(`/api/companies/${own.id}/logo`).set('Authorization', agent).attach('file', Buffer.from('x'), 'a.png')).status).toBe(403);
  });

  it('lets read-admin read but not write', async () => {
    expect((await t.http.get('/api/companies').set('Authorization', readAdmin)).status).toBe(200);
    expect((await t.http.get(`/api/companies/${other.id}`).set('Authorization', readAdmin)).status).toBe(200);
    expect((await t.http.get('/api/companies/options').set('Authorization', readAdmin)).status).toBe(200);
    const create = await t.http.post('/api/companies').set('Authorization', readAdmin).send({ name: 'Nope' });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('Forbidden');
    expect((await t.http.put(`/api/companies/${other.id}`).set('Authorization', readAdmin).send({ version: 1 })).status).toBe(403);
    expect((await t.http.put(`/api/companies/${other.id}/change-currency`).set('Authorization', readAdmin).send({ newCurrency: 'USD' })).status).toBe(403);
  });

  it('refuses companies to a content editor', async () => {
    expect((await t.http.get('/api/companies').set('Authorization', editor)).status).toBe(403);
    expect((await t.http.get(`/api/companies/${own.id}`).set('Authorization', editor)).status).toBe(403);
  });

  it('lets an agent sign its own company agreement once, logged in the change log', async () => {
    const res = await t.http.post(`/api/companies/${own.id}/sign-agreement`).set('Authorization', agent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: own.id, signedAgreement: true, version: 2 });
    const again = await t.http.post(`/api/companies/${own.id}/sign-agreement`).set('Authorization', agent);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(2);
    const log = await t.http.get(`/api/companies/${own.id}/change-log`).set('Authorization', support);
    expect(log.body[0]).toMatchObject({ user: { name: agentName }, changes: [{ field: 'signedAgreement', from: false, to: true }] });
  });

  it("refuses signing another company's agreement, and signing by staff", async () => {
    expect((await t.http.post(`/api/companies/${other.id}/sign-agreement`).set('Authorization', agent)).status).toBe(403);
    expect((await t.http.post(`/api/companies/${other.id}/sign-agreement`).set('Authorization', support)).status).toBe(403);
    const read = await t.http.get(`/api/companies/${other.id}`).set('Authorization', support);
    expect(read.body.signedAgreement).toBe(false);
  });
});
