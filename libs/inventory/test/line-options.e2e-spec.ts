import { Role } from '@farebox/domain';
import type { Line } from '@farebox/inventory';
import { ChangeLogService } from '@farebox/platform';
import { createAgent, createLine, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('inventory: the Options tab of a line', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let supportFullAdmin: string;
  let readAdmin: string;
  let agent: string;
  let otherAgent: string;
  let operatorId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const operator = await createSupplier(t);
    operatorId = operator.id;
    const other = await createSupplier(t);
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    supportFullAdmin = await tokenFor(t, await createUser(t, { role: Role.Support, isFullAdmin: true }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    agent = await tokenFor(t, await createAgent(t, operator));
    otherAgent = await tokenFor(t, await createAgent(t, other));
  });
  afterAll(() => t.close());

  const line = (overrides: Partial<Line> = {}) => createLine(t, { companyId: operatorId, ...overrides });
  const get = (token: string, id: string) => t.http.get(`/api/lines/${id}/options`).set('Authorization', `Bearer ${token}`);
  const put = (token: string, id: string, body: object) => t.http.put(`/api/lines/${id}/options`).set('Authorization', `Bearer ${token}`).send(body);
  const form = (version: number, over: object = {}) => ({
    version,
    phoneRequired: true,
    needExtraInfo: true,
    prepaidTickets: '40',
    fullAllocationPolicy: 'full',
    keyDetails: ['Free Wi-Fi', ' Air conditioning '],
    passengerExtraInfo: [
      { label: 'Passport number', type: 'text', slug: 'passport-number' },
      { label: 'Meal', type: 'list', data: ['Vegetarian', 'Regular'], slug: 'meal' },
    ],
    ...over,
  });

  it('answers the defaults of a line: phone optional, nothing prepaid, no key details, no passenger extra info', async () => {
    const l = await line();
    const res = await get(admin, l.id).expect(200);
    expect(res.body).toEqual({
      lineId: l.id,
      version: 1,
      phoneRequired: false,
      needExtraInfo: false,
      prepaidTickets: null,
      fullAllocationPolicy: 'pending',
      keyDetails: [],
      passengerExtraInfo: [],
    });
  });

  it('saves the whole tab with a new version and one change-log entry; the same form again changes nothing', async () => {
    const l = await line();
    const res = await put(admin, l.id, form(1)).expect(200);
    expect(res.body).toMatchObject({
      version: 2,
      phoneRequired: true,
      needExtraInfo: true,
      prepaidTickets: 40,
      fullAllocationPolicy: 'full',
      keyDetails: ['Free Wi-Fi', 'Air conditioning'],
    });
    expect(res.body.passengerExtraInfo).toEqual([
      { id: expect.any(String), label: 'Passport number', type: 'text', data: [], slug: 'passport-number' },
      { id: expect.any(String), label: 'Meal', type: 'list', data: ['Vegetarian', 'Regular'], slug: 'meal' },
    ]);
    expect((await get(support, l.id).expect(200)).body).toEqual(res.body);
    const log = await t.app.get(ChangeLogService).entriesOf('line', l.id);
    expect(log).toHaveLength(1);
    expect(log[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'phoneRequired', from: false, to: true },
        { field: 'prepaidTickets', from: null, to: 40 },
        { field: 'passengerExtraInfo.meal', from: null, to: '2. Meal (list: Vegetarian, Regular)' },
      ]),
    );
    expect((await put(admin, l.id, form(2)).expect(200)).body.version).toBe(2);
    expect(await t.app.get(ChangeLogService).entriesOf('line', l.id)).toHaveLength(1);

    // A definition keeps its id while its slug stays; one left out is removed; no prepaid tickets clears the number.
    const passportId = res.body.passengerExtraInfo[0].id;
    const next = await put(
      admin,
      l.id,
      form(2, { prepaidTickets: '', passengerExtraInfo: [{ label: 'Passport no.', type: 'text', slug: 'passport-number' }] }),
    ).expect(200);
    expect(next.body).toMatchObject({ version: 3, prepaidTickets: null });
    expect(next.body.passengerExtraInfo).toEqual([{ id: passportId, label: 'Passport no.', type: 'text', data: [], slug: 'passport-number' }]);
  });

  it('saves number and autocomplete passenger extra info, the autocomplete with its suggestions', async () => {
    const l = await line();
    const infos = [
      { label: 'Weight', type: 'number', slug: 'weight' },
      { label: 'Hotel', type: 'autocomplete', data: ['Riverside', 'Hilltop'], slug: 'hotel' },
    ];
    const res = await put(admin, l.id, form(1, { passengerExtraInfo: infos })).expect(200);
    expect(res.body.passengerExtraInfo.map(({ id: _id, ...info }: { id: string }) => info)).toEqual([
      { label: 'Weight', type: 'number', data: [], slug: 'weight' },
      { label: 'Hotel', type: 'autocomplete', data: ['Riverside', 'Hilltop'], slug: 'hotel' },
    ]);
  });

  it('copies the options and passenger extra info with Duplicate', async () => {
    const l = await line();
    await put(admin, l.id, form(1)).expect(200);
    const copy = await t.http.post(`/api/lines/${l.id}/duplicate`).set('Authorization', `Bearer ${admin}`).send({}).expect(201);
    const copied = await get(admin, copy.body.id).expect(200);
    expect(copied.body).toMatchObject({ phoneRequired: true, prepaidTickets: 40, keyDetails: ['Free Wi-Fi', 'Air conditioning'] });
    expect(copied.body.passengerExtraInfo.map((i: { slug: string }) => i.slug)).toEqual(['passport-number', 'meal']);
  });

  it('answers 409 EditConflict with what changed since on a stale version', async () => {
    const l = await line();
    await put(supportFullAdmin, l.id, form(1)).expect(200);
    const res = await put(admin, l.id, form(1, { phoneRequired: false })).expect(409);
    expect(res.body.code).toBe('EditConflict');
    expect(res.body.details.currentVersion).toBe(2);
    expect(res.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'phoneRequired', from: false, to: true })]));
  });

  it('names every invalid field with its message', async () => {
    const l = await line();
    const res = await put(admin, l.id, {
      version: 1,
      prepaidTickets: '-1',
      keyDetails: ['', 'x'.repeat(201)],
      passengerExtraInfo: [
        { label: '', type: '', slug: '' },
        { label: 'Meal', type: 'list', data: [], slug: 'Meal Choice' },
        { label: 'Food', type: 'list', data: ['Vegan', ' '], slug: 'food' },
        { label: 'Food again', type: 'colour', slug: 'food' },
      ],
    }).expect(400);
    expect(res.body.details).toEqual([
      { field: 'prepaidTickets', message: 'Value should be greater or equal 0' },
      { field: 'keyDetails[0]', message: 'This field is required.' },
      { field: 'keyDetails[1]', message: 'Enter at most 200 characters.' },
      { field: 'passengerExtraInfo[0].label', message: 'This field is required.' },
      { field: 'passengerExtraInfo[0].type', message: 'This field is required.' },
      { field: 'passengerExtraInfo[0].slug', message: 'This field is required.' },
      { field: 'passengerExtraInfo[1].slug', message: 'Use lowercase letters, digits and single hyphens only.' },
      { field: 'passengerExtraInfo[1].data', message: 'A list needs at least one item.' },
      { field: 'passengerExtraInfo[2].data[1]', message: 'This field is required.' },
      { field: 'passengerExtraInfo[3].type', message: 'Choose one of the offered values.' },
      { field: 'passengerExtraInfo[3].slug', message: 'Another passenger extra info already uses this slug.' },
    ]);
    const prepaid = await put(admin, l.id, { version: 1, prepaidTickets: '2.5' }).expect(400);
    expect(prepaid.body.details).toEqual([{ field: 'prepaidTickets', message: 'Enter a whole number.' }]);
    const policy = await put(admin, l.id, { version: 1, prepaidTickets: 3, fullAllocationPolicy: '' }).expect(400);
    expect(policy.body.details).toEqual([{ field: 'fullAllocationPolicy', message: 'This field is required.' }]);
    expect((await put(admin, l.id, { phoneRequired: true }).expect(400)).body.details).toEqual(
      expect.arrayContaining([{ field: 'version', message: 'This field is required.' }]),
    );
    expect((await get(admin, l.id).expect(200)).body.version).toBe(1);
  });

  it('support and read-admin read; only full admins who may write save', async () => {
    const l = await line();
    for (const token of [support, readAdmin, supportFullAdmin, admin]) await get(token, l.id).expect(200);
    for (const token of [support, readAdmin]) expect((await put(token, l.id, form(1)).expect(403)).body.code).toBe('Forbidden');
  });

  it("an agent reads its own line's options, never writes them, and never sees another company's line", async () => {
    const l = await line();
    expect((await get(agent, l.id).expect(200)).body.lineId).toBe(l.id);
    expect((await put(agent, l.id, form(1)).expect(403)).body.code).toBe('Forbidden');
    expect((await get(otherAgent, l.id).expect(404)).body.code).toBe('NotFound');
    await put(otherAgent, l.id, form(1)).expect(403);
    await get(admin, '9b2f1c1e-3a57-4c1b-8d52-6f0c2a4e7d11').expect(404);
  });
});
