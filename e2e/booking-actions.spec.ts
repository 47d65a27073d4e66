import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { api, checkA11y, db, DEMO_TRAIN, demoProducts, expectToast, inDays, login, expect, test } from './support';

/** Unique per run, so the spec reruns on the same database. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Detail {
  id: string;
  reference: string;
  version: number;
  status: string;
  manualBlocking: boolean;
  price: { amount: string; currency: string } | null;
  supplierPrice: { amount: string; currency: string } | null;
  passengers: { id: string; firstName: string; lastName: string; seats: { departure?: string } }[];
  approvalInputs: { bookingCode?: string; pickupTime?: string } | null;
  approvalRequirements: { departureTime: string };
  items: { product: { denomination: string; slug: string }; extras: { id: string; extraType: string; status: string | null; otherValue: string | null }[] }[];
  refusals: Record<string, string>;
  approvalAttachments: { id: string; fileName: string; attachedAt: string | null }[];
}

/**
 * A paid, pending booking of the agent's company's Phuket – Koh Phi Phi ferry (booking code and seat approval
 * inputs, hotel pickup extra), made through the API as an admin would, two weeks ahead.
 */
async function createFerryBooking(request: APIRequestContext): Promise<Detail> {
  const admin = await api(request, 'admin');
  const city = async (name: string) => (await admin.get<{ data: { id: string }[] }>('/geo/cities', { name })).data[0].id;
  const [from, to] = [await city('Phuket'), await city('Phi Phi')];
  const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const products = await admin.get<{ id: string; denomination: string; departures: { tripId: string }[] }[]>('/bookings/products', { from, to, date });
  const ferry = products.find((p) => p.denomination.includes('Koh Phi Phi Ferry'))!;
  const product = await admin.get<{ extras: { id: string; extraType: string }[] }>(`/bookings/products/${ferry.id}`, { date, from });
  const pickup = product.extras.find((e) => e.extraType === 'pickup_hotel')!;
  const last = `Traveller${stamp()}`;
  const created = await admin.post<{ id: string }>('/bookings', {
    lineId: ferry.id,
    outboundTripId: ferry.departures[0].tripId,
    passengers: [{ firstName: 'E2E', lastName: last, email: `${last.toLowerCase()}@example.com`, passengerType: 'Adult' }],
    extras: [{ optionId: pickup.id, value: 'Patong Beach Hotel' }],
    paymentStatus: 'paid',
    status: 'pending',
  });
  return admin.get<Detail>(`/bookings/${created.id}`);
}

/**
 * A demo booking paid in full by a card the gateway simulator captured, so a refund really goes through it; taken
 * from the end of the list (the payments spec takes its own from the start) and not touched by another test.
 */
async function paidByCard(request: APIRequestContext): Promise<Detail> {
  const row = await db.one<{ id: string }>(
    `select b.id from booking b join booking_payment p on p.booking_id = b.id
      where p.payment_method = 'pm_card_visa' and b.payment_status = 'paid' and p.charged_amount = b.price_amount and p.refunded_amount = 0
        and b.status in ('pending', 'approved') and b.customer_status <> 'canceled' and b.amend_status is null
        and not b.tickets_issued and not b.is_supplier_api and not b.is_fraudulent and not b.is_disputed
        and not exists (select 1 from payment_transaction t where t.booking_id = b.id and t.source <> 'checkout')
      order by b.reference desc limit 1`,
  );
  if (!row) throw new Error('No demo booking paid by card is left for the cancel test');
  return (await api(request, 'admin')).get<Detail>(`/bookings/${row.id}`);
}

async function openView(page: Page, booking: Detail): Promise<Locator> {
  await page.goto(`/bookings?view=${booking.id}`);
  const view = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
  await expect(view.getByRole('heading', { name: 'Journeys' })).toBeVisible();
  return view;
}

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (scope: Page | Locator, label: string | RegExp) =>
  scope.getByLabel(typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`) : label);

/** HH:mm moved by some minutes, around midnight. */
const shift = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

test.describe('booking actions', () => {
  test("the supplier's agent approves with the product's approval inputs", async ({ page, request }) => {
    const booking = await createFerryBooking(request);
    const passenger = booking.passengers[0];
    await login(page, 'agent');
    const view = await openView(page, booking);
    await checkA11y(page);
    await view.getByRole('button', { name: 'Approve', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Approve booking ${booking.reference}` });
    await expect(modal).toBeVisible();
    await checkA11y(page);

    // Nothing filled in: the booking code, the seat and the pickup confirmation are required.
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(modal.getByText('This field is required.')).toHaveCount(3);

    const name = `${passenger.firstName} ${passenger.lastName}`;
    await field(modal, 'Booking code').fill('E2E-BC-1');
    await field(modal, `Seat (departure) for ${name}`).fill('12A');
    await field(modal, 'New pickup time').fill(shift(booking.approvalRequirements.departureTime, -150));
    const pickup = modal.getByRole('group', { name: /Hotel pickup/ });
    await pickup.getByLabel('Other').check();
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(modal.getByText('Time must be within 2 hours of the departure time.')).toBeVisible();
    await expect(field(modal, /^Other location for/)).toHaveAccessibleDescription('This field is required.');

    await field(modal, 'New pickup time').fill(shift(booking.approvalRequirements.departureTime, -90));
    await field(modal, /^Other location for/).fill('Kata Beach Resort, lobby');
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Booking approved');
    await expect(modal).toBeHidden();
    await expect(view.getByText('E2E-BC-1')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

    const saved = await (await api(request, 'admin')).get<Detail>(`/bookings/${booking.id}`);
    expect(saved.status).toBe('approved');
    expect(saved.approvalInputs).toMatchObject({ bookingCode: 'E2E-BC-1', pickupTime: shift(booking.approvalRequirements.departureTime, -90) });
    expect(saved.passengers[0].seats.departure).toBe('12A');
    expect(saved.items[0].extras.find((e) => e.extraType === 'pickup_hotel')).toMatchObject({ status: 'other', otherValue: 'Kata Beach Resort, lobby' });
  });

  test('a product requiring approval attachments: files are uploaded in the approve modal, checked, then listed and downloadable', async ({
    page,
    request,
  }) => {
    const admin = await api(request, 'admin');
    const date = inDays(10);
    const train = (await demoProducts(admin, 'Bangkok', 'Chiang Mai', date)).find((p) => p.denomination === DEMO_TRAIN)!;
    const last = `Sleeper${stamp()}`;
    const created = await admin.post<{ id: string }>('/bookings', {
      lineId: train.id,
      outboundTripId: train.departures[0].tripId,
      passengers: [{ firstName: 'E2E', lastName: last, email: `${last.toLowerCase()}@example.com`, passengerType: 'Adult' }],
      paymentStatus: 'paid',
      status: 'pending',
    });
    const booking = await admin.get<Detail>(`/bookings/${created.id}`);
    await login(page, 'admin');
    const view = await openView(page, booking);
    await view.getByRole('button', { name: 'Approve', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Approve booking ${booking.reference}` });
    const attachments = modal.getByRole('group', { name: /^Approval attachments/ });
    await expect(attachments).toBeVisible();
    await checkA11y(page);

    // Nothing attached: the shared rule asks for a file (and the train's seat).
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(attachments).toHaveAccessibleDescription('This field is required.');
    await expect(modal.getByText('This field is required.')).toHaveCount(2);

    // The server checks the content: a text file named .pdf is refused.
    const files = modal.getByLabel('Attach files');
    await files.setInputFiles({ name: 'ticket.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expect(attachments).toContainText('The file must be a PDF or a PNG, JPEG or WebP image.');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await files.setInputFiles({ name: 'berth-ticket.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(attachments.getByRole('listitem')).toHaveText([/berth-ticket\.pdf/]);
    await expect(attachments).not.toContainText('This field is required.');

    const passenger = booking.passengers[0];
    await field(modal, `Seat (departure) for ${passenger.firstName} ${passenger.lastName}`).fill('B12');
    await modal.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Booking approved');
    await expect(modal).toBeHidden();

    // The view lists the attachment; it downloads with the session.
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Download berth-ticket.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('berth-ticket.pdf');
    const saved = await admin.get<Detail>(`/bookings/${booking.id}`);
    expect(saved.status).toBe('approved');
    expect(saved.approvalAttachments).toMatchObject([{ fileName: 'berth-ticket.pdf', attachedAt: expect.any(String) }]);
  });

  test("a ferry with a vehicle on board shows Exchange disabled with the reason; the view links the public site's pages", async ({ page, request }) => {
    const booking = await createFerryBooking(request);
    await db.query(`UPDATE booking_item SET vehicles_on_board = $2 WHERE booking_id = $1`, [
      booking.id,
      JSON.stringify([{ typeName: 'Car', name: 'Honda Jazz', licenseNumber: 'E2E 1' }]),
    ]);
    await login(page, 'admin');
    const view = await openView(page, booking);
    const exchange = view.getByRole('button', { name: 'Exchange', exact: true });
    await expect(exchange).toBeDisabled();
    await expect(exchange).toHaveAccessibleDescription("Can't exchange ferry booking with vehicle onboard");
    await expect(view.getByRole('button', { name: 'Cancel', exact: true })).toBeEnabled();
    // This stack runs without PUBLIC_SITE_URL: the tracking and product pages say so rather than link nowhere.
    await expect(view.getByText('The public site is not configured.')).toHaveCount(2);
    await checkA11y(page);

    await page.route('**/api/config', (route) => route.fulfill({ json: { publicSiteUrl: 'https://www.farebox.example' } }));
    await page.reload();
    await expect(view.getByRole('link', { name: `Track ${booking.reference}` })).toHaveAttribute(
      'href',
      `https://www.farebox.example/track/${booking.reference}`,
    );
    const product = view.getByRole('link', { name: `${booking.items[0].product.denomination} on the public site` });
    await expect(product).toHaveAttribute('href', `https://www.farebox.example/${booking.items[0].product.slug}`);
    await expect(product).toHaveAttribute('target', '_blank');
  });

  test('a full admin declines with a reason, adds a note, and is offered the exchange', async ({ page, request }) => {
    const booking = await createFerryBooking(request);
    await login(page, 'admin');
    const view = await openView(page, booking);

    await view.getByRole('button', { name: 'Decline', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Decline booking ${booking.reference}` });
    const reason = field(modal, 'Reason');
    await expect(reason.getByRole('option', { name: 'Not approved on Time' })).toHaveCount(1);
    await expect(reason.getByRole('option', { name: 'Schedule is not open yet' })).toHaveCount(1);
    await checkA11y(page);
    await reason.selectOption({ label: 'Other' });
    await modal.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(field(modal, 'Reason text')).toHaveAccessibleDescription('This field is required.');
    await field(modal, 'Reason text').fill('The pier is closed for repairs.');
    if (booking.manualBlocking) await field(modal, 'Block departure').selectOption('none');
    await modal.getByRole('button', { name: 'Decline', exact: true }).click();
    await expectToast(page, 'Booking declined');
    await expect(view.getByText('Other: The pier is closed for repairs.')).toBeVisible();

    // Notes: Add note stays disabled until there is a note.
    const addNote = view.getByRole('button', { name: 'Add note' });
    await expect(addNote).toBeDisabled();
    await field(view, 'New note').fill('Customer called about the closure.');
    await addNote.click();
    await expectToast(page, 'Note added');
    await expect(view.getByText('Customer called about the closure.')).toBeVisible();

    // Exchange warns that it cancels this booking and moves the payment, then starts a new search.
    await view.getByRole('button', { name: 'Exchange', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Exchange booking' });
    await expect(confirm).toContainText('cancels booking');
    await expect(confirm).toContainText('payment moves');
    await confirm.getByRole('button', { name: 'Exchange' }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/search\\?exchangeFrom=${booking.id}$`));
  });

  test('cancel with a partial refund sends an Idempotency-Key and cancels', async ({ page, request }) => {
    const booking = await paidByCard(request);
    await login(page, 'admin');
    const view = await openView(page, booking);
    await view.getByRole('button', { name: 'Cancel', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Cancel booking ${booking.reference}` });
    await checkA11y(page);

    // Full refund: amounts disabled, include fees offered, no fee percent.
    await expect(modal.getByLabel('Full')).toBeChecked();
    await expect(field(modal, /^Refund amount/)).toBeDisabled();
    await expect(field(modal, 'Include fees')).toBeVisible();
    await expect(field(modal, 'Fee percent')).toHaveCount(0);
    await expect(modal.getByText('The card payment provider caps a refund at the amount paid.')).toBeVisible();

    // Partial: the fee percent sets the amounts left after the fee; they stay editable.
    await modal.getByLabel('Partial').check();
    await expect(field(modal, 'Include fees')).toHaveCount(0);
    await field(modal, 'Fee percent').fill('10');
    // 90% of the amount to the cent, half up, in integers (tenths of a cent).
    const expected = (amount: string) => (Math.floor((Math.round(Number(amount) * 100) * 9 + 5) / 10) / 100).toFixed(2);
    await expect(field(modal, /^Refund amount/)).toHaveValue(expected(booking.price!.amount));
    await expect(field(modal, /^Supplier refund/)).toHaveValue(expected(booking.supplierPrice!.amount));
    await expect(field(modal, 'Send mail')).toBeChecked();

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/bookings/${booking.id}/cancel`));
    await modal.getByRole('button', { name: 'Cancel booking' }).click();
    const request_ = await sent;
    expect(request_.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request_.postDataJSON()).toMatchObject({ refundType: 'partial', feePercent: '10', amount: expected(booking.price!.amount), sendMail: true });
    await expectToast(page, 'Booking canceled');
    await expect(modal).toBeHidden();
    await expect(view.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    expect((await (await api(request, 'admin')).get<Detail>(`/bookings/${booking.id}`)).status).toBe('canceled');
  });

  test('a supplier-API booking: no supplier details, a failed supplier cancel retried, then cancelled in admin only', async ({ page, request }) => {
    const row = (await db.one<{ id: string }>(
      `select id from booking where is_supplier_api and status in ('pending', 'reserved', 'approved') and customer_status <> 'canceled'
          and not tickets_issued and amend_status is null order by reference desc limit 1`,
    ))!;
    const booking = await (await api(request, 'admin')).get<Detail>(`/bookings/${row.id}`);
    // The supplier simulator has no booking under a NODATA… code and refuses to cancel one under a FAIL… code.
    await db.update('booking', { id: booking.id }, { supplier_booking_code: `NODATA-${stamp()}` });
    await login(page, 'admin');
    const view = await openView(page, booking);
    await view.getByRole('button', { name: 'Supplier API details' }).click();
    const details = page.getByRole('dialog', { name: `Supplier API details of ${booking.reference}` });
    await expect(details.getByText(`Details from api for booking ID ${booking.reference} is not available.`)).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();

    await db.update('booking', { id: booking.id }, { supplier_booking_code: `FAIL-${stamp()}` });
    await view.getByRole('button', { name: 'Cancel', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Cancel booking ${booking.reference}` });
    await expect(modal.getByLabel('Cancel at the supplier')).toBeChecked();
    await modal.getByLabel('None').check();
    // No refund: the amounts stay editable and required (spec 5), starting from nothing back.
    await expect(field(modal, /^Refund amount/)).toBeEnabled();
    await expect(field(modal, /^Refund amount/)).toHaveValue('0');
    await expect(field(modal, /^Supplier refund/)).toHaveValue('0');
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/bookings/${booking.id}/cancel`)) keys.push(r.headers()['idempotency-key']);
    });

    await modal.getByRole('button', { name: 'Cancel booking' }).click();
    const failure = modal.getByRole('alert');
    await expect(failure).toContainText("The cancellation failed at the supplier's end.");
    await expect(failure).toContainText('Cancellation refused by the operator');
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => keys.length).toBe(2);
    await expect(failure).toContainText("The cancellation failed at the supplier's end.");
    expect(keys[1]).toBe(keys[0]);

    await modal.getByRole('button', { name: 'Cancel in admin only' }).click();
    await expectToast(page, 'Booking canceled');
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    expect((await (await api(request, 'admin')).get<Detail>(`/bookings/${booking.id}`)).status).toBe('canceled');
  });

  test('a change request is approved from its modal', async ({ page, request }) => {
    const booking = await createFerryBooking(request);
    await db.query(`UPDATE booking SET amend_status = 'pending', amend_request = $2, version = version + 1 WHERE id = $1`, [
      booking.id,
      { requestedAt: new Date().toISOString(), description: 'Move to the 13:30 departure, same day.' },
    ]);
    await login(page, 'admin');
    const view = await openView(page, booking);
    await expect(view.getByText('Change request pending').first()).toBeVisible();
    await view.getByRole('button', { name: 'Change Request' }).click();
    const modal = page.getByRole('dialog', { name: `Change request for ${booking.reference}` });
    await expect(modal).toContainText('Move to the 13:30 departure, same day.');
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Change' }).click();
    await expectToast(page, 'Change request approved');
    await expect(view.getByRole('button', { name: 'Change Request' })).toHaveCount(0);
    expect((await db.one(`SELECT amend_status FROM booking WHERE id = $1`, [booking.id]))!.amend_status).toBe('approved');
  });

  test('an action on a booking changed meanwhile shows the reason and reloads it', async ({ page, request }) => {
    const booking = await createFerryBooking(request);
    await login(page, 'admin');
    const view = await openView(page, booking);
    await view.getByRole('button', { name: 'Decline', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Decline booking ${booking.reference}` });
    await field(modal, 'Reason').selectOption({ label: 'Fully booked' });
    if (booking.manualBlocking) await field(modal, 'Block departure').selectOption('none');

    // Someone else approves it first.
    const admin = await api(request, 'admin');
    await admin.post(`/bookings/${booking.id}/approve`, {
      version: booking.version,
      bookingCode: 'OTHER-1',
      seats: { [booking.passengers[0].id]: { departure: '3C' } },
      extras: booking.items[0].extras.map((e) => ({ id: e.id, status: 'passengerRequest' })),
    });

    await modal.getByRole('button', { name: 'Decline', exact: true }).click();
    await expectToast(page, 'Not possible');
    await expect(modal).toBeHidden();
    await expect(view.getByRole('definition').filter({ hasText: 'OTHER-1' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    await checkA11y(page);
  });
});
