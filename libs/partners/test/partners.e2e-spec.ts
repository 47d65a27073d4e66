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
