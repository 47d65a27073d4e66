import { Role } from '@farebox/domain';
import { createChannel, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

const auth = async (t: TestApp, overrides: Parameters<typeof createUser>[1]) => `Bearer ${await tokenFor(t, await createUser(t, overrides))}`;

async function createPicture(t: TestApp): Promise<string> {
  const [image] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO image (type, ext, content_type, storage_key, original_name, size)
     VALUES ('picture', 'png', 'image/png', 'images/partners/' || gen_random_uuid() || '.png', 'logo.png', 10) RETURNING id`,
  );
  return image.id;
}

describe('partners: GET /api/partners (list and filters)', () => {
  let t: TestApp;
  let support: string;

  beforeAll(async () => {
    t = await startTestApp();
    support = await auth(t, { role: Role.Support });
    await createChannel(t, { slug: 'agoda', name: 'Agoda', type: 'b2b' });
    await createChannel(t, { slug: 'kkday', name: 'KKday', type: 'b2b-redirect', paymentFlow: 'creditCard' });
    await createChannel(t, { slug: 'travel-desk', name: 'Travel Desk', type: 'bookingAgent', paymentFlow: 'creditline', currency: 'USD', markup: '5.00' });
    for (let i = 0; i < 20; i++) await createChannel(t, { slug: `zz-organic-${i}`, name: `Zz organic ${String(i).padStart(2, '0')}`, type: 'organic' });
  });
  afterAll(() => t.close());

  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);
  const get = (query: string) => t.http.get(`/api/partners${query}`).set('Authorization', support);

  it('answers 20 a page by name with the total; balance is 0.00 for a credit line partner and null (N/A) otherwise', async () => {
    const res = await get('').expect(200);
    expect(res.body.meta).toEqual({ limit: 20, offset: 0, total: 23 });
    expect(res.body.data).toHaveLength(20);
    expect(names(res.body).slice(0, 4)).toEqual(['Agoda', 'KKday', 'Travel Desk', 'Zz organic 00']);
    expect(res.body.data[1]).toEqual({ id: expect.any(String), slug: 'kkday', name: 'KKday', type: 'b2b-redirect', paymentFlow: 'creditCard', balance: null });
    expect(res.body.data[2]).toMatchObject({ type: 'bookingAgent', paymentFlow: 'creditline', balance: '0.00' });
    const page2 = await get('?offset=20').expect(200);
    expect(names(page2.body)).toEqual(['Zz organic 17', 'Zz organic 18', 'Zz organic 19']);
  });

  it('filters by part of the name (case-insensitive, % is literal), type and payment method', async () => {
    expect(names((await get('?name=kd').expect(200)).body)).toEqual(['KKday']);
    expect((await get('?name=%25').expect(200)).body.meta.total).toBe(0);
    expect((await get('?type=organic').expect(200)).body.meta.total).toBe(20);
    expect(names((await get('?paymentFlow=creditCard').expect(200)).body)).toEqual(['KKday']);
    expect(names((await get('?type=bookingAgent&paymentFlow=creditline').expect(200)).body)).toEqual(['Travel Desk']);
  });

  it('filters by balance from and to (partners without a balance are left out)', async () => {
    expect(names((await get('?balanceFrom=0').expect(200)).body)).toEqual(['Travel Desk']);
    expect(names((await get('?balanceFrom=-10&balanceTo=0.00').expect(200)).body)).toEqual(['Travel Desk']);
    expect((await get('?balanceFrom=0.01').expect(200)).body.meta.total).toBe(0);
    expect((await get('?balanceTo=-0.01').expect(200)).body.meta.total).toBe(0);
  });

  it('refuses unknown filter values (400)', async () => {
    expect((await get('?type=shop').expect(400)).body.code).toBe('ValidationFailed');
    expect((await get('?paymentFlow=cash').expect(400)).body.code).toBe('ValidationFailed');
    expect((await get('?balanceFrom=1.234').expect(400)).body.details).toEqual([{ field: 'balanceFrom', message: 'Balance from must be an amount' }]);
  });

  it('is for staff: agents and content editors get 403, anonymous callers 401', async () => {
    expect((await t.http.get('/api/partners').set('Authorization', await auth(t, { role: Role.ContentEditor }))).status).toBe(403);
    expect((await t.http.get('/api/partners')).status).toBe(401);
  });
});

describe('partners: POST /api/partners (Create partner)', () => {
  let t: TestApp;
  let fullAdmin: string;
  let logo: string;

  beforeAll(async () => {
    t = await startTestApp();
    fullAdmin = await auth(t, { role: Role.Admin, isFullAdmin: true });
    logo = await createPicture(t);
    await createUser(t, { role: Role.Support, email: 'desk.agent@example.com' });
  });
  afterAll(() => t.close());

  const post = (body: object, token = fullAdmin) => t.http.post('/api/partners').set('Authorization', token).send(body);
  const valid = () => ({ channelName: 'Sun Travel', channelType: 'b2b', paymentFlow: 'creditCard', currency: 'EUR', markup: '12.50', logoImageId: logo });

  it('answers every message of the modal when the form is empty', async () => {
    const res = await post({ channelType: 'bookingAgent' }).expect(400);
    const messages = (res.body.details as { message: string }[]).map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Company name is required',
        'Agent user email is required',
        'Currency is required',
        'Initial markup is required',
        'Logo is required',
      ]),
    );
    const noType = await post({ ...valid(), channelType: '' }).expect(400);
    expect(noType.body.details).toEqual([{ field: 'channelType', message: 'Channel type is required' }]);
    const blankName = await post({ ...valid(), channelName: '   ' }).expect(400);
    expect(blankName.body.details).toEqual([{ field: 'channelName', message: 'Company name is required' }]);
  });

  it('creates a partner with a slug from its name, logs the creation, and refuses the same name again (409)', async () => {
    const res = await post(valid()).expect(201);
    const [row] = await t.dataSource.query(
      `SELECT slug, name, type, payment_flow, currency, markup::text, logo_image_id, agent_user_id, version FROM sales_channel WHERE id = $1`,
      [res.body.id],
    );
    expect(row).toEqual({
      slug: 'sun-travel',
      name: 'Sun Travel',
      type: 'b2b',
      payment_flow: 'creditCard',
      currency: 'EUR',
      markup: '12.50',
      logo_image_id: logo,
      agent_user_id: null,
      version: 1,
    });
    const log = await t.dataSource.query(`SELECT version FROM change_log_entry WHERE entity_type = 'partner' AND entity_id = $1`, [res.body.id]);
    expect(log).toEqual([{ version: 1 }]);
    expect((await post({ ...valid(), channelName: 'sun travel' }).expect(409)).body.code).toBe('Conflict');
  });

  it('a booking agent partner needs the e-mail of an existing user', async () => {
    const unknown = await post({ ...valid(), channelName: 'Desk', channelType: 'bookingAgent', agentEmail: 'nobody@example.com' }).expect(400);
    expect(unknown.body.details).toEqual([{ field: 'agentEmail', message: 'No user has this email: the agent needs an account first' }]);
    const res = await post({
      ...valid(),
      channelName: 'Desk',
      channelType: 'bookingAgent',
      agentEmail: 'Desk.Agent@example.com',
      paymentFlow: 'creditline',
    }).expect(201);
    const [row] = await t.dataSource.query(`SELECT u.email FROM sales_channel c JOIN app_user u ON u.id = c.agent_user_id WHERE c.id = $1`, [res.body.id]);
    expect(row).toEqual({ email: 'desk.agent@example.com' });
    const list = await t.http.get('/api/partners?name=desk').set('Authorization', fullAdmin).expect(200);
    expect(list.body.data[0]).toMatchObject({ name: 'Desk', paymentFlow: 'creditline', balance: '0.00' });
  });

  it('refuses a logo that is not a picture of the library and a markup that is not an amount', async () => {
    const res = await post({ ...valid(), channelName: 'No logo', logoImageId: '00000000-0000-4000-8000-000000000000' }).expect(400);
    expect(res.body.details).toEqual([{ field: 'logoImageId', message: 'Logo is required' }]);
    const markup = await post({ ...valid(), channelName: 'Bad markup', markup: 'ten' }).expect(400);
    expect(markup.body.details).toEqual([{ field: 'markup', message: 'Initial markup is required' }]);
  });

  it('is for full admins who may write: a plain admin and a read-admin full admin get 403', async () => {
    expect((await post(valid(), await auth(t, { role: Role.Admin }))).status).toBe(403);
    expect((await post(valid(), await auth(t, { role: Role.ReadAdmin, isFullAdmin: true }))).status).toBe(403);
  });
});

describe('partners: GET and PATCH /api/partners/:id (Properties tab)', () => {
  let t: TestApp;
  let fullAdmin: string;
  let other: string;
  let agentPartner: string;
  let whitelabel: string;
  let logo: string;

  beforeAll(async () => {
    t = await startTestApp();
    fullAdmin = await auth(t, { role: Role.Admin, isFullAdmin: true });
    other = await auth(t, { role: Role.Support, isFullAdmin: true, displayName: 'Other Admin' });
    logo = await createPicture(t);
    await createUser(t, { role: Role.Support, email: 'portal.agent@example.com' });
    const created = await t.http
      .post('/api/partners')
      .set('Authorization', fullAdmin)
      .send({
        channelName: 'Portal',
        channelType: 'bookingAgent',
        agentEmail: 'portal.agent@example.com',
        paymentFlow: 'creditline',
        currency: 'USD',
        markup: '8',
        logoImageId: logo,
      })
      .expect(201);
    agentPartner = created.body.id;
    whitelabel = (
      await createChannel(t, {
        slug: 'white-sun',
        name: 'White Sun',
        type: 'whitelabel',
        properties: { palette: { primary: { main: '#112233', light: '#445566' } }, title: 'White Sun Tours', trackingId: 'GA-1' },
      })
    ).id;
  });
  afterAll(() => t.close());

  const get = (id: string) => t.http.get(`/api/partners/${id}`).set('Authorization', fullAdmin);
  const patch = (id: string, body: object, token = fullAdmin) => t.http.patch(`/api/partners/${id}`).set('Authorization', token).send(body);

  it('answers a booking agent with its portal fields, agent email, balance 0.00 (credit line) and logo', async () => {
    const res = await get(agentPartner).expect(200);
    expect(res.body).toMatchObject({
      name: 'Portal',
      type: 'bookingAgent',
      agentEmail: 'portal.agent@example.com',
      paymentFlow: 'creditline',
      currency: 'USD',
      markup: '8.00',
      balance: '0.00',
      baseUrl: null,
      logo: { id: logo, url: expect.stringMatching(new RegExp(`^/api/files/${logo}/`)) },
      version: 1,
    });
    expect((await get('6c1d2b7e-0f55-4a7e-9b3e-2f6f1b0a9c41').expect(404)).body.code).toBe('NotFound');
  });

  it('refuses a change of payment method: it is final after creation', async () => {
    const res = await patch(agentPartner, { version: 1, paymentFlow: 'creditCard' }).expect(400);
    expect(res.body.details).toEqual([{ field: 'paymentFlow', message: 'The payment method is final after creation' }]);
    await patch(agentPartner, { version: 1, paymentFlow: 'creditline' }).expect(200);
  });

  it('saves a palette colour and a plain value from the version opened, logs it, and answers 409 with the change to a stale save', async () => {
    const saved = await patch(whitelabel, { version: 1, properties: { palette: { primary: { main: '#aa0000', light: '#445566' } } } }).expect(200);
    expect(saved.body.properties).toEqual({ palette: { primary: { main: '#aa0000', light: '#445566' } }, title: 'White Sun Tours', trackingId: 'GA-1' });
    expect(saved.body.version).toBe(2);
    const stale = await patch(whitelabel, { version: 1, properties: { title: 'Other' } }, other).expect(409);
    expect(stale.body.code).toBe('EditConflict');
    expect(stale.body.details.changes[0]).toMatchObject({ field: 'properties' });
    const log = await t.http.get(`/api/partners/${whitelabel}/change-log`).set('Authorization', fullAdmin).expect(200);
    expect(log.body).toHaveLength(1);
    expect(log.body[0].changes[0].to.palette.primary.main).toBe('#aa0000');
  });

  it('refuses properties off the allow-list, a bad colour and an empty plain value', async () => {
    const res = await patch(whitelabel, { version: 2, properties: { trackingId: 'GA-2', palette: { primary: { main: 'red' } }, title: ' ' } }).expect(400);
    expect(res.body.details).toEqual([
      { field: 'properties.trackingId', message: 'trackingId is not editable' },
      { field: 'properties.palette.primary.main', message: 'A colour is #RRGGBB' },
      { field: 'properties.title', message: 'This value is required' },
    ]);
  });

  it('replaces the booking-agent logo with a library picture', async () => {
    const next = await createPicture(t);
    const res = await patch(agentPartner, { version: 1, logoImageId: next }).expect(200);
    expect(res.body.logo.id).toBe(next);
    expect((await patch(agentPartner, { version: 2, logoImageId: '6c1d2b7e-0f55-4a7e-9b3e-2f6f1b0a9c41' }).expect(400)).body.details).toEqual([
      { field: 'logoImageId', message: 'Logo is required' },
    ]);
  });

  it('is for full admins who may write: a read-admin gets 403', async () => {
    const readAdmin = await auth(t, { role: Role.ReadAdmin, isFullAdmin: true });
    expect((await patch(whitelabel, { version: 2, properties: { title: 'x' } }, readAdmin)).status).toBe(403);
    expect((await t.http.get(`/api/partners/${whitelabel}`).set('Authorization', readAdmin)).status).toBe(200);
  });
});
