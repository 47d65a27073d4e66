import { isEmail } from './email.js';
import type { FieldProblem } from './field-problem.js';

/** A login name that is not an e-mail: 4 to 20 letters and digits (spec part 1, section 5). */
export const LOGIN_USERNAME_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** Failed logins in a row before the lock, and how long the lock lasts (spec part 1, sections 2.2 and 9). */
export const LOGIN_MAX_FAILED_ATTEMPTS = 5;
export const LOGIN_LOCKOUT_SECONDS = 60 * 60;

export const LOGIN_MESSAGES = {
  usernameRequired: 'must enter username',
  passwordRequired: 'must enter password',
  usernameFormat: 'username must be an e-mail or 4 to 20 letters and digits',
  /** What the spec shows when the captcha token is missing or wrong. */
  captchaInvalid: 'internal error',
  /** Title of the notification of a failed login. */
  failedTitle: 'Authentication Error!',
  invalidCredentials: 'Error trying to login',
  lockedOut: 'Too many login attempts, locked out for 1 hour',
  passwordExpired: 'Your password has expired and must be changed.',
} as const;

export interface LoginForm {
  username: string;
  password: string;
}

/** The password is trimmed before it is checked or sent (spec part 1, section 5). */
export function normaliseLoginPassword(password: string): string {
  return password.trim();
}

export function isValidLoginUsername(username: string): boolean {
  const value = username.trim();
  return isEmail(value) || LOGIN_USERNAME_PATTERN.test(value);
}

/** Field problems of the login form, in form order; empty when it may be sent. */
export function validateLoginForm(form: LoginForm): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const username = form.username.trim();
  if (username === '') problems.push({ field: 'username', message: LOGIN_MESSAGES.usernameRequired });
  else if (!isValidLoginUsername(username)) problems.push({ field: 'username', message: LOGIN_MESSAGES.usernameFormat });
  if (normaliseLoginPassword(form.password) === '') problems.push({ field: 'password', message: LOGIN_MESSAGES.passwordRequired });
  return problems;
}

/** The key failed logins are counted under: the name as typed, trimmed and lower-cased. */
export function loginAttemptKey(username: string): string {
  return username.trim().toLowerCase();
}
