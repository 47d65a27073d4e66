/**
 * Where the browser suite finds the stack. scripts/test.sh sets these; the defaults match its ports
 * (API 3100, mail catcher HTTP 8125, database farebox_e2e) so a spec can be run by hand against a stack
 * started the same way (see e2e/README.md).
 */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
export const MAIL_URL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:8125';
export const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/farebox_e2e';

/** Every seeded demo account has this password. */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** The seeded demo accounts (see the README's table for what each one is). */
export const DEMO_USERS = [
  'admin',
  'support',
  'readadmin',
  'agent',
  'newagent',
  'scheduler',
  'editor',
  'finops',
  'supplymgr',
  'cco',
  'finadmin',
  'expired',
  'sandbox',
  'purchaser',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];
