import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let client: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  client = new TestClient(testApp.app);
});
afterAll(() => testApp.close());

describe('GET /api/languages', () => {
  it('lists English (default), German and Spanish', async () => {
    const res = await client.get('/api/languages');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('OK');
    expect(res.payload<unknown[]>()).toEqual([
      { id: expect.any(Number), code: 'en', title: 'English', default: 1 },
      { id: expect.any(Number), code: 'de', title: 'Deutsch', default: 0 },
      { id: expect.any(Number), code: 'es', title: 'Español', default: 0 },
    ]);
  });
});
