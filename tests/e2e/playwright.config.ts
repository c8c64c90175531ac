import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** The port of the server the journeys drive; the server runs on a fresh database each run. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3400);
const baseURL = `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/e2e',
  // One browser at a time: the journeys share one server and this machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  // One more try for a journey that failed, reported as "flaky" in the summary: this 2-core
  // machine runs the server, the browser and the test at once, and a slow moment is not a bug.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'UTC',
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'sign-in once per role', testMatch: /sign-in-once\.setup\.ts/ },
    {
      name: 'journeys',
      testMatch: /\.spec\.ts$/,
      dependencies: ['sign-in once per role'],
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/server.ts',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(e2ePort) },
  },
});
