import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts, sessions } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { lastMailTo } from '../../test/mailbox-testing';
import { applyBalanceChange, sumLedger } from '../ledger/apply-balance-change';
import {
  availableOf,
  countryIdOf,
  createEarner,
  methodFields,
  personal,
  testCard,
} from '../../test/payout-testing';

let testApp: TestApp;

/** A raw SQL query's rows, as the database hands them back (no Drizzle mapping). */
async function rawRows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await testApp.app.db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
}
let germany: number;
const logLines: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    settings: { payout_min_amount: 10, payout_max_amount: 500, points_convertion_rate: 10 },
    logStream: { write: (line) => void logLines.push(line) },
  });
  germany = await countryIdOf(testApp.app, 'DE');
});
afterAll(() => testApp.close());

const app = () => testApp.app;

describe('GET /api/payouts/methods', () => {
  it('answers card, sepa and fps with translated names and the limits in the chosen currency', async () => {
    const { client } = await createEarner(app(), 250);
    const euros = await client.get('/api/payouts/methods');
    expect(euros.statusCode).toBe(200);
    expect(euros.payload()).toMatchObject({
      methods: [
        { id: 'card', name: 'Bank card' },
        { id: 'sepa', name: 'SEPA bank transfer' },
        { id: 'fps', name: 'UK Faster Payments' },
      ],
      min_amount: 10,
      max_amount: 500,
      currency: 'EUR',
      symbol: '€',
      available_points: 250,
      available_amount: 25,
    });
    const dollars = await client.get('/api/payouts/methods', { currency: 'USD' });
    expect(dollars.payload()).toMatchObject({ min_amount: 10.8, max_amount: 540, currency: 'USD' });
  });

  it('answers 401 to guests and 403 to users who are not interlocutors', async () => {
    const guest = new TestClient(app());
    expect((await guest.get('/api/payouts/methods')).statusCode).toBe(401);
    const plain = await signedInClient(app(), await createUser(app(), { points: 500 }));
    expect((await plain.get('/api/payouts/methods')).statusCode).toBe(403);
    expect((await plain.get('/api/payouts')).statusCode).toBe(403);
    const res = await plain.post('/api/payouts', {
      amount: 10,
      ...methodFields.card,
      ...personal(germany),
    });
    expect(res.statusCode).toBe(403);
    expect(await app().db.select().from(payouts).where(eq(payouts.userId, res.statusCode))).toEqual(
      [],
    );
  });
});

describe('POST /api/payouts: validation (spec §5)', () => {
  const errorsOf = async (body: Record<string, unknown>) => {
    const { client } = await createEarner(app(), 1000);
    const res = await client.post('/api/payouts', body);
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toBe('ERROR');
    return res.body.errors ?? {};
  };

  it('requires the amount and the method', async () => {
    const errors = await errorsOf({});
    expect(errors.amount).toEqual(['Amount is required']);
    expect(errors.method).toEqual(['Payout method is required']);
  });

  it('answers "Amount must be a positive number" for zero, negative and non-numeric amounts', async () => {
    for (const amount of [0, -5, 'abc']) {
      const errors = await errorsOf({ amount, ...methodFields.card, ...personal(germany) });
      expect(errors.amount).toEqual(['Amount must be a positive number']);
    }
  });

  it('requires the personal and address fields once a method is chosen', async () => {
    const errors = await errorsOf({ amount: 20, method: 'card', pan: testCard });
    expect(errors).toMatchObject({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      country_id: ['Country is required'],
      city: ['City is required'],
      address: ['Address is required'],
      zip: ['ZIP code is required'],
    });
  });

  it("requires each method's own fields", async () => {
    const base = { amount: 20, ...personal(germany) };
    expect((await errorsOf({ ...base, method: 'card' })).pan).toEqual(['Card number is required']);
    expect((await errorsOf({ ...base, method: 'sepa' })).iban).toEqual(['IBAN is required']);
    const fps = await errorsOf({ ...base, method: 'fps' });
    expect(fps).toMatchObject({
      account_number: ['Account number is required'],
      sort_code: ['Sort code is required'],
      birth_date: ['Birth date is required'],
    });
  });

  it('checks the card number with Luhn and the IBAN checksum and country, under their fields', async () => {
    const base = { amount: 20, ...personal(germany) };
    expect((await errorsOf({ ...base, method: 'card', pan: '4242 4242 4242 4241' })).pan).toEqual([
      'Card number is invalid',
    ]);
    expect(
      (await errorsOf({ ...base, method: 'sepa', iban: 'DE89 3704 0044 0532 0130 01' })).iban,
    ).toEqual(['IBAN is invalid']);
    // A valid Brazilian IBAN: right checksum, but Brazil is outside SEPA.
    expect(
      (await errorsOf({ ...base, method: 'sepa', iban: 'BR1800360305000010009795493C1' })).iban,
    ).toEqual(['This IBAN is from a country outside SEPA']);
  });

  it('wants a sort code of exactly 8 characters (12-34-56), 8-digit account numbers and a real birth date', async () => {
    const base = { amount: 20, ...personal(germany), ...methodFields.fps };
    for (const sortCode of ['123456', '12-34-567', '12345678', 'ab-cd-ef']) {
      expect((await errorsOf({ ...base, sort_code: sortCode })).sort_code).toEqual([
        'Sort code must be 8 digits',
      ]);
    }
    expect((await errorsOf({ ...base, account_number: '1234' })).account_number).toEqual([
      'Account number must be 8 digits',
    ]);
    for (const birthDate of ['1990-02-30', '31.12.1990', '2999-01-01']) {
      expect((await errorsOf({ ...base, birth_date: birthDate })).birth_date).toEqual([
        'Birth date is invalid',
      ]);
    }
  });

  it('answers the minimum and maximum in the chosen currency', async () => {
    const base = { ...methodFields.card, ...personal(germany) };
    expect((await errorsOf({ ...base, amount: 9.99 })).amount).toEqual([
      'Minimum payout amount is 10.00 €',
    ]);
    expect((await errorsOf({ ...base, amount: 500.01 })).amount).toEqual([
      'Maximum payout amount is 500.00 €',
    ]);
    expect((await errorsOf({ ...base, amount: 10.5, currency: 'USD' })).amount).toEqual([
      'Minimum payout amount is 10.80 $',
    ]);
  });

  it('refuses a country that is not in the country list', async () => {
    const errors = await errorsOf({ amount: 20, ...methodFields.card, ...personal(999_999) });
    expect(errors.country_id).toEqual(['Country is required']);
  });
});

describe('POST /api/payouts: reserving earnings', () => {
  it('reserves amount ÷ value × rate points from available earnings and answers 201 masked', async () => {
    const { user, client } = await createEarner(app(), 300);
    const res = await client.post('/api/payouts', {
      amount: 21.6,
      currency: 'USD',
      ...methodFields.card,
      ...personal(germany),
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(
      'Payout request submitted successfully! We will process your request within 1-3 business days.',
    );
    // 21.60 USD ÷ 1.08 × 10 points per EUR = 200 points.
    expect(res.payload()).toMatchObject({
      amount: 21.6,
      currency: 'USD',
      points: 200,
      method: 'card',
      destination: '•••• 4242',
      status: 'pending',
      reference: null,
      reason: null,
    });
    expect(await availableOf(app(), user.id)).toBe(100_00);
    expect(await sumLedger(app().db, user.id, 'earnings_available')).toBe(100_00);
    const history = await client.get('/api/payouts');
    expect(history.payload<unknown[]>()).toHaveLength(1);
    expect(JSON.stringify(history.body)).not.toContain('4242424242424242');
    expect((await lastMailTo(app(), user.email)).subject).toBe('Your payout request was received');
  });

  it('answers 422 "Amount exceeds available balance" above the available earnings and reserves nothing', async () => {
    const { user, client } = await createEarner(app(), 150);
    // Bought points do not count: this interlocutor has plenty of them.
    await app().db.transaction((tx) =>
      applyBalanceChange(tx, { userId: user.id, delta: 100_000_00, kind: 'adjustment' }),
    );
    const res = await client.post('/api/payouts', {
      amount: 15.01,
      ...methodFields.sepa,
      ...personal(germany),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Amount exceeds available balance');
    expect(res.body.errors?.amount).toEqual(['Amount exceeds available balance']);
    expect(await availableOf(app(), user.id)).toBe(150_00);
    expect(await app().db.select().from(payouts).where(eq(payouts.userId, user.id))).toEqual([]);
    const payoutLedger = await app()
      .db.select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.kind, 'payout')));
    expect(payoutLedger).toEqual([]);
  });

  it('allows one pending payout per method', async () => {
    const { client } = await createEarner(app(), 1000);
    const body = { amount: 10, ...methodFields.sepa, ...personal(germany) };
    expect((await client.post('/api/payouts', body)).statusCode).toBe(201);
    const second = await client.post('/api/payouts', body);
    expect(second.statusCode).toBe(422);
    expect(second.body.code).toBe('PAYOUT_PENDING');
    expect((await client.post('/api/payouts', { ...body, ...methodFields.fps })).statusCode).toBe(
      201,
    );
  });

  it('stores card numbers, IBANs, account numbers, sort codes and birth dates encrypted', async () => {
    const { user, client } = await createEarner(app(), 3000);
    for (const method of ['card', 'sepa', 'fps'] as const) {
      const res = await client.post('/api/payouts', {
        amount: 10,
        ...methodFields[method],
        ...personal(germany),
      });
      expect(res.statusCode).toBe(201);
    }
    const raw = await rawRows(sql`select * from payouts where user_id = ${user.id}`);
    const text = JSON.stringify(raw);
    for (const secret of [
      '4242424242424242',
      '4242 4242',
      'DE89370400440532013000',
      '0532013000',
      '12345678',
      '123456',
      '1990-04-01',
      '1990',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('v1.');
    const answers = (await client.get('/api/payouts')).payload<{ destination: string }[]>();
    expect(answers.map((row) => row.destination)).toEqual([
      '••-••-56 •••• 5678',
      'DE•• •••• 3000',
      '•••• 4242',
    ]);
  });

  it('logs only masked destinations', async () => {
    const { client } = await createEarner(app(), 300);
    await client.post('/api/payouts', { amount: 10, ...methodFields.card, ...personal(germany) });
    await client.post('/api/payouts', { amount: 10, ...methodFields.sepa, ...personal(germany) });
    const logs = logLines.join('');
    expect(logs).toContain('•••• 4242');
    expect(logs).toContain('DE•• •••• 3000');
    expect(logs).not.toMatch(/4242424242424242|4242 4242 4242|DE89\s?3704/);
  });

  it('rate-limits payout requests per user', async () => {
    const { client } = await createEarner(app(), 10);
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (await client.post('/api/payouts', { amount: 10, method: 'card', pan: '1' }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/payouts: fresh sign-in for a new destination', () => {
  it('needs the password when the sign-in is older than 10 minutes, and not for a destination paid before', async () => {
    const { user, client } = await createEarner(app(), 1000);
    await app()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const body = { amount: 10, ...methodFields.card, ...personal(germany) };
    const stale = await client.post('/api/payouts', body);
    expect(stale.statusCode).toBe(422);
    expect(stale.body.code).toBe('REAUTH_REQUIRED');
    expect(stale.body.errors?.password).toEqual([
      'Enter your password to confirm a payout to a new destination.',
    ]);
    const wrong = await client.post('/api/payouts', { ...body, password: 'Not-The-Password-1' });
    expect(wrong.body.errors?.password).toEqual(['The password is incorrect.']);
    expect(await availableOf(app(), user.id)).toBe(1000_00);

    const confirmed = await client.post('/api/payouts', { ...body, password: user.password });
    expect(confirmed.statusCode).toBe(201);
    const admin = await signedInClient(app(), await createUser(app(), { role: 'admin' }));
    const id = confirmed.payload<{ id: number }>().id;
    expect(
      (await admin.post(`/api/admin/payouts/${id}/paid`, { reference: 'TX-1' })).statusCode,
    ).toBe(200);
    // The same card again: no password needed.
    expect((await client.post('/api/payouts', body)).statusCode).toBe(201);
  });
});

describe('POST /api/payouts/destination-check (the form asks for the password up front)', () => {
  it('says a new destination needs the password exactly when the payout would ask for it', async () => {
    const { user, client } = await createEarner(app(), 1000);
    const check = async (fields: Record<string, string>) => {
      const res = await client.post('/api/payouts/destination-check', fields);
      expect(res.statusCode).toBe(200);
      return res.payload<{ is_new: boolean; needs_password: boolean }>();
    };
    // Signed in just now: new, but the fresh sign-in is enough.
    expect(await check(methodFields.card)).toEqual({ is_new: true, needs_password: false });
    await app()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect(await check(methodFields.card)).toEqual({ is_new: true, needs_password: true });

    const body = { amount: 10, ...methodFields.card, ...personal(germany) };
    const confirmed = await client.post('/api/payouts', { ...body, password: user.password });
    expect(confirmed.statusCode).toBe(201);
    const admin = await signedInClient(app(), await createUser(app(), { role: 'admin' }));
    const id = confirmed.payload<{ id: number }>().id;
    await admin.post(`/api/admin/payouts/${id}/paid`, { reference: 'TX-2' });
    expect(await check(methodFields.card)).toEqual({ is_new: false, needs_password: false });
    // Another earner's card of the same number is new to them.
    const other = await createEarner(app(), 100);
    const otherCheck = await other.client.post('/api/payouts/destination-check', methodFields.card);
    expect(otherCheck.payload<{ is_new: boolean }>().is_new).toBe(true);
    // Only interlocutors ask.
    const plain = await signedInClient(app(), await createUser(app()));
    expect((await plain.post('/api/payouts/destination-check', methodFields.card)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/payouts: an API token is no fresh sign-in', () => {
  it('needs the password for a new destination with a token made just now from an old session', async () => {
    const { user, client } = await createEarner(app(), 1000);
    await app()
      .db.update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const created = await client.post('/api/tokens', { device_name: 'Payout script' });
    expect(created.statusCode).toBe(200);
    const bearer = TestClient.bearer(app(), created.payload<{ token: string }>().token);
    const body = { amount: 10, ...methodFields.card, ...personal(germany) };
    const answer = await bearer.post('/api/payouts', body);
    expect(answer.statusCode).toBe(422);
    expect(answer.body.code).toBe('REAUTH_REQUIRED');
    expect(
      (await bearer.post('/api/payouts', { ...body, password: user.password })).statusCode,
    ).toBe(201);
  });
});

describe('admin payout calls', () => {
  it('lists payouts by status, masked and paged, for admins only', async () => {
    const { client } = await createEarner(app(), 200);
    await client.post('/api/payouts', { amount: 10, ...methodFields.card, ...personal(germany) });
    const admin = await signedInClient(app(), await createUser(app(), { role: 'admin' }));
    const res = await admin.get('/api/admin/payouts', { status: 'pending' });
    expect(res.statusCode).toBe(200);
    const page = res.payload<{
      data: { status: string; destination: string }[];
      meta: { per_page: number };
    }>();
    expect(page.meta.per_page).toBe(20);
    expect(page.data.every((row) => row.status === 'pending')).toBe(true);
    expect(JSON.stringify(page)).not.toContain('4242424242424242');
    const moderator = await signedInClient(app(), await createUser(app(), { role: 'moderator' }));
    expect((await moderator.get('/api/admin/payouts')).statusCode).toBe(403);
    expect((await client.get('/api/admin/payouts')).statusCode).toBe(403);
  });

  it('reveals the full details to an admin and writes it to the audit log', async () => {
    const { client } = await createEarner(app(), 200);
    const created = await client.post('/api/payouts', {
      amount: 10,
      ...methodFields.sepa,
      ...personal(germany),
    });
    const id = created.payload<{ id: number }>().id;
    const adminUser = await createUser(app(), { role: 'admin' });
    const admin = await signedInClient(app(), adminUser);
    const res = await admin.post(`/api/admin/payouts/${id}/reveal`);
    expect(res.statusCode).toBe(200);
    expect(res.payload()).toMatchObject({
      iban: 'DE89370400440532013000',
      pan: null,
      first_name: 'Ada',
    });
    const audit = await rawRows(
      sql`select action, object_id from audit_log where actor_id = ${adminUser.id}`,
    );
    expect(audit).toEqual([{ action: 'payout.reveal', object_id: String(id) }]);
    expect((await client.post(`/api/admin/payouts/${id}/reveal`)).statusCode).toBe(403);
  });

  it('rejects with a reason and gives the points back through the ledger; ledger sums equal balances', async () => {
    const { user, client } = await createEarner(app(), 200);
    const created = await client.post('/api/payouts', {
      amount: 12.34,
      ...methodFields.fps,
      ...personal(germany),
    });
    const id = created.payload<{ id: number }>().id;
    expect(await availableOf(app(), user.id)).toBe(200_00 - 123_40);
    const admin = await signedInClient(app(), await createUser(app(), { role: 'admin' }));
    expect(
      (await admin.post(`/api/admin/payouts/${id}/reject`, { reason: '' })).body.errors?.reason,
    ).toEqual(['A reason is required']);
    const res = await admin.post(`/api/admin/payouts/${id}/reject`, {
      reason: 'Name does not match the account',
    });
    expect(res.statusCode).toBe(200);
    expect(res.payload()).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match the account',
    });
    expect(await availableOf(app(), user.id)).toBe(200_00);
    expect(await sumLedger(app().db, user.id, 'earnings_available')).toBe(200_00);
    expect(await sumLedger(app().db, user.id, 'points')).toBe(0);
    const kinds = await app()
      .db.select({ kind: ledgerEntries.kind, delta: ledgerEntries.delta })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `payout:${id}`));
    expect(kinds).toEqual([
      { kind: 'payout', delta: -123_40 },
      { kind: 'payout_refund', delta: 123_40 },
    ]);
    const mail = await lastMailTo(app(), user.email);
    expect(mail.subject).toBe('Your payout was rejected');
    expect(mail.text).toContain('Name does not match the account');
    const history = (await client.get('/api/payouts')).payload<
      { status: string; reason: string }[]
    >();
    expect(history[0]).toMatchObject({
      status: 'rejected',
      reason: 'Name does not match the account',
    });
    // Processed once only.
    expect((await admin.post(`/api/admin/payouts/${id}/paid`, { reference: 'X' })).statusCode).toBe(
      409,
    );
    expect(await availableOf(app(), user.id)).toBe(200_00);
  });

  it('marks a payout paid with its reference and e-mails the interlocutor', async () => {
    const { user, client } = await createEarner(app(), 200);
    const created = await client.post('/api/payouts', {
      amount: 10,
      ...methodFields.card,
      ...personal(germany),
    });
    const id = created.payload<{ id: number }>().id;
    const admin = await signedInClient(app(), await createUser(app(), { role: 'admin' }));
    const res = await admin.post(`/api/admin/payouts/${id}/paid`, { reference: 'BANK-2026-001' });
    expect(res.payload()).toMatchObject({ status: 'paid', reference: 'BANK-2026-001' });
    expect(await availableOf(app(), user.id)).toBe(100_00);
    const mail = await lastMailTo(app(), user.email);
    expect(mail.subject).toBe('Your payout was sent');
    expect(mail.text).toContain('•••• 4242');
    expect(
      (await admin.post('/api/admin/payouts/999999/paid', { reference: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/balance-adjustments', () => {
  it('credits and debits points or available earnings with a reason, audited before → after', async () => {
    const target = await createUser(app(), { points: 10 });
    const adminUser = await createUser(app(), { role: 'admin' });
    const admin = await signedInClient(app(), adminUser);
    const url = `/api/admin/users/${target.id}/balance-adjustments`;
    const credit = await admin.post(url, {
      account: 'earnings_available',
      amount: 12.5,
      reason: 'Bonus',
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.payload()).toEqual({
      user_id: target.id,
      account: 'earnings_available',
      before: 0,
      after: 12.5,
    });
    const debit = await admin.post(url, {
      account: 'points',
      amount: -4.25,
      reason: 'Refund reversal',
    });
    expect(debit.payload()).toMatchObject({ before: 10, after: 5.75 });
    expect(await sumLedger(app().db, target.id, 'points')).toBe(5_75);
    expect(await sumLedger(app().db, target.id, 'earnings_available')).toBe(12_50);

    const overdraw = await admin.post(url, { account: 'points', amount: -6, reason: 'Too much' });
    expect(overdraw.statusCode).toBe(422);
    expect((await admin.post(url, { account: 'points', amount: 1 })).body.errors?.reason).toEqual([
      'A reason is required',
    ]);
    expect(
      (await admin.post(url, { account: 'points', amount: 0.001, reason: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (
        await admin.post('/api/admin/users/999999/balance-adjustments', {
          account: 'points',
          amount: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const audit = await rawRows(
      sql`select action, before, after from audit_log where actor_id = ${adminUser.id} order by id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'user.balance_adjust',
      before: { account: 'earnings_available', balance: 0 },
      after: { balance: 12.5, reason: 'Bonus' },
    });
    const plain = await signedInClient(app(), target);
    expect((await plain.post(url, { account: 'points', amount: 5, reason: 'me' })).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/admin/users/{id}/interlocutor', () => {
  it('grants and revokes interlocutor status, audited; only admins may', async () => {
    const target = await createUser(app());
    const client = await signedInClient(app(), target);
    expect((await client.get('/api/payouts')).statusCode).toBe(403);
    const admin = await signedInClient(app(), await createUser(app(), { role: 'admin' }));
    const url = `/api/admin/users/${target.id}/interlocutor`;
    const granted = await admin.post(url, { is_interlocutor: true, reason: 'Approved by hand' });
    expect(granted.payload()).toEqual({ user_id: target.id, is_interlocutor: true });
    expect((await client.get('/api/payouts')).statusCode).toBe(200);
    expect((await client.get('/api/user/profile')).payload()).toMatchObject({
      is_interlocutor: true,
    });
    await admin.post(url, { is_interlocutor: false, reason: 'Abuse' });
    expect((await client.get('/api/payouts')).statusCode).toBe(403);
    expect((await admin.post(url, { is_interlocutor: true })).statusCode).toBe(422);
    expect((await client.post(url, { is_interlocutor: true, reason: 'me' })).statusCode).toBe(403);
    const audit = await rawRows(
      sql`select action from audit_log where object_type = 'user' and object_id = ${String(target.id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'user.interlocutor_grant',
      'user.interlocutor_revoke',
    ]);
  });
});
