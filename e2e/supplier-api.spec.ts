import { checkA11y, db, expect, expectToast, login, test } from './support';

test.describe('the supplier API screen (/supplier-api)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('maps a city and a vehicle class, then creates a line from a Saigon Express transfer', async ({ page }) => {
    await login(page, 'admin', { at: '/supplier-api?supplier=saigon-express' });
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Offline (mapped and synced)')).toBeVisible();
    await expect(overview.getByText('Saigon Express Bus', { exact: true })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('tab', { name: 'Supplier Inventory' }).click();
    await page.getByRole('button', { name: 'Refresh from the supplier' }).click();
    await expectToast(page, 'Inventory refreshed');
    const inventory = page.getByRole('table', { name: 'Saigon Express Bus transfers' });
    const sleeper = inventory.getByRole('row').filter({ hasText: 'SE-SGN-DAD-2100' });
    await expect(sleeper).toContainText('Unmapped: vehicle class: Sleeper');
    await expect(inventory.getByRole('row').filter({ hasText: 'SE-HAN-DAD-1700' })).toContainText('city: Hanoi');
    await checkA11y(page);

    await page.getByRole('tab', { name: 'City Mapping' }).click();
    const cityForm = page.getByRole('form', { name: 'Add a city mapping' });
    await cityForm.getByRole('button', { name: 'Add mapping' }).click();
    await expect(cityForm.getByText('Farebox data is required.')).toBeVisible();
    await expect(cityForm.getByText('Supplier data is required.')).toBeVisible();
    await cityForm.getByRole('combobox', { name: 'Farebox city' }).fill('Hano');
    await page.getByRole('listbox').getByRole('option', { name: 'Hanoi', exact: true }).click();
    await cityForm.getByRole('combobox', { name: 'Supplier city' }).selectOption('Hanoi');
    await cityForm.getByRole('button', { name: 'Add mapping' }).click();
    await expectToast(page, 'City mapped', 'Hanoi ↔ Hanoi');
    const cities = page.getByRole('table', { name: 'City mappings' });
    await expect(cities.getByRole('row').filter({ hasText: 'Hanoi' })).toHaveCount(1);
    await checkA11y(page);
    // A second mapping of the same supplier city is refused (the supplier side offers it as mapped, disabled).
    await expect(cityForm.getByRole('option', { name: 'Hanoi (mapped)' })).toBeDisabled();

    const mapping = (await db.one<{ id: string }>(`SELECT id FROM supplier_mapping WHERE integration_id = 'saigon-express' AND supplier_value = 'Hanoi'`))!;
    await cities.getByRole('button', { name: 'Delete the mapping Hanoi ↔ Hanoi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText(`Delete the city mapping Hanoi ↔ Hanoi (id ${mapping.id})?`);
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(cities.getByRole('row').filter({ hasText: 'Hanoi' })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Vehicle Class Mapping' }).click();
    const classForm = page.getByRole('form', { name: 'Add a vehicle class mapping' });
    await classForm.getByRole('combobox', { name: 'Farebox vehicle class' }).selectOption('Sleeper');
    await classForm.getByRole('combobox', { name: 'Supplier vehicle class' }).selectOption('Sleeper');
    await classForm.getByRole('button', { name: 'Add mapping' }).click();
    await expectToast(page, 'Vehicle class mapped', 'Sleeper ↔ Sleeper');
    await expect(page.getByRole('table', { name: 'Vehicle class mappings' }).getByRole('row').filter({ hasText: 'Sleeper' })).toHaveCount(1);
    await checkA11y(page);

    await page.getByRole('tab', { name: 'Supplier Inventory' }).click();
    await expect(sleeper).toContainText('Mapped');
    await sleeper.getByRole('button', { name: 'Create Line from SE-SGN-DAD-2100' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Line from SE-SGN-DAD-2100' });
    await expect(modal).toContainText('Saigon Express Bus: Ho Chi Minh City → Da Nang (route SGN-DAD-N), bus, Sleeper.');
    await checkA11y(page);
    await modal.getByRole('button', { name: 'Create line' }).click();
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(sure).toContainText('Create a line from the transfer SE-SGN-DAD-2100?');
    await sure.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Line created');

    const created = await db.one<{ denomination: string; line_class: string; type: string; direction: string }>(
      `SELECT l.denomination, l.line_class, l.type, m.direction FROM supplier_transfer_mapping m JOIN line l ON l.id = m.line_id
       WHERE m.integration_id = 'saigon-express' AND m.transfer_id = 'SE-SGN-DAD-2100'`,
    );
    expect(created).toEqual({
      denomination: 'Ho Chi Minh City – Da Nang (Saigon Express Bus SGN-DAD-N)',
      line_class: 'Sleeper',
      type: 'bus',
      direction: 'aToB',
    });
    await page.getByRole('tab', { name: 'Transfer Mapping' }).click();
    await expect(
      page.getByRole('table', { name: 'Saigon Express Bus transfer mappings' }).getByRole('row').filter({ hasText: 'SE-SGN-DAD-2100' }),
    ).toContainText(`${created!.denomination} (A→B)`);
    await page.getByRole('tab', { name: 'Farebox Lines' }).click();
    await expect(page.getByRole('table', { name: 'Farebox lines of the supplier' }).getByRole('row').filter({ hasText: created!.denomination })).toContainText(
      'Partly mapped',
    );
    await checkA11y(page);
  });

  test("live results of the online supplier, and bulk mapping of a supplier that doesn't support it", async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Supplier API', exact: true }).click();
    await expect(page).toHaveURL(/\/supplier-api/);
    await page.getByRole('combobox', { name: 'Supplier' }).selectOption('andaman-live');
    await expect(page.getByRole('tab', { name: 'Transfer Mapping' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Live Results' }).click();
    const form = page.getByRole('form', { name: 'Live search' });
    await form.getByRole('textbox', { name: 'From' }).fill('Phuket');
    await form.getByRole('textbox', { name: 'To' }).fill('Koh Phi Phi');
    await form.getByLabel('Date').fill('2026-12-30');
    await form.getByRole('button', { name: 'Search' }).click();
    const results = page.getByRole('table', { name: 'Live results' });
    const row = results.getByRole('row').filter({ hasText: 'Andaman Sea Ferries' });
    await expect(row).toContainText('Phuket');
    await expect(row).toContainText('(Asia/Bangkok)');
    await expect(row).toContainText('THB');
    await expect(row).toContainText('Unmapped: company: Andaman Sea Ferries, city: Phuket, city: Koh Phi Phi, vehicle type: ferry, vehicle class: Standard');
    await checkA11y(page);
    await form.getByRole('textbox', { name: 'To' }).fill('Nowhere');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(results.getByText('No Results')).toBeVisible();

    await page.getByRole('combobox', { name: 'Supplier' }).selectOption('mekong-cruises');
    await expect(page.getByRole('tab', { name: 'Live Results' })).toHaveCount(0);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Bulk mapping support')).toBeVisible();
    await overview.getByRole('button', { name: 'Bulk mapping' }).click();
    await expect(overview.getByRole('alert')).toHaveText("Supplier doesn't support bulk mapping.");
    await checkA11y(page);
  });
});
