import type { Page } from '@playwright/test';
import { checkA11y, expectToast, login, expect, test } from './support';

/** The paragraph's fieldset of the article editor. */
const paragraph = (page: Page, n: number) => page.getByRole('group', { name: `Paragraph ${n}` });
const header = (page: Page, n: number) => paragraph(page, n).getByLabel(/^Header( \*)?$/);

test.describe('AI content screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the content editor opens an article, generates it with progress, accepts the new text, and edits a header', async ({ page }) => {
    await login(page, 'editor');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'AI Articles', exact: true }).click();
    await expect(page).toHaveURL(/\/ai-content\/cities-articles$/);
    await expect(page.getByText(/^\d+ articles found$/)).toBeVisible();
    await checkA11y(page);

    const tabs = page.getByRole('navigation', { name: 'AI content' });
    await tabs.getByRole('link', { name: 'Cities LP content' }).click();
    await expect(page).toHaveURL(/\/ai-content\/cities-lp-content$/);
    await expect(page.getByRole('cell', { name: 'Chiang Mai', exact: true })).toBeVisible();
    // The demo has no public site configured: Open LP says so rather than linking nowhere.
    await expect(page.getByText('The public site is not configured.').first()).toBeVisible();
    await tabs.getByRole('link', { name: 'Cities articles' }).click();

    await page.getByRole('link', { name: 'Edit the article of Chiang Mai, Thailand' }).click();
    await expect(page).toHaveURL(/\/cities-articles\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Edit article: Chiang Mai, Thailand', level: 1 })).toBeVisible();
    await expect(header(page, 1)).toHaveValue('Overview');
    const oldText = 'Chiang Mai is a stop on several of our bus and ferry lines';
    await expect(paragraph(page, 1).getByText(oldText)).toBeVisible();

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    const generated = page.getByRole('list', { name: 'Generated text' });
    await expect(generated).toBeVisible({ timeout: 30_000 });
    await expect(generated.getByText(/Written by the AI writer simulator/).first()).toBeVisible();
    // The article keeps its text until the new one is accepted.
    await expect(paragraph(page, 1).getByText(oldText)).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(page, 'Generated text accepted');
    await expect(paragraph(page, 1).getByText(/Written by the AI writer simulator/)).toBeVisible();
    await expect(paragraph(page, 1).getByText(oldText)).toHaveCount(0);
    await expect(page.getByText('The last generated text was accepted.')).toBeVisible();

    await header(page, 2).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(paragraph(page, 2).getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('Article headers are required.')).toBeVisible();
    await header(page, 2).fill('Getting around Chiang Mai');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Article updated', 'Chiang Mai, Thailand');

    await page.reload();
    await expect(header(page, 2)).toHaveValue('Getting around Chiang Mai');
    await expect(paragraph(page, 2).getByText(/Written by the AI writer simulator/)).toBeVisible();
  });

  test('read-admin reads a landing-page article with its Display, Order and Display article flags but changes nothing', async ({ page }) => {
    await login(page, 'readadmin', { at: '/ai-content' });
    await expect(page).toHaveURL(/\/ai-content\/cities-articles$/);
    await page.getByRole('navigation', { name: 'AI content' }).getByRole('link', { name: 'Countries LP content' }).click();
    await page.getByRole('link', { name: 'Open the article of Vietnam' }).click();
    await expect(page).toHaveURL(/\/countries-lp-content\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Display article')).toBeDisabled();
    await expect(paragraph(page, 1).getByLabel('Display', { exact: true })).toBeChecked();
    await expect(paragraph(page, 2).getByLabel('Order')).toHaveValue('1');
    await expect(header(page, 1)).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Generate/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await checkA11y(page);
  });
});
