import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './api';
import { DEMO_PASSWORD } from './env';

/** The login form's fields, found the way a person (or a screen reader) finds them: by their labels. */
export function loginForm(page: Page): { username: Locator; password: Locator; submit: Locator; captcha: Locator } {
  return {
    username: page
      .getByLabel(/user ?name/i)
      .and(page.locator('input'))
      .first(),
    password: page
      .getByLabel(/password/i)
      .and(page.locator('input'))
      .first(),
    submit: page.getByRole('button', { name: /^\s*(log ?in|sign ?in)\s*$/i }),
    captcha: page.locator('altcha-widget'),
  };
}

type AltchaElement = HTMLElement & { getState?: () => string; verify?: () => void };

/**
 * Waits until the ALTCHA widget on the page has verified its proof of work. When the widget waits for the
 * user (state 'unverified', 'expired' or 'error'), it ticks the widget's checkbox first, as a person would.
 */
export async function verifyCaptcha(page: Page, timeout = 30_000): Promise<void> {
  const widget = page.locator('altcha-widget');
  await widget.waitFor({ state: 'attached', timeout });
  await page.waitForFunction(() => typeof document.querySelector<AltchaElement>('altcha-widget')?.getState === 'function', undefined, { timeout });
  const state = await widget.evaluate((el) => (el as AltchaElement).getState?.());
  if (state !== 'verified' && state !== 'verifying') {
    const checkbox = widget.getByRole('checkbox');
    if ((await checkbox.count()) > 0 && (await checkbox.first().isVisible())) await checkbox.first().click();
    else await widget.evaluate((el) => (el as AltchaElement).verify?.());
  }
  await page.waitForFunction(() => document.querySelector<AltchaElement>('altcha-widget')?.getState?.() === 'verified', undefined, { timeout });
}

const onLogin = (url: URL) => /^\/login(\/|$)/.test(url.pathname);

/** Goes to /login, or, when the app is already on its way there (an unauthenticated visit), waits for it. */
async function gotoLogin(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return void (await page.goto('/login'));
  if (onLogin(new URL(page.url()))) return;
  try {
    await page.waitForURL(onLogin, { timeout: 5_000 });
  } catch {
    await page.goto('/login');
  }
}

/**
 * Opens /login (unless the app already sent the browser there), fills username and password, waits for the
 * captcha to verify and submits. It does not wait for the outcome: use it to test refusals
 * (wrong password, lockout, expired password), then assert on what the page shows.
 */
export async function submitLogin(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await gotoLogin(page);
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await verifyCaptcha(page);
  await form.submit.click();
}

/**
 * Signs in through the real login page, captcha included, and waits until the app has left /login.
 * To check the return-to-the-asked-URL rule, `page.goto('/users')` first: the app sends the browser to
 * /login, and this signs in from there. Only tests of the login screen itself need it: `login` is faster.
 */
export async function loginThroughForm(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, username, password);
  await expect(page, `login as ${username} should leave /login`).not.toHaveURL(/\/login(\/|\?|$)/, { timeout: 30_000 });
}

export interface LoginOptions {
  password?: string;
  /** The page to open signed in (default `/`, where the login form leads). */
  at?: string;
}

/**
 * Signs the page in as this user and leaves it on the app, where the login form would have sent it.
 * On a fresh page (about:blank) it signs in through the API in Node (`signIn`: the same captcha and route, its own
 * session), whose refresh cookie lands in the browser context, then opens `/`: the app restores the session from
 * that cookie, as on any reload. That skips the login page's load and the captcha solved in the page. Each call
 * is a new session, never a shared cookie: the API revokes a session whose refresh token is presented twice.
 * On a page that is already somewhere (an anonymous visit sent it to /login) it signs in through the form, so
 * the app returns to the URL first asked for.
 * `{ at: '/users' }` opens that page instead of `/`: the same as `login` then `page.goto('/users')` (a first load
 * with the session restored from the cookie either way), without loading `/` in between.
 */
export async function login(page: Page, username: string, passwordOrOptions: string | LoginOptions = {}): Promise<void> {
  const { password = DEMO_PASSWORD, at = '/' } = typeof passwordOrOptions === 'string' ? { password: passwordOrOptions } : passwordOrOptions;
  if (page.url() !== 'about:blank') {
    await loginThroughForm(page, username, password);
    if (at !== '/') await page.goto(at);
    return;
  }
  await signIn(page.context().request, username, password);
  // The app exchanges that cookie for a new one on load. Navigating away before the answer arrives would leave the
  // browser with the spent cookie, whose next use the API takes for theft (and revokes the session): wait for it.
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/refresh');
  await page.goto(at);
  await (await refreshed).finished();
  await expect(page, `login as ${username} should open the app`).not.toHaveURL(/\/login(\/|\?|$)/, { timeout: 30_000 });
}

/**
 * Waits for a notification toast with this title (and text, when given). A toast shows for 3 s only, so it is one
 * assertion on title and text together (not two in a row, the second of which could come too late): call it right
 * after the action that raises the toast, before anything slow such as checkA11y.
 */
export async function expectToast(page: Page, title: string | RegExp, text?: string | RegExp): Promise<Locator> {
  let toast = page.locator('[role="alert"], [role="status"]').filter({ hasText: title });
  if (text !== undefined) toast = toast.filter({ hasText: text });
  await expect(toast.last()).toBeVisible();
  return toast.last();
}
