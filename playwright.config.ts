import { defineConfig, devices } from '@playwright/test';
import { e2eServerPort, e2eWorkers } from './e2e/support/servers';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const workerIndexes = Array.from({ length: e2eWorkers }, (_, index) => index);

/**
 * Browser tests: Debian's Chromium (no browser download), one server per worker, each on a
 * fresh data directory (e2e/support/servers.ts); the first server builds the web app, the
 * others serve that build.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Each worker's own server (e2e/support/test.ts sets baseURL per worker).
    baseURL: `http://localhost:${e2eServerPort(0)}`,
    // Recording a trace costs every test about a quarter of its time; CI records the retry of
    // a failed test (what a flaky failure needs), a local run every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // Started one after the other: the first builds the web app, the others reuse its build.
  webServer: workerIndexes.map((index) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${e2eServerPort(index)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(e2eServerPort(index)),
      ...(index > 0 ? { E2E_WEB_DIST_OF_PORT: String(e2eServerPort(0)) } : {}),
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
