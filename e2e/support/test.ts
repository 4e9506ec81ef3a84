import { test as base } from '@playwright/test';
import { e2eServerPort } from './servers';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with the worker's own server: `baseURL` (pages, `request`, contexts
 * from `browser.newContext()`) points at the server of this worker's parallel index.
 */
export const test = base.extend<object, { serverPort: number }>({
  serverPort: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => use(e2eServerPort(workerInfo.parallelIndex)),
    { scope: 'worker' },
  ],
  baseURL: async ({ serverPort }, use) => use(`http://localhost:${serverPort}`),
});
