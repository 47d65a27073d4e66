/**
 * An e-mail address as every form and the API accept it: something@domain.tld, no spaces.
 * Deliberately simple; the server sends the real proof (a mail) where it matters.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
