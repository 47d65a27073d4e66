import type { Page } from '@playwright/test';
import { checkA11y, expectToast, login, expect, test } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
/** What a map draws, as its visually hidden list names it. */
const drawnOn = (page: Page, map: string) => page.getByRole('group', { name: map }).getByRole('list', { name: 'Drawn on the map' });

async function pickOption(page: Page, label: string, typed: string, option: string) {
  await field(page, label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('stations screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('/locations opens the list; its filters stay in the URL after a reload, and Reset clears them', async ({ page }) => {
    await login(page, 'readadmin', { at: '/locations' });
    await expect(page).toHaveURL(/\/stations$/);
    await expect(page.getByText(/^\d+ stations found$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Stations', exact: true })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Name').fill('pier');
    await expect(page).toHaveURL(/\/stations\?name=pier$/);
    await field(page, 'Location type').selectOption({ label: 'Pier / port' });
    await expect(page).toHaveURL(/locationType=pier/);
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('pier');
    await expect(field(page, 'Location type')).toHaveValue('pier');
    await expect(page.getByRole('cell', { name: 'Rassada Pier', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Mo Chit Bus Terminal', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/stations$/);
    await field(page, 'Geometric type').selectOption({ label: 'Area' });
    await expect(page.getByRole('cell', { name: 'Khao San Road Pickup Area', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View Khao San Road Pickup Area' }).click();
    await expect(page.getByRole('heading', { name: 'Khao San Road Pickup Area', level: 1 })).toBeVisible();
    await expect(drawnOn(page, 'Map of Khao San Road Pickup Area').getByText(/^Area: Khao San Road, Talat Yot/)).toBeAttached();
    await expect(page.getByText('No pictures for this station.')).toBeVisible();
    await checkA11y(page);
  });

  test('a point station is placed with an address found through the geocoder, after the required-field messages', async ({ page }) => {
    const name = `E2E Hua Lamphong ${Date.now()}`;
    await login(page, 'admin', { at: '/stations' });
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Create Station', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(3);
    await expect(page.getByText('Place the station on the map or find its address.')).toBeVisible();
    await checkA11y(page);

    await field(page, 'Name').fill(name);
    await pickOption(page, 'City', 'Bangk', 'Bangkok, Thailand');
    await field(page, 'Location type').fill('xyz');
    await expect(page.getByText('the location type: xyz is not found.')).toBeVisible();
    await pickOption(page, 'Location type', 'train', 'Train station');

    // A click on the map places the point by hand.
    const formMap = page.getByRole('group', { name: 'Map of the station; click to place it' });
    await expect(formMap.locator('canvas')).toBeVisible();
    await formMap.locator('canvas').click({ position: { x: 300, y: 200 } });
    await expect(field(page, 'Latitude')).not.toHaveValue('');

    await field(page, 'Address search').fill('Hua Lamphong');
    await page.getByRole('button', { name: /^Use Hua Lamphong Railway Station/ }).click();
    await expect(field(page, 'Address')).toHaveValue('Hua Lamphong Railway Station, 1 Rong Muang Rd, Pathum Wan, Bangkok 10330, Thailand');
    await expect(field(page, 'Latitude')).toHaveValue('13.7393');
    await expect(field(page, 'Longitude')).toHaveValue('100.517');
    await expect(drawnOn(page, 'Map of the station; click to place it').getByText(`${name} (latitude 13.73930, longitude 100.51700)`)).toBeAttached();
    await page.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Station created', name);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Train station', { exact: true })).toBeVisible();
    const viewMap = page.getByRole('group', { name: `Map of ${name}` });
    await expect(viewMap.getByRole('list', { name: 'Drawn on the map' }).getByText(`${name} (latitude 13.73930, longitude 100.51700)`)).toBeAttached();
    await expect(viewMap.locator('[data-map-point]')).toHaveCount(1);
    await expect(page.getByText('No pictures for this station.')).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Change log, newest first' }).getByText('Hua Lamphong Railway Station', { exact: false }).first(),
    ).toBeVisible();
    await page.getByText('History', { exact: true }).click();
    await expect(page.getByText(/^The slug bangkok-e2e-hua-lamphong-.* has never changed\.$/)).toBeVisible();
    await checkA11y(page);
  });

  test('an area station is drawn from an area search, created with a chosen picture, and shown on the map with it after a reload', async ({ page }) => {
    const name = `E2E Silom Pickup ${Date.now()}`;
    await login(page, 'admin', { at: '/stations/edit' });
    await field(page, 'Name').fill(name);
    await pickOption(page, 'City', 'Bangk', 'Bangkok, Thailand');
    await page.getByRole('radio', { name: 'Area' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await field(page, 'Area search').fill('silom');
    await page.getByRole('button', { name: /^Use Silom, Bang Rak/ }).click();
    await expect(field(page, 'Area name')).toHaveValue('Silom, Bang Rak, Bangkok 10500, Thailand');
    await expect(drawnOn(page, 'Map of the station area').getByText('Area: Silom, Bang Rak, Bangkok 10500, Thailand')).toBeAttached();
    await expect(page.getByRole('group', { name: 'Pictures of the station' }).getByText('No pictures chosen.')).toBeVisible();
    await page.getByRole('button', { name: 'Choose pictures' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose pictures' });
    await chooser.getByLabel('Owner', { exact: true }).selectOption({ label: 'Andaman Sea Ferries' });
    await chooser.getByRole('checkbox', { name: 'chatuchak-market.jpg' }).check();
    await chooser.getByRole('button', { name: 'Choose (1)' }).click();
    await expect(page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem')).toHaveAccessibleName('Picture 1, main');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'Station created', name);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Area', { exact: true }).first()).toBeVisible();
    const viewMap = page.getByRole('group', { name: `Map of ${name}` });
    await expect(viewMap.getByRole('list', { name: 'Drawn on the map' }).getByText('Area: Silom, Bang Rak, Bangkok 10500, Thailand')).toBeAttached();
    await expect(viewMap.locator('canvas')).toBeVisible();
    // The pictures were saved after the station itself: a reload reads them back from the server.
    await page.reload();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('link', { name: 'Open picture 1 (main) in a new tab' })).toBeVisible();
    await expect(page.getByText('No pictures for this station.')).toHaveCount(0);
  });

  test('delete asks for confirmation, and a station that lines, trips and bookings use is refused naming them', async ({ page }) => {
    await login(page, 'admin', { at: '/stations?name=mo+chit' });
    await page.getByRole('button', { name: 'Delete Mo Chit Bus Terminal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog.getByText('Delete the station Mo Chit Bus Terminal?')).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'The station was not deleted', /The station is used by \d+ lines? \(.+\) and \d+ trips? .*; it cannot be deleted\./);
    await expect(page.getByRole('cell', { name: 'Mo Chit Bus Terminal', exact: true })).toBeVisible();
  });

  test('without a configured geocoder the form says so, and the point is placed on the map by hand', async ({ page }) => {
    const name = `E2E Hand Placed ${Date.now()}`;
    // The API as it answers without GEOCODER_URL (libs/geo/test/geocoding.e2e-spec.ts proves it does).
    await page.route('**/api/geo/geocode?**', (route) =>
      route.fulfill({
        status: 503,
        json: { status: 503, code: 'GeocoderNotConfigured', message: 'Address search is not configured (GEOCODER_URL is not set).', requestId: 'e2e' },
      }),
    );
    await login(page, 'support', { at: '/stations/edit' });
    await field(page, 'Name').fill(name);
    await pickOption(page, 'City', 'Chiang', 'Chiang Mai, Thailand');
    await field(page, 'Address search').fill('Tha Phae Gate');
    await expect(page.getByText('Address search is not configured; click the map to place the station.')).toBeVisible();
    await field(page, 'Address').fill('Tha Phae Gate, Chiang Mai');
    await page
      .getByRole('group', { name: 'Map of the station; click to place it' })
      .locator('canvas')
      .click({ position: { x: 320, y: 180 } });
    await expect(field(page, 'Longitude')).not.toHaveValue('');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Station created', name);
    await expect(page.getByRole('group', { name: `Map of ${name}` }).locator('[data-map-point]')).toHaveCount(1);
  });

  test('an edit from the view saves a new version: the change log and the slug history show it', async ({ page }) => {
    await login(page, 'admin', { at: '/stations?name=patong+hotel' });
    await page.getByRole('link', { name: 'Edit Patong Hotel Pickup' }).click();
    await expect(page.getByRole('heading', { name: 'Edit station Patong Hotel Pickup', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Area' })).toBeChecked();
    await expect(field(page, 'Area name')).toHaveValue('Patong Beach, Kathu District, Phuket 83150, Thailand');
    await field(page, 'Name').fill('Patong Hotels Pickup');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Station updated', 'Patong Hotels Pickup');
    await expect(page.getByRole('heading', { name: 'Patong Hotels Pickup', level: 1 })).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Change log, newest first' }).getByText('Patong Hotels Pickup').first()).toBeVisible();
    await page.getByText('History', { exact: true }).click();
    const history = page.getByRole('table', { name: 'Slug history, oldest first' });
    await expect(history.getByRole('cell', { name: 'phuket-patong-hotel-pickup', exact: true })).toBeVisible();
    await expect(history.getByRole('cell', { name: 'phuket-patong-hotels-pickup', exact: true })).toBeVisible();
    await checkA11y(page);
  });
});
