import ExcelJS from 'exceljs';
import { checkA11y, expect, expectToast, login, test } from './support';

test.describe('prospect list', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Find Files and Reset List, then a search from the side menu reaches done with its sheet', async ({ page }) => {
    await login(page, 'support', { at: '/prospect-list' });
    await expect(page.getByRole('heading', { name: 'Prospect list' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Prospect files' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(row('Hanoi bus operators')).toContainText('google.com.vn');
    await expect(row('Hanoi bus operators')).toContainText('Vietnamese (vi)');
    await expect(row('Chiang Mai vans')).toContainText('Failed: The SERP provider answered 401: Invalid API key.');
    const count = page.getByText(/^Total searches this month: \d+$/);
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())!.match(/\d+/)![0]);
    await checkA11y(page);

    const fileName = page.getByRole('search', { name: 'Find files' }).getByLabel('File name');
    await fileName.fill('koh');
    await page.getByRole('button', { name: 'Find Files' }).click();
    await expect(page).toHaveURL(/fileName=koh/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row('Koh Tao ferries')).toBeVisible();
    await page.getByRole('button', { name: 'Reset List' }).click();
    await expect(fileName).toHaveValue('');
    await expect(row('Hanoi bus operators')).toBeVisible();
    await expect(page).not.toHaveURL(/fileName=/);

    await page.getByRole('button', { name: 'New Search' }).click();
    const panel = page.getByRole('dialog', { name: 'New search' });
    await panel.getByRole('button', { name: 'Run Search' }).click();
    await expect(panel.getByText('This field is required.')).toHaveCount(3);
    await checkA11y(page);

    const name = `Sapa buses ${Date.now()}`;
    await panel.getByLabel('File name').fill(name);
    await panel.getByLabel('Queries').fill('bus hanoi sapa\nsleeper bus sapa\n');
    const locations = panel.getByRole('combobox', { name: 'Locations' });
    for (const [typed, option] of [
      ['viet', 'Vietnam'],
      ['hanoi', 'Hanoi, Hanoi, Vietnam'],
    ]) {
      await locations.fill(typed);
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await expect(panel.getByRole('list', { name: 'Chosen locations' }).getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByText('2 of 30 chosen.')).toBeVisible();
    await panel.getByLabel('Google domain').selectOption('google.com.vn');
    await panel.getByRole('button', { name: 'Run Search' }).click();
    await expectToast(page, 'Search started', name);
    await expect(panel).toBeHidden();

    const sheet = row(name).getByRole('button', { name: `Download the sheet of ${name}` });
    await expect(sheet).toBeVisible({ timeout: 30_000 });
    await expect(count).toHaveText(`Total searches this month: ${before + 1}`);
    const download = page.waitForEvent('download');
    await sheet.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${name}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    // A header, then 10 results for each of 2 queries × 2 locations.
    expect(workbook.worksheets[0].rowCount).toBe(1 + 2 * 2 * 10);

    // The failed search, run again: queued, then done with its sheet (the simulator now accepts the key).
    await row('Chiang Mai vans').getByRole('button', { name: 'Run Chiang Mai vans again' }).click();
    await expectToast(page, 'Search queued again', 'Chiang Mai vans');
    await expect(row('Chiang Mai vans').getByRole('button', { name: 'Download the sheet of Chiang Mai vans' })).toBeVisible({ timeout: 30_000 });
  });

  test('read-admin reads the list but starts no search', async ({ page }) => {
    await login(page, 'readadmin', { at: '/prospect-list' });
    await expect(page.getByRole('table', { name: 'Prospect files' }).getByRole('row').filter({ hasText: 'Koh Tao ferries' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Search' })).toHaveCount(0);
    await checkA11y(page);
  });
});
