import type { Page } from '@playwright/test';
import { api, checkA11y, expectToast, login, expect, test, type Schemas } from './support';

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

type CityPage = { data: Schemas['CityListItemDto'][] };

test.describe('cities screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the list filters by country and name, keeps the filters in the URL after a reload; the view shows the empty states and the history', async ({
    page,
  }) => {
    await login(page, 'support');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cities', exact: true }).click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(page.getByText(/^\d+ cities found$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create', exact: true })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Country').selectOption({ label: 'Vietnam' });
    await field(page, 'Name').fill('ho');
    await expect(page).toHaveURL(/\/cities\?country=[0-9a-f-]{36}&name=ho$/);
    await expect(page.getByText('2 cities found')).toBeVisible();
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue('ho');
    await expect(field(page, 'Country')).toHaveValue(/[0-9a-f-]{36}/);
    const row = page.getByRole('row', { name: /Hoi An/ });
    await expect(row.getByRole('cell', { name: 'Vietnam', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /Ho Chi Minh City/ })).toBeVisible();

    await page.getByRole('link', { name: 'View Hoi An' }).click();
    await expect(page.getByRole('heading', { name: 'Hoi An', level: 1 })).toBeVisible();
    await expect(page.getByText('No stations for this city.')).toBeVisible();
    await expect(page.getByText('No pictures for this city.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Da Nang' })).toBeVisible();
    await expect(page.getByText('hoi-an', { exact: true })).toBeVisible();
    await expect(page.getByText('Asia/Ho_Chi_Minh')).toBeVisible();
    // Promotion HTML is empty in the demo.
    await expect(page.getByRole('region', { name: 'Promotion HTML' }).getByText('No info provided.')).toBeVisible();
    await page.getByText('History', { exact: true }).click();
    await expect(page.getByText('The slug hoi-an has never changed.')).toBeVisible();
    await checkA11y(page);

    await page.goBack();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(field(page, 'Name')).toHaveValue('');
  });

  test('create shows "This field is required." under each required field, then saves a city shown with its change log', async ({ page, request }) => {
    const stamp = Date.now();
    const name = `E2E City ${stamp}`;
    // A province of its own, so the demo provinces keep their cities for the other specs.
    const admin = await api(request, 'admin');
    const [thailand] = (await admin.get<Schemas['CountryDto'][]>('/geo/countries')).filter((c) => c.code === 'TH');
    const coast = await admin.post<Schemas['ProvinceDto']>('/v2/provinces', { name: `E2E Coast ${stamp}`, countryId: thailand.id, cityIds: [] });
    await login(page, 'admin', { at: '/cities' });
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await expect(page).toHaveURL(/\/cities\/edit$/);
    await expect(page.getByRole('heading', { name: 'Add a new city' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(3);
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Country').selectOption({ label: 'Thailand' });
    await field(page, 'City name').fill(name);
    await field(page, 'Timezone').selectOption('Asia/Bangkok');
    const province = page.getByRole('combobox', { name: 'Province' });
    await province.fill('zzz');
    await expect(page.getByText('No province found for “zzz”.')).toBeVisible();
    await province.fill('e2e coast');
    await page.getByRole('option', { name: coast.name, exact: true }).click();
    const nearby = page.getByRole('combobox', { name: 'Add a nearby city' });
    await nearby.fill('Krabi');
    await page.getByRole('option', { name: 'Krabi, Thailand', exact: true }).click();
    await nearby.fill('Phuket');
    await page.getByRole('option', { name: 'Phuket, Thailand', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Phuket, Thailand' }).click();
    await field(page, 'High season').fill('December to April');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Cliffs and long-tail boats');
    await page.getByRole('button', { name: 'Choose pictures' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose pictures' });
    await chooser.getByLabel('Owner', { exact: true }).selectOption({ label: 'Andaman Sea Ferries' });
    await chooser.getByRole('checkbox', { name: 'patong-beach.jpg' }).check();
    await chooser.getByRole('button', { name: 'Choose (1)' }).click();
    await expect(page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem')).toHaveAccessibleName('Picture 1, main');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await expectToast(page, 'City created', name);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(coast.name)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Krabi', exact: true })).toBeVisible();
    await expect(page.getByText('December to April')).toBeVisible();
    await expect(page.getByText('Cliffs and long-tail boats')).toBeVisible();
    await expect(page.getByText('TH', { exact: true })).toBeVisible();
    await expect(page.getByText('No stations for this city.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('link', { name: 'Open picture 1 (main) in a new tab' })).toBeVisible();
    await expect(page.getByText('No info provided.')).toHaveCount(3);
    await page.getByText('Change Log', { exact: true }).click();
    const log = page.getByRole('table', { name: 'Change log, newest first' });
    await expect(log.getByRole('cell', { name: 'name', exact: true })).toBeVisible();
    await expect(log.getByRole('cell', { name: 'province', exact: true })).toBeVisible();
    await checkA11y(page);

    // A rename: the form is titled with the name, the slug moves and the history keeps the old one, newest log first.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit City ${name}` })).toBeVisible();
    await expect(field(page, 'Country').locator('option:checked')).toHaveText('Thailand');
    await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue(coast.name);
    await field(page, 'City name').fill(`${name} Bay`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'City updated', `${name} Bay`);
    await page.getByText('History', { exact: true }).click();
    await expect(page.getByRole('cell', { name: `e2e-city-${name.split(' ')[2]}`, exact: true })).toBeVisible();
    await page.getByText('Change Log', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Change log, newest first' }).getByRole('row').nth(1)).toContainText(`${name} Bay`);

    // The list shows the main picture as the city's cover.
    await page.goto(`/cities?name=${encodeURIComponent(name)}`);
    await expect(page.getByRole('img', { name: `Cover of ${name} Bay` })).toBeVisible();
    await checkA11y(page);
  });

  test('delete asks for confirmation; a city that stations and lines use is refused with their names', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [thailand] = (await admin.get<Schemas['CountryDto'][]>('/geo/countries')).filter((c) => c.code === 'TH');
    const city = await admin.post<Schemas['CityDetailsDto']>('/v2/cities', {
      countryId: thailand.id,
      name: `E2E Gone ${Date.now()}`,
      timezone: 'Asia/Bangkok',
    });
    const [bangkok] = (await admin.get<CityPage>('/v2/cities', { name: 'Bangkok' })).data;

    await login(page, 'admin', { at: `/cities/${city.id}` });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog.getByText(`Delete the city ${city.name}?`)).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: city.name, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'City deleted', city.name);
    await expect(page).toHaveURL(/\/cities$/);

    await page.goto(`/cities/${bangkok.id}`);
    await expect(page.getByRole('link', { name: 'Mo Chit Bus Terminal' })).toHaveAttribute('href', /^\/stations\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Kamphaeng Phet 2 Rd, Chatuchak, Bangkok 10900')).toBeVisible();
    const map = page.getByRole('group', { name: 'Map of the stations of Bangkok' });
    await expect(
      map.getByRole('list', { name: 'Drawn on the map' }).getByText(/^Mo Chit Bus Terminal \(latitude 13\.81220, longitude 100\.54870\)$/),
    ).toBeAttached();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(
      page,
      'The city was not deleted',
      /The city is used by \d+ stations \(.+\) and \d+ zones? \(Chatuchak\) and \d+ lines \(.+; it cannot be deleted\./,
    );
    await expect(page.getByRole('heading', { name: 'Bangkok', level: 1 })).toBeVisible();
  });

  test('a province is deleted after a confirmation, and one with cities is refused naming them', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const [cambodia] = (await admin.get<Schemas['CountryDto'][]>('/geo/countries')).filter((c) => c.code === 'KH');
    const province = await admin.post<Schemas['ProvinceDto']>('/v2/provinces', { name: `E2E Province ${Date.now()}`, countryId: cambodia.id, cityIds: [] });

    await login(page, 'admin', { at: `/provinces/${province.id}` });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog.getByText(`Delete the province ${province.name}?`)).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Province deleted', province.name);
    await expect(page).toHaveURL(/\/provinces$/);

    await page.getByRole('link', { name: 'View Krabi Province' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'The province was not deleted', /used by \d+ cities \(.*Koh Phi Phi, Krabi\)/);
  });
});
