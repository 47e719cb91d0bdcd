import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_SERVER_ENV } from './tests/own-servers';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './chromium.mjs';

/** Browser tests against the real server (fresh embedded database), in Debian's Chromium. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// npm test passes the browser it found (scripts/test.mjs): Debian's headless shell when installed
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DEBIAN_CHROMIUM);
export const BASE_URL = `http://localhost:${PORT}`;
// one data folder per run, shared with the tests through the environment (outbox reading)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'vitrina-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // E2E_OUTPUT_DIR and WEB_DIST let several runs share one checkout without wiping each other
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }]],
  use: {
    baseURL: BASE_URL,
    // no background video on the many sign-ins (the login-video tests ask for motion themselves)
    reducedMotion: 'reduce',
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    // a trace records every step with screenshots: about a quarter of the browser tests' CPU when
    // kept for every test, so it is recorded on the retry of a failed test (CI retries once)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // local.chl's very first sign-in (the welcome tour) runs before any other test signs in
    { name: 'first-sign-in', testMatch: /first-sign-in\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      testIgnore: /first-sign-in\.spec\.ts/,
      dependencies: ['first-sign-in'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // the production build of the server (npm run build), as npm start runs it
    command: `node ${resolve(import.meta.dirname, '../apps/server/dist/server.mjs')}`,
    url: `${BASE_URL}/api/health`,
    // a loaded machine (several runs at once) may take minutes to boot and seed the database
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      ...TEST_SERVER_ENV,
      REGISTRATION_URL: 'https://registro.vitrina.test/alta',
      SUPPORT_EMAIL: 'soporte@vitrina.test',
    },
  },
});
