import type { Page } from '@playwright/test';
import { checkA11y, db, expectToast, login, expect, test } from './support';

/** A demo line no other browser spec edits. */
const LINE = 'Phnom Penh – Siem Reap Speedboat';
/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function pickOption(page: Page, label: string, typed: string, option: string) {
  await field(page, label).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('line editor: Info & Social, Pictures & Ticket', () => {
  test.describe.configure({ timeout: 180_000 });

  test('voucher alert limits, one video to the end, an itinerary leg, pictures through the chooser and a ticket template, kept after a reload', async ({
    page,
  }) => {
    const line = await db.one<{ id: string }>(`SELECT id FROM line WHERE denomination = $1`, [LINE]);
    expect(line).toBeDefined();
    await login(page, 'admin', { at: `/lines/edit/${line!.id}` });
    await expect(page.getByRole('heading', { name: `Edit line ${LINE}`, level: 1 })).toBeVisible();

    // Info & Social: the voucher alert limits answer the spec's limits before anything is sent.
    await page.getByRole('tab', { name: 'Info & Social' }).click();
    const info = page.getByRole('form', { name: 'Info & Social' });
    await field(page, 'Voucher alert title').fill('T'.repeat(51));
    await field(page, 'Voucher alert text').fill('x'.repeat(201));
    await info.getByRole('button', { name: 'Save info' }).click();
    await expect(page.getByText('The alert title can have at most 50 characters.', { exact: true })).toBeVisible();
    await expect(page.getByText('The alert text can have at most 200 characters.', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fix the fields marked below.' })).toBeVisible();
    await checkA11y(page);

    await field(page, 'Voucher alert title').fill('Life jackets');
    await field(page, 'Voucher alert text').fill('Wear the life jacket on board at all times.');
    // One video only: once added, the Add button goes; end 0 plays to the end.
    await info.getByRole('button', { name: 'Add video' }).click();
    await expect(info.getByRole('button', { name: 'Add video' })).toHaveCount(0);
    await field(page, 'Video URL').fill('https://video.example/speedboat.mp4');
    await field(page, 'Start \\(seconds\\)').fill('5');
    await field(page, 'End \\(seconds\\)').fill('0');
    await field(page, 'Passenger alert').fill('Low water in April: boats may leave from Chong Khneas.');
    // An itinerary leg from A to B: stations through the city-then-station selector; minutes stop at 59.
    await info.getByRole('button', { name: 'Add leg A to B' }).click();
    await pickOption(page, 'Leg 1 from city', 'Phnom', 'Phnom Penh, Cambodia');
    await pickOption(page, 'Leg 1 from', 'Sisow', 'Sisowath Quay Pier');
    await pickOption(page, 'Leg 1 to city', 'Siem', 'Siem Reap, Cambodia');
    await pickOption(page, 'Leg 1 to', 'Chong', 'Chong Kneas Pier');
    await field(page, 'Transportation').selectOption({ label: 'Ferry' });
    await field(page, 'Hours').fill('5');
    await field(page, 'Minutes').fill('60');
    await info.getByRole('button', { name: 'Save info' }).click();
    await expect(page.getByText('Minutes should be between 0 and 59', { exact: true })).toBeVisible();
    await checkA11y(page);
    await field(page, 'Minutes').fill('30');
    await info.getByRole('button', { name: 'Save info' }).click();
    await expectToast(page, 'Info saved');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Info & Social' })).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'Voucher alert title')).toHaveValue('Life jackets');
    await expect(field(page, 'Voucher alert text')).toHaveValue('Wear the life jacket on board at all times.');
    await expect(field(page, 'Video URL')).toHaveValue('https://video.example/speedboat.mp4');
    await expect(field(page, 'Start \\(seconds\\)')).toHaveValue('5');
    await expect(field(page, 'End \\(seconds\\)')).toHaveValue('0');
    await expect(field(page, 'Passenger alert')).toHaveValue('Low water in April: boats may leave from Chong Khneas.');
    await expect(field(page, 'Leg 1 from')).toHaveValue('Sisowath Quay Pier');
    await expect(field(page, 'Leg 1 to')).toHaveValue('Chong Kneas Pier');
    await expect(field(page, 'Transportation')).toHaveValue('ferry');
    await expect(field(page, 'Hours')).toHaveValue('5');
    await expect(field(page, 'Minutes')).toHaveValue('30');

    // Pictures & Ticket: a picture through the chooser and the demo PDF template.
    await page.getByRole('tab', { name: 'Pictures & Ticket' }).click();
    const tab = page.getByRole('form', { name: 'Pictures & Ticket' });
    await expect(tab.getByText('No pictures chosen.')).toBeVisible();
    await tab.getByRole('button', { name: 'Choose pictures' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose pictures' });
    await chooser.getByRole('checkbox', { name: 'patong-beach.jpg' }).check();
    await checkA11y(page);
    await chooser.getByRole('button', { name: 'Choose (1)' }).click();
    await expect(tab.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem')).toHaveCount(1);

    await tab.getByRole('button', { name: 'Choose ticket template' }).click();
    const templates = page.getByRole('dialog', { name: 'Choose a ticket template' });
    await templates.getByRole('radio', { name: /boarding-pass-template\.pdf/ }).check();
    await templates.getByRole('button', { name: 'Choose', exact: true }).click();
    await expect(tab.getByRole('link', { name: 'boarding-pass-template.pdf' })).toBeVisible();
    await checkA11y(page);
    await tab.getByRole('button', { name: 'Save pictures and ticket' }).click();
    await expectToast(page, 'Pictures and ticket saved');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pictures & Ticket' })).toHaveAttribute('aria-selected', 'true');
    const reloaded = page.getByRole('form', { name: 'Pictures & Ticket' });
    await expect(reloaded.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem', { name: 'Picture 1, main' })).toBeVisible();
    await expect(reloaded.getByRole('link', { name: 'boarding-pass-template.pdf' })).toBeVisible();
    // The line's change log names both saves.
    const log = await db.query<{ changes: { field: string }[] }>(`SELECT changes FROM change_log_entry WHERE entity_type = 'line' AND entity_id = $1`, [
      line!.id,
    ]);
    const fields = log.flatMap((e) => e.changes.map((c) => c.field));
    expect(fields).toEqual(expect.arrayContaining(['voucherAlert.title', 'videos', 'itinerary.aToB', 'pictures', 'ticketTemplate']));
  });
});
