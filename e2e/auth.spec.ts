import { api, checkA11y, DEMO_PASSWORD, expectToast, latestMailTo, holdAppEntry, linkIn, login, loginForm, submitLogin, expect, test } from './support';

test.describe('sign-in screens', () => {
  test('logs in with the self-hosted captcha and lands on the home page', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob')) external.push(r.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await checkA11y(page);
    await login(page, 'admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await checkA11y(page);
    expect(external, 'the captcha and the app make no third-party calls').toEqual([]);
  });

  test('shows the validation messages of an empty form', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).submit.click();
    await expect(page.getByText('must enter username')).toBeVisible();
    await expect(page.getByText('must enter password')).toBeVisible();
    await loginForm(page).username.fill('ab');
    await loginForm(page).submit.click();
    await expect(page.getByText('username must be an e-mail or 4 to 20 letters and digits')).toBeVisible();
    await checkA11y(page);
  });

  test('sends an anonymous visitor to login and back to the URL first asked for', async ({ page }) => {
    await page.goto('/developer-mode');
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Not Authenticated', 'You need to be authenticated to access this resource.');
    await login(page, 'support');
    await expect(page).toHaveURL(/\/developer-mode$/);
    await expect(page.getByRole('heading', { name: 'Developer mode' })).toBeVisible();
    await checkA11y(page);
  });

  test('restores the session on each load with one refresh, begun before the app’s code has arrived', async ({ page }) => {
    await login(page, 'support', { at: '/bookings' });
    const isRefresh = (url: string) => new URL(url).pathname === '/api/auth/refresh';
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (isRefresh(r.url())) refreshes.push(r.method());
    });
    // The app's entry is held until the refresh has been asked for: only public/session-start.js can ask that early.
    const releaseEntry = await holdAppEntry(page);
    const refreshed = page.waitForResponse((r) => isRefresh(r.url()), { timeout: 10_000 });
    await page.reload({ waitUntil: 'commit' });
    expect((await refreshed).status()).toBe(200);
    releaseEntry();
    await expect(page.getByRole('heading', { name: 'Bookings', exact: true })).toBeVisible();
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bookings', exact: true })).toBeVisible();
    await checkA11y(page);
    expect(refreshes, 'one refresh a load: a second one would replay the rotated cookie and end the session').toEqual(['POST', 'POST']);
  });

  test('a wrong password raises the authentication error', async ({ page }) => {
    await submitLogin(page, `nobody${Date.now() % 1_000_000}`, 'Wrong-Passw0rd!');
    await expectToast(page, 'Authentication Error!', 'Error trying to login');
    await expect(page).toHaveURL(/\/login$/);
    await checkA11y(page);
  });

  test('locks a username out after too many failed attempts', async ({ page }) => {
    const username = `ghost${Date.now() % 100_000_000}`;
    const lockout = page.getByText('Too many login attempts, locked out for 1 hour').and(page.locator('p[role="alert"]'));
    for (let attempt = 1; attempt <= 8 && !(await lockout.isVisible()); attempt++) {
      await submitLogin(page, username, 'Wrong-Passw0rd!');
      await expectToast(page, 'Authentication Error!');
      await page.waitForTimeout(300);
    }
    await expect(lockout).toBeVisible();
    await checkA11y(page);
  });

  test('an expired password leads to the reset screen with the expiry message', async ({ page }) => {
    await submitLogin(page, 'expired');
    await expect(page).toHaveURL(/\/reset-password\?token=.+&expired=1$/);
    await expect(page.getByText('Your password has expired and must be changed.')).toBeVisible();
    await page.getByLabel('New password').fill('Another-Passw0rd!');
    await page.getByLabel('Confirm password').fill('Another-Passw0rd?');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Password must be at least 12 characters long\./)).toBeVisible();
    await checkA11y(page);
  });

  test('forgot password mails a link that resets the password', async ({ page, request }) => {
    test.slow(); // two sign-ins, a mail round trip and two resets
    const admin = await api(request, 'admin');
    const stamp = Date.now() % 100_000_000;
    const username = `reset${stamp}`;
    const email = `reset${stamp}@example.com`;
    await admin.post('/users', { username, email, teamEmail: email, displayName: `Reset ${stamp}`, role: 'support', password: DEMO_PASSWORD });

    const since = new Date();
    await page.goto('/forgot-password');
    await checkA11y(page);
    await page.getByLabel('E-mail or username').fill(username);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: /e-mail|email/i })).toBeVisible();

    const mail = await latestMailTo(email, { since, timeout: 30_000 });
    const link = new URL(linkIn(mail, '/reset-password'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await expect(page.getByText('Your password has expired and must be changed.')).toHaveCount(0);
    const newPassword = 'Fresh-Passw0rd#2';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, username, newPassword);
    await expect(page.getByRole('heading', { name: `Welcome, Reset ${stamp}` })).toBeVisible();

    // the link is used up
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('Second-Passw0rd#3');
    await page.getByLabel('Confirm password').fill('Second-Passw0rd#3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});
