import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { api, checkA11y, createDemoBooking, db, expectToast, login, type ApiClient, type Schemas, expect, test } from './support';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface PaymentRow {
  id: string;
  reference: string;
  summary: { amount: string; paidAmount: string; currency: string };
}

async function paymentOf(admin: ApiClient, reference: string): Promise<PaymentRow> {
  const page = await admin.get<{ data: PaymentRow[] }>('/payments', { reference });
  return page.data[0];
}

/** A booking made for the test, and its payment. */
async function newBookingPayment(admin: ApiClient, lastName = 'Payments') {
  const booking = await createDemoBooking(admin, { passenger: { firstName: 'Pia', lastName, email: `pia.${stamp()}@example.com` } });
  return { booking, payment: await paymentOf(admin, booking.reference) };
}

/**
 * A demo booking paid in full at checkout with a card the gateway accepts, not touched by another test (the
 * `offset`-th of them): charges and refunds go through the gateway simulator with that card.
 */
async function paidDemoBooking(offset: number): Promise<{ reference: string }> {
  const row = await db.one<{ reference: string }>(
    `select b.reference from booking b join booking_payment p on p.booking_id = b.id
      where p.payment_method = 'pm_card_visa' and b.payment_status = 'paid' and not b.is_fraudulent and not b.is_disputed
        and b.status <> 'canceled' and p.charged_amount = b.price_amount and p.refunded_amount = 0
        and not exists (select 1 from payment_transaction t where t.booking_id = b.id and t.source <> 'checkout')
        and not exists (select 1 from booking_price_change c where c.booking_id = b.id)
      order by b.reference limit 1 offset $1`,
    [offset],
  );
  if (!row) throw new Error('No demo booking paid by card is left for this test');
  return row;
}

/** Moves the price through the API, so the paid amount differs from it. */
async function changePriceTo(admin: ApiClient, bookingId: string, amount: string, supplierAmount: string) {
  const response = await admin.request('POST', `/bookings/${bookingId}/change-price`, {
    data: { amount, supplierAmount, reasonType: 'other', reason: 'e2e set-up' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const detail = (page: Page, reference: string) => page.getByRole('dialog', { name: `Payment ${reference}` });

async function openPayment(page: Page, reference: string) {
  await page.goto(`/payments?reference=${encodeURIComponent(reference)}`);
  await page.getByRole('link', { name: `Open payment ${reference}` }).click();
  await expect(detail(page, reference).getByRole('heading', { name: 'Transaction history' })).toBeVisible();
}

/** Every money-moving request carries an Idempotency-Key. */
const idempotencyKeyOf = (request: Request) => request.headers()['idempotency-key'];

test.describe('payments', () => {
  test('list with filters in the URL, the detail with its transactions, and the CSV', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const { booking } = await newBookingPayment(admin);
    await login(page, 'admin', { at: '/payments' });
    await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
    for (const header of ['Status', 'Company', 'Operator', 'Reference', 'Contact', 'Line', 'Departure', 'Return', 'Name', 'Amounts']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    // 3 page links and the 2 boundary numbers (spec 9): the last page is one click away.
    const { meta } = await admin.get<{ meta: { total: number } }>('/payments', { limit: 1 });
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: `Page ${Math.ceil(meta.total / 20)}`, exact: true })).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Reference').fill(booking.reference);
    await expect(page).toHaveURL(new RegExp(`reference=${booking.reference}`));
    await page.getByLabel('Status').selectOption('unpaid');
    await page.getByLabel('Date type').selectOption('departure');
    await expect(page).toHaveURL(/status=unpaid/);
    await expect(page).toHaveURL(/date=departure/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.reload();
    await expect(page.getByLabel('Reference')).toHaveValue(booking.reference);
    await expect(page.getByRole('link', { name: `Open payment ${booking.reference}` })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('payments.csv');

    await page.getByRole('link', { name: `Open payment ${booking.reference}` }).click();
    const dialog = detail(page, booking.reference);
    await expect(dialog.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await expect(page).toHaveURL(/view=/);
    // Nothing paid yet: the customer owes the price, so Charge is offered and Refund is not.
    await expect(dialog.getByRole('button', { name: 'Change price' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Charge' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    await checkA11y(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/view=/);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/reference=/);
  });

  test('change price: validation, per-field messages, confirmation, one Idempotency-Key', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const { booking, payment } = await newBookingPayment(admin);
    await login(page, 'admin');
    await openPayment(page, booking.reference);
    await detail(page, booking.reference).getByRole('button', { name: 'Change price' }).click();

    const form = page.getByRole('dialog', { name: `Change booking price ${booking.reference}` });
    await form.getByLabel(/^New total price/).fill('-5');
    await form.getByRole('button', { name: 'Change price' }).click();
    await expect(form.getByText('Value should be greater or equal 0').first()).toBeVisible();
    // Without a reason, the note is required (spec 5).
    await expect(form.getByRole('alert')).toContainText('Note: This field is required.');
    await checkA11y(page);

    await form.getByLabel(/^New total price/).fill('123.45');
    await form.getByLabel('Reason type').selectOption({ label: 'Customer' });
    await form.getByLabel(/^Reason( \*)?$/).selectOption('Customer request');
    await form.getByLabel(/^Note/).fill('Two seats instead of three');
    await form.getByRole('button', { name: 'Change price' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`Change the price of ${booking.reference} to 123.45 ${payment.summary.currency}`);
    const sent = page.waitForRequest((r) => r.url().endsWith('/change-price'));
    await confirm.getByRole('button', { name: 'Change price' }).click();
    expect(idempotencyKeyOf(await sent)).toMatch(/^[0-9a-f-]{36}$/);
    await expectToast(page, 'Price changed');
    await expect(detail(page, booking.reference)).toContainText(`123.45 ${payment.summary.currency}`);
    const history = detail(page, booking.reference).getByRole('table', { name: 'Price history' });
    await expect(history.getByRole('row').filter({ hasText: 'Customer: Customer request — Two seats instead of three' })).toContainText(
      `123.45 ${payment.summary.currency}`,
    );
    expect((await paymentOf(admin, booking.reference)).summary.amount).toBe('123.45');
  });

  test('charge: recover what the customer still owes after a price rise', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const { reference } = await paidDemoBooking(0);
    const before = await admin.get<Schemas['PaymentDetailDto']>(`/payments/${(await paymentOf(admin, reference)).id}`);
    const raised = (Number(before.summary.amount) + 10).toFixed(2);
    await changePriceTo(admin, before.bookingId, raised, before.summary.supplierAmount);

    await login(page, 'admin');
    await openPayment(page, reference);
    await detail(page, reference).getByRole('button', { name: 'Charge' }).click();
    const form = page.getByRole('dialog', { name: `Charge ${reference}` });
    await expect(form.getByLabel(/^Recover transaction \(10\.00/)).toBeChecked();
    await checkA11y(page);
    await form.getByRole('button', { name: 'Charge' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`Charge 10.00 ${before.summary.currency}`);
    const sent = page.waitForRequest((r) => r.url().endsWith(`/bookings/${before.bookingId}/charge`));
    await confirm.getByRole('button', { name: 'Charge' }).click();
    expect(idempotencyKeyOf(await sent)).toBeTruthy();
    await expectToast(page, 'Charge done');
    const transactions = detail(page, reference).getByRole('table', { name: 'Transactions' });
    await expect(transactions.getByRole('row').filter({ hasText: `10.00 ${before.summary.currency}` })).toHaveCount(1);
    // Paid equals the price again: Charge and Refund stay (a new transaction), only the recover option goes (spec 5).
    await expect(detail(page, reference).getByRole('button', { name: 'Refund' })).toBeVisible();
    await detail(page, reference).getByRole('button', { name: 'Charge' }).click();
    await expect(form.getByLabel('New transaction')).toBeChecked();
    await expect(form.getByLabel(/^Recover transaction/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();

    // The booking view has the same transactions history and price history (spec 2.4).
    await detail(page, reference).getByRole('link', { name: reference }).click();
    const view = page.getByRole('dialog', { name: `Booking ${reference}` });
    const viewTransactions = view.getByRole('region', { name: 'Transactions history' }).getByRole('table', { name: 'Transactions' });
    await expect(viewTransactions.getByRole('row').filter({ hasText: /charge/i })).toHaveCount(2);
    await expect(view.getByRole('region', { name: 'Price history' }).getByRole('table', { name: 'Price history' })).toContainText('e2e set-up');
    await checkA11y(page);
  });

  test('refund: a new transaction is checked, then the overpaid part is recovered', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const { reference } = await paidDemoBooking(1);
    const before = await admin.get<Schemas['PaymentDetailDto']>(`/payments/${(await paymentOf(admin, reference)).id}`);
    const lowered = (Number(before.summary.amount) - 5).toFixed(2);
    await changePriceTo(admin, before.bookingId, lowered, before.summary.supplierAmount);

    await login(page, 'admin');
    await openPayment(page, reference);
    await detail(page, reference).getByRole('button', { name: 'Refund' }).click();
    const form = page.getByRole('dialog', { name: `Refund ${reference}` });
    await form.getByLabel('New transaction').check();
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(form.getByRole('alert')).toContainText('Amount: This field is required.');
    await expect(form.getByRole('alert')).toContainText('Reason: This field is required.');
    await form.getByLabel(/^Recover transaction \(5\.00/).check();
    await form.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Refund' }).click();
    await expectToast(page, 'Refund done');
    await expect(detail(page, reference).getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: 'refund' })).toHaveCount(1);
    expect((await paymentOf(admin, reference)).summary.paidAmount).toBe(lowered);
    await checkA11y(page);
  });

  test('mark paid in bulk: Pay all selected, the references upload and its count check, Mark as Unpaid', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const lastName = `Bulk${stamp()}`;
    const [first, second, third] = [
      await newBookingPayment(admin, lastName),
      await newBookingPayment(admin, lastName),
      await newBookingPayment(admin, lastName),
    ];
    await login(page, 'admin', { at: `/payments?name=${lastName}&status=unpaid` });
    await expect(page.getByRole('row')).toHaveCount(4);

    await page.getByLabel(`Select payment ${first.booking.reference}`).check();
    await page.getByRole('button', { name: 'Pay all selected (1)' }).click();
    await expectToast(page, 'Payments marked as paid', '1 payments');
    await expect(page.getByRole('row')).toHaveCount(3);

    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pay all selected (2)' })).toBeEnabled();
    await page.getByRole('button', { name: 'Unselect All' }).click();
    await expect(page.getByRole('button', { name: 'Pay all selected' })).toBeDisabled();

    await page.getByRole('button', { name: 'Upload Payments' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Payments' });
    await expect(upload.getByLabel('Booking references')).toBeFocused();
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText('You need to provide at least one payment')).toBeVisible();
    await checkA11y(page);
    // An already paid reference among them: nothing is marked.
    await upload.getByLabel('Booking references').fill(`${first.booking.reference}, ${second.booking.reference}`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, /Mark as paid to Partner|One or more payments have not been marked as paid/, /One or more payments have not been marked as paid/);
    // The form stays open with what was typed, to correct it.
    await expect(upload.getByLabel('Booking references')).toHaveValue(`${first.booking.reference}, ${second.booking.reference}`);
    await upload.getByLabel('Booking references').fill(`${second.booking.reference}\n${third.booking.reference}`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Payments marked as paid', '2 payments');
    await expect(page.getByText('No payments found')).toBeVisible();

    await openPayment(page, first.booking.reference);
    await detail(page, first.booking.reference).getByRole('button', { name: 'Mark as Unpaid' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Mark as Unpaid' }).click();
    await expectToast(page, 'Marked as unpaid');
    expect((await admin.get<Schemas['PaymentDetailDto']>(`/payments/${first.payment.id}`)).status).toBe('unpaid');
  });

  test("a charge made on an older version of the booking shows the other person's change instead of moving money", async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const { reference } = await paidDemoBooking(2);
    const before = await admin.get<{ bookingId: string; bookingVersion: number; summary: { amount: string; supplierAmount: string; currency: string } }>(
      `/payments/${(await paymentOf(admin, reference)).id}`,
    );
    await changePriceTo(admin, before.bookingId, (Number(before.summary.amount) + 10).toFixed(2), before.summary.supplierAmount);

    await login(page, 'admin');
    await openPayment(page, reference);
    await detail(page, reference).getByRole('button', { name: 'Charge' }).click();
    const form = page.getByRole('dialog', { name: `Charge ${reference}` });
    await expect(form.getByLabel(/^Recover transaction/)).toBeChecked();
    // Someone else changes the price again while the form is open.
    await changePriceTo(admin, before.bookingId, (Number(before.summary.amount) + 20).toFixed(2), before.summary.supplierAmount);
    await form.getByRole('button', { name: 'Charge' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Charge' }).click();
    const notice = form.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
    await expect(notice.getByRole('cell', { name: 'priceAmount' })).toBeVisible();
    await expect(notice.getByRole('cell', { name: (Number(before.summary.amount) + 20).toFixed(2) })).toBeVisible();
    await checkA11y(page);
    expect(
      (await db.one<{ n: number }>(`select count(*)::int as n from payment_transaction where booking_id = $1 and source <> 'checkout'`, [before.bookingId]))!.n,
    ).toBe(0);
    await notice.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(notice).toBeHidden();
    await expect(form.getByLabel(/^Recover transaction \(20\.00/)).toBeVisible();
  });

  test('the booking view shows its change log, newest first, collapsed until opened', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const booking = await createDemoBooking(admin, { passenger: { firstName: 'Lou', lastName: 'Changelog', email: `lou.${stamp()}@example.com` } });
    const { version } = await admin.get<{ version: number }>(`/bookings/${booking.id}`);
    await admin.put(`/bookings/${booking.id}`, { version, phone: '+66 2 555 0101' });

    await login(page, 'admin', { at: `/bookings?view=${booking.id}` });
    const view = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
    const section = view.getByRole('region', { name: 'Change log' });
    await expect(section.getByRole('table', { name: 'Change log, newest first' })).toHaveCount(0);
    await section.getByText('Show the changes, newest first').click();
    const log = section.getByRole('table', { name: 'Change log, newest first' });
    const change = log.getByRole('row').filter({ hasText: '+66 2 555 0101' }).first();
    await expect(change).toContainText('phone');
    await expect(change).toContainText('Ada Admin');
    await checkA11y(page);
  });
});
