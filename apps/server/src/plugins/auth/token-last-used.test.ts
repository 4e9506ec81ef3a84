import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../db/schema';
import { sha256 } from '../../lib/hash';
import { apiTokenOf, createUser } from '../../test/factories-testing';
import { statementLog } from '../../test/statement-log-testing';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let log: ReturnType<typeof statementLog>;

beforeAll(async () => {
  // No credential cache: every call looks its bearer token up, as after the cache's 10 s.
  testApp = await createTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });
  log = statementLog(testApp.app.db);
});
afterAll(() => testApp.close());

describe("a bearer token's last use", () => {
  it('is written at most once a minute, not on every call', async () => {
    const user = await createUser(testApp.app);
    const token = await apiTokenOf(testApp.app, user);
    const call = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    const writesOf = async () => {
      const { result, statements } = await log.during(call);
      expect(result.statusCode).toBe(200);
      return statements.filter((s) => /^update "api_tokens"/i.test(s.text)).length;
    };
    const lastUsed = async () =>
      (
        await testApp.app.db
          .select({ at: apiTokens.lastUsedAt })
          .from(apiTokens)
          .where(eq(apiTokens.tokenHash, sha256(token)))
      )[0]!.at;

    expect(await writesOf()).toBe(1); // the first use
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect([await writesOf(), await writesOf(), await writesOf()]).toEqual([0, 0, 0]);
    expect(await lastUsed()).toEqual(first);

    // A minute later the next call records its use again.
    await testApp.app.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.tokenHash, sha256(token)));
    expect(await writesOf()).toBe(1);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});
