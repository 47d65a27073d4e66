import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { api, attachmentOf, checkA11y, createDemoBooking, db, expectToast, latestMailTo, login, expect, test } from './support';

/** Unique per run, so the spec reruns on the same database. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function openView(page: Page, booking: { id: string; reference: string }) {
  await page.goto(`/bookings?view=${booking.id}`);
  const view = page.getByRole('dialog', { name: `Booking ${booking.reference}` });
  await expect(view.getByRole('heading', { name: 'Journeys' })).toBeVisible();
  return view;
}

/** How many pixels of a rendered <img> are not (near) white: a blank thumbnail has none. */
const inkedPixels = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 240 || data[i + 1] < 240 || data[i + 2] < 240) inked++;
    return inked;
  });

test.describe('booking e-mails and the view', () => {
  test('Send Voucher e-mails the voucher PDF and the e-mail log lists it; the view shows the policy and experiments', async ({ page, request }) => {
    const email = `vera.${stamp()}@example.com`;
    const booking = await createDemoBooking(await api(request, 'admin'), {
      passenger: { firstName: 'Vera', lastName: 'Voucher', email },
      body: { status: 'approved', customerStatus: 'approved', paymentStatus: 'paid' },
    });
    await db.update('booking', { id: booking.id }, { experiments: { checkoutFlow: 'single-page' } });
    await login(page, 'admin');
    const view = await openView(page, booking);

    // The demo bus: 10% from 2 days before departure, 50% from 24 hours.
    const policy = view.getByRole('region', { name: 'Cancellation policy' });
    const fees = policy.getByRole('table', { name: 'Cancellation fees' });
    await expect(fees.getByRole('row').filter({ hasText: '2 days before departure' })).toContainText('10%');
    await expect(fees.getByRole('row').filter({ hasText: '24 hours before departure' })).toContainText('50%');
    await expect(view.getByRole('region', { name: 'Experiments' }).getByText('single-page')).toBeVisible();

    // The voucher's first page, drawn 124 px wide; the tile still downloads the PDF (keyboard too).
    const thumbnail = view.getByRole('img', { name: `Voucher ${booking.reference}, first page` });
    await expect(thumbnail).toBeVisible();
    expect((await thumbnail.boundingBox())!.width).toBe(124);
    expect(await inkedPixels(thumbnail)).toBeGreaterThan(500);
    await checkA11y(page);
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: `Download the voucher PDF of ${booking.reference}` }).press('Enter');
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`voucher-${booking.reference}.pdf`);
    expect((await readFile(await saved.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await view.getByRole('button', { name: 'Send Voucher' }).click();
    const modal = page.getByRole('dialog', { name: `Send voucher of ${booking.reference}` });
    await expect(modal.getByRole('textbox', { name: /E-mail/ })).toHaveValue(email);
    await checkA11y(page);
    const since = new Date();
    await modal.getByRole('button', { name: 'Send Voucher' }).click();
    await expectToast(page, 'Voucher queued');

    const mail = await latestMailTo(email, { since, subject: booking.reference });
    expect(mail.subject).toBe(`Your Farebox voucher for booking ${booking.reference}`);
    expect(mail.attachments).toEqual([{ filename: `voucher-${booking.reference}.pdf`, contentType: 'application/pdf', size: expect.any(Number) }]);
    const pdf = await attachmentOf(mail);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBe(mail.attachments[0].size);

    // The log row is written queued and marked sent by the worker once SMTP took the message.
    // Each try reloads and lets the view load in full (slow on a busy machine) before the short look at the status.
    const logged = view.getByRole('table', { name: 'E-mail log' }).getByRole('row').filter({ hasText: mail.subject });
    await expect(async () => {
      await page.reload();
      await expect(logged).toBeVisible({ timeout: 20_000 });
      await expect(logged).toContainText('Sent', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(logged).toContainText(email);
  });

  test('a voucher pdf.js cannot read keeps the PDF tile, with an error, and still downloads', async ({ page, request }) => {
    const booking = await createDemoBooking(await api(request, 'admin'), {
      passenger: { firstName: 'Bram', lastName: 'Broken', email: `bram.${stamp()}@example.com` },
    });
    await page.route(`**/api/bookings/${booking.id}/voucher.pdf`, (route) => route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.7 not really' }));
    await login(page, 'admin');
    const view = await openView(page, booking);
    const section = view.getByRole('region', { name: 'Voucher PDFs' });
    await expect(section.getByRole('status')).toHaveText('Preview not available: the PDF could not be drawn.');
    await expect(section.getByRole('img')).toHaveCount(0);
    await checkA11y(page);
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: `Download the voucher PDF of ${booking.reference}` }).click();
    expect((await download).suggestedFilename()).toBe(`voucher-${booking.reference}.pdf`);
  });

  test("Resend booking request e-mails the supplier's agents and any address added", async ({ page, request }) => {
    const booking = await createDemoBooking(await api(request, 'admin'), {
      passenger: { firstName: 'Rafi', lastName: 'Resend', email: `rafi.${stamp()}@example.com` },
    });
    const extra = `ops.${stamp()}@example.com`;
    await login(page, 'admin');
    const view = await openView(page, booking);
    await view.getByRole('button', { name: 'Resend booking request' }).click();
    const modal = page.getByRole('dialog', { name: `Resend booking request of ${booking.reference}` });
    // The demo bus belongs to the scheduleAuthorized company, whose agent is "scheduler".
    const emails = modal.getByRole('textbox', { name: /Agent e-mails/ });
    await expect(emails).toHaveValue(/scheduler@farebox\.local/);
    await checkA11y(page);
    await emails.fill(`scheduler@farebox.local\n${extra}`);
    const since = new Date();
    await modal.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(page, 'Booking request queued');
    await expect(modal).toBeHidden();

    for (const address of ['scheduler@farebox.local', extra]) {
      const mail = await latestMailTo(address, { since, subject: booking.reference });
      expect(mail.subject).toBe(`New booking ${booking.reference}: please confirm`);
    }
  });

  test('the in-progress toggle of a pending manual booking shows and clears the marker', async ({ page, request }) => {
    const row = await db.one<{ id: string; reference: string }>(
      `select id, reference from booking
        where is_manual and status = 'pending' and in_progress_by is null and amend_status is null and not is_supplier_api
        order by reference limit 1`,
    );
    if (!row) throw new Error('No pending manual demo booking without the in-progress marker');
    const admin = await api(request, 'admin');
    await login(page, 'admin');
    const view = await openView(page, row);
    const marker = view.locator('dt:text-is("In progress by") + dd');
    await expect(marker).toHaveCount(0);

    await view.getByRole('button', { name: 'Mark in progress' }).click();
    await expectToast(page, 'Marked in progress');
    await expect(marker).toHaveText(admin.user.displayName);
    await checkA11y(page);

    await view.getByRole('button', { name: 'Release' }).click();
    await expectToast(page, 'No longer in progress');
    await expect(marker).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Mark in progress' })).toBeVisible();
    expect((await db.one(`select in_progress_by from booking where id = $1`, [row.id]))!.in_progress_by).toBeNull();
  });
});
