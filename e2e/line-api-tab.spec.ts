import { BASE_URL, checkA11y, demoLineId, expect, expectToast, login, test } from './support';

/** The supplier API simulator of the e2e stack (scripts/test.sh: the API port + 1020 unless E2E_SUPPLIER_URL says). */
const SUPPLIER_URL = process.env.E2E_SUPPLIER_URL ?? `http://127.0.0.1:${Number(new URL(BASE_URL).port) + 1020}`;
const supplierFailures = async (enabled: boolean) => {
  const res = await fetch(`${SUPPLIER_URL}/_simulator/suppliers/saigon-express/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
  expect(res.ok).toBe(true);
};

test.describe('line editor: the API tab (tab 7)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the seeded supplier-API line shows its supplier and both mapped transfers', async ({ page }) => {
    await login(page, 'admin', { at: `/lines/edit/${await demoLineId('Ho Chi Minh City – Da Nang Express')}?tab=7` });
    const info = page.getByRole('region', { name: 'Supplier line info' });
    await expect(info.getByText('Saigon Express Bus (saigon-express, offline)')).toBeVisible();
    await expect(info.getByText('SE-SGN-DAD-0700')).toBeVisible();
    await expect(info.getByText('SE-DAD-SGN-0730')).toBeVisible();
    const mappings = page.getByRole('table', { name: 'Transfer mappings of the line' });
    await expect(mappings.getByRole('row')).toHaveCount(3);
    const aToB = mappings.getByRole('row').filter({ hasText: 'SE-SGN-DAD-0700' });
    await expect(aToB).toContainText('Ho Chi Minh City → Da Nang (route SGN-DAD)');
    await aToB.getByText('3 stations').click();
    await expect(aToB.getByText('Mien Dong Bus Station (+45 min, boarding)')).toBeVisible();
    await expect(aToB.getByText('Da Nang Central Bus Station (+960 min, drop-off)')).toBeVisible();
    await checkA11y(page);
  });

  test('finds matches, maps one, turns its sync off and on, and deletes it after a confirmation', async ({ page }) => {
    await login(page, 'admin', { at: `/lines/edit/${await demoLineId('Hanoi – Da Nang Sleeper Bus')}` });
    await page.getByRole('tab', { name: 'API' }).click();
    const mappingsSection = page.getByRole('region', { name: 'Transfer mappings' });
    await expect(mappingsSection.getByText('No sync information found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Supplier line info' }).getByText('Never')).toHaveCount(2);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Find matches' }).click();
    const matches = page.getByRole('table', { name: 'Supplier transfers matching the line' });
    const match = matches.getByRole('row').filter({ hasText: 'SE-HAN-DAD-1700' });
    await expect(match).toContainText('Hanoi → Da Nang');
    await expect(match).toContainText('Saigon Express Bus (matches)');
    await expect(matches.getByRole('row').filter({ hasText: 'SE-SGN-DAD-0700' })).toHaveCount(0);
    await checkA11y(page);

    await match.getByRole('button', { name: 'Map transfer SE-HAN-DAD-1700 to A→B' }).click();
    await expectToast(page, 'Transfer mapped', 'A→B: SE-HAN-DAD-1700');
    const mappings = page.getByRole('table', { name: 'Transfer mappings of the line' });
    const row = mappings.getByRole('row').filter({ hasText: 'SE-HAN-DAD-1700' });
    await expect(row).toContainText('A→B');
    await expect(page.getByRole('region', { name: 'Supplier line info' }).getByText('Saigon Express Bus (saigon-express, offline)')).toBeVisible();
    // The found match now says where it is mapped, after the editor reloaded the line.
    await expect(matches.getByRole('row').filter({ hasText: 'SE-HAN-DAD-1700' })).toContainText('Mapped to this line (A→B)');
    await checkA11y(page);

    // Sync Line imports the mapped transfer's availability; the tab shows the result once the worker has run it.
    await page.getByLabel(/^Days in advance/).fill('2');
    await page.getByRole('button', { name: 'Sync Line' }).click();
    await expectToast(page, 'Sync queued');
    const result = page.getByRole('region', { name: 'Supplier line info' }).getByText(/^.+, 2 days, done: A→B \(SE-HAN-DAD-1700\): 2 departures from /);
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(row).not.toContainText('Never');
    await checkA11y(page);

    // The run is listed with what it changed per direction, and no failed attempt.
    const runs = page.getByRole('table', { name: 'Sync runs of the line' });
    const newest = runs.getByRole('row').nth(1);
    await expect(newest).toContainText('Sync Line');
    await expect(newest).toContainText(/Done \d/);
    await expect(newest).toContainText(
      /SE-HAN-DAD-1700, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: 2 departures; [0-2] created, 0 updated, 0 removed, 0 kept for their bookings and blocked/,
    );
    await expect(newest).toContainText('None');

    // A supplier that fails: the failed attempt and its reason show on the tab; the retry after the backoff completes the run.
    await supplierFailures(true);
    try {
      await page.getByRole('button', { name: 'Sync Line' }).click();
      await expectToast(page, 'Sync queued');
      await expect(newest).toContainText(/Attempt 1, A→B, .+: The supplier API did not answer properly \(HTTP 503/, { timeout: 30_000 });
      await checkA11y(page);
    } finally {
      await supplierFailures(false);
    }
    await expect(newest).toContainText(/Done \d/, { timeout: 60_000 });
    await expect(newest).toContainText(/2 departures; 0 created, 0 updated, 0 removed/);
    await expect(runs.getByRole('row')).toHaveCount(3);

    await expect(row).toContainText('Enabled');
    await row.getByRole('button', { name: 'Disable sync of A→B transfer SE-HAN-DAD-1700' }).click();
    await expectToast(page, 'Sync disabled', 'SE-HAN-DAD-1700');
    await expect(row).toContainText('Disabled');
    await page.reload();
    const reloaded = page.getByRole('table', { name: 'Transfer mappings of the line' }).getByRole('row').filter({ hasText: 'SE-HAN-DAD-1700' });
    await expect(reloaded).toContainText('Disabled');
    await reloaded.getByRole('button', { name: 'Enable sync of A→B transfer SE-HAN-DAD-1700' }).click();
    await expectToast(page, 'Sync enabled', 'SE-HAN-DAD-1700');
    await expect(reloaded).toContainText('Enabled');

    await page.getByRole('button', { name: 'Delete the mapping of transfer SE-HAN-DAD-1700' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this mapping?' });
    await expect(dialog).toContainText('The A→B direction of the line will no longer be mapped to the transfer SE-HAN-DAD-1700 of saigon-express');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('table', { name: 'Transfer mappings of the line' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete the mapping of transfer SE-HAN-DAD-1700' }).click();
    await page.getByRole('dialog', { name: 'Delete this mapping?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Mapping deleted', 'SE-HAN-DAD-1700');
    await expect(page.getByRole('region', { name: 'Transfer mappings' }).getByText('No sync information found.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Supplier line info' }).getByText('Supplier API').locator('..')).toContainText('No');
    await checkA11y(page);
  });
});
