import { expect, type Page } from '@playwright/test';

/**
 * Types into a type-ahead combobox and picks `option`. It waits until every option shown matches what was typed:
 * until the search answers, the list still shows the previous results (kept while fetching), and a click on one of
 * them can land where the shorter list no longer is, which closes the list with nothing chosen.
 */
export async function chooseComboboxOption(page: Page, label: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await expect(page.getByRole('listbox').getByRole('option').filter({ hasNotText: typed })).toHaveCount(0);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}
