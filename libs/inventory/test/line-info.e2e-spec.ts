import { LineInfoMessage, newLineInfo, Role, type LineInfoFields } from '@farebox/domain';
import { createAgent, createLine, createStation, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';

describe('inventory: line editor tab 5 (Info & Social)', () => {
  let t: TestApp;
  let admin: string;
  let support: string;
  let readAdmin: string;
  let agent: string;
  let otherAgent: string;
  let operatorId: string;

  beforeAll(async () => {
    t = await startTestApp();
    const operator = await createSupplier(t);
    operatorId = operator.id;
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
    support = await tokenFor(t, await createUser(t, { role: Role.Support }));
    readAdmin = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin, isFullAdmin: true }));
    agent = await tokenFor(t, await createAgent(t, operator));
    otherAgent = await tokenFor(t, await createAgent(t, await createSupplier(t)));
  });
  afterAll(() => t.close());

  const line = () => createLine(t, { companyId: operatorId });
  const get = (token: string, id: string) => t.http.get(`/api/lines/${id}/info`).set('Authorization', `Bearer ${token}`);
  const put = (token: string, id: string, body: object) => t.http.put(`/api/lines/${id}/info`).set('Authorization', `Bearer ${token}`).send(body);
  const form = (version: number, patch: (f: LineInfoFields) => void = () => undefined) => {
    const f = newLineInfo();
    patch(f);
    return { version, ...f };
  };
  const problems = (res: { body: { details: { field: string; message: string }[] } }) => res.body.details.map((d) => `${d.field}: ${d.message}`);

  it('answers an unsaved line with the empty tab, read-only ecommerce and no places', async () => {
    const l = await line();
    const res = await get(admin, l.id).expect(200);
    expect(res.body).toEqual({ lineId: l.id, version: 1, ...newLineInfo(), luggage: newLineInfo().luggage, ecommerce: null, places: [] });
  });

  it('saves every field, bumps the version, writes one change-log entry and keeps it on reload', async () => {
    const l = await line();
    const a = await createStation(t);
    const b = await createStation(t);
    const body = form(1, (f) => {
      f.info = '<p>Comfortable <strong>sleeper</strong> bus</p>';
      f.shortDescription = 'Overnight bus';
      f.specialNotes = '<p>Bring a jacket</p>';
      f.pickUpDropOffPoints = '<ul><li>Old Quarter</li></ul>';
      f.itinerary.aToB.legs = [
        {
          cityAId: a.cityId,
          cityBId: b.cityId,
          stationAId: a.id,
          stationBId: b.id,
          shouldIgnoreStations: false,
          transportationType: 'bus',
          duration: { days: 0, hours: 12, minutes: 30 },
          comment: 'Stops for dinner',
        },
      ];
      f.itinerary.bToA.legs = [
        {
          cityAId: b.cityId,
          cityBId: a.cityId,
          stationAId: null,
          stationBId: null,
          shouldIgnoreStations: true,
          transportationType: 'walk',
          duration: { days: 1, hours: 0, minutes: 0 },
          comment: '',
        },
      ];
      f.itinerary.aToB.borderCrossing = { slug: 'lao-bao', text: 'Passports are checked at Lao Bao.' };
      f.additionalServices = { seatType: 'Reclining', stops: '2', customServices: [{ serviceType: 'wifi', serviceContent: 'Free wifi' }] };
      f.luggagePolicyType = 'customLuggage';
      f.luggage.customLuggage.selectedLuggages.has_largeBag = true;
      f.luggage.customLuggage.largeBag = { amount: 1, weight: '20', measureUnit: 'inch', length: 30, width: 20, height: 12 };
      f.arriveBeforeDeparture = 30;
      f.videos = [{ src: 'https://video.example/line.mp4', start: 5, end: 0 }];
      f.blogUrl = 'https://blog.example/hanoi-hue';
      f.voucherRemark = 'Show this voucher';
      f.voucherAlert = { title: 'x'.repeat(50), text: 'y'.repeat(200) };
      f.passengerAlert = 'Road works in December';
    });
    const saved = await put(admin, l.id, body).expect(200);
    expect(saved.body.version).toBe(2);
    const reloaded = await get(admin, l.id).expect(200);
    const { version: _v, ...fields } = body;
    expect(reloaded.body).toMatchObject({ ...fields, version: 2 });
    expect(reloaded.body.places).toEqual(
      expect.arrayContaining([
        { id: a.id, name: a.name, cityId: a.cityId },
        { id: a.cityId, name: expect.any(String), cityId: null },
      ]),
    );
    const log = await t.http.get(`/api/lines/${l.id}/change-log`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(log.body[0].changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['info', 'itinerary.aToB', 'luggage', 'videos', 'voucherAlert.title', 'passengerAlert']),
    );
    // The same form again changes nothing: no new version.
    expect((await put(admin, l.id, { ...body, version: 2 }).expect(200)).body.version).toBe(2);
  });

  it('sanitises the rich text: no <script>, no onerror=, no javascript: link survives', async () => {
    const l = await line();
    const res = await put(
      admin,
      l.id,
      form(1, (f) => {
        f.info = '<p>Hi<script>alert(1)</script></p><img src="https://x.example/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
        f.specialNotes = '<p onclick="alert(4)">Notes</p>';
        f.pickUpDropOffPoints = '<script>alert(5)</script>';
      }),
    ).expect(200);
    for (const key of ['info', 'specialNotes', 'pickUpDropOffPoints']) {
      expect(res.body[key]).not.toMatch(/script|onerror|onclick|javascript:/i);
    }
    expect(res.body.info).toBe('<p>Hi</p><img src="https://x.example/a.png" /><a rel="noopener noreferrer">x</a>');
    expect(res.body.specialNotes).toBe('<p>Notes</p>');
    expect(res.body.pickUpDropOffPoints).toBe('');
    const stored = await t.dataSource.query(`SELECT info, special_notes FROM line WHERE id = $1`, [l.id]);
    expect(JSON.stringify(stored)).not.toMatch(/script|onerror|onclick/i);
  });

  it('refuses the voucher alert over 50 and 200 characters with the messages', async () => {
    const l = await line();
    const res = await put(
      admin,
      l.id,
      form(1, (f) => (f.voucherAlert = { title: 'x'.repeat(51), text: 'y'.repeat(201) })),
    ).expect(400);
    expect(problems(res)).toEqual([`voucherAlert.title: ${LineInfoMessage.VoucherAlertTitle}`, `voucherAlert.text: ${LineInfoMessage.VoucherAlertText}`]);
  });

  it('allows one video with start and end at least 0 (end 0 plays to the end)', async () => {
    const l = await line();
    const video = { src: 'https://video.example/a.mp4', start: 0, end: 0 };
    expect(
      problems(
        await put(
          admin,
          l.id,
          form(1, (f) => (f.videos = [video, video])),
        ).expect(400),
      ),
    ).toEqual([`videos: ${LineInfoMessage.OneVideo}`]);
    expect(
      problems(
        await put(
          admin,
          l.id,
          form(1, (f) => (f.videos = [{ ...video, start: -1, end: -1 }])),
        ).expect(400),
      ),
    ).toEqual([`videos.0.start: ${LineInfoMessage.AtLeastZero}`, `videos.0.end: ${LineInfoMessage.AtLeastZero}`]);
    expect(
      problems(
        await put(
          admin,
          l.id,
          form(1, (f) => (f.videos = [{ ...video, start: 20, end: 10 }])),
        ).expect(400),
      ),
    ).toEqual([`videos.0.end: ${LineInfoMessage.VideoEnd}`]);
    expect(
      problems(
        await put(
          admin,
          l.id,
          form(1, (f) => (f.videos = [{ ...video, src: 'javascript:alert(1)' }])),
        ).expect(400),
      ),
    ).toEqual([`videos.0.src: ${LineInfoMessage.Url}`]);
  });

  it('checks leg durations (minutes 0 to 59, hours and days at least 0), required leg fields and known places', async () => {
    const l = await line();
    const a = await createStation(t);
    const b = await createStation(t);
    const leg = {
      cityAId: a.cityId,
      cityBId: b.cityId,
      stationAId: a.id,
      stationBId: b.id,
      shouldIgnoreStations: false,
      transportationType: 'bus' as const,
      comment: '',
    };
    const res = await put(
      admin,
      l.id,
      form(1, (f) => (f.itinerary.aToB.legs = [{ ...leg, duration: { days: -1, hours: -1, minutes: 60 } }])),
    ).expect(400);
    expect(problems(res)).toEqual([
      `itinerary.aToB.legs.0.duration.days: ${LineInfoMessage.AtLeastZero}`,
      `itinerary.aToB.legs.0.duration.hours: ${LineInfoMessage.AtLeastZero}`,
      `itinerary.aToB.legs.0.duration.minutes: ${LineInfoMessage.Minutes}`,
    ]);
    const empty = {
      cityAId: null,
      cityBId: null,
      stationAId: null,
      stationBId: null,
      shouldIgnoreStations: false,
      transportationType: null,
      duration: { days: 0, hours: 0, minutes: 0 },
      comment: '',
    };
    expect(
      problems(
        await put(
          admin,
          l.id,
          form(1, (f) => (f.itinerary.bToA.legs = [empty])),
        ).expect(400),
      ),
    ).toEqual([
      `itinerary.bToA.legs.0.cityAId: ${LineInfoMessage.Required}`,
      `itinerary.bToA.legs.0.cityBId: ${LineInfoMessage.Required}`,
      `itinerary.bToA.legs.0.stationAId: ${LineInfoMessage.Required}`,
      `itinerary.bToA.legs.0.stationBId: ${LineInfoMessage.Required}`,
      `itinerary.bToA.legs.0.transportationType: ${LineInfoMessage.Required}`,
    ]);
    // Station B in city A; an unknown city.
    const wrong = { ...leg, cityAId: '00000000-0000-4000-8000-000000000000', stationBId: a.id, duration: { days: 0, hours: 1, minutes: 0 } };
    expect(
      problems(
        await put(
          admin,
          l.id,
          form(1, (f) => (f.itinerary.aToB.legs = [wrong])),
        ).expect(400),
      ),
    ).toEqual([
      `itinerary.aToB.legs.0.cityAId: ${LineInfoMessage.UnknownCity}`,
      `itinerary.aToB.legs.0.stationAId: ${LineInfoMessage.StationNotInCity}`,
      `itinerary.aToB.legs.0.stationBId: ${LineInfoMessage.StationNotInCity}`,
    ]);
  });

  it('checks the custom luggage (cm or inch), the blog URL, arrive-before, custom services and border crossing', async () => {
    const l = await line();
    const res = await put(
      admin,
      l.id,
      form(1, (f) => {
        f.luggagePolicyType = 'customLuggage';
        f.luggage.customLuggage.selectedLuggages = { has_largeBag: false, has_handbag: true, has_skiAndSnowboard: true, has_totalWeight: true };
        f.luggage.customLuggage.handbag = { amount: -1, weight: '5', measureUnit: 'mm' as never, length: 1, width: 1, height: 1 };
        f.luggage.customLuggage.skiAndSnowboard = { amount: 1, weight: 'x' };
        f.luggage.customLuggage.totalWeight = '-3';
        f.arriveBeforeDeparture = -1;
        f.blogUrl = 'blog.example';
        f.additionalServices.customServices = [{ serviceType: '', serviceContent: 'Snacks' }];
        f.itinerary.aToB.borderCrossing = { slug: '', text: 'Checked at the border' };
      }),
    ).expect(400);
    expect(problems(res)).toEqual([
      `itinerary.aToB.borderCrossing.slug: ${LineInfoMessage.Required}`,
      `additionalServices.customServices.0.serviceType: ${LineInfoMessage.Required}`,
      `luggage.customLuggage.handbag.amount: ${LineInfoMessage.AtLeastZero}`,
      `luggage.customLuggage.handbag.measureUnit: ${LineInfoMessage.Required}`,
      `luggage.customLuggage.skiAndSnowboard.weight: ${LineInfoMessage.Weight}`,
      `luggage.customLuggage.totalWeight: ${LineInfoMessage.Weight}`,
      `arriveBeforeDeparture: ${LineInfoMessage.AtLeastZero}`,
      `blogUrl: ${LineInfoMessage.Url}`,
    ]);
  });

  it('answers 409 EditConflict with what changed since on a stale version', async () => {
    const l = await line();
    await put(
      admin,
      l.id,
      form(1, (f) => (f.passengerAlert = 'First')),
    ).expect(200);
    const res = await put(
      admin,
      l.id,
      form(1, (f) => (f.passengerAlert = 'Second')),
    ).expect(409);
    expect(res.body.code).toBe('EditConflict');
    expect(res.body.details.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'passengerAlert', from: '', to: 'First' })]));
    expect((await get(admin, l.id).expect(200)).body.passengerAlert).toBe('First');
  });

  it('lets full admins write; support and read-admin read; an agent reads its own line only; another company 404', async () => {
    const l = await line();
    await get(support, l.id).expect(200);
    await get(readAdmin, l.id).expect(200);
    await get(agent, l.id).expect(200);
    await get(otherAgent, l.id).expect(404);
    await put(support, l.id, form(1)).expect(403);
    await put(readAdmin, l.id, form(1)).expect(403);
    await put(agent, l.id, form(1)).expect(403);
    await put(otherAgent, l.id, form(1)).expect(403);
    await t.http.get(`/api/lines/${l.id}/info`).expect(401);
    expect((await get(admin, l.id).expect(200)).body.version).toBe(1);
  });

  it('is copied by Duplicate with the line', async () => {
    const l = await line();
    await put(
      admin,
      l.id,
      form(1, (f) => (f.voucherRemark = 'Keep me')),
    ).expect(200);
    const copy = await t.http.post(`/api/lines/${l.id}/duplicate`).set('Authorization', `Bearer ${admin}`).expect(201);
    expect((await get(admin, copy.body.id).expect(200)).body.voucherRemark).toBe('Keep me');
  });
});
