import { Decimal } from 'decimal.js';
import { Booking, BookingItem } from '@farebox/bookings';
import { Line, LineExtraOption } from '@farebox/inventory';
import { entityRow, entityRows } from '@farebox/platform';
import { createExtraOption, insertBooking, startTestApp, type TestApp } from '@farebox/testing';

describe("entityRows: the booking view's reads, hydrated as TypeORM's find hydrates them", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives a booking, its items in position order and its line equal to find, money as Decimal and dates as Date', async () => {
    const { booking } = await insertBooking(t, {
      roundTrip: true,
      priceAmount: new Decimal('1234567.89'),
      experiments: { checkoutFlow: 'single-page' },
      declineReasonText: null,
    });
    const m = t.dataSource.manager;
    const read = await entityRow(m, Booking, 'id', booking.id);
    expect(read).toBeInstanceOf(Booking);
    expect(read).toEqual(await m.findOneByOrFail(Booking, { id: booking.id }));
    expect(read!.priceAmount.toFixed(2)).toBe('1234567.89');
    expect(read!.createdAt).toBeInstanceOf(Date);

    const items = await entityRows(m, BookingItem, 'bookingId', booking.id, { orderBy: 'position' });
    expect(items.map((i) => i.position)).toEqual([0, 1]);
    expect(items).toEqual(await m.find(BookingItem, { where: { bookingId: booking.id }, order: { position: 'ASC' } }));

    expect(await entityRow(m, Line, 'id', booking.lineId)).toEqual(await m.findOneByOrFail(Line, { id: booking.lineId }));
    expect(await entityRow(m, Booking, 'id', '00000000-0000-0000-0000-000000000000')).toBeNull();
  });

  it('reads inside a transaction on its connection, sees its uncommitted writes, and takes a list of values', async () => {
    const { booking, items } = await insertBooking(t, { roundTrip: true });
    await t.dataSource.transaction(async (m) => {
      await m.update(Booking, { id: booking.id }, { declineReasonText: 'seen inside' });
      expect((await entityRow(m, Booking, 'id', booking.id))!.declineReasonText).toBe('seen inside');
      const both = await entityRows(m, BookingItem, 'id', [items[1].id, items[0].id], { orderBy: 'position' });
      expect(both.map((i) => i.id)).toEqual([items[0].id, items[1].id]);
      await m.update(Booking, { id: booking.id }, { declineReasonText: null });
    });
  });

  it('leaves soft-deleted rows out unless told, as find does', async () => {
    const { line } = await insertBooking(t);
    const kept = await createExtraOption(t, line);
    const removed = await createExtraOption(t, line);
    await t.dataSource.manager.softDelete(LineExtraOption, { id: removed.id });
    const ids = [kept.id, removed.id];
    const m = t.dataSource.manager;
    expect((await entityRows(m, LineExtraOption, 'id', ids)).map((o) => o.id)).toEqual([kept.id]);
    const withDeleted = await entityRows(m, LineExtraOption, 'id', ids, { withDeleted: true });
    expect(withDeleted.map((o) => o.id).sort()).toEqual([...ids].sort());
    expect(withDeleted.find((o) => o.id === removed.id)!.deletedAt).toBeInstanceOf(Date);
  });
});
