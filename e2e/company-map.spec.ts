import type { Page } from '@playwright/test';
import { api, checkA11y, login, expect, test } from './support';

/** A seeded company's id, by its name (apps/api/src/seed/companies.seed.ts). */
async function seededCompanyId(request: Parameters<typeof api>[0], name: string): Promise<string> {
  const admin = await api(request, 'admin');
  const list = await admin.get<{ data: { id: string; name: string }[] }>('/companies', { company: name });
  const company = list.data.find((c) => c.name === name);
  if (!company) throw new Error(`The seed has no company named ${name}`);
  return company.id;
}

async function openAddressTab(page: Page, companyId: string) {
  await page.goto(`/companies/${companyId}`);
  await page.getByRole('tab', { name: 'Address' }).click();
}

const drawnOn = (page: Page, company: string) => page.getByRole('group', { name: `Map of ${company}` }).getByRole('list', { name: 'Drawn on the map' });

test.describe("company view: the company's address on a map", () => {
  test("an agent sees their company's address placed by the geocoder on the map", async ({ page, request }) => {
    const agent = await api(request, 'agent');
    expect(agent.user.company?.name).toBe('Andaman Sea Ferries');
    await login(page, 'agent');
    await openAddressTab(page, agent.user.companyId!);
    await expect(drawnOn(page, 'Andaman Sea Ferries').getByText('Andaman Sea Ferries (latitude 7.88690, longitude 98.40010)', { exact: true })).toBeAttached();
    await expect(page.getByText('Found: 99 Rassada Road, Rassada, Mueang Phuket District, Phuket 83000, Thailand')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Map of Andaman Sea Ferries' })).toHaveCSS('width', '600px');
    await checkA11y(page);
  });

  test('staff see a seeded address on the map, and a company without an address says so', async ({ page, request }) => {
    const yarden = await seededCompanyId(request, 'Yarden Intercity Buses');
    const heat = await seededCompanyId(request, 'Heat Travel Partners');
    await login(page, 'support');
    await openAddressTab(page, yarden);
    await expect(
      drawnOn(page, 'Yarden Intercity Buses').getByText('Yarden Intercity Buses (latitude 32.06210, longitude 34.78380)', { exact: true }),
    ).toBeAttached();

    await openAddressTab(page, heat);
    await expect(page.getByText('No address to show on the map.')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Map of/ })).toHaveCount(0);
    await checkA11y(page);
  });

  test('an address the geocoder does not know, and a geocoder that fails, are said in words', async ({ page, request }) => {
    const admin = await api(request, 'admin');
    const nowhere = await admin.post<{ id: string }>('/companies', {
      name: `E2E Nowhere ${Date.now().toString(36)}`,
      address: '1 Nowhere Lane',
      addressCity: 'Atlantis',
    });
    await login(page, 'support');
    await openAddressTab(page, nowhere.id);
    await expect(page.getByText('The address was not found on the map.')).toBeVisible();

    // The API as it answers when the geocoder is down (libs/geo/test/geocoding.e2e-spec.ts proves it does).
    await page.route('**/api/geo/geocode?**', (route) =>
      route.fulfill({
        status: 502,
        json: { status: 502, code: 'GeocoderUnavailable', message: 'The address search did not answer properly (HTTP 500).', requestId: 'e2e' },
      }),
    );
    const andaman = await seededCompanyId(request, 'Andaman Sea Ferries');
    await openAddressTab(page, andaman);
    await expect(page.getByRole('alert').filter({ hasText: 'The address search did not answer properly (HTTP 500).' })).toBeVisible();
    await checkA11y(page);
  });
});
