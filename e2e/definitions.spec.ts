import type { Page } from '@playwright/test';
import { checkA11y, demoLineId, expect, expectToast, login, test } from './support';

/** A few letters unique enough for a rerun on the same database. */
const unique = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function openTable(page: Page, name: string) {
  await page.goto('/tables');
  await page.getByRole('navigation', { name: 'Tables' }).getByRole('link', { name, exact: true }).click();
  // The spec's nested routes under /tables: /tables/passengerExtraInfoDefinitions and the like.
  await expect(page).toHaveURL(/\/tables\/(passengerExtraInfoDefinitions|keyDetailDefinitions|passengerTypeDefinitions|vehicleClassDefinitions|airlines)$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.describe('definition tables', () => {
  test.describe.configure({ timeout: 120_000 });

  test('admin: inline edit one row at a time, key detail add and delete after "Are you sure?", airlines, vehicle classes with de-admin', async ({ page }) => {
    await login(page, 'admin');
    const label = `E2E info ${unique()}`;

    await openTable(page, 'Passenger extra info');
    const add = page.getByRole('region', { name: 'Add passenger extra info' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('This field is required.')).toBeVisible();
    await expect(field(add, 'Type')).toHaveValue('text');
    await expect(field(add, 'Type').getByRole('option')).toHaveText(['Text', 'Number', 'Date', 'Autocomplete', 'Country']);
    await field(add, 'Label').fill(label);
    await add.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Passenger extra info added');
    const table = page.getByRole('table', { name: 'Passenger extra info' });
    await expect(table.getByRole('row').filter({ hasText: 'Date of birth' }).getByRole('button')).toHaveCount(0);
    await table.getByRole('button', { name: 'Edit Passport number' }).click();
    await expect(table.getByRole('button', { name: 'Update' })).toHaveCount(1);
    await field(table, 'Label').fill('A draft that is dropped');
    await table.getByRole('button', { name: `Edit ${label}` }).click();
    await expect(table.getByRole('button', { name: 'Update' })).toHaveCount(1);
    // Entering edit on another row drops the previous row's draft and holds this row's values.
    await expect(field(table, 'Label')).toHaveValue(label);
    await expect(table.getByRole('button', { name: 'Edit Passport number' })).toBeVisible();
    await field(table, 'Label').fill(`${label} edited`);
    await field(table, 'Type').selectOption('dateAfter');
    await checkA11y(page);
    await table.getByRole('button', { name: `Update ${label}` }).click();
    await expectToast(page, 'Passenger extra info updated');
    await expect(table.getByRole('row').filter({ hasText: `${label} edited` })).toContainText('Future Date');

    await openTable(page, 'Passenger types');
    const types = page.getByRole('table', { name: 'Passenger types' });
    await types.getByRole('button', { name: 'Edit Child' }).click();
    await field(types, 'From age').fill('-1');
    await types.getByRole('button', { name: 'Update Child' }).click();
    await expect(types.getByText('Must be 0 or more.')).toBeVisible();
    await types.getByRole('button', { name: 'Edit Infant' }).click();
    await expect(types.getByRole('button', { name: 'Update Child' })).toHaveCount(0);
    await expect(field(types, 'From age')).toHaveValue('0');
    await types.getByRole('button', { name: 'Cancel editing Infant' }).click();
    await expect(types.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await checkA11y(page);

    const detail = `E2E detail ${unique()}`;
    await openTable(page, 'Key details');
    const addDetail = page.getByRole('region', { name: 'Add key detail' });
    await expect(addDetail.getByRole('radio')).toHaveCount(20);
    await addDetail.getByRole('button', { name: 'Load more' }).click();
    await expect(addDetail.getByRole('radio')).toHaveCount(40);
    await field(addDetail, 'Label').fill(detail);
    await addDetail.getByRole('radio', { name: 'Snack' }).check({ force: true });
    await addDetail.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Key detail added');
    await expect(page.getByRole('table', { name: /^Key details \(2 of 2\)$/ })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: `Delete ${detail}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('cell', { name: detail, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${detail}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Key detail deleted');
    await expect(page.getByRole('cell', { name: detail, exact: true })).toHaveCount(0);

    // The demo admin holds de-admin: a new class shows first in the list (a leading digit sorts first) and in the
    // line editor's and the transport form's class dropdowns.
    const vehicleClass = `0 E2E class ${unique()}`;
    await openTable(page, 'Vehicle classes');
    await expect(page.getByRole('cell', { name: 'Business', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vehicle classes' }).getByRole('row')).toHaveCount(16);
    const addClass = page.getByRole('region', { name: 'Add vehicle class' });
    await field(addClass, 'Class').fill(vehicleClass);
    await addClass.getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Vehicle class added');
    await expect(page.getByRole('cell', { name: vehicleClass, exact: true })).toBeVisible();
    await checkA11y(page);
    await page.goto(`/lines/edit/${await demoLineId('Hanoi – Da Nang Sleeper Bus')}`);
    await expect(field(page, 'Line class').getByRole('option', { name: vehicleClass, exact: true })).toHaveCount(1);
    await page.goto('/transports/edit/BKK-CNX-BUS-VIP');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(field(page, 'Class').getByRole('option', { name: vehicleClass, exact: true })).toHaveCount(1);
    await openTable(page, 'Vehicle classes');
    await page.getByRole('button', { name: `Delete ${vehicleClass}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Vehicle class deleted');
    await expect(page.getByRole('cell', { name: vehicleClass, exact: true })).toHaveCount(0);

    const airline = `E2E Air ${unique()}`;
    await openTable(page, 'Airlines');
    await field(page.getByRole('region', { name: 'Add airline' }), 'Name').fill(airline);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Airline added');
    await page.getByRole('button', { name: `Delete ${airline}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Airline deleted');
    await checkA11y(page);

    // The line editor offers the definitions: a passenger extra info picked from them fills label, type and slug.
    await page.goto(`/lines/edit/${await demoLineId('Hanoi – Da Nang Sleeper Bus')}`);
    await page.getByRole('tab', { name: 'Options' }).click();
    const options = page.getByRole('form', { name: 'Options' });
    await options.getByLabel('Add from the definitions').selectOption({ label: 'Nationality' });
    const picked = options
      .getByRole('group')
      .filter({ has: page.getByRole('textbox', { name: /^Slug/ }) })
      .last();
    await expect(picked.getByLabel(/^Label/)).toHaveValue('Nationality');
    await expect(picked.getByLabel(/^Type/)).toHaveValue('country');
    await expect(picked.getByLabel(/^Slug/)).toHaveValue('nationality');
  });

  test('read-admin reads the tables without add forms, edit or delete', async ({ page }) => {
    await login(page, 'readadmin');
    await openTable(page, 'Airlines');
    await expect(page.getByRole('table', { name: 'Airlines' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add airline' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await openTable(page, 'Key details');
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await checkA11y(page);
    await openTable(page, 'Vehicle classes');
    await expect(page.getByRole('cell', { name: 'Business', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add vehicle class' })).toHaveCount(0);
  });
});
