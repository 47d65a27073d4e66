import type { Page } from '@playwright/test';
import { checkA11y, demoLineId, expectToast, login, expect, test } from './support';

const LINE = 'Hanoi – Da Nang Sleeper Bus';
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test.describe('line options and extras tabs', () => {
  test.describe.configure({ timeout: 150_000 });

  test('sets phone required and a passenger extra info, and adds then deletes an extra after its required-field messages', async ({ page }) => {
    await login(page, 'admin', { at: `/lines/edit/${await demoLineId(LINE)}` });
    await page.getByRole('tab', { name: 'Options' }).click();
    const options = page.getByRole('form', { name: 'Options' });
    await expect(options.getByRole('checkbox', { name: 'Phone required' })).not.toBeChecked();
    await checkA11y(page);

    await options.getByRole('checkbox', { name: 'Phone required' }).check();
    await options.getByRole('button', { name: 'Add passenger extra info' }).click();
    await options.getByRole('button', { name: 'Save options' }).click();
    const info = options.getByRole('group', { name: 'Passenger extra info 1' });
    await expect(info.getByText('This field is required.', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await info.getByLabel(/^Label/).fill('Passport number');
    await info.getByLabel(/^Type/).selectOption({ label: 'Text' });
    await info.getByLabel(/^Slug/).fill('Passport number');
    await options.getByRole('button', { name: 'Save options' }).click();
    await expect(info.getByText('Use lowercase letters, digits and single hyphens only.', { exact: true })).toBeVisible();
    await info.getByLabel(/^Slug/).fill('passport-number');
    await options.getByRole('button', { name: 'Save options' }).click();
    await expectToast(page, 'Options saved');
    await checkA11y(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Options' }).click();
    await expect(page.getByRole('checkbox', { name: 'Phone required' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Passenger extra info 1' }).getByLabel(/^Label/)).toHaveValue('Passport number');

    // Extras: a new extra names its required fields, saves, then leaves the line after a confirmation.
    await page.getByRole('tab', { name: 'Extras' }).click();
    const extras = page.getByRole('form', { name: 'Extras' });
    await expect(extras).toBeVisible();
    const count = await extras.getByRole('group', { name: /^Extra \d+$/ }).count();
    const n = count + 1;
    await extras.getByRole('button', { name: 'Add extra' }).click();
    await extras.getByRole('button', { name: 'Save extras' }).click();
    const extra = extras.getByRole('group', { name: `Extra ${n}`, exact: true });
    await expect(extra.getByText('This field is required.', { exact: true })).toHaveCount(3);
    await checkA11y(page);
    await field(page, 'Extra type').last().selectOption({ label: 'Upgrade' });
    await extra.getByLabel(/^Label/).fill('E2E lounge access');
    await extra.getByLabel(/^Price \(/).fill('-5');
    await extras.getByRole('button', { name: 'Save extras' }).click();
    await expect(extra.getByText('Value should be greater or equal 0', { exact: true })).toBeVisible();
    await extra.getByLabel(/^Price \(/).fill('250000');
    await extra.getByLabel(/^Price level/).selectOption({ label: 'Per person per direction' });
    await extras.getByRole('button', { name: 'Save extras' }).click();
    await expectToast(page, 'Extras saved');

    await page.reload();
    await page.getByRole('tab', { name: 'Extras' }).click();
    await expect(page.getByRole('group', { name: `Extra ${n}`, exact: true }).getByLabel(/^Label/)).toHaveValue('E2E lounge access');
    await page.getByRole('button', { name: `Delete extra ${n}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete extra?' });
    await expect(dialog).toContainText('E2E lounge access');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('group', { name: `Extra ${n}`, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save extras' }).click();
    await expectToast(page, 'Extras saved');
    await page.reload();
    await page.getByRole('tab', { name: 'Extras' }).click();
    await expect(page.getByRole('form', { name: 'Extras' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Extra \d+$/ })).toHaveCount(count);
  });
});
