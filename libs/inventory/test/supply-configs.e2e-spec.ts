import { Role, Scope } from '@farebox/domain';
import { createCompany, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('supply configs: shared rules, edit conflicts, change log and who may change which supplier', () => {
  let t: TestApp;
  let fullAdmin: string;
  let supplyManager: string;
  let plainSupport: string;
  let readAdmin: string;
  let agent: string;
  let sandboxRole: string;

  const settings = {
    defaultMarkupPercent: '12.5',
    commissionPercent: '10',
    autoApproveBookings: false,
    syncEnabled: true,
    syncDaysInAdvance: 90,
    sandbox: false,
  };
  const bearer = async (overrides: Parameters<typeof createUser>[1]) => `Bearer ${await tokenFor(t, await createUser(t, overrides))}`;

  beforeAll(async () => {
    t = await startTestApp();
    fullAdmin = await bearer({ role: Role.Admin, isFullAdmin: true, displayName: 'Ada Admin' });
    supplyManager = await bearer({ role: Role.Support, scopes: [Scope.SupplyManager], displayName: 'Sam Supply' });
    plainSupport = await bearer({ role: Role.Support });
    readAdmin = await bearer({ role: Role.ReadAdmin });
    agent = await bearer({ role: Role.Agent, companyId: (await createSupplier(t)).id });
    sandboxRole = await bearer({ role: Role.SupplyAdminSandbox, displayName: 'Sandy Box' });
  });
  afterAll(() => t.close());

  const create = (body: object, auth = fullAdmin) => t.http.post('/api/supply-configs').set('Authorization', auth).send(body);
  const put = (id: string, body: object, auth = fullAdmin) => t.http.put(`/api/supply-configs/${id}`).set('Authorization', auth).send(body);
  const configOf = async (name: string, extra: object = {}) => {
    const company = await createSupplier(t, { name });
    return (await create({ companyId: company.id, ...settings, ...extra }).expect(201)).body as { id: string; version: number };
  };

  it('creates a config per supplier with normalised percentages and lists them by supplier name, paged', async () => {
    const company = await createSupplier(t, { name: 'Zeta Ferries' });
    const res = await create({ companyId: company.id, ...settings }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      companyId: company.id,
      companyName: 'Zeta Ferries',
      ...settings,
      defaultMarkupPercent: '12.50',
      commissionPercent: '10.00',
      version: 1,
      canEdit: true,
    });
    await configOf('Alpha Buses');
    const list = await t.http.get('/api/supply-configs').set('Authorization', readAdmin).expect(200);
    expect(list.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['Alpha Buses', 'Zeta Ferries']);
    expect(list.body.data[0].canEdit).toBe(false);
    expect(list.body.meta).toEqual({ limit: 20, offset: 0, total: 2 });
    const filtered = await t.http.get('/api/supply-configs?supplierName=zeta%20f&limit=1').set('Authorization', supplyManager).expect(200);
    expect(filtered.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['Zeta Ferries']);
    expect(filtered.body.meta.total).toBe(1);
    const paged = await t.http.get('/api/supply-configs?limit=1&offset=1').set('Authorization', fullAdmin).expect(200);
    expect(paged.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['Zeta Ferries']);
  });

  it('refuses invalid percentages and sync days with the shared messages, a non-supplier and a second config', async () => {
    const company = await createSupplier(t);
    const res = await create({ companyId: company.id, ...settings, defaultMarkupPercent: '100.01', commissionPercent: '', syncDaysInAdvance: 366 }).expect(400);
    expect(res.body.message).toBe('The supply config has invalid fields.');
    expect(res.body.details).toEqual([
      { field: 'defaultMarkupPercent', message: 'Enter a percentage from 0 to 100 with at most 2 decimals.' },
      { field: 'commissionPercent', message: 'This field is required.' },
      { field: 'syncDaysInAdvance', message: 'Enter a whole number of days from 1 to 365.' },
    ]);
    expect((await create({ companyId: company.id, ...settings, commissionPercent: '1.234' }).expect(400)).body.message).toBe(
      'Enter a percentage from 0 to 100 with at most 2 decimals.',
    );
    expect((await create({ companyId: company.id, ...settings, syncDaysInAdvance: 0 }).expect(400)).body.message).toBe(
      'Enter a whole number of days from 1 to 365.',
    );
    expect((await create({ ...settings }).expect(400)).body.details).toEqual([{ field: 'companyId', message: 'Supplier is required' }]);
    const notSupplier = await createCompany(t, { isSupplier: false });
    expect((await create({ companyId: notSupplier.id, ...settings }).expect(400)).body.message).toBe('The company is not a supplier.');
    await create({ companyId: company.id, ...settings, defaultMarkupPercent: '100' }).expect(201);
    const again = await create({ companyId: company.id, ...settings }).expect(409);
    expect(again.body).toMatchObject({ code: 'Conflict', message: 'This supplier already has a supply config.' });
  });

  it('saves from the current version, logs the change and answers a stale save 409 with what changed', async () => {
    const config = await configOf('Race Lines');
    const first = await put(config.id, { ...settings, commissionPercent: '15', version: 1 }, supplyManager).expect(200);
    expect(first.body).toMatchObject({ commissionPercent: '15.00', version: 2 });
    const loser = await put(config.id, { ...settings, syncDaysInAdvance: 30, version: 1 }).expect(409);
    expect(loser.body.code).toBe('EditConflict');
    expect(loser.body.details).toEqual({
      currentVersion: 2,
      changes: [{ field: 'commissionPercent', from: '10.00', to: '15.00', user: 'Sam Supply', timestamp: expect.any(String) }],
    });
    const log = await t.http.get(`/api/supply-configs/${config.id}/change-log`).set('Authorization', readAdmin).expect(200);
    expect(log.body.map((e: { changes: { field: string }[] }) => e.changes.map((c) => c.field))).toEqual([
      ['commissionPercent'],
      ['defaultMarkupPercent', 'commissionPercent', 'autoApproveBookings', 'syncEnabled', 'syncDaysInAdvance', 'sandbox'],
    ]);
    // Saving the same values ("15" is "15.00") is no new version.
    expect((await put(config.id, { ...settings, commissionPercent: '15', version: 2 }).expect(200)).body.version).toBe(2);
  });

  it('lets the sandbox role read and change only sandbox suppliers, and never make one a real supplier', async () => {
    const live = await configOf('Live Coaches');
    const sandbox = await configOf('Sandbox Coaches', { sandbox: true });
    const list = await t.http.get('/api/supply-configs').set('Authorization', sandboxRole).expect(200);
    expect(list.body.data.map((c: { companyName: string }) => c.companyName)).toEqual(['Sandbox Coaches']);
    expect(list.body.data[0].canEdit).toBe(true);
    const sandboxOnly = { code: 'Forbidden', message: 'The supply-admin-sandbox role may only change sandbox suppliers.' };
    expect((await t.http.get(`/api/supply-configs/${live.id}`).set('Authorization', sandboxRole).expect(403)).body).toMatchObject(sandboxOnly);
    expect((await put(live.id, { ...settings, version: 1 }, sandboxRole).expect(403)).body).toMatchObject(sandboxOnly);
    expect((await put(sandbox.id, { ...settings, sandbox: false, version: 1 }, sandboxRole).expect(403)).body).toMatchObject(sandboxOnly);
    const saved = await put(sandbox.id, { ...settings, sandbox: true, defaultMarkupPercent: '3', version: 1 }, sandboxRole).expect(200);
    expect(saved.body).toMatchObject({ defaultMarkupPercent: '3.00', version: 2, sandbox: true });
    const company = await createSupplier(t);
    expect((await create({ companyId: company.id, ...settings }, sandboxRole).expect(403)).body).toMatchObject(sandboxOnly);
    await create({ companyId: company.id, ...settings, sandbox: true }, sandboxRole).expect(201);
    // The full admin turns a sandbox supplier into a live one; from then on the sandbox role is refused.
    await put(sandbox.id, { ...settings, sandbox: false, version: 2 }).expect(200);
    await put(sandbox.id, { ...settings, sandbox: true, version: 3 }, sandboxRole).expect(403);
  });

  it('refuses saves by staff without full admin or the supply-manager scope, read-admin and agents', async () => {
    const config = await configOf('Guarded Ferries');
    const notAllowed = { code: 'Forbidden', message: 'Only full admins and the supply team may change supply configs.' };
    expect((await put(config.id, { ...settings, version: 1 }, plainSupport).expect(403)).body).toMatchObject(notAllowed);
    expect((await t.http.get(`/api/supply-configs/${config.id}`).set('Authorization', plainSupport).expect(200)).body.canEdit).toBe(false);
    await put(config.id, { ...settings, version: 1 }, readAdmin).expect(403);
    await t.http.get('/api/supply-configs').set('Authorization', agent).expect(403);
    await t.http.get(`/api/supply-configs/${config.id}`).set('Authorization', agent).expect(403);
    await put(config.id, { ...settings, version: 1 }, agent).expect(403);
    await t.http.get('/api/supply-configs').expect(401);
  });
});
