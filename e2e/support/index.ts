/**
 * Helpers for the browser specs: `import { login, checkA11y, api, db, latestMailTo } from './support';`
 * See e2e/README.md.
 */
export { test, expect } from './test';
export { BASE_URL, MAIL_URL, DATABASE_URL, DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './env';
export { login, loginThroughForm, type LoginOptions, submitLogin, verifyCaptcha, loginForm, expectToast } from './auth';
export { checkA11y, wasA11yChecked, A11Y_TAGS, type A11yOptions } from './a11y';
export { latestMailTo, allMail, attachmentOf, clearMail, linkIn, type CaughtMail, type MailWaitOptions } from './mail';
export { db } from './db';
export { api, signIn, ApiCallError, type ApiClient, type Me, type RequestOptions, type Schemas } from './api';
export { solveCaptcha, solveChallengePayload } from './captcha';
export { inDays, demoLineId, demoProducts, createDemoBooking, DEMO_BUS, DEMO_TRAIN, type DemoProduct } from './bookings';
export { downloadedLines } from './downloads';
export { chooseComboboxOption } from './combobox';
export { holdAppEntry } from './app-entry';
