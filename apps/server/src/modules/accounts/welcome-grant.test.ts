import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users, welcomeGrants } from '../../db/schema';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { deletionToken } from '../../test/delete-account-testing';
import {
  createAccountsTestApp,
  newEmail,
  registerThroughApi,
  strongPassword,
} from '../../test/accounts-testing';
import { normaliseEmailForWelcome, welcomeGrantHash } from './welcome-grants';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createAccountsTestApp({ settings: { initial_points: 50 } });
});
afterAll(() => testApp.close());

async function accountOf(email: string) {
  const [row] = await testApp.app.db
    .select({ id: users.id, balance: users.balance })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  const welcome = await testApp.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, row!.id), eq(ledgerEntries.kind, 'initial')));
  return { ...row!, welcomeRows: welcome.length };
}

async function registerAndDelete(email: string) {
  const { client, response } = await registerThroughApi(testApp.app, { email });
  expect(response.statusCode).toBe(200);
  const token = await deletionToken(testApp.app, client, { email, password: strongPassword });
  const confirmed = await new TestClient(testApp.app).post('/api/user/delete/confirm', { token });
  expect(confirmed.statusCode).toBe(200);
}

describe('welcome points (initial_points) once per address', () => {
  it('register → delete → register again with the same address: no second welcome grant', async () => {
    const email = newEmail('welcome');
    const { client, response } = await registerThroughApi(testApp.app, { email });
    expect(response.statusCode).toBe(200);
    const first = await accountOf(email);
    expect(first).toMatchObject({ balance: 5000, welcomeRows: 1 });
    const token = await deletionToken(testApp.app, client, { email, password: strongPassword });
    expect(
      (await new TestClient(testApp.app).post('/api/user/delete/confirm', { token })).statusCode,
    ).toBe(200);

    expect((await registerThroughApi(testApp.app, { email })).response.statusCode).toBe(200);
    const second = await accountOf(email);
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ balance: 0, welcomeRows: 0 });

    // Another address still gets its welcome points.
    const other = newEmail('other');
    await registerThroughApi(testApp.app, { email: other });
    expect(await accountOf(other)).toMatchObject({ balance: 5000, welcomeRows: 1 });
  });

  it('the same mailbox written with capitals or a +tag is the same address', async () => {
    const email = newEmail('tagged');
    await registerAndDelete(email);
    const again = email.replace('@', '+again@').toUpperCase();
    expect((await registerThroughApi(testApp.app, { email: again })).response.statusCode).toBe(200);
    expect(await accountOf(again)).toMatchObject({ balance: 0, welcomeRows: 0 });
  });

  it('keeps only a keyed hash of the address, not the address', async () => {
    const email = newEmail('hashed');
    await registerAndDelete(email);
    const rows = await testApp.app.db.select().from(welcomeGrants);
    const hash = welcomeGrantHash(testApp.config.appSecret, email);
    expect(rows.map((row) => row.emailHash)).toContain(hash);
    expect(rows.some((row) => row.emailHash.includes(email))).toBe(false);
    expect(welcomeGrantHash('another-secret-another-secret-0123456789', email)).not.toBe(hash);
  });

  it('normalises case, spaces and +tags, and nothing else', () => {
    expect(normaliseEmailForWelcome(' Ada.L+news@Example.COM ')).toBe('ada.l@example.com');
    expect(normaliseEmailForWelcome('ada@example.com')).toBe('ada@example.com');
    expect(normaliseEmailForWelcome('bob@example.com')).not.toBe('ada@example.com');
  });
});
