import { jest } from '@jest/globals';
import { Role } from '@farebox/domain';
import { createAgent, createSupplier, createUser, startTestApp, tokenFor, type TestApp } from '@farebox/testing';
import { createMailBooking } from './mail-fixtures.js';

jest.setTimeout(120_000);

const HEADER = [
  'Booking reference',
  'Departure (local)',
  'Time zone',
  'Line',
  'From',
  'To',
  'First name',
  'Last name',
  'Passenger type',
  'Age',
  'Phone',
  'E-mail',
  'Seat',
  'Booking code',
  'Status',
  'Customer status',
];

/** The CSV as rows of cells (the fixtures hold no commas or quotes); the BOM is checked and dropped. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('passenger list CSVs', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await tokenFor(t, await createUser(t, { role: Role.Support }));
  });
  afterAll(() => t?.close());

  const csv = async (path: string, token: string) => {
    const res = await t.http.get(path).set('Authorization', `Bearer ${token}`).buffer(true);
    return { res, rows: res.status === 200 ? rowsOf(res.text) : [] };
  };

  it("lists each passenger of the approved journeys departing on the station's local day, for the agent's company only", async () => {
    const company = await createSupplier(t);
    const agent = await tokenFor(t, await createAgent(t, company));
    // Bangkok is UTC+7: 16:59 UTC is 23:59 on the 4th there, 17:30 UTC is already the 5th.
    const late = await createMailBooking(t, {
      company,
      departureAt: new Date('2031-03-04T16:59:00Z'),
      passengers: [
        { firstName: 'Noa', lastName: 'Levi', seats: { departure: '12A' } },
        { firstName: 'Ari', lastName: 'Levi', passengerType: 'Child', seats: { departure: '12B' } },
      ],
      approvalInputs: { bookingCode: 'BK-1' },
    });
    const nextDay = await createMailBooking(t, { company, line: late.line, departureAt: new Date('2031-03-04T17:30:00Z') });
    const pending = await createMailBooking(t, {
      company,
      line: late.line,
      departureAt: new Date('2031-03-04T05:00:00Z'),
      status: 'pending',
      customerStatus: 'pending',
    });
    const returning = await createMailBooking(t, {
      company,
      line: late.line,
      departureAt: new Date('2031-03-01T05:00:00Z'),
      roundTrip: new Date('2031-03-04T09:00:00Z'),
      passengers: [{ firstName: 'Dan', lastName: 'Cohen', seats: { departure: '1A', return: '9C' } }],
    });
    const otherCompany = await createMailBooking(t, { departureAt: new Date('2031-03-04T05:00:00Z') });

    const { res, rows } = await csv('/api/bookings/passenger-list.csv?departureDate=2031-03-04', agent);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="passengers-2031-03-04.csv"');
    const [header, ...body] = rows;
    expect(header).toEqual(HEADER);
    const { line, trip } = late;
    const stations = await t.dataSource.query(`SELECT id, name FROM station WHERE id = ANY($1)`, [[trip.fromStationId, trip.toStationId]]);
    const nameOf = (id: string) => stations.find((s: { id: string }) => s.id === id).name as string;
    expect(body).toEqual([
      [
        returning.booking.reference,
        '2031-03-04 16:00',
        'Asia/Bangkok',
        line.denomination,
        nameOf(trip.toStationId),
        nameOf(trip.fromStationId),
        'Dan',
        'Cohen',
        'Adult',
        '',
        '+66812345678',
        returning.booking.email,
        '9C',
        '',
        'approved',
        'approved',
      ],
      [
        late.booking.reference,
        '2031-03-04 23:59',
        'Asia/Bangkok',
        line.denomination,
        nameOf(trip.fromStationId),
        nameOf(trip.toStationId),
        'Noa',
        'Levi',
        'Adult',
        '',
        '+66812345678',
        late.booking.email,
        '12A',
        'BK-1',
        'approved',
        'approved',
      ],
      [
        late.booking.reference,
        '2031-03-04 23:59',
        'Asia/Bangkok',
        line.denomination,
        nameOf(trip.fromStationId),
        nameOf(trip.toStationId),
        'Ari',
        'Levi',
        'Child',
        '',
        '',
        '',
        '12B',
        'BK-1',
        'approved',
        'approved',
      ],
    ]);
    const references = body.map((r) => r[0]);
    for (const absent of [nextDay, pending, otherCompany]) expect(references).not.toContain(absent.booking.reference);

    // An agent cannot widen the list to another company.
    const widened = await csv(`/api/bookings/passenger-list.csv?departureDate=2031-03-04&company=${otherCompany.booking.companyId}`, agent);
    expect(widened.rows.slice(1).map((r) => r[0])).toEqual(references);
    // Staff choose the company, and may narrow to one departure.
    const theirs = await csv(`/api/bookings/passenger-list.csv?departureDate=2031-03-04&company=${otherCompany.booking.companyId}`, staff);
    expect(theirs.rows.slice(1).map((r) => r[0])).toEqual([otherCompany.booking.reference]);
    const oneTrip = await csv(`/api/bookings/passenger-list.csv?departureDate=2031-03-04&tripId=${late.trip.id}`, agent);
    expect(oneTrip.rows.slice(1).map((r) => r[6])).toEqual(['Noa', 'Ari']);
  });

  it('needs a real departure date', async () => {
    const res = await t.http.get('/api/bookings/passenger-list.csv?departureDate=2031-02-30').set('Authorization', `Bearer ${staff}`);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: 'departureDate', message: 'Enter a date as YYYY-MM-DD.' }]);
  });

  it("gives the company view the approved and the cancelled passengers of a day, and an agent only its own company's", async () => {
    const company = await createSupplier(t, { calculationBasedOn: 'departure_date' });
    const approved = await createMailBooking(t, { company, departureAt: new Date('2031-05-10T02:00:00Z') });
    const canceled = await createMailBooking(t, {
      company,
      line: approved.line,
      departureAt: new Date('2031-05-10T03:00:00Z'),
      status: 'canceled',
      customerStatus: 'canceled',
    });

    const ok = await csv(`/api/companies/${company.id}/passenger-list.csv?date=2031-05-10&status=approved`, staff);
    expect(ok.res.headers['content-disposition']).toBe('attachment; filename="passengers-approved-2031-05-10.csv"');
    expect(ok.rows[0]).toEqual(HEADER);
    expect(ok.rows.slice(1).map((r) => [r[0], r[14], r[15]])).toEqual([[approved.booking.reference, 'approved', 'approved']]);
    const cancelled = await csv(`/api/companies/${company.id}/passenger-list.csv?date=2031-05-10&status=canceled`, staff);
    expect(cancelled.rows.slice(1).map((r) => [r[0], r[14], r[15]])).toEqual([[canceled.booking.reference, 'canceled', 'canceled']]);

    const own = await tokenFor(t, await createAgent(t, company));
    expect((await csv(`/api/companies/${company.id}/passenger-list.csv?date=2031-05-10&status=approved`, own)).rows).toHaveLength(2);
    const stranger = await tokenFor(t, await createAgent(t, await createSupplier(t)));
    expect((await csv(`/api/companies/${company.id}/passenger-list.csv?date=2031-05-10`, stranger)).res.status).toBe(403);
    expect((await csv('/api/companies/00000000-0000-4000-8000-000000000000/passenger-list.csv', staff)).res.status).toBe(404);
  });
});
