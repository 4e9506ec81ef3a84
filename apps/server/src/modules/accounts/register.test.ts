import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, ledgerEntries, users } from '../../db/schema';
import { sumLedger } from '../ledger/apply-balance-change';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { lastMailTo, linkIn, mailsTo } from '../../test/mailbox-testing';
import {
  createAccountsTestApp,
  fieldError,
  newEmail,
  registerThroughApi,
  registration,
  strongPassword,
} from '../../test/accounts-testing';

let testApp: TestApp;
let germanId: number;

beforeAll(async () => {
  testApp = await createAccountsTestApp({ settings: { initial_points: 25.5 } });
  const languages = await new TestClient(testApp.app).get('/api/languages');
  germanId = languages.payload<{ id: number; code: string }[]>().find((l) => l.code === 'de')!.id;
});
afterAll(() => testApp.close());

async function register(overrides: Record<string, unknown> = {}) {
  return (await registerThroughApi(testApp.app, overrides)).response;
}

describe('POST /api/register', () => {
  it('creates the account and signs it in on the session cookie (no bearer token)', async () => {
    const { client, response, email } = await registerThroughApi(testApp.app);
    expect(response.statusCode).toBe(200);
    expect(response.body.status).toBe('OK');
    expect(response.payload()).toEqual({ emailVerified: false });
    expect(response.body.message).toBe(
      'Registration successful. Please check your email to verify your address.',
    );

    const isAuth = await client.get('/api/is-auth');
    expect(isAuth.body).toEqual({
      status: 'OK',
      authenticated: true,
      emailVerified: false,
      canUseConsole: false,
    });
    const profile = await client.get('/api/user/profile');
    expect(profile.payload()).toMatchObject({
      email,
      name: 'User',
      phone: '+4915123456789',
      phoneCountryCode: 'DE',
      nationalNumber: '15123456789',
      email_verified: false,
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(testApp.app);
    await client.fetchCsrfCookie();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: {
        origin: 'http://localhost:3000',
        cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      },
      payload: registration(),
    });
    const session = response.cookies.find((cookie) => cookie.name === 'parlor_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session!.value.length).toBeGreaterThanOrEqual(22);
  });

  it('credits the initial_points setting as one ledger row', async () => {
    const { email } = await registerThroughApi(testApp.app);
    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(user!.balance).toBe(2550);
    const rows = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user!.id));
    expect(rows).toEqual([
      expect.objectContaining({ delta: 2550, balanceAfter: 2550, kind: 'initial' }),
    ]);
    expect(await sumLedger(testApp.app.db, user!.id)).toBe(2550);
  });

  it('names the user "User" unless a name is given', async () => {
    const named = await registerThroughApi(testApp.app, { name: '  Ada  ' });
    expect((await named.client.get('/api/user/profile')).payload()).toMatchObject({
      name: 'Ada',
    });
    const blank = await registerThroughApi(testApp.app, { name: '' });
    expect((await blank.client.get('/api/user/profile')).payload()).toMatchObject({
      name: 'User',
    });
  });

  it('mails the verification link in the language of the request', async () => {
    const email = newEmail('german');
    await register({ email, lang_id: germanId });
    const mail = await lastMailTo(testApp.app, email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail.text).toContain('Danke für deine Registrierung bei Parlor.');
    expect(mail.html).toContain('E-Mail-Adresse bestätigen');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/email/verify');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(user!.languageId).toBe(germanId);
  });

  it('names every field the server refuses in one answer: taken e-mail, common password, bad phone', async () => {
    const email = newEmail('AllAtOnce');
    expect((await register({ email })).statusCode).toBe(200);
    const again = await register({
      email,
      phone: '+49 123',
      password: 'Password1',
      password_confirmation: 'Password1',
    });
    expect(again.statusCode).toBe(422);
    expect(fieldError(again, 'email')).toBe('The email has already been taken.');
    expect(fieldError(again, 'password')).toBe(
      'This password is too common. Please choose a less predictable one.',
    );
    expect(fieldError(again, 'phone')).toBe('Valid phone number is required');
  });

  it('stores the address as given and refuses it again in any letter case', async () => {
    const email = newEmail('Case');
    expect((await register({ email })).statusCode).toBe(200);
    const again = await register({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.body.code).toBe('EMAIL_TAKEN');
    expect(fieldError(again, 'email')).toBe('The email has already been taken.');
    const [user] = await testApp.app.db
      .select({ email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(user!.email).toBe(email);
  });

  it('creates one account when the same address signs up twice at once', async () => {
    const email = newEmail('race');
    const answers = await Promise.all([register({ email }), register({ email })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await testApp.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(rows).toHaveLength(1);
  });

  it('accepts the confirmation under the name passwordConfirmation', async () => {
    const response = await register({
      password_confirmation: undefined,
      passwordConfirmation: strongPassword,
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a national number with its country and a formatted international number', async () => {
    const national = await registerThroughApi(testApp.app, {
      phone: '07400 123456',
      phoneCountryCode: 'GB',
      nationalNumber: '',
    });
    expect(national.response.statusCode).toBe(200);
    expect((await national.client.get('/api/user/profile')).payload()).toMatchObject({
      phone: '+447400123456',
      phoneCountryCode: 'GB',
      nationalNumber: '7400123456',
    });
    const formatted = await register({ phone: '+1 (415) 555-2671', phoneCountryCode: 'US' });
    expect(formatted.statusCode).toBe(200);
  });

  it('accepts passwords of 64 and 128 characters', async () => {
    for (const length of [64, 128]) {
      const password = `Aa1${'x'.repeat(length - 3)}`;
      const response = await register({ password, password_confirmation: password });
      expect(response.statusCode).toBe(200);
    }
  });

  describe('answers 422 with the spec texts (§5) and creates nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
      ['an empty e-mail', { email: '   ' }, 'email', 'Email is required'],
      ['a malformed e-mail', { email: 'not-an-address' }, 'email', 'Invalid email format'],
      ['a missing phone', { phone: undefined }, 'phone', 'Valid phone number is required'],
      ['an invalid phone', { phone: '+49 123' }, 'phone', 'Valid phone number is required'],
      ['letters in the phone', { phone: '+49 151 abc' }, 'phone', 'Valid phone number is required'],
      [
        'a too long phone',
        { phone: '+4915123456789012345678901' },
        'phone',
        'Valid phone number is required',
      ],
      ['a missing password', { password: undefined }, 'password', 'Password is required'],
      [
        'a short password',
        { password: 'Ab1cdef', password_confirmation: 'Ab1cdef' },
        'password',
        'Password must be at least 8 characters',
      ],
      [
        'no uppercase letter',
        { password: 'sunny-harbor-42', password_confirmation: 'sunny-harbor-42' },
        'password',
        'Password must contain at least 1 lowercase letter, 1 uppercase letter and 1 digit',
      ],
      [
        'no lowercase letter',
        { password: 'SUNNY-HARBOR-42', password_confirmation: 'SUNNY-HARBOR-42' },
        'password',
        'Password must contain at least 1 lowercase letter, 1 uppercase letter and 1 digit',
      ],
      [
        'no digit',
        { password: 'Sunny-Harbor', password_confirmation: 'Sunny-Harbor' },
        'password',
        'Password must contain at least 1 lowercase letter, 1 uppercase letter and 1 digit',
      ],
      [
        'a password over 128 characters',
        { password: `Aa1${'x'.repeat(126)}`, password_confirmation: `Aa1${'x'.repeat(126)}` },
        'password',
        'Password must be at most 128 characters',
      ],
      [
        'a common password',
        { password: 'Password1', password_confirmation: 'Password1' },
        'password',
        'This password is too common. Please choose a less predictable one.',
      ],
      [
        'a common password in other letter case',
        { password: 'qWERTY123', password_confirmation: 'qWERTY123' },
        'password',
        'This password is too common. Please choose a less predictable one.',
      ],
      [
        'a missing confirmation',
        { password_confirmation: undefined },
        'password_confirmation',
        'Please confirm your password',
      ],
      [
        'a different confirmation',
        { password_confirmation: 'Sunny-Harbor-43' },
        'password_confirmation',
        'Passwords do not match',
      ],
    ];
    it.each(cases)('for %s', async (_name, overrides, field, message) => {
      const email = newEmail('bad');
      const response = await register({ email, ...overrides });
      expect(response.statusCode).toBe(422);
      expect(response.body.status).toBe('ERROR');
      expect(fieldError(response, field)).toBe(message);
      expect(response.body.message).toBe(message);
      const [row] = await testApp.app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      expect(row).toBeUndefined();
    });
  });

  it('refuses a phone of a country missing from the server list', async () => {
    await testApp.app.db.delete(countries).where(eq(countries.iso, 'FI'));
    const response = await register({ phone: '+358 40 1234567', phoneCountryCode: 'FI' });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, 'phone')).toBe('This country is not supported');
  });

  it('answers field errors in the language of lang_id', async () => {
    const response = await register({ email: 'nope', lang_id: germanId });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, 'email')).toBe('Ungültiges E-Mail-Format');
  });

  it('answers 403 with a clear message while registration is disabled', async () => {
    await testApp.setSettings({ is_reg_enabled: false });
    try {
      const email = newEmail('closed');
      const response = await register({ email });
      expect(response.statusCode).toBe(403);
      expect(response.body).toMatchObject({
        status: 'ERROR',
        code: 'REGISTRATION_DISABLED',
        message: 'Registration is currently disabled. Please try again later.',
      });
      expect(await mailsTo(testApp.app, email)).toEqual([]);
    } finally {
      await testApp.setSettings({ is_reg_enabled: true });
    }
  });

  it('answers 419 without the CSRF header and with a forged one', async () => {
    const client = new TestClient(testApp.app);
    await client.fetchCsrfCookie();
    const missing = await client.post('/api/register', registration(), { 'x-xsrf-token': '' });
    expect(missing.statusCode).toBe(419);
    expect(missing.body).toMatchObject({ message: 'CSRF token mismatch.', code: 'CSRF_MISMATCH' });
    const forged = await client.post('/api/register', registration(), {
      'x-xsrf-token': 'forged.value',
    });
    expect(forged.statusCode).toBe(419);
    const foreign = await client.post('/api/register', registration(), {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(419);
  });
});
