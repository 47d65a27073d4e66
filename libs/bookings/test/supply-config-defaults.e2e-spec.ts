import { Role } from '@farebox/domain';
import type { Line } from '@farebox/inventory';
import {
  bookingBody,
  createBookingThroughApi,
  createLine,
  createSupplier,
  createTrip,
  createUser,
  startTestApp,
  tokenFor,
  type TestApp,
} from '@farebox/testing';

/**
 * What reads the supply configs (libs/inventory supply-configs/supply-config-defaults.ts): a new booking is approved
 * automatically by its supplier's auto_approve_bookings where the line does not decide, and a new line's prices start
 * from the supplier's default_markup_percent.
 */
describe('supply config defaults: automatic approval of bookings and the markup of new prices', () => {
  let t: TestApp;
  let admin: string;

  const configure = (companyId: string, autoApprove: boolean, markup = '0.00') =>
    t.dataSource.query(
      `INSERT INTO supply_config (company_id, default_markup_percent, commission_percent, auto_approve_bookings, sync_enabled, sync_days_in_advance, sandbox)
       VALUES ($1, $2, '0.00', $3, true, 90, false)`,
      [companyId, markup, autoApprove],
    );
  const book = async (line: Line, departureAt?: Date) => {
    const trip = await createTrip(t, line, departureAt ? { departureAt } : {});
    const { id } = await createBookingThroughApi(t, admin, bookingBody(line, trip));
    const [row] = await t.dataSource.query<{ status: string; approve_method: string }[]>(`SELECT status, approve_method FROM booking WHERE id = $1`, [id]);
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await tokenFor(t, await createUser(t, { role: Role.Admin, isFullAdmin: true }));
  });
  afterAll(() => t.close());

  it("approves a booking automatically when the supplier's config says so and the line sets no approval", async () => {
    const supplier = await createSupplier(t);
    await configure(supplier.id, true);
    expect(await book(await createLine(t, { companyId: supplier.id }))).toEqual({ status: 'approved', approve_method: 'automatic' });
  });

  it('leaves a booking pending without a config, or with auto_approve_bookings off', async () => {
    expect(await book(await createLine(t))).toEqual({ status: 'pending', approve_method: 'pendingApproval' });
    const off = await createSupplier(t);
    await configure(off.id, false);
    expect(await book(await createLine(t, { companyId: off.id }))).toEqual({ status: 'pending', approve_method: 'pendingApproval' });
  });

  it("takes the line's supplier when it has one, else its operator", async () => {
    const [operator, supplier] = await Promise.all([createSupplier(t), createSupplier(t)]);
    await configure(operator.id, false);
    await configure(supplier.id, true);
    expect(await book(await createLine(t, { companyId: operator.id, supplierId: supplier.id }))).toMatchObject({ status: 'approved' });
  });

  it('lets the line decide first: manual bookings stay pending; automatic approval is automatic even when the config is off', async () => {
    const on = await createSupplier(t);
    await configure(on.id, true);
    expect(await book(await createLine(t, { companyId: on.id, manualBookings: true }))).toEqual({ status: 'pending', approve_method: 'pendingApproval' });
    const off = await createSupplier(t);
    await configure(off.id, false);
    expect(await book(await createLine(t, { companyId: off.id, automaticApproval: true }))).toEqual({ status: 'approved', approve_method: 'automatic' });
  });

  it("keeps the line's automatic-approval cutoff: inside it the booking waits for approval", async () => {
    const supplier = await createSupplier(t);
    await configure(supplier.id, true);
    const line = await createLine(t, { companyId: supplier.id, automaticApprovalCutoffMinutes: 3 * 24 * 60 });
    expect(await book(line, new Date(Date.now() + 24 * 3_600_000))).toEqual({ status: 'pending', approve_method: 'pendingApproval' });
  });

  it("starts a new line's unpriced passenger types from the supplier's default markup; priced ones keep theirs", async () => {
    const supplier = await createSupplier(t, {
      passengerTypes: [
        { type: 'Adult', fromAge: 12, toAge: 120 },
        { type: 'Child', fromAge: 0, toAge: 11 },
      ],
    } as never);
    await configure(supplier.id, false, '12.50');
    const fresh = await createLine(t, { companyId: supplier.id, prices: [] });
    const prices = async (line: Line) =>
      (
        (await t.http.get(`/api/lines/${line.id}/prices`).set('Authorization', `Bearer ${admin}`).expect(200)).body.prices as {
          passengerType: string;
          markup: string;
          priced: boolean;
        }[]
      ).map(({ passengerType, markup, priced }) => ({ passengerType, markup, priced }));
    expect(await prices(fresh)).toEqual([
      { passengerType: 'Adult', markup: '12.50', priced: false },
      { passengerType: 'Child', markup: '12.50', priced: false },
    ]);
    const priced = await createLine(t, { companyId: supplier.id, prices: [{ passengerType: 'Adult', amount: '110.00', cost: '100.00', markup: '10' }] });
    expect(await prices(priced)).toEqual([
      { passengerType: 'Adult', markup: '10.00', priced: true },
      { passengerType: 'Child', markup: '12.50', priced: false },
    ]);
    // Without a config, the default stays 0.
    expect((await prices(await createLine(t, { prices: [] }))).every((p) => p.markup === '0.00')).toBe(true);
  });
});
