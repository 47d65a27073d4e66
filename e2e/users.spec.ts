import type { Page } from '@playwright/test';
import { api, checkA11y, db, expectToast, login, expect, test } from './support';

/** Unique per run, so the spec reruns on the same database. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'Abcdefgh12';

async function createUserViaApi(request: Parameters<typeof api>[0], overrides: Record<string, unknown> = {}) {
  const admin = await api(request, 'admin');
  const name = `e2eu${stamp()}`;
  return admin.post<{ id: string; username: string; version: number }>('/users', {
    username: name,
    email: `${name}@example.com`,
    teamEmail: `team-${name}@example.com`,
    displayName: `E2E ${name}`,
    role: 'support',
    password: PASSWORD,
    ...overrides,
  });
}

/** A labelled input; required fields add a visual ' *' to their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

test.describe('users screens', () => {
  test.describe.configure({ timeout: 120_000 });

  test('list with filters in the URL, then create a user through the form', async ({ page, request }) => {
    const existing = await createUserViaApi(request);
    await login(page, 'admin', { at: '/users' });
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await checkA11y(page);

    // Text filters are debounced and land in the URL query.
    await field(page, 'Username').fill(existing.username);
    await expect(page).toHaveURL(new RegExp(`username=${existing.username}`));
    await expect(page.getByRole('cell', { name: existing.username, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);

    await page.getByRole('link', { name: 'Create User' }).click();
    await expect(page).toHaveURL(/\/users\/edit\/new$/);
    const form = page.getByRole('form', { name: 'Create user' });

    // The shared rules of @farebox/domain run in the form.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please fix the following fields:')).toBeVisible();
    await checkA11y(page);

    const name = `e2ec${stamp()}`;
    await field(page, 'Username').fill(name);
    await field(page, 'Display name').fill(`Created ${name}`);
    await field(page, 'E-mail').fill(`${name}@example.com`);
    await field(page, 'Team e-mail').fill(`team-${name}@example.com`);
    await field(page, 'Password').fill('short');
    await field(page, 'Role').selectOption('support');
    await field(page, 'Country').selectOption('GB');
    await field(page, 'Phone').fill('12345');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password must be longer than 8 characters.').first()).toBeVisible();
    await expect(page.getByText("The phone number does not match the chosen country's international format.").first()).toBeVisible();

    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Phone').fill('+44 20 7946 0958');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'User created', name);
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `User ${name}` })).toBeVisible();
    await checkA11y(page);
  });

  test('a failed save shows the status text and the server message', async ({ page, request }) => {
    const existing = await createUserViaApi(request);
    await login(page, 'admin', { at: '/users/edit/new' });
    await field(page, 'Username').fill(existing.username);
    await field(page, 'E-mail').fill(`other-${existing.username}@example.com`);
    await field(page, 'Team e-mail').fill(`team-${existing.username}@example.com`);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Role').selectOption('support');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Conflict', 'This username is already taken.');
    await checkA11y(page);
  });

  test('edit a user', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await login(page, 'support', { at: `/users?username=${user.username}` });
    await page.getByRole('link', { name: `Edit ${user.username}` }).click();
    await expect(page).toHaveURL(new RegExp(`/users/edit/${user.id}$`));
    await expect(field(page, 'Username')).toHaveValue(user.username);
    await checkA11y(page);

    await field(page, 'Display name').fill(`Renamed ${user.username}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'User updated');
    await expect(page.getByText(`Renamed ${user.username}`)).toBeVisible();
  });

  test('an edit over a newer version shows what the other person changed', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await login(page, 'admin', { at: `/users/edit/${user.id}` });
    await expect(field(page, 'Username')).toHaveValue(user.username);

    const admin = await api(request, 'admin');
    await admin.put(`/users/${user.id}`, { displayName: 'Changed elsewhere', version: user.version });

    await field(page, 'Display name').fill('Changed here');
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Someone else saved this record' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('cell', { name: 'Changed elsewhere' })).toBeVisible();
    await checkA11y(page);
    await notice.getByRole('button', { name: 'Reload latest version' }).click();
    await expect(notice).toBeHidden();
    await expect(field(page, 'Display name')).toHaveValue('Changed elsewhere');
  });

  test('the user view shows the change log, newest first, collapsed until opened', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    const admin = await api(request, 'admin');
    await admin.put(`/users/${user.id}`, { displayName: 'First rename', version: user.version });
    await admin.put(`/users/${user.id}`, { displayName: 'Second rename', version: user.version + 1 });
    await login(page, 'readadmin', { at: `/users/${user.id}` });
    await expect(page.getByRole('table', { name: 'Change log, newest first' })).toHaveCount(0);
    await page.getByText('Change log', { exact: true }).click();
    const rows = page.getByRole('table', { name: 'Change log, newest first' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Second rename');
    await expect(rows.nth(2)).toContainText('First rename');
    await checkA11y(page);
  });

  test('unlock a locked-out user', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await db.lockUser(user.username);
    await login(page, 'admin', { at: `/users/${user.id}` });
    const unlock = page.getByRole('button', { name: 'Unlock' });
    await expect(unlock).toBeVisible();
    await checkA11y(page);
    await unlock.click();
    await expectToast(page, 'User unlocked', user.username);
    await expect(unlock).toBeHidden();
    expect((await db.user(user.username))?.login_lockout_expiry).toBeNull();
  });

  test('scopes: editable with scope-admin, otherwise disabled with the message', async ({ page, request }) => {
    const user = await createUserViaApi(request);

    await login(page, 'support', { at: `/users/edit/${user.id}` });
    await expect(field(page, 'Username')).toHaveValue(user.username);
    await expect(page.getByText("Editing this field requires 'scope-admin' permission.")).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'finance-ops' })).toBeDisabled();
    await checkA11y(page);

    await page.context().clearCookies();
    await page.goto('/login');
    await login(page, 'admin', { at: `/users/edit/${user.id}` });
    await expect(field(page, 'Username')).toHaveValue(user.username);
    await expect(page.getByText("Editing this field requires 'scope-admin' permission.")).toBeHidden();
    const scope = page.getByRole('checkbox', { name: 'finance-ops' });
    await expect(scope).toBeEnabled();
    await scope.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'User updated');
    await expect(page.getByText('finance-ops')).toBeVisible();
  });

  test('read-admin sees no Create or Edit; the edit route opens (spec 2.3) and a save is refused with a notification', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await login(page, 'readadmin', { at: `/users?username=${user.username}` });
    await expect(page.getByRole('link', { name: `View ${user.username}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create User' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Edit ${user.username}` })).toHaveCount(0);
    await checkA11y(page);
    await page.getByRole('link', { name: `View ${user.username}` }).click();
    await expect(page.getByRole('heading', { name: `User ${user.username}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.goto(`/users/edit/${user.id}`);
    await expect(field(page, 'Username')).toHaveValue(user.username);
    await checkA11y(page);
    await field(page, 'Display name').fill(`Nope ${user.username}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Unauthorized', "You don't have the permission to access this resource.");
    await expect(page).toHaveURL(new RegExp(`/users/edit/${user.id}$`));

    const readAdmin = await api(request, 'readadmin');
    const refused = await readAdmin.request('PUT', `/users/${user.id}`, { data: { displayName: 'nope', version: user.version } });
    expect(refused.status()).toBe(403);
  });
});
