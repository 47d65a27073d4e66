import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { api, checkA11y, expectToast, login, expect, test, type Schemas } from './support';

const OWNER = 'Andaman Sea Ferries';

/** The ids of the pictures a zone's view shows, in order, with the main one marked by '*'. */
async function galleryOf(page: Page): Promise<string[]> {
  const links = page.getByRole('list', { name: 'Pictures' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) =>
    as.map((a) => `${(a.getAttribute('href') ?? '').split('/')[3]}${a.getAttribute('aria-label')?.includes('(main)') ? '*' : ''}`),
  );
}

test.describe('images screens', () => {
  test.describe.configure({ timeout: 180_000 });

  test('upload an image with its owner and a progress bar, find it in the list, choose it for a zone, reorder, make main, and keep it', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const fileName = `e2e-harbour-${stamp}.png`;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 110, b: 160 } } })
      .png()
      .toBuffer();

    await login(page, 'admin');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Images', exact: true }).click();
    await expect(page).toHaveURL(/\/images\?type=picture%2Ctemplate$/);
    await expect(page.getByText(/^\d+ images found$/)).toBeVisible();
    await expect(page.getByText('boarding-pass-template.pdf')).toBeVisible();
    // The seeded thumbnails load (drawn at seed time, served through the file route).
    const seeded = page.getByRole('img', { name: 'patong-beach.jpg' });
    await expect.poll(() => seeded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    await checkA11y(page);

    await page.getByRole('link', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await page.getByLabel('Select files').setInputFiles([
      { name: fileName, mimeType: 'image/png', buffer: png },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    await expect(page.getByText('Only images (JPEG, PNG, WebP or GIF) and PDF files can be uploaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await page.getByLabel(`Owner of ${fileName}`).selectOption({ label: OWNER });
    await checkA11y(page);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: `Upload progress of ${fileName}` })).toHaveAttribute('value', '100');
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();

    await expect(page).toHaveURL(/\/images/);
    const card = page.getByRole('listitem').filter({ hasText: fileName });
    await expect(card.getByText(`Picture · ${OWNER}`)).toBeVisible();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Pictures' });
    await page.getByLabel('Owner', { exact: true }).selectOption({ label: OWNER });
    await expect(page).toHaveURL(/type=picture(&|$)/);
    await page.reload();
    await expect(page.getByLabel('Type', { exact: true })).toHaveValue('picture');
    await expect(page.getByRole('listitem').filter({ hasText: fileName })).toBeVisible();
    await expect(page.getByText('boarding-pass-template.pdf')).toHaveCount(0);

    const admin = await api(request, 'admin');
    const uploaded = (await admin.get<{ data: Schemas['ImageDto'][] }>('/files', { type: 'picture', limit: 50 })).data.find(
      (i) => i.originalName === fileName,
    )!;
    const patong = (await admin.get<{ data: Schemas['ImageDto'][] }>('/files', { type: 'picture', limit: 50 })).data.find(
      (i) => i.originalName === 'patong-beach.jpg',
    )!;
    const [hanoi] = (await admin.get<{ data: Schemas['CityDto'][] }>('/geo/cities', { name: 'Hanoi', limit: 1 })).data;
    const zone = await admin.post<Schemas['ZoneDto']>('/v2/zones', { name: `E2E Pictures ${stamp}`, slug: `e2e-pictures-${stamp}`, cityId: hanoi.id });

    await page.goto(`/zones/${zone.id}`);
    await expect(page.getByText('No pictures for this zone.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Choose pictures' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose pictures' });
    await chooser.getByLabel('Owner', { exact: true }).selectOption({ label: OWNER });
    await chooser.getByRole('checkbox', { name: fileName }).check();
    await chooser.getByRole('checkbox', { name: 'patong-beach.jpg' }).check();
    await checkA11y(page);
    await chooser.getByRole('button', { name: 'Choose (2)' }).click();
    await expect(chooser).toHaveCount(0);

    const chosen = page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(chosen.nth(0)).toHaveAccessibleName('Picture 1, main');
    await page.getByRole('button', { name: 'Move picture 2 left' }).click();
    await expect(chosen.nth(1)).toHaveAccessibleName('Picture 2, main');
    await page.getByRole('button', { name: 'Make picture 1 main' }).click();
    await expect(chosen.nth(0)).toHaveAccessibleName('Picture 1, main');
    await expect(page.getByRole('link', { name: 'Open picture 1 in a new tab' })).toHaveAttribute('target', '_blank');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Zone updated', zone.name);

    await expect(page).toHaveURL(new RegExp(`/zones/${zone.id}$`));
    expect(await galleryOf(page)).toEqual([`${patong.id}*`, uploaded.id]);
    await page.reload();
    expect(await galleryOf(page)).toEqual([`${patong.id}*`, uploaded.id]);
    await checkA11y(page);

    await page.goto('/images?type=picture');
    await page.getByRole('button', { name: `Delete ${fileName}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'The image was not deleted', `The image is a picture of zone ${zone.name}; it cannot be deleted.`);
  });
});
