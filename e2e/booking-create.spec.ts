import type { Page } from '@playwright/test';
import {
  api,
  checkA11y,
  createDemoBooking,
  db,
  DEMO_BUS as BUS,
  DEMO_TRAIN as TRAIN,
  expectToast,
  inDays,
  login,
  type Schemas,
  expect,
  test,
  chooseComboboxOption,
} from './support';

/** Searches between two cities (Bangkok to Chiang Mai unless said) on `date` and chooses `product`. */
type CityChoice = readonly [typed: string, option: string];
const BANGKOK_TO_CHIANG_MAI: readonly [CityChoice, CityChoice] = [
  ['Bangk', 'Bangkok, Thailand'],
  ['Chiang', 'Chiang Mai, Thailand'],
];

async function chooseProduct(page: Page, date: string, product: string, [from, to] = BANGKOK_TO_CHIANG_MAI) {
  await chooseComboboxOption(page, 'From', from[0], from[1]);
  await chooseComboboxOption(page, 'To', to[0], to[1]);
  await page.getByLabel('Date').fill(date);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await page.getByRole('button', { name: `Choose ${product}` }).click();
  await expect(page).toHaveURL(/\/bookings\/edit\/[^?]+\?.*productId=/);
}

const passenger = (page: Page, n: number) => page.getByRole('listitem', { name: `Passenger ${n}` });

async function fillPassenger(page: Page, n: number, first: string, last: string, email?: string) {
  const p = passenger(page, n);
  await p.getByLabel('First name').fill(first);
  await p.getByLabel('Last name').fill(last);
  if (email) await p.getByLabel('E-mail').fill(email);
}

test.describe('booking search and creation', () => {
  test('search, validation, a draft restored after a reload, and the new booking saved', async ({ page, request }) => {
    const date = inDays(6);
    await login(page, 'admin', { at: '/bookings/search' });
    await expect(page.getByRole('heading', { name: 'Booking search' })).toBeVisible();
    await checkA11y(page);

    // Nothing chosen: each required field is named.
    await page.getByLabel('Date').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    const searchSummary = page.getByRole('alert').filter({ hasText: 'Please fix the following fields:' });
    for (const field of ['From', 'To', 'Date']) await expect(searchSummary).toContainText(`${field}: This field is required.`);

    // Cities no line connects.
    await chooseComboboxOption(page, 'From', 'Tel', 'Tel Aviv, Israel');
    await chooseComboboxOption(page, 'To', 'Siem', 'Siem Reap, Cambodia');
    await page.getByLabel('Date').fill(date);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No available products. Select other cities.')).toBeVisible();

    await chooseProduct(page, date, BUS);
    await expect(page).toHaveURL(/\/bookings\/edit\/new\?.*&id=/);
    await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
    await expect(page.getByText(BUS)).toBeVisible();
    await checkA11y(page);

    // Saving an empty booking lists what is missing, with the spec's message.
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following fields:' });
    await expect(summary).toContainText('Departure trip: This field is required.');
    await expect(summary).toContainText('Passenger 1 first name: This field is required.');
    await expect(summary).toContainText('Passenger 1 e-mail: This field is required.');
    await checkA11y(page);

    await page.getByRole('group', { name: 'Departure' }).getByLabel('Trip').selectOption({ index: 1 });
    await fillPassenger(page, 1, 'Ana', 'Tester', 'ana.tester@example.com');
    await page.getByRole('button', { name: 'Add passenger' }).click();
    await fillPassenger(page, 2, 'Ben', 'Tester');
    await passenger(page, 2).getByLabel('Passenger type').selectOption('Child');

    // The draft is kept locally: a reload brings every field back.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('farebox.booking-draft.') && localStorage.getItem(k)!.includes('"Ben"'))),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByText(/Restored the unsaved booking/)).toBeVisible();
    await expect(passenger(page, 2).getByLabel('First name')).toHaveValue('Ben');
    await expect(passenger(page, 2).getByLabel('Passenger type')).toHaveValue('Child');

    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Booking created');
    await expect(page).toHaveURL(/\/bookings\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /^Edit booking / })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const booking = await (await api(request, 'admin')).get<Schemas['BookingDetailDto']>(`/bookings/${id}`);
    expect(booking.passengers.map((p) => [p.firstName, p.passengerType])).toEqual([
      ['Ana', 'Adult'],
      ['Ben', 'Child'],
    ]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('farebox.booking-draft.')))).toEqual([]);
  });

  test('car ferry: a pack and a vehicle saved with the new booking; Track only links with a public site', async ({ page, request }) => {
    await login(page, 'admin', { at: '/bookings/search' });
    await chooseProduct(page, inDays(11), 'Donsak – Koh Samui Car Ferry', [
      ['Surat', 'Surat Thani, Thailand'],
      ['Samui', 'Koh Samui, Thailand'],
    ]);
    await page.getByRole('group', { name: 'Departure' }).getByLabel('Trip').selectOption({ index: 1 });
    await fillPassenger(page, 1, 'Pim', 'Ferry', 'pim.ferry@example.com');

    // The pack: none yet; Change opens the list, by mouse and by keyboard.
    const pack = page.getByRole('region', { name: 'Pack' });
    await expect(pack).toContainText('No pack selected.');
    await pack.getByRole('button', { name: 'Choose pack' }).click();
    await checkA11y(page);
    await pack.getByRole('button', { name: /^Lounge pack/ }).click();
    await expect(pack).toContainText('Lounge seat with coffee and a snack during the crossing.');
    await expect(pack).toContainText('180.00 THB per passenger');
    await expect(pack.getByRole('list', { name: 'Packs' })).toHaveCount(0);
    // By keyboard: the list opens on the chosen pack, Shift+Tab reaches the one before, Enter picks it.
    await pack.getByRole('button', { name: 'Change pack' }).press('Enter');
    await expect(pack.getByRole('button', { name: /^Lounge pack/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(pack.getByRole('button', { name: 'Change pack' })).toBeFocused();
    await expect(pack).toContainText('Priority boarding');
    await expect(pack).toContainText('100.00 THB per passenger');

    // A vehicle needs its license number.
    const vehicles = page.getByRole('group', { name: 'Vehicles on board' });
    await vehicles.getByRole('button', { name: 'Add vehicle' }).click();
    const vehicle = vehicles.getByRole('listitem', { name: 'Vehicle 1' });
    await vehicle.getByLabel('Vehicle type').selectOption('Motorbike');
    await vehicle.getByLabel('Vehicle name').fill('Honda PCX');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the following fields:' })).toContainText(
      'Vehicle 1 license number: This field is required.',
    );
    await checkA11y(page);
    await vehicle.getByLabel('License number').fill('SNI 4321');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Booking created');
    await expect(page).toHaveURL(/\/bookings\/edit\/[0-9a-f-]{36}$/);

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await (await api(request, 'admin')).get<Schemas['BookingDetailDto']>(`/bookings/${id}`);
    expect(saved.pack).toMatchObject({ name: 'Priority boarding', price: '100.00', currency: 'THB' });
    expect(saved.items[0].vehiclesOnBoard).toEqual([{ typeName: 'Motorbike', name: 'Honda PCX', licenseNumber: 'SNI 4321' }]);
    // Fare 149.50 THB (4.10 USD) + pack 2.74 USD + motorbike 4.11 USD.
    expect(saved.price).toMatchObject({ amount: '10.95', currency: 'USD' });
    expect(saved.allowedActions).not.toContain('exchange');

    // The edit screen shows them back; Track says why it is disabled.
    await expect(page.getByRole('region', { name: 'Pack' })).toContainText('Priority boarding');
    await expect(page.getByRole('listitem', { name: 'Vehicle 1' }).getByLabel('License number')).toHaveValue('SNI 4321');
    const track = page.getByRole('group', { name: 'Booking actions' }).getByRole('button', { name: 'Track' });
    await expect(track).toBeDisabled();
    await expect(track).toHaveAccessibleDescription('Tracking is not configured.');
    await checkA11y(page);

    // With a public site (this stack runs without PUBLIC_SITE_URL, so its answer is stood in for), Track links there.
    await page.route('**/api/config', (route) => route.fulfill({ json: { publicSiteUrl: 'https://www.farebox.example' } }));
    await page.reload();
    const link = page.getByRole('group', { name: 'Booking actions' }).getByRole('link', { name: /^Track/ });
    await expect(link).toHaveAttribute('href', `https://www.farebox.example/track/${saved.reference}`);
    await expect(link).toHaveAttribute('target', '_blank');

    // The booking view shows the pack with its price (full admin).
    await page.unroute('**/api/config');
    await page.goto(`/bookings?view=${id}`);
    const viewPack = page.getByRole('dialog').getByRole('region', { name: 'Pack' });
    await expect(viewPack).toContainText('Priority boarding');
    await expect(viewPack).toContainText('100.00');
  });

  test('exchange: the new booking starts from the old passengers and replaces it', async ({ page, request }) => {
    const date = inDays(8);
    const admin = await api(request, 'admin');
    const old = await createDemoBooking(admin, { date, passenger: { firstName: 'Chen', lastName: 'Exchange', email: 'chen.exchange@example.com' } });

    await login(page, 'admin', { at: `/bookings/search?exchangeFrom=${old.id}` });
    await expect(page.getByRole('region', { name: 'Exchange' })).toContainText(`Exchanging booking ${old.reference}`);
    await chooseProduct(page, inDays(9), TRAIN);
    await expect(page.getByRole('heading', { name: 'Exchange booking' })).toBeVisible();
    await expect(passenger(page, 1).getByLabel('First name')).toHaveValue('Chen');
    await expect(passenger(page, 1).getByLabel('E-mail')).toHaveValue('chen.exchange@example.com');
    await checkA11y(page);

    await page.getByRole('group', { name: 'Departure' }).getByLabel('Trip').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exchange booking?' });
    await expect(confirm).toContainText(`Booking ${old.reference} will be cancelled`);
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Exchange' }).click();
    await expectToast(page, 'Booking exchanged');
    await expect(page).toHaveURL(/\/bookings\/edit\/[0-9a-f-]{36}$/);

    const newId = new URL(page.url()).pathname.split('/').pop()!;
    expect(newId).not.toBe(old.id);
    const [before, after] = await Promise.all([
      admin.get<Schemas['BookingDetailDto']>(`/bookings/${old.id}`),
      admin.get<Schemas['BookingDetailDto']>(`/bookings/${newId}`),
    ]);
    expect(before.status).toBe('canceled');
    expect(after.lineName).toBe(TRAIN);
    expect(after.passengers[0].firstName).toBe('Chen');
  });

  test('private transfer: the passenger count rule and a mandatory extra with its text', async ({ page }) => {
    // Booking search and edit are for full admins who may write (BOOKING_WRITE_RULE), like the API's create.
    await login(page, 'admin', { at: '/bookings/search' });
    await chooseProduct(page, inDays(10), 'Phuket Airport – Ao Nang Private Transfer', [
      ['Phuk', 'Phuket, Thailand'],
      ['Kra', 'Krabi, Thailand'],
    ]);
    // One named lead passenger and a count instead of the passenger list.
    await expect(page.getByRole('button', { name: 'Add passenger' })).toHaveCount(0);
    const dropOff = page.getByLabel(/^Drop-off at your hotel.*mandatory/);
    await expect(dropOff).toBeChecked();
    await expect(dropOff).toBeDisabled();
    await page.getByLabel('Number of passengers').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following fields:' });
    await expect(summary).toContainText('Passenger count: The number of passengers should be above 1.');
    await expect(summary).toContainText('Drop-off at your hotel: This field is required.');
    await expect(page.getByLabel('Number of passengers')).toHaveAccessibleDescription('The number of passengers should be above 1.');
    await checkA11y(page);
  });

  test('edit: a version conflict keeps what was typed; a phone change is saved at once, then the notify modal', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    // The demo bus approves automatically: an approved booking.
    const booking = await createDemoBooking(admin, { passenger: { firstName: 'Dora', lastName: 'Edit', email: 'dora.edit@example.com' } });
    await login(page, 'admin', { at: `/bookings/edit/${booking.id}` });
    await expect(page.getByRole('heading', { name: `Edit booking ${booking.reference}` })).toBeVisible();
    await expect(passenger(page, 1).getByLabel('First name')).toHaveValue('Dora');
    await checkA11y(page);

    await passenger(page, 1).getByLabel('Phone').fill('+66 81 111 2222');
    // Someone else saves the booking meanwhile.
    const current = await admin.get<Schemas['BookingDetailDto']>(`/bookings/${booking.id}`);
    await admin.put(`/bookings/${booking.id}`, { version: current.version, isFraudulent: true });
    await page.getByRole('button', { name: 'Save' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone else saved this record after you opened it' });
    await expect(conflict).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(passenger(page, 1).getByLabel('Phone')).toHaveValue('+66 81 111 2222');

    await conflict.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(page.getByLabel('Fraudulent')).toBeChecked();
    await passenger(page, 1).getByLabel('Phone').fill('+66 81 111 2222');
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved first (spec 2.3), then asked whom to tell.
    await expectToast(page, 'Booking saved');
    const notifyDialog = page.getByRole('dialog', { name: 'Notify about the change?' });
    await expect(notifyDialog).toContainText('The booking is saved.');
    await checkA11y(page);
    const saved = await admin.get<Schemas['BookingDetailDto']>(`/bookings/${booking.id}`);
    expect(saved).toMatchObject({
      status: 'approved',
      amendStatus: null,
      isFraudulent: true,
      customer: { phone: '+66 81 111 2222' },
      version: current.version + 2,
    });
    await notifyDialog.getByRole('button', { name: 'No' }).click();
    await expect(notifyDialog).toHaveCount(0);
    expect((await admin.get<Schemas['BookingEmailDto'][]>(`/bookings/${booking.id}/emails`)).map((m) => m.kind)).not.toContain('booking-updated');
  });

  test('edit: a passenger change of an approved booking waits for the supplier as a change request', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const booking = await createDemoBooking(admin, { passenger: { firstName: 'Dina', lastName: 'Change', email: 'dina.change@example.com' } });
    await login(page, 'admin', { at: `/bookings/edit/${booking.id}` });
    await passenger(page, 1).getByLabel('Last name').fill('Changed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Booking saved', /the journey changes when the supplier accepts the change request/);

    // Yes, to the supplier only.
    const notifyDialog = page.getByRole('dialog', { name: 'Notify about the change?' });
    await notifyDialog.getByLabel('Notify the support team').uncheck();
    await notifyDialog.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Notification sent');
    await expect(notifyDialog).toHaveCount(0);

    // The form shows the booking as it is, with the change it waits for.
    const notice = page.getByRole('status').filter({ hasText: 'A change request is pending' });
    await expect(notice).toContainText('Passengers: Dina Change → Dina Changed');
    await expect(passenger(page, 1).getByLabel('Last name')).toHaveValue('Change');
    await checkA11y(page);
    const saved = await admin.get<Schemas['BookingDetailDto']>(`/bookings/${booking.id}`);
    expect(saved).toMatchObject({ status: 'pending', amendStatus: 'pending', passengers: [{ lastName: 'Change' }] });
    expect((await admin.get<Schemas['BookingEmailDto'][]>(`/bookings/${booking.id}/emails`)).map((m) => m.kind)).toContain('booking-updated');
  });

  test('edit: once the tickets are issued the form is locked with the spec message', async ({ page, request }) => {
    const booking = await createDemoBooking(await api(request, 'admin'), {
      passenger: { firstName: 'Tia', lastName: 'Ticketed', email: 'tia.ticketed@example.com' },
    });
    await db.query(`UPDATE booking SET tickets_issued = true WHERE id = $1`, [booking.id]);
    await login(page, 'admin', { at: `/bookings/edit/${booking.id}` });
    await expect(page.getByRole('status').filter({ hasText: 'Cancellations/Changes are not possible after the tickets have been issued.' })).toBeVisible();
    await expect(passenger(page, 1).getByLabel('Last name')).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Departure' }).getByLabel('Trip')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('the routes take city slugs and a transport reference instead of ids', async ({ page }) => {
    const date = inDays(6);
    await login(page, 'admin', { at: `/bookings/search?fromSlug=bangkok&toSlug=chiang-mai&date=${date}` });
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Bangkok, Thailand');
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('Chiang Mai, Thailand');
    await expect(page.getByRole('button', { name: `Choose ${BUS}` })).toBeVisible();

    await page.goto(`/bookings/edit/new?fromSlug=bangkok&toSlug=chiang-mai&transportReference=bangkok-chiang-mai-vip-night-bus&date=${date}`);
    await expect(page.getByRole('heading', { name: 'New booking' })).toBeVisible();
    await expect(page.getByText(BUS)).toBeVisible();
    await expect(page).toHaveURL(/productId=[0-9a-f-]{36}/);
    await expect(page).not.toHaveURL(/Slug|transportReference/);
    await checkA11y(page);

    await page.goto(`/bookings/edit/new?fromSlug=nowhere&toSlug=chiang-mai&transportReference=x&date=${date}`);
    await expect(page.getByText('No city has the slug "nowhere".')).toBeVisible();
  });

  test('change product: the booking moves to another supplier, who is told with the two e-mails', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const booking = await createDemoBooking(admin, { passenger: { firstName: 'Gil', lastName: 'Mover', email: 'gil.mover@example.com' } });
    const before = await admin.get<Schemas['BookingDetailDto']>(`/bookings/${booking.id}`);
    await login(page, 'admin', { at: `/bookings/edit/${booking.id}` });
    await page.getByRole('button', { name: 'Change product' }).click();
    await expect(page.getByRole('region', { name: 'Change product' })).toContainText(`Choosing another product for booking ${booking.reference}`);
    await chooseProduct(page, inDays(12), 'Phuket – Koh Phi Phi Ferry', [
      ['Phuk', 'Phuket, Thailand'],
      ['Phi', 'Koh Phi Phi, Thailand'],
    ]);
    await expect(page).toHaveURL(new RegExp(`/bookings/edit/${booking.id}\\?productId=`));
    await expect(page.getByText('Phuket – Koh Phi Phi Ferry')).toBeVisible();
    await expect(passenger(page, 1).getByLabel('First name')).toHaveValue('Gil');

    await page.getByRole('group', { name: 'Departure' }).getByLabel('Trip').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save' }).click();
    const notifyDialog = page.getByRole('dialog', { name: 'Notify about the change?' });
    await expect(notifyDialog.getByLabel('Send a cancellation email to the old supplier')).toBeChecked();
    await expect(notifyDialog.getByLabel('Send a new booking email to the new supplier')).toBeChecked();
    await checkA11y(page);
    await notifyDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Booking saved');
    // The choices were made before the save: nothing more is asked.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const after = await admin.get<Schemas['BookingDetailDto']>(`/bookings/${booking.id}`);
    expect(after.lineName).toBe('Phuket – Koh Phi Phi Ferry');
    expect(after.company.id).not.toBe(before.company.id);
    // A new booking for the new supplier, to approve.
    expect(after).toMatchObject({ status: 'pending', amendStatus: null });
  });

  test('supplier-API booking: only the contact and the fraud flag can change', async ({ page, request }) => {
    const row = await db.one<{ id: string; reference: string }>(
      `select id, reference from booking where is_supplier_api and status <> 'canceled' and not tickets_issued and departure_at > now()
        order by reference limit 1`,
    );
    await login(page, 'admin', { at: `/bookings/edit/${row!.id}` });
    await expect(page.getByText("This booking was made through the supplier's API")).toBeVisible();
    await expect(page.getByRole('group', { name: 'Departure' }).getByLabel('Trip')).toBeDisabled();
    await expect(passenger(page, 1).getByLabel('First name')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Change product' })).toHaveCount(0);
    await checkA11y(page);

    await passenger(page, 1).getByLabel('Phone').fill('+84 28 3822 1111');
    await page.getByLabel('Fraudulent').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Booking saved');
    await page.getByRole('dialog', { name: 'Notify about the change?' }).getByRole('button', { name: 'No' }).click();
    const saved = await (await api(request, 'admin')).get<Schemas['BookingDetailDto']>(`/bookings/${row!.id}`);
    expect(saved.isFraudulent).toBe(true);
    expect(saved.customer.phone).toBe('+84 28 3822 1111');
  });
});

const TEL_AVIV_BUS = 'Tel Aviv – Jerusalem Express Bus';
const TEL_AVIV_TO_JERUSALEM: readonly [CityChoice, CityChoice] = [
  ['Tel A', 'Tel Aviv, Israel'],
  ['Jerus', 'Jerusalem, Israel'],
];

test.describe('booking charges and passenger extra info', () => {
  // The Tel Aviv bus (20.00 ILS a fare) charges a 5.00 ILS booking fee per passenger, gives 2.00 ILS a passenger
  // off a round trip, has an offline price of 18.00 ILS and asks four extra infos (a text, a date, a number, an autocomplete)
  // while this block runs; it is put back after, so the other specs see the seeded line.
  test.beforeAll(async () => {
    const [line] = await db.query<{ id: string }>(
      `UPDATE line SET booking_fee_active = true, booking_fee_per_passenger = true, booking_fee_price = 5, return_discount = 2,
        offline_price = 18 WHERE denomination = $1 RETURNING id`,
      [TEL_AVIV_BUS],
    );
    await db.query(
      `INSERT INTO line_passenger_extra_info (line_id, label, type, data, slug, position)
       VALUES ($1, 'Passport number', 'text', '[]', 'passport-number', 0), ($1, 'Date of birth', 'dateBefore', '[]', 'date-of-birth', 1),
        ($1, 'Weight', 'number', '[]', 'weight', 2), ($1, 'Hotel', 'autocomplete', '["Riverside Inn", "Hilltop Lodge"]', 'hotel', 3)`,
      [line.id],
    );
  });
  test.afterAll(async () => {
    await db.query(
      `UPDATE line SET booking_fee_active = false, booking_fee_per_passenger = false, booking_fee_price = 0, return_discount = 0, offline_price = NULL WHERE denomination = $1`,
      [TEL_AVIV_BUS],
    );
    await db.query(`DELETE FROM line_passenger_extra_info WHERE line_id = (SELECT id FROM line WHERE denomination = $1)`, [TEL_AVIV_BUS]);
  });

  test('the estimated price includes the booking fee; each passenger answers the extra info, with its messages', async ({ page, request }) => {
    const date = inDays(5);
    await login(page, 'admin', { at: '/bookings/search' });
    await chooseProduct(page, date, TEL_AVIV_BUS, TEL_AVIV_TO_JERUSALEM);
    // The search result names the charges beside the departures. Back only once the form has its trips: going back
    // while the new booking page was still settling its URL left the browser on it (one fresh-clone run).
    await expect(page.getByRole('combobox', { name: 'Trip' }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/bookings\/search\?/);
    const charges = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: TEL_AVIV_BUS }) })
      .getByRole('list', { name: 'Charges' });
    await expect(charges).toContainText('Booking fee 5.00 ILS per passenger');
    await expect(charges).toContainText('Round trip: 2.00 ILS off per passenger');
    await expect(charges).toContainText('Offline sale: 18.00 ILS per passenger');
    await page.getByRole('button', { name: `Choose ${TEL_AVIV_BUS}` }).click();
    await page.getByRole('group', { name: 'Departure' }).getByLabel('Trip').selectOption({ index: 1 });

    // One adult: 20.00 fare + 5.00 fee; a second passenger adds a fare and a fee.
    const header = page.getByText('Estimated fare').locator('..');
    await expect(header).toContainText('25.00 ILS');
    await expect(header).toContainText('Includes a booking fee of 5.00 ILS');
    await fillPassenger(page, 1, 'Noa', 'Levi', 'noa.levi@example.com');
    await page.getByRole('button', { name: 'Add passenger' }).click();
    await fillPassenger(page, 2, 'Eli', 'Levi');
    await expect(header).toContainText('50.00 ILS');
    await expect(header).toContainText('Includes a booking fee of 10.00 ILS');
    // A round trip: four fares and the fee, less the round-trip discount of each passenger.
    await page.getByLabel('Round trip').check();
    await page.getByRole('group', { name: 'Return' }).getByRole('combobox', { name: 'Trip' }).selectOption({ index: 1 });
    await expect(header).toContainText('86.00 ILS');
    await expect(header).toContainText('Round-trip discount: −4.00 ILS');
    await checkA11y(page);
    await page.getByLabel('Round trip').uncheck();
    await expect(header).toContainText('50.00 ILS');
    await expect(header).not.toContainText('Round-trip discount');

    // Unanswered extra info is named per passenger with the field's label.
    await page.getByRole('button', { name: 'Save' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following fields:' });
    await expect(summary).toContainText('Passenger 1 Passport number: This field is required.');
    await expect(summary).toContainText('Passenger 2 Date of birth: This field is required.');
    await expect(passenger(page, 1).getByLabel('Passport number')).toHaveAccessibleDescription(/This field is required\./);
    await checkA11y(page);

    // A date of birth after the departure and a weight that is not a number are refused; the hotel suggests the
    // line's values but takes any text.
    for (const n of [1, 2]) await passenger(page, n).getByLabel('Passport number').fill(`P${n}234567`);
    await passenger(page, 1).getByLabel('Date of birth').fill(inDays(30));
    await passenger(page, 2).getByLabel('Date of birth').fill('2015-06-01');
    await passenger(page, 1).getByLabel('Weight').fill('seventy');
    await passenger(page, 2).getByLabel('Weight').fill('31.5');
    const hotel = passenger(page, 1).getByLabel('Hotel');
    const suggestions = page.locator(`datalist[id="${await hotel.getAttribute('list')}"] option`);
    await expect(suggestions).toHaveCount(2);
    expect(await suggestions.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['Riverside Inn', 'Hilltop Lodge']);
    await hotel.fill('Riverside Inn');
    await passenger(page, 2).getByLabel('Hotel').fill('A guesthouse');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(summary).toContainText(`Passenger 1 Date of birth: Enter a date before the departure date (${date}).`);
    await expect(summary).toContainText('Passenger 1 Weight: Enter a number.');
    await checkA11y(page);

    await passenger(page, 1).getByLabel('Date of birth').fill('1990-01-31');
    await passenger(page, 1).getByLabel('Weight').fill('72');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Booking created');
    await expect(page).toHaveURL(/\/bookings\/edit\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const saved = await (await api(request, 'admin')).get<Schemas['BookingDetailDto']>(`/bookings/${id}`);
    expect(saved.passengers.map((p) => p.extraInfos)).toEqual([
      [
        { slug: 'passport-number', value: 'P1234567' },
        { slug: 'date-of-birth', value: '1990-01-31' },
        { slug: 'weight', value: '72' },
        { slug: 'hotel', value: 'Riverside Inn' },
      ],
      [
        { slug: 'passport-number', value: 'P2234567' },
        { slug: 'date-of-birth', value: '2015-06-01' },
        { slug: 'weight', value: '31.5' },
        { slug: 'hotel', value: 'A guesthouse' },
      ],
    ]);
    // The fee in USD at today's ILS rate is the booking's additional fee, on top of the fares.
    const rate = await db.one<{ fee: string }>(
      `SELECT round(10 / rate, 2)::text AS fee FROM currency_rate WHERE currency = 'ILS' AND rate_date <= current_date ORDER BY rate_date DESC LIMIT 1`,
    );
    expect(saved.prices?.additionalFees).toEqual([{ description: 'Booking fee', price: rate!.fee }]);

    // The booking view's prices show the fee.
    await page.goto(`/bookings?view=${id}`);
    await expect(page.getByRole('dialog')).toContainText(`Booking fee: ${rate!.fee}`);
    await checkA11y(page);
  });
});
