import { defineConfig, devices } from '@playwright/test';

/**
 * Browser suite. scripts/test.sh starts its own stack (API on 3100, database farebox_e2e, mail catcher
 * 2525/8125) and runs `playwright test`; to run a spec by hand against a running stack see e2e/README.md.
 * Chromium is Debian's (/usr/bin/chromium): browsers are never downloaded.
 */
const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: CI,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: CI ? 1 : 0,
  // A test signs in through the real captcha and runs axe on every page: generous on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
