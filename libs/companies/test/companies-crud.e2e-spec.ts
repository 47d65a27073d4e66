import { Role } from '@farebox/domain';
import { createAgent, createCompany, createUser, startTestApp, tokenFor, validSupplierFields, type TestApp } from '@farebox/testing';

describe('companies: list, options, read, create, update, change log, currency', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let supportName: string;

  beforeAll(async () => {
    t = await startTestApp();
    const a = await createUser(t, { role: Role.Admin, isFullAdmin: true });
    admin = `Bearer ${await tokenFor(t, a)}`;
    const s = await createUser(t, { role: Role.Support, displayName: 'Sam Support', email: 'sam.support@example.test' });
    supportName = s.displayName;
    support = `Bearer ${await tokenFor(t, s)}`;
  });
  afterAll(() => t.close());

  describe('list', () => {
    let heat: { id: string };
    beforeAll(async () => {
      heat = await createCompany(t, {
        name: 'Alpha Heat Travel',
        website: 'https://alpha-heat.example.com',
        isHeat: true,
        heatDocLink: 'https://docs.example.com/heat',
      });
      const supplier = await createCompany(t, {
        name: 'Beta Buses',
        website: 'https://beta-buses.example.org',
        isSupplier: true,
        activated: true,
        signedAgreement: true,
      });
      await createCompany(t, { name: 'Gamma Ferries 100%_off', website: null });
      await createAgent(t, supplier, { username: 'zetaagent', createdAt: new Date('2024-01-02T00:00:00Z') });
      await createAgent(t, supplier, { username: 'betafirst', createdAt: new Date('2024-01-01T00:00:00Z') });
      await createUser(t, { role: Role.Support, username: 'supportinbeta', companyId: supplier.id });
    });

    it('lists companies by name, 20 a page, with the first agent username and the flags', async () => {
      const res = await t.http.get('/api/companies').set('Authorization', admin);
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 3 });
      expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Alpha Heat Travel', 'Beta Buses', 'Gamma Ferries 100%_off']);
      expect(res.body.data[1]).toEqual({
        id: expect.any(String),
        name: 'Beta Buses',
        website: 'https://beta-buses.example.org',
        firstAgentUsername: 'betafirst',
        activated: true,
        signedAgreement: true,
        isHeat: false,
        isSupplier: true,
      });
      expect(res.body.data[0].firstAgentUsername).toBeNull();
    });

    it('filters by name contains, website contains, agent username contains, isHeat and isSupplier', async () => {
      const names = async (query: string) =>
        (await t.http.get(`/api/companies?${query}`).set('Authorization', admin)).body.data.map((c: { name: string }) => c.name);
      expect(await names('company=heat')).toEqual(['Alpha Heat Travel']);
      expect(await names('website=.ORG')).toEqual(['Beta Buses']);
      expect(await names('agent=ZETA')).toEqual(['Beta Buses']);
      expect(await names('agent=supportinbeta')).toEqual([]);
      expect(await names('isHeat=true')).toEqual(['Alpha Heat Travel']);
      expect(await names('isSupplier=true')).toEqual(['Beta Buses']);
      expect(await names('isSupplier=false')).toEqual(['Alpha Heat Travel', 'Gamma Ferries 100%_off']);
      expect(await names('company=%25_')).toEqual(['Gamma Ferries 100%_off']);
      expect(heat.id).toEqual(expect.any(String));
    });

    it('pages with offset and limit', async () => {
      const res = await t.http.get('/api/companies?offset=1&limit=1').set('Authorization', admin);
      expect(res.body.meta).toEqual({ limit: 1, offset: 1, total: 3 });
      expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Beta Buses']);
    });

    it('refuses a malformed flag filter', async () => {
      const res = await t.http.get('/api/companies?isHeat=maybe').set('Authorization', admin);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: 'isHeat', message: expect.any(String) }]);
    });

    it('gives every company as { id, name } for pickers', async () => {
      const res = await t.http.get('/api/companies/options').set('Authorization', admin);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.arrayContaining([{ id: heat.id, name: 'Alpha Heat Travel' }]));
      expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'name']);
    });

    it('caches the pickers list and evicts it on every company write', async () => {
      await t.http.get('/api/companies/options').set('Authorization', admin);
      const hit = await t.http.get('/api/companies/options').set('Authorization', admin);
      expect(hit.headers['x-cache']).toBe('HIT');
      const created = await t.http.post('/api/companies').set('Authorization', admin).send({ name: 'Aardvark Shuttles' });
      expect(created.status).toBe(201);
      const fresh = await t.http.get('/api/companies/options').set('Authorization', admin);
      expect(fresh.headers['x-cache']).toBe('MISS');
      expect(fresh.body[0]).toEqual({ id: created.body.id, name: 'Aardvark Shuttles' });
      const renamed = await t.http.put(`/api/companies/${created.body.id}`).set('Authorization', admin).send({ version: 1, name: 'Zz Shuttles' });
      expect(renamed.status).toBe(200);
      const after = await t.http.get('/api/companies/options').set('Authorization', admin);
      expect(after.headers['x-cache']).toBe('MISS');
      expect(after.body.at(-1)).toEqual({ id: created.body.id, name: 'Zz Shuttles' });
    });
  });

  describe('create and read', () => {
    it('creates a supplier with every field and reads it back with the defaults', async () => {
      const body = {
        ...validSupplierFields(),
        name: 'Delta Vans',
        description: 'Minivans in the north',
        coupon: 'DELTA10',
        pipedriveDealId: '4711',
        isHeat: true,
        heatDocLink: 'https://docs.example.com/delta',
        isTms: true,
        tms: 'supplier_tms',
        isCommission: true,
        commission: 'Net',
        hasSecurityDeposit: true,
        securityDeposit: '1500.5',
        voucherAlert: { title: 'Bring your passport', text: 'Passports are checked at boarding.' },
        passengerTypes: [
          { type: 'Infant', fromAge: 0, toAge: 1 },
          { type: 'Child', fromAge: 2, toAge: 11 },
          { type: 'Adult', fromAge: 12, toAge: 120 },
        ],
        language: 'th',
        isSalesReportEmail: true,
        reportAgents: ['reports@delta.example.com'],
        costDiscountFromApi: -12.5,
        proofOfPayment: 'https://files.example.com/proof.pdf',
        contract: 'https://files.example.com/contract.pdf',
        paymentTerms: 'eom_plus_15',
        paymentMethod: 'bank_wire',
        eligible1099: true,
      };
      const res = await t.http.post('/api/companies').set('Authorization', support).send(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...body,
        securityDeposit: '1500.50',
        passengerTypes: body.passengerTypes.map((p) => ({ ...p, id: expect.any(String) })),
        allowOnlineCancel: true,
        isSendBookingsEmails: true,
        signedAgreement: false,
        agents: [],
        logoUrl: null,
        coverUrl: null,
        version: 1,
      });
      const read = await t.http.get(`/api/companies/${res.body.id}`).set('Authorization', admin);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(res.body);
    });

    it('stores the spec defaults for a minimal company', async () => {
      const res = await t.http.post('/api/companies').set('Authorization', admin).send({ name: '  Epsilon Cars  ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        name: 'Epsilon Cars',
        allowOnlineCancel: true,
        isSendBookingsEmails: true,
        topupAutoDepositFromDaysLeft: 14,
        numOfDaysToExtendTopup: 44,
        hwPaymentType: 'api',
        swiftFees: 'our',
        language: 'en',
        passengerTypes: [],
        reportAgents: [],
        securityDeposit: null,
        isSupplier: false,
      });
    });

    it('clears tms, commission, security deposit and the HEAT doc link when their flag is off', async () => {
      const res = await t.http.post('/api/companies').set('Authorization', admin).send({
        name: 'Zeta Trains',
        isTms: false,
        tms: 'farebox_tms',
        isCommission: false,
        commission: 'Gross',
        hasSecurityDeposit: false,
        securityDeposit: '100.00',
        isHeat: false,
        heatDocLink: 'https://docs.example.com/zeta',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ tms: null, commission: null, securityDeposit: null, heatDocLink: null });
    });

    it('refuses unknown fields', async () => {
      const res = await t.http.post('/api/companies').set('Authorization', admin).send({ name: 'Eta', hacked: true });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ValidationFailed');
      expect(res.body.details).toEqual([{ field: 'hacked', message: expect.stringContaining('should not exist') }]);
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      expect((await t.http.get('/api/companies/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11').set('Authorization', admin)).status).toBe(404);
      expect((await t.http.get('/api/companies/not-a-uuid').set('Authorization', admin)).status).toBe(400);
    });

    it('lists the agents of the company on read', async () => {
      const company = await createCompany(t, { name: 'Theta Tours' });
      const agent = await createAgent(t, company, { username: 'thetaagent', displayName: 'Theta Agent' });
      await createUser(t, { role: Role.Support, companyId: company.id });
      const res = await t.http.get(`/api/companies/${company.id}`).set('Authorization', admin);
      expect(res.body.agents).toEqual([{ id: agent.id, username: 'thetaagent', email: agent.email, displayName: 'Theta Agent' }]);
    });
  });

  describe('update, edit conflicts and change log', () => {
    it('updates from the current version, writes the change log, and refuses a stale version with what changed', async () => {
      const created = await t.http.post('/api/companies').set('Authorization', support).send({ name: 'Iota Air', website: 'https://iota.example.com' });
      expect(created.status).toBe(201);
      const id = created.body.id;

      const first = await t.http.put(`/api/companies/${id}`).set('Authorization', support).send({ version: 1, name: 'Iota Airlines', isPreferred: true });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ name: 'Iota Airlines', isPreferred: true, website: 'https://iota.example.com', version: 2 });

      const stale = await t.http.put(`/api/companies/${id}`).set('Authorization', admin).send({ version: 1, name: 'Iota Other' });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('EditConflict');
      expect(stale.body.details).toEqual({
        currentVersion: 2,
        changes: expect.arrayContaining([
          { field: 'name', from: 'Iota Air', to: 'Iota Airlines', user: supportName, timestamp: expect.any(String) },
          { field: 'isPreferred', from: false, to: true, user: supportName, timestamp: expect.any(String) },
        ]),
      });

      const log = await t.http.get(`/api/companies/${id}/change-log`).set('Authorization', admin);
      expect(log.status).toBe(200);
      expect(log.body).toHaveLength(2);
      expect(log.body[0]).toEqual({
        user: { name: supportName, email: 'sam.support@example.test' },
        changes: expect.arrayContaining([{ field: 'name', from: 'Iota Air', to: 'Iota Airlines' }]),
        timestamp: expect.any(String),
      });
      expect(log.body[0].changes).toHaveLength(2);
      expect(log.body[1].changes).toEqual(
        expect.arrayContaining([
          { field: 'name', from: null, to: 'Iota Air' },
          { field: 'website', from: null, to: 'https://iota.example.com' },
        ]),
      );
    });

    it('does not log or bump the version when nothing changed', async () => {
      const created = await t.http
        .post('/api/companies')
        .set('Authorization', admin)
        .send({
          name: 'Kappa Cable',
          passengerTypes: [{ type: 'Adult', fromAge: 0, toAge: 99 }],
          voucherAlert: { title: 'Hi', text: 'There' },
          hasSecurityDeposit: true,
          securityDeposit: 10,
        });
      const again = await t.http
        .put(`/api/companies/${created.body.id}`)
        .set('Authorization', admin)
        .send({
          version: 1,
          name: 'Kappa Cable',
          passengerTypes: created.body.passengerTypes,
          voucherAlert: { text: 'There', title: 'Hi' },
          securityDeposit: '10.00',
        });
      expect(again.status).toBe(200);
      expect(again.body.version).toBe(1);
      const log = await t.http.get(`/api/companies/${created.body.id}/change-log`).set('Authorization', admin);
      expect(log.body).toHaveLength(1);
    });

    it('requires the version on update', async () => {
      const company = await createCompany(t);
      const res = await t.http.put(`/api/companies/${company.id}`).set('Authorization', admin).send({ name: 'No Version' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(expect.arrayContaining([{ field: 'version', message: 'This field is required.' }]));
    });

    it('validates the merged company on update (every invalid field listed)', async () => {
      const company = await createCompany(t, { name: 'Lambda Lines' });
      const res = await t.http.put(`/api/companies/${company.id}`).set('Authorization', admin).send({ version: 1, name: '', website: 'nope' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { field: 'name', message: 'This field is required.' },
        { field: 'website', message: expect.any(String) },
      ]);
    });
  });

  describe('change currency', () => {
    it('changes the currency and logs it', async () => {
      const company = await createCompany(t, { currency: 'THB' });
      const res = await t.http.put(`/api/companies/${company.id}/change-currency`).set('Authorization', admin).send({ newCurrency: 'USD' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ currency: 'USD', version: 2 });
      const log = await t.http.get(`/api/companies/${company.id}/change-log`).set('Authorization', admin);
      expect(log.body[0].changes).toEqual([{ field: 'currency', from: 'THB', to: 'USD' }]);
    });

    it('requires a new currency different from the current one', async () => {
      const company = await createCompany(t, { currency: 'EUR' });
      const url = `/api/companies/${company.id}/change-currency`;
      const missing = await t.http.put(url).set('Authorization', admin).send({});
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual([{ field: 'newCurrency', message: 'This field is required.' }]);
      const same = await t.http.put(url).set('Authorization', admin).send({ newCurrency: 'EUR' });
      expect(same.status).toBe(400);
      expect(same.body.details).toEqual([{ field: 'newCurrency', message: 'The new currency must differ from the current currency.' }]);
      expect(same.body.message).toBe('The new currency must differ from the current currency.');
      const unknown = await t.http.put(url).set('Authorization', admin).send({ newCurrency: 'XXX' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toEqual([{ field: 'newCurrency', message: 'Choose one of the offered values.' }]);
    });
  });

  it('documents every companies route in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/docs-json')).body;
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/companies'));
    expect(paths.sort()).toEqual(
      [
        '/api/companies',
        '/api/companies/options',
        '/api/companies/{id}',
        '/api/companies/{id}/change-log',
        '/api/companies/{id}/change-currency',
        '/api/companies/{id}/sign-agreement',
        '/api/companies/{id}/logo',
        '/api/companies/{id}/cover',
        // the company view's reports, served by the bookings area
        '/api/companies/{id}/passenger-list.csv',
        '/api/companies/{id}/sales-report',
      ].sort(),
    );
    expect(doc.paths['/api/companies/{id}'].put.responses['409']).toBeDefined();
    expect(doc.components.schemas.CreateCompanyDto.properties.paymentType.enum).toEqual(['invoice', 'topup']);
  });
});
