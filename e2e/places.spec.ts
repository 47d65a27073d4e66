import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { api, checkA11y, expectToast, login, expect, test, type Schemas } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

type PlaceDto = Schemas['PlaceDto'];

/** A new place in Bangkok of the given type, made through the API. */
async function newPlace(admin: Awaited<ReturnType<typeof api>>, name: string): Promise<PlaceDto> {
  const [bangkok] = (await admin.get<{ data: Schemas['CityDto'][] }>('/geo/cities', { name: 'Bangkok', limit: 1 })).data;
  const { data: types } = await admin.get<{ data: Schemas['PlaceTypeDto'][] }>('/v2/points-of-interest/types', { name: 'Market' });
  return admin.post<PlaceDto>('/v2/points-of-interest', {
    name,
    address: '1 Charoen Krung Rd',
    cityId: bangkok.id,
    countryId: bangkok.country.id,
    typeId: types[0].id,
    latitude: 13.72,
    longitude: 100.51,
  });
}

test.describe('places screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the list filters by city, name and type, keeps them in the URL after a reload, resets; the view and the place types', async ({ page }) => {
    await login(page, 'readadmin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Places', exact: true }).click();
    await expect(page).toHaveURL(/\/farebox-places$/);
    await expect(page.getByText(/^\d+ places found$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
    await checkA11y(page);

    await field(page, 'Type').selectOption({ label: 'Beach' });
    await expect(page).toHaveURL(/\/farebox-places\?type=beach$/);
    await field(page, 'Name').fill('patong');
    await expect(page).toHaveURL(/\/farebox-places\?type=beach&name=patong$/);
    await expect(page.getByText('1 places found')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('patong');
    await expect(field(page, 'Type')).toHaveValue('beach');
    await expect(page.getByRole('cell', { name: 'Patong Beach', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/farebox-places$/);
    const city = page.getByRole('combobox', { name: 'City' });
    await city.fill('Hano');
    await page.getByRole('option', { name: 'Hanoi, Vietnam' }).click();
    await expect(page).toHaveURL(/\/farebox-places\?city=[0-9a-f-]{36}$/);
    await expect(page.getByText('2 places found')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Hanoi, Vietnam');
    await expect(page.getByRole('cell', { name: 'Hoan Kiem Lake', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Vietnam Museum of Ethnology', exact: true })).toBeVisible();
    const listMap = page.getByRole('group', { name: 'Map of the listed places' });
    await expect(listMap.getByRole('listitem')).toHaveText([/^Hoan Kiem Lake \(latitude 21\.02880/, /^Vietnam Museum of Ethnology \(latitude 21\.04050/]);

    await page.getByRole('link', { name: 'View Hoan Kiem Lake' }).click();
    await expect(page.getByRole('heading', { name: 'Hoan Kiem Lake', level: 1 })).toBeVisible();
    await expect(page.getByText('No pictures for this place.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Map of Hoan Kiem Lake' }).getByRole('listitem')).toHaveText(
      'Hoan Kiem Lake (latitude 21.02880, longitude 105.85250)',
    );
    await expect(page.getByText('No info provided.')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await checkA11y(page);

    await page.goto('/farebox-places/types?name=mark');
    await expect(page.getByText('1 place types found')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Market', exact: true })).toBeVisible();
    await page.goto('/farebox-places/3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11');
    await expect(page.getByText('the place: 3f0c4a6e-6a8e-4c39-9a53-4a0b8e0c2f11 is not found.')).toBeVisible();
  });

  test('create shows "This field is required." under each required field, then saves a place', async ({ page }) => {
    const name = `E2E Place ${Date.now()}`;
    await login(page, 'admin', { at: '/farebox-places' });
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add a new place' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(5);
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Name').fill(name);
    await field(page, 'Address').fill('239 Huay Kaew Rd');
    await field(page, 'Type').selectOption({ label: 'Temple' });
    await field(page, 'Country').selectOption({ label: 'Thailand' });
    await page.getByRole('combobox', { name: 'City' }).fill('Chiang');
    await page.getByRole('option', { name: 'Chiang Mai', exact: true }).click();
    const formMap = page.getByRole('group', { name: 'Map of the place' });
    await expect(formMap.getByText('Loading map')).toHaveCount(0);
    await formMap.locator('canvas').click();
    await expect(field(page, 'Latitude')).toHaveValue(/^-?\d+\.\d{6}$/);
    await expect(field(page, 'Longitude')).toHaveValue(/^-?\d+\.\d{6}$/);
    await field(page, 'Latitude').fill('95');
    await field(page, 'Longitude').fill('98.92');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Latitude must be between -90 and 90.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(0);
    await field(page, 'Latitude').fill('18.80');
    await expect(page.getByRole('group', { name: 'Map of the place' }).getByRole('listitem')).toHaveText(`${name} (latitude 18.80000, longitude 98.92000)`);
    await page.getByRole('textbox', { name: 'About this place' }).click();
    await page.keyboard.type('Monks chant at dusk');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Place created', name);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Chiang Mai', { exact: true })).toBeVisible();
    await expect(page.getByText('Monks chant at dusk')).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Change log, newest first' }).getByRole('cell', { name: 'name', exact: true })).toBeVisible();
    await checkA11y(page);
  });

  test('a place with a picture shows its thumbnail in the list and the picture in the view; delete asks for confirmation, then it is gone', async ({
    page,
    request,
  }) => {
    const admin = await api(request, 'admin');
    const place = await newPlace(admin, `E2E Delete ${Date.now()}`);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const uploaded = await admin.request('POST', '/files', { multipart: { file: { name: 'place.png', mimeType: 'image/png', buffer: png } } });
    expect(uploaded.status()).toBe(201);
    const { id: imageId } = (await uploaded.json()) as { id: string };
    await admin.put(`/pictures/place/${place.id}`, { pictures: [{ imageId, isMain: true }] });

    await login(page, 'admin', { at: `/farebox-places?name=${encodeURIComponent(place.name)}` });
    await expect(page.getByRole('img', { name: `Picture of ${place.name}` })).toBeVisible();
    await page.getByRole('link', { name: `View ${place.name}` }).click();
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('link', { name: 'Open picture 1 (main) in a new tab' })).toBeVisible();
    await expect(page.getByText('No pictures for this place.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog.getByText(`Delete the place ${place.name}?`)).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Place deleted', place.name);
    await expect(page).toHaveURL(/\/farebox-places$/);
    const gone = await admin.request('GET', `/v2/points-of-interest/${place.id}`);
    expect(gone.status()).toBe(404);
  });

  test("a failed save shows 'Failed Edit Farebox Place' with the server's message and keeps what was typed", async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const place = await newPlace(admin, `E2E Failed ${Date.now()}`);

    await login(page, 'admin', { at: `/farebox-places/edit/${place.id}` });
    await expect(field(page, 'Name')).toHaveValue(place.name);
    await admin.delete(`/v2/points-of-interest/${place.id}`);
    await field(page, 'Name').fill('Renamed meanwhile');
    await page.getByRole('button', { name: 'Save' }).click();
    const message = `the place: ${place.id} is not found.`;
    await expect(page.getByRole('alert').filter({ hasText: `Failed Edit Farebox Place: ${message}` })).toBeVisible();
    await expectToast(page, 'Failed Edit Farebox Place', message);
    await expect(field(page, 'Name')).toHaveValue('Renamed meanwhile');
    await checkA11y(page);
  });
});

test.describe('place types screen', () => {
  test.describe.configure({ timeout: 120_000 });

  test('create shows the required messages and the server refusal, then saves; a type in use is not deleted, an unused one is', async ({ page }) => {
    const stamp = Date.now();
    const name = `E2E type ${stamp}`;
    await login(page, 'admin', { at: '/farebox-places' });
    await page.getByRole('link', { name: 'Place types' }).click();
    await expect(page).toHaveURL(/\/farebox-places\/types$/);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create place type' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(2);
    await checkA11y(page);
    await field(dialog, 'Name').fill(name);
    await field(dialog, 'Slug').fill('beach');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'The place type was not saved: Another place type has this slug.' })).toBeVisible();
    await field(dialog, 'Slug').fill(`e2e-type-${stamp}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Place type created', name);

    await field(page, 'Name').fill(name);
    await expect(page.getByText('1 place types found')).toBeVisible();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Place type deleted', name);
    await expect(page.getByText('0 place types found')).toBeVisible();

    await field(page, 'Name').fill('Museum');
    await page.getByRole('button', { name: 'Delete Museum' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'The place type was not deleted', /The place type is used by \d+ places \(/);
    await expect(page.getByRole('cell', { name: 'Museum', exact: true })).toBeVisible();
  });
});
