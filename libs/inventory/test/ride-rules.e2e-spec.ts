import { Role } from '@farebox/domain';
import type { City } from '@farebox/geo';
import type { Company } from '@farebox/companies';
import { createAgent, createCity, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

interface Rule {
  id: string;
  version: number;
  attribute: string;
  value: unknown;
  valueText: string;
  source: string;
  condition: string | null;
  companies: { id: string; name: string }[];
}

describe('ride rules: add, edit, delete by full admins, validation messages, the rules of a ride (override, append, exceptions)', () => {
  let t: TestApp;
  let fullAdmin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let operator: Company;
  let seller: Company;
  let bangkok: City;
  let phuket: City;

  beforeAll(async () => {
    t = await startTestApp();
    operator = await createSupplier(t, { name: 'Green Bus' });
    seller = await createSupplier(t, { name: 'Seller Co' });
    bangkok = await createCity(t, { name: 'Bangkok' });
    phuket = await createCity(t, { name: 'Phuket' });
    fullAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }))}`;
    support = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.Support }))}`;
    readAdmin = `Bearer ${await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }))}`;
    agent = `Bearer ${await tokenFor(t, await createAgent(t, operator, { isFullAdmin: true }))}`;
  });
  afterAll(() => t.close());

  const operatorRule = (over: object = {}) => ({ level: 'operator', attributeType: 'override', companyIds: [operator.id], ...over });
  const add = (body: object, auth = fullAdmin) => t.http.post('/api/ride-rules').set('Authorization', auth).send(body);
  const ride = (over: object = {}) => ({ operator: operator.id, fromCity: bangkok.id, toCity: phuket.id, vehicleType: 'bus', vehicleClass: 'VIP', ...over });

  it('adds a rule of each kind and describes it with its source and condition', async () => {
    const fee = await add(operatorRule({ attribute: 'booking-fee', value: { price: '2.50', isPerPassenger: true } })).expect(201);
    expect(fee.body).toMatchObject({
      level: 'operator',
      attribute: 'booking-fee',
      displayName: 'Booking fee',
      value: { price: '2.50', isPerPassenger: true },
      valueText: '2.50 per passenger',
      source: 'Operator: Green Bus',
      condition: null,
      companies: [{ id: operator.id, name: 'Green Bus' }],
      version: 1,
    });
    const conditioned = await add(
      operatorRule({ attribute: 'markup', value: 12, fromCityId: phuket.id, toCityId: bangkok.id, vehicleTypes: ['bus', 'minivan'], vehicleClasses: ['VIP'] }),
    ).expect(201);
    expect(conditioned.body.condition).toBe('Phuket – Bangkok, bus or minivan, VIP');
    const supplier = await add({
      level: 'supplier',
      attributeType: 'append',
      companyIds: [seller.id, operator.id],
      attribute: 'amenities-and-facilities',
      value: ['Wi-Fi'],
    }).expect(201);
    expect(supplier.body.source).toBe('Supplier: Green Bus, Seller Co');
    const policy = await add(
      operatorRule({
        attribute: 'cancellation-policy',
        value: {
          isRefundable: true,
          entries: [
            { timeBefore: 24, unit: 'hours', fee: 0 },
            { timeBefore: 2, unit: 'hours', fee: 50 },
          ],
        },
      }),
    ).expect(201);
    expect(policy.body.valueText).toBe('24 hours before: Free; 2 hours before: 50%');
  });

  it('refuses invalid rules with every field and its message', async () => {
    const percent = await add(operatorRule({ attribute: 'markup', value: 120 })).expect(400);
    expect(percent.body).toMatchObject({
      code: 'ValidationFailed',
      message: 'This field is mandatory and should be between 0 and 100',
      details: [{ field: 'value', message: 'This field is mandatory and should be between 0 and 100' }],
    });
    const many = await add({ level: 'operator', attributeType: 'append', companyIds: [operator.id, seller.id], attribute: 'markup', value: 5 }).expect(400);
    expect(many.body.message).toBe('The ride rule has invalid fields.');
    expect(many.body.details).toEqual([
      { field: 'attributeType', message: 'Only list and text attributes can be appended to.' },
      { field: 'companyIds', message: 'An operator rule names exactly one operator.' },
    ]);
    const supplierCondition = await add({
      level: 'supplier',
      attributeType: 'override',
      companyIds: [seller.id],
      attribute: 'stops',
      value: 'Direct',
      vehicleTypes: ['bus'],
    }).expect(400);
    expect(supplierCondition.body.details).toEqual([
      { field: 'condition', message: 'Only operator rules have a condition (cities, vehicle types and classes).' },
    ]);
    const alert = await add(operatorRule({ attribute: 'voucher-alert', value: { title: 'x'.repeat(51), text: 'ok' } })).expect(400);
    expect(alert.body.details).toEqual([{ field: 'value.title', message: 'The voucher alert title is at most 50 characters.' }]);
    const unknownCompany = await add(operatorRule({ attribute: 'stops', value: 'Direct', companyIds: ['5f1d7c1e-0000-4000-8000-000000000000'] })).expect(400);
    expect(unknownCompany.body.details).toEqual([{ field: 'companyIds', message: 'A company of the rule does not exist.' }]);
    const missing = await add(operatorRule({ attribute: 'stops' })).expect(400);
    expect(missing.body.details).toEqual(expect.arrayContaining([{ field: 'value', message: 'This field is required.' }]));
    const unknownAttribute = await add(operatorRule({ attribute: 'wifi', value: 'yes' })).expect(400);
    expect(unknownAttribute.body.details).toEqual([{ field: 'attribute', message: 'Choose one of the ride rule attributes.' }]);
  });

  it('lets only full admins who may write add, edit and delete; staff read', async () => {
    const body = operatorRule({ attribute: 'seat-type', value: 'Reclining' });
    await add(body, support).expect(403);
    await add(body, readAdmin).expect(403);
    await add(body, agent).expect(403);
    await t.http.get('/api/ride-rules').set('Authorization', support).expect(200);
    await t.http.get('/api/ride-rules').set('Authorization', agent).expect(403);
    await t.http.get('/api/ride-rules').expect(401);
  });

  it('resolves the rules of a ride: the most specific override wins, appends add up, conditions count as exceptions', async () => {
    await add(operatorRule({ attribute: 'markup', value: 10 })).expect(201);
    await add(operatorRule({ attribute: 'markup', value: 99, vehicleClasses: ['Standard'] })).expect(201);
    await add(operatorRule({ attribute: 'amenities-and-facilities', attributeType: 'append', value: ['Toilet'], vehicleTypes: ['bus'] })).expect(201);
    const res = await t.http
      .get('/api/ride-rules/applicable')
      .query(ride({ supplier: seller.id }))
      .set('Authorization', support)
      .expect(200);
    const by = Object.fromEntries((res.body as { attribute: string }[]).map((a) => [a.attribute, a])) as Record<
      string,
      { value: unknown; exceptions: number; rules: Rule[]; valueText: string }
    >;
    expect(by.markup.value).toBe(12);
    expect(by.markup.rules.map((r) => r.value)).toEqual([10, 12]);
    expect(by.markup.exceptions).toBe(1);
    expect(by['amenities-and-facilities'].value).toEqual(['Wi-Fi', 'Toilet']);
    expect(by['amenities-and-facilities'].valueText).toBe('Wi-Fi, Toilet');
    expect(by['booking-fee'].value).toEqual({ price: '2.50', isPerPassenger: true });
    // Another class: the conditioned markup of VIP does not apply; a minivan gets no toilet.
    const minivan = await t.http
      .get('/api/ride-rules/applicable')
      .query(ride({ vehicleType: 'minivan', vehicleClass: 'Standard' }))
      .set('Authorization', support)
      .expect(200);
    const markup = (minivan.body as { attribute: string; value: unknown }[]).find((a) => a.attribute === 'markup')!;
    expect(markup.value).toBe(99);
    expect((minivan.body as { attribute: string; value: unknown }[]).find((a) => a.attribute === 'amenities-and-facilities')!.value).toEqual(['Wi-Fi']);
    await t.http.get('/api/ride-rules/applicable').query({ operator: 'x' }).set('Authorization', support).expect(400);
  });

  it('lists rules by company, level and attribute', async () => {
    const res = await t.http.get('/api/ride-rules').query({ company: seller.id }).set('Authorization', readAdmin).expect(200);
    expect(res.body.meta.total).toBe(1);
    expect(res.body.data[0].attribute).toBe('amenities-and-facilities');
    const markups = await t.http.get('/api/ride-rules').query({ attribute: 'markup', level: 'operator' }).set('Authorization', readAdmin).expect(200);
    expect(markups.body.meta.total).toBe(3);
  });

  it('edits from the version it was opened on (409 when stale) and deletes', async () => {
    const created = (await add(operatorRule({ attribute: 'voucher-remark', value: 'Show the voucher' })).expect(201)).body as Rule;
    const edited = await t.http
      .put(`/api/ride-rules/${created.id}`)
      .set('Authorization', fullAdmin)
      .send({ ...operatorRule({ attribute: 'voucher-remark', value: 'Show the voucher on your phone' }), version: 1 })
      .expect(200);
    expect(edited.body).toMatchObject({ value: 'Show the voucher on your phone', version: 2 });
    const stale = await t.http
      .put(`/api/ride-rules/${created.id}`)
      .set('Authorization', fullAdmin)
      .send({ ...operatorRule({ attribute: 'voucher-remark', value: 'Older edit' }), version: 1 })
      .expect(409);
    expect(stale.body.code).toBe('EditConflict');
    await t.http.delete(`/api/ride-rules/${created.id}`).set('Authorization', support).expect(403);
    await t.http.delete(`/api/ride-rules/${created.id}`).set('Authorization', fullAdmin).expect(204);
    await t.http.get(`/api/ride-rules/${created.id}`).set('Authorization', fullAdmin).expect(404);
    await t.http.delete(`/api/ride-rules/${created.id}`).set('Authorization', fullAdmin).expect(404);
  });
});
