import {
  createAgent,
  createPaymentBooking,
  createSupplier,
  createUser,
  paymentsTestApp,
  tokenFor,
  type PaymentsCall,
  type PaymentsTestApp,
  type TestApp,
} from '@farebox/testing';
import { Role } from '@farebox/domain';
import type { Company } from '@farebox/companies';
import { csvLine } from '@farebox/platform';
import type { PaymentListItemDto } from '../src/payments/dto/payment.dto.js';

describe('payments list, detail and CSV', () => {
  let t: TestApp;
  let admin: PaymentsTestApp['admin'];
  let put: PaymentsCall;
  let company: Company;
  let other: Company;
  let agentToken: string;
  let readAdminToken: string;

  beforeAll(async () => {
    ({ t, admin, put } = await paymentsTestApp());
    company = await createSupplier(t, { name: 'Andaman Ferries' });
    other = await createSupplier(t, { name: 'Mekong Buses' });
    agentToken = await tokenFor(t, await createAgent(t, company));
    readAdminToken = await tokenFor(t, await createUser(t, { role: Role.ReadAdmin }));
  });
  afterAll(() => t.close());

  const get = (path: string, token = admin.token) => t.http.get(path).set('Authorization', `Bearer ${token}`);

  it('lists with the total, newest booking first, filtered by company, status, reference, e-mail, name and dates', async () => {
    const older = await createPaymentBooking(t, { company, roundTrip: true, createdAt: new Date('2025-03-10T10:00:00Z'), firstName: 'Maya', lastName: 'Katz' });
    const newer = await createPaymentBooking(t, { company, createdAt: new Date('2025-03-12T10:00:00Z') });
    await createPaymentBooking(t, { company: other, createdAt: new Date('2025-03-11T10:00:00Z') });

    const byCompany = await get(`/api/payments?company=${company.id}`);
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.meta).toEqual({ limit: 20, offset: 0, total: 2 });
    expect(byCompany.body.data.map((p: { reference: string }) => p.reference)).toEqual([newer.booking.reference, older.booking.reference]);
    const item = byCompany.body.data[1];
    expect(item).toMatchObject({
      id: older.payment.id,
      bookingId: older.booking.id,
      status: 'unpaid',
      company: { id: company.id, name: 'Andaman Ferries' },
      operator: { id: company.id, name: 'Andaman Ferries' },
      supplier: null,
      customer: { name: 'Maya Katz', email: older.booking.email },
      summary: {
        charges: { amount: '100.00', supplierAmount: '2500.00' },
        refunds: { amount: '0.00', supplierAmount: '0.00' },
        amount: '100.00',
        supplierAmount: '2500.00',
        paidAmount: '100.00',
        currency: 'USD',
        supplierCurrency: 'THB',
      },
    });
    expect(item.booking.items.map((i: { position: number; type: string; privateTransfer: boolean }) => [i.position, i.type, i.privateTransfer])).toEqual([
      [0, 'bus', false],
      [1, 'bus', false],
    ]);

    const filtered = async (query: string) => (await get(`/api/payments?${query}`)).body.data.map((p: { id: string }) => p.id);
    expect(await filtered(`reference=${older.booking.reference}`)).toEqual([older.payment.id]);
    expect(await filtered(`email=${older.booking.email.toUpperCase()}`)).toEqual([older.payment.id]);
    expect(await filtered(`name=maya%20ka&company=${company.id}`)).toEqual([older.payment.id]);
    expect(await filtered(`from=2025-03-10&to=2025-03-10`)).toEqual([older.payment.id]);
    expect(await filtered(`from=2025-03-11&to=2025-03-12&company=${company.id}`)).toEqual([newer.payment.id]);
    expect(await filtered(`paymentId=${newer.payment.id}`)).toEqual([newer.payment.id]);
    const returnDay = older.items[1].departureAt.toISOString().slice(0, 10);
    expect(await filtered(`date=return&from=${returnDay}&to=${returnDay}&company=${company.id}`)).toEqual([older.payment.id]);
    await put(`/api/payments/${newer.payment.id}/status`, { status: 'paid' }).expect(200);
    expect(await filtered(`status=paid&company=${company.id}`)).toEqual([newer.payment.id]);
    expect((await get('/api/payments?date=yesterday')).status).toBe(400);
  });

  it("names the line's operator and its selling supplier, and hides the contact e-mail of B2B bookings (spec 2.6 and 6)", async () => {
    const { booking, payment } = await createPaymentBooking(t, { company, isB2b: true, supplierId: other.id });
    const [row] = (await get(`/api/payments?reference=${booking.reference}`)).body.data;
    expect(row).toMatchObject({
      operator: { id: company.id, name: 'Andaman Ferries' },
      supplier: { id: other.id, name: 'Mekong Buses' },
      customer: { email: null },
    });
    expect((await get(`/api/payments/${payment.id}`)).body.customer.email).toBeNull();
    const csv = (await get(`/api/payments/export.csv?reference=${booking.reference}`)).text;
    expect(csv).toContain('Andaman Ferries,Andaman Ferries,Mekong Buses');
    expect(csv).not.toContain(booking.email);
    // The same columns carry the e-mail of a booking sold directly.
    const direct = await createPaymentBooking(t, { company });
    expect((await get(`/api/payments/${direct.payment.id}`)).body.customer.email).toBe(direct.booking.email);
    expect((await get(`/api/payments/export.csv?reference=${direct.booking.reference}`)).text).toContain(`,${direct.booking.email},`);
  });

  it('shows the detail with its transactions and what the user may do', async () => {
    const { payment } = await createPaymentBooking(t, { price: '120.00', paid: '100.00' });
    const res = await get(`/api/payments/${payment.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: payment.id,
      allowedActions: ['markPaid', 'charge', 'refund', 'changePrice'],
      recover: { charge: '20.00', refund: null },
      transactions: [{ type: 'charge', source: 'checkout', amount: '100.00', supplierAmount: '2500.00', provider: 'card-gateway' }],
      priceChanges: [],
    });
    const readOnly = await get(`/api/payments/${payment.id}`, readAdminToken);
    expect(readOnly.body.allowedActions).toEqual([]);
    expect((await get('/api/payments/3f0c1bde-9c1e-4c6a-8d3e-2f4b5a6c7d8e')).status).toBe(404);
  });

  it("gives agents their own company's payments only, without customer-side amounts", async () => {
    const own = await createPaymentBooking(t, { company });
    const foreign = await createPaymentBooking(t, { company: other });
    const list = await get('/api/payments?limit=100', agentToken);
    expect(list.status).toBe(200);
    expect(list.body.data.every((p: { company: { id: string } }) => p.company.id === company.id)).toBe(true);
    expect(list.body.data.map((p: { id: string }) => p.id)).toContain(own.payment.id);
    expect((await get(`/api/payments?company=${other.id}`, agentToken)).body.meta.total).toBe(0);

    const detail = await get(`/api/payments/${own.payment.id}`, agentToken);
    expect(detail.status).toBe(200);
    expect(detail.body.summary).toEqual({
      charges: { amount: null, supplierAmount: '2500.00' },
      refunds: { amount: null, supplierAmount: '0.00' },
      amount: null,
      supplierAmount: '2500.00',
      paidAmount: null,
      currency: 'USD',
      supplierCurrency: 'THB',
    });
    expect(detail.body.transactions[0]).toMatchObject({ amount: null, supplierAmount: '2500.00' });
    expect(detail.body).toMatchObject({ allowedActions: [], recover: null });
    expect((await get(`/api/payments/${foreign.payment.id}`, agentToken)).status).toBe(403);

    const csv = await get('/api/payments/export.csv', agentToken);
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header).not.toContain('Price');
    expect(header).toContain('Supplier amount');
    expect(rows.some((r) => r.includes(foreign.booking.reference))).toBe(false);
    expect(rows.some((r) => r.includes(own.booking.reference))).toBe(true);
  });

  it('exports the filtered list as CSV for staff', async () => {
    const { booking } = await createPaymentBooking(t, { company: other, price: '42.50', paid: '42.50', firstName: '=cmd', lastName: 'Smith' });
    const res = await get(`/api/payments/export.csv?reference=${booking.reference}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('payments.csv');
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'Payment ID,Booking reference,Status,Payment status,Company,Operator,Supplier,Customer,E-mail,Line,Departure,Return,Created,Price,Charged,Refunded,Paid,Currency,Supplier amount,Supplier charged,Supplier refunded,Supplier currency',
    );
    expect(lines[1]).toContain(`${booking.reference},unpaid,paid,Mekong Buses,Mekong Buses,,'=cmd Smith`);
    expect(lines[1]).toContain(',42.50,42.50,0.00,42.50,USD,2500.00,2500.00,0.00,THB');
  });

  it("writes the CSV's cells as the list's JSON shows them: quoting, formulas neutralised, the return trip, hidden e-mails, agents' columns", async () => {
    const own = await createSupplier(t, { name: 'Cells, "Quoted" Ferries' });
    const ownAgentToken = await tokenFor(t, await createAgent(t, own));
    const day = (d: number) => new Date(Date.UTC(2025, 4, d, 10, 0, 0, 123));
    await createPaymentBooking(t, { company: own, createdAt: day(1), firstName: '-2+3', lastName: 'Levi' });
    await createPaymentBooking(t, { company: own, createdAt: day(2), roundTrip: true, price: '42.50', paid: '40.00', lastName: 'Cohen, "Jr"' });
    await createPaymentBooking(t, { company: own, createdAt: day(3), isB2b: true, supplierId: other.id, paid: '0' });
    await createPaymentBooking(t, { company: own, createdAt: day(4), firstName: '', lastName: '+972501234567' });

    for (const token of [admin.token, ownAgentToken]) {
      const list = await get(`/api/payments?company=${own.id}&limit=100`, token);
      expect(list.body.meta.total).toBe(4);
      const csv = await get(`/api/payments/export.csv?company=${own.id}`, token);
      expect(csv.status).toBe(200);
      const [header] = csv.text.split('\r\n');
      const agent = token === ownAgentToken;
      expect(header.includes(',Price,')).toBe(!agent);
      // Instants are ISO strings in the JSON (typed as Date in the DTO).
      const departure = (p: PaymentListItemDto, position: number) => String(p.booking.items.find((i) => i.position === position)?.departureAt ?? '');
      const customerSide = (p: PaymentListItemDto) =>
        agent ? [] : [p.summary.amount, p.summary.charges.amount, p.summary.refunds.amount, p.summary.paidAmount, p.summary.currency];
      const records = (list.body.data as PaymentListItemDto[]).map((p) =>
        csvLine([
          p.id,
          p.reference,
          p.status,
          p.booking.paymentStatus,
          p.company.name,
          p.operator.name,
          p.supplier?.name,
          p.customer.name,
          p.customer.email,
          p.booking.items[0]?.denomination,
          departure(p, 0),
          departure(p, 1),
          String(p.createdAt),
          ...customerSide(p),
          p.summary.supplierAmount,
          p.summary.charges.supplierAmount,
          p.summary.refunds.supplierAmount,
          p.summary.supplierCurrency,
        ]),
      );
      expect(csv.text).toBe(`${header}\r\n${records.join('')}`);
    }
    const csv = (await get(`/api/payments/export.csv?company=${own.id}`)).text;
    // Newest first; the neutralised, quoted and empty cells as a spreadsheet must get them.
    expect(csv).toContain(`,"Cells, ""Quoted"" Ferries","Cells, ""Quoted"" Ferries",Mekong Buses,`);
    expect(csv).toContain(`,"Dana Cohen, ""Jr""",`);
    expect(csv).toContain(",'-2+3 Levi,");
    expect(csv).toContain(',+972501234567,');
    expect(csv).toContain(',42.50,40.00,0.00,40.00,USD,');
  });
});
