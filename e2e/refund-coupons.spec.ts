import { checkA11y, db, expect, expectToast, login, test } from './support';

const CONFIRM_INCLUDING = 'Are you sure you want to cancel the coupon and refund this amount (including processing fees) to the customer?';
const CONFIRM_EXCLUDING = 'Are you sure you want to cancel the coupon and refund this amount (excluding processing fees) to the customer?';

test.describe('refund coupons', () => {
  test.describe.configure({ timeout: 120_000 });

  test('read-admin sees the coupons of the URL filter without cancel actions', async ({ page }) => {
    await login(page, 'readadmin', { at: '/refund-coupons?code=rcdemo' });
    const table = page.getByRole('table', { name: 'Refund coupons' });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('searchbox', { name: 'Code' })).toHaveValue('rcdemo');
    await expect(table.getByRole('row').filter({ hasText: 'RCDEMO1' })).toContainText('Active');
    await expect(table.getByRole('button')).toHaveCount(0);
    await checkA11y(page);
  });

  test('filters from the URL; a refused refund keeps the coupon; Cancel excluding fees refunds the balance and leaves the row inactive without actions', async ({
    page,
  }) => {
    const coupon = await db.one<{ balance: string; currency: string; reference: string }>(
      `SELECT (SELECT sum(e.amount) FROM refund_coupon_entry e WHERE e.coupon_id = c.id)::text AS balance, c.currency, c.booking_references[1] AS reference
         FROM refund_coupon c WHERE c.code = 'RCDEMO6'`,
    );
    expect(coupon).toBeDefined();

    await login(page, 'support', { at: `/refund-coupons?bookingReference=${coupon!.reference}&status=active` });
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    const table = page.getByRole('table', { name: 'Refund coupons' });
    const row = table.getByRole('row').filter({ hasText: 'RCDEMO6' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(`${coupon!.balance}`);
    await expect(row).toContainText('Active');
    await checkA11y(page);

    // A refund the gateway refuses (a payment it does not know) leaves the coupon as it was, with the reason shown.
    await db.query(`UPDATE refund_coupon SET source_payments = jsonb_set(source_payments, '{0,paymentId}', '"pay_unknown"') WHERE code = 'RCDEMO1'`);
    await page.goto('/refund-coupons?code=RCDEMO1');
    const refused = table.getByRole('row').filter({ hasText: 'RCDEMO1' });
    await refused.getByRole('button', { name: 'Cancel including fees: RCDEMO1' }).click();
    const failing = page.getByRole('dialog', { name: 'Cancel coupon RCDEMO1' });
    await expect(failing.getByText(CONFIRM_INCLUDING, { exact: true })).toBeVisible();
    await failing.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await expect(failing.getByRole('alert')).toHaveText('The coupon was not cancelled: The payment gateway refused: No payment pay_unknown.');
    await failing.getByRole('button', { name: 'Keep the coupon' }).click();
    await expect(refused).toContainText('Active');
    await expect(refused.getByRole('button')).toHaveCount(2);

    await page.goto(`/refund-coupons?bookingReference=${coupon!.reference}`);
    await page.getByRole('searchbox', { name: 'Code' }).fill('RCDEMO6');
    await expect(page).toHaveURL(/code=RCDEMO6/);

    await row.getByRole('button', { name: 'Cancel excluding fees: RCDEMO6' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel coupon RCDEMO6' });
    await expect(dialog.getByText(CONFIRM_EXCLUDING, { exact: true })).toBeVisible();
    await expect(dialog).toContainText(`Amount: ${coupon!.balance} ${coupon!.currency}`);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await expectToast(page, 'Coupon cancelled', `${coupon!.balance} ${coupon!.currency} refunded to the customer.`);
    await expect(dialog).toBeHidden();

    await expect(row).toContainText('Inactive');
    await expect(row.getByRole('cell').nth(1)).toHaveText('0.00');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});
