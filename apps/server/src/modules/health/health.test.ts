import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createReadiness } from '../../lib/readiness';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('answers 503 "The server is still starting." until the start-up work is done, then 200', async () => {
    const readiness = createReadiness();
    const app = await buildApp(testApp.config, { db: testApp.app.db, readiness });
    try {
      const starting = await app.inject({ method: 'GET', url: '/api/health' });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toMatchObject({ message: 'The server is still starting.' });

      readiness.markReady();
      const ready = await app.inject({ method: 'GET', url: '/api/health' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ payload: { database: 'ok' } });
    } finally {
      await app.close();
    }
  });
});
