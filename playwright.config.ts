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
  // One retry, locally as in CI: a failure is run again with a trace (below).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Each worker's own server (e2e/support/test.ts sets baseURL per worker).
    baseURL: `http://localhost:${e2eServerPort(0)}`,
    // Recording a trace costs every test about a quarter of its time (measured again: 7 tests
    // 98 s without, 123 s with), so only the retry of a failed test records one — locally
    // too, where `npm test` had recorded every test to keep the failures' traces.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app registers its service worker on every page; once it controls a page, the
    // page's requests pass through it and `page.route` no longer sees them (a top-up test
    // whose route aborted the checkout reached the gateway). The tests of the worker itself
    // (push-notifications.spec.ts) allow it.
    serviceWorkers: 'block',
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
