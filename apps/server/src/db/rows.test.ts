import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { sql } from 'drizzle-orm';
import { apiTimeOfJson, rowsOf } from './rows';

describe('apiTimeOfJson', () => {
  it('writes what Date#toISOString writes for every fraction PostgreSQL writes', () => {
    for (const text of [
      '2026-11-28T05:32:52+00:00',
      '2026-11-28T05:32:52.7+00:00',
      '2026-11-28T05:32:52.07+00:00',
      '2026-11-28T05:32:52.703+00:00',
      '2026-11-28T05:32:52.7032+00:00',
      '2026-11-28T05:32:52.999999+00:00',
      '2026-12-31T23:59:59.000001+00:00',
      '0099-01-01T00:00:00.5+00:00',
    ]) {
      expect(apiTimeOfJson(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('reads other offsets through Date', () => {
    expect(apiTimeOfJson('2026-11-28T06:32:52.703241+01:00')).toBe('2026-11-28T05:32:52.703Z');
    expect(apiTimeOfJson('2026-11-28T00:02:52.5-05:30')).toBe('2026-11-28T05:32:52.500Z');
  });
});

describe("apiTimeOfJson on the database's own JSON", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('agrees with Date for a thousand random instants, in UTC and in another time zone', async () => {
    for (const zone of ['UTC', 'Europe/Berlin']) {
      // The zone is the transaction's own (set_config … true): the session keeps its setting.
      const texts = await testApp.app.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
        const result = await tx.execute(sql`
          select to_json(timestamptz '1990-01-01 00:00:00+00' + random() * interval '60 years') as json
          from generate_series(1, 500)`);
        return rowsOf<{ json: string }>(result).map((row) => row.json);
      });
      expect(texts).toHaveLength(500);
      for (const text of texts)
        expect(apiTimeOfJson(text), text).toBe(new Date(text).toISOString());
    }
  });
});
