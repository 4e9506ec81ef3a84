import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, users } from '../../db/schema';
import { apiTokenOf, createUser, signedInClient } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import {
  createAccountsTestApp,
  fieldError,
  newEmail,
  strongPassword,
} from '../../test/accounts-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createAccountsTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/user/profile', () => {
  it("answers the signed-in user's own profile (spec §3)", async () => {
    const user = await createUser(testApp.app, {
      email: newEmail('Own'),
      name: 'Mira',
      points: 12.34,
      avatarColor: 'magenta',
    });
    const client = await signedInClient(testApp.app, user);
    const response = await client.get('/api/user/profile');
    expect(response.statusCode).toBe(200);
    expect(response.payload()).toEqual({
      id: user.id,
      email: user.email,
      name: 'Mira',
      surname: '',
      phone: null,
      phoneCountryCode: null,
      nationalNumber: null,
      avatar_color: 'magenta',
      // No uploads yet: the spec's avatarUrl is always null.
      avatarUrl: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      email_verified: true,
      balance: 12.34,
      points: 12.34,
      is_channel: false,
      channel_expire_at: null,
      country_id: null,
      country: null,
      city: null,
      address: null,
      post_code: null,
      is_interlocutor: false,
      has_application: false,
    });
  });

  it('says whether the user has sent an interlocutor application (the client asks for its status only then)', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const hasApplication = async () =>
      (await client.get('/api/user/profile')).payload<{ has_application: boolean }>()
        .has_application;
    expect(await hasApplication()).toBe(false);
    // Spec §4: without an application the status call still answers 404.
    expect((await client.get('/api/become-contributor/status')).statusCode).toBe(404);

    const applied = await client.post('/api/become-contributor', {
      nickname: 'Robin',
      email: user.email,
      experience: 'Years of listening',
      interests: 'Books',
      help_description: 'I listen',
    });
    expect(applied.statusCode).toBe(200);
    expect(await hasApplication()).toBe(true);
    expect((await client.get('/api/become-contributor/status')).statusCode).toBe(200);
  });

  it('reports channel status only while its end lies in the future', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000);
    const active = await createUser(testApp.app, { channelExpireAt: future });
    const expired = await createUser(testApp.app, {
      channelExpireAt: new Date(Date.now() - 60_000),
    });
    const activeProfile = (
      await (await signedInClient(testApp.app, active)).get('/api/user/profile')
    ).payload();
    expect(activeProfile).toMatchObject({
      is_channel: true,
      channel_expire_at: future.toISOString(),
    });
    const expiredProfile = (
      await (await signedInClient(testApp.app, expired)).get('/api/user/profile')
    ).payload();
    expect(expiredProfile).toMatchObject({ is_channel: false });
  });

  it('names the billing country in the language of the request (title and name)', async () => {
    const user = await createUser(testApp.app);
    const [germany] = await testApp.app.db.select().from(countries).where(eq(countries.iso, 'DE'));
    await testApp.app.db.update(users).set({ countryId: germany!.id }).where(eq(users.id, user.id));
    const client = await signedInClient(testApp.app, user);
    const languages = (await client.get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const spanish = languages.find((language) => language.code === 'es')!;
    const profile = await client.get('/api/user/profile', { lang_id: spanish.id });
    expect(profile.payload()).toMatchObject({
      country_id: germany!.id,
      country: { id: germany!.id, title: 'Alemania', name: 'Alemania' },
    });
  });

  it('answers 401 to a guest', async () => {
    const response = await new TestClient(testApp.app).get('/api/user/profile');
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ status: 'ERROR', message: 'Unauthenticated.' });
  });

  it("never shows another user's profile, whatever the request carries", async () => {
    const alice = await createUser(testApp.app, { name: 'Alice' });
    const bob = await createUser(testApp.app, { name: 'Bob' });
    const client = await signedInClient(testApp.app, alice);
    const queries: Record<string, number>[] = [{}, { id: bob.id }, { user_id: bob.id }];
    for (const query of queries) {
      const response = await client.get('/api/user/profile', query);
      expect(response.payload()).toMatchObject({ id: alice.id, name: 'Alice' });
    }
  });
});

describe('PUT /api/user/profile', () => {
  const base = { name: 'Nova', surname: 'Reyes', avatar_color: 'purple' };

  it('saves name, surname, phone and avatar colour and answers the new profile', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const response = await client.put('/api/user/profile', {
      ...base,
      name: '  Nova ',
      phone: '+44 7400 123456',
      email: user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toBe('Profile updated successfully');
    expect(response.payload()).toMatchObject({
      name: 'Nova',
      surname: 'Reyes',
      avatar_color: 'purple',
      phone: '+447400123456',
      phoneCountryCode: 'GB',
      nationalNumber: '7400123456',
      email: user.email,
    });
    expect((await client.get('/api/user/profile')).payload()).toMatchObject({ name: 'Nova' });
  });

  it('keeps left-out fields and clears an emptied phone', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    await client.put('/api/user/profile', { ...base, phone: '+4915123456789' });
    const kept = await client.put('/api/user/profile', { name: 'Only' });
    expect(kept.payload()).toMatchObject({
      name: 'Only',
      surname: 'Reyes',
      phone: '+4915123456789',
    });
    const cleared = await client.put('/api/user/profile', { name: 'Only', phone: '' });
    expect(cleared.payload()).toMatchObject({ phone: null, phoneCountryCode: null });
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'Name is required'],
    ['a too long name', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [
      'a too long surname',
      { surname: 's'.repeat(101) },
      'surname',
      'Surname must be at most 100 characters',
    ],
    [
      'a colour outside the palette',
      { avatar_color: 'deep-blue' },
      'avatar_color',
      'Choose one of the palette colours',
    ],
    ['an invalid phone', { phone: '+49 1' }, 'phone', 'Valid phone number is required'],
    ['a malformed e-mail', { email: 'x@' }, 'email', 'Invalid email format'],
  ])('answers 422 for %s and changes nothing', async (_name, body, field, message) => {
    const user = await createUser(testApp.app, { name: 'Before' });
    const client = await signedInClient(testApp.app, user);
    const response = await client.put('/api/user/profile', { ...base, ...body });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, field)).toBe(message);
    expect((await client.get('/api/user/profile')).payload()).toMatchObject({ name: 'Before' });
  });

  it('refuses to change an e-mail address the user already has', async () => {
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const response = await client.put('/api/user/profile', { ...base, email: newEmail('new') });
    expect(response.statusCode).toBe(422);
    expect(response.body.code).toBe('EMAIL_LOCKED');
    expect(fieldError(response, 'email')).toBe('The email address cannot be changed.');
  });

  it('lets a user without an address set one, unverified from the next call on', async () => {
    const user = await createUser(testApp.app, { email: '' });
    const client = await signedInClient(testApp.app, user);
    expect((await client.get('/api/is-auth')).body).toMatchObject({ emailVerified: true });
    const email = newEmail('first');
    expect((await client.put('/api/user/profile', { ...base, email })).statusCode).toBe(200);
    // The server remembered this sign-in as verified; the change must show at once.
    expect((await client.get('/api/is-auth')).body).toMatchObject({
      authenticated: true,
      emailVerified: false,
    });
    expect((await client.get('/api/user/profile')).payload()).toMatchObject({
      email,
      email_verified: false,
    });
  });

  it('changes only the caller: another user stays as they were', async () => {
    const alice = await createUser(testApp.app, { name: 'Alice' });
    const bob = await createUser(testApp.app, { name: 'Bob' });
    const client = await signedInClient(testApp.app, alice);
    await client.put('/api/user/profile', { ...base, id: bob.id, name: 'Hacked' });
    const [bobRow] = await testApp.app.db.select().from(users).where(eq(users.id, bob.id));
    expect(bobRow!.name).toBe('Bob');
  });

  it('answers 401 to a guest and 419 without the XSRF header', async () => {
    expect(
      (await new TestClient(testApp.app, { mode: 'bare' }).put('/api/user/profile', base))
        .statusCode,
    ).toBe(401);
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    expect((await client.put('/api/user/profile', base, { 'x-xsrf-token': '' })).statusCode).toBe(
      419,
    );
  });
});

describe('POST /api/user/change-password', () => {
  const body = {
    cur_password: strongPassword,
    new_password: 'Fresh-Harbor-55',
    repeat_password: 'Fresh-Harbor-55',
  };

  it('changes the password and ends the other sessions and tokens, not this one', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const client = await signedInClient(testApp.app, user);
    const other = await signedInClient(testApp.app, user);
    const token = await apiTokenOf(testApp.app, user);

    const response = await client.post('/api/user/change-password', body);
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toBe('Password changed successfully');
    expect((await client.get('/api/user/profile')).statusCode).toBe(200);
    expect((await other.get('/api/user/profile')).statusCode).toBe(401);
    expect((await TestClient.bearer(testApp.app, token).get('/api/user/profile')).statusCode).toBe(
      401,
    );

    const login = (password: string) =>
      new TestClient(testApp.app).post('/api/login', { email: user.email, password });
    expect((await login(strongPassword)).statusCode).toBe(422);
    expect((await login('Fresh-Harbor-55')).statusCode).toBe(200);
  });

  it('through a token: keeps that token, ends the sessions and every other token', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const browser = await signedInClient(testApp.app, user);
    const bearer = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    const other = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    expect((await bearer.post('/api/user/change-password', body)).statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(200);
    expect((await other.get('/api/user/profile')).statusCode).toBe(401);
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);
  });

  it.each([
    [
      'a wrong current password',
      { cur_password: 'Wrong-Harbor-42' },
      'current_password',
      'The current password is incorrect.',
    ],
    [
      'a missing current password',
      { cur_password: '' },
      'current_password',
      'Current password is required',
    ],
    [
      'a short new password',
      { new_password: 'Ab1', repeat_password: 'Ab1' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'a weak new password',
      { new_password: 'ABCDEFGH1', repeat_password: 'ABCDEFGH1' },
      'password',
      'Password must contain at least 1 lowercase letter, 1 uppercase letter and 1 digit',
    ],
    [
      'a common new password',
      { new_password: 'Letmein1', repeat_password: 'Letmein1' },
      'password',
      'This password is too common. Please choose a less predictable one.',
    ],
    [
      'the current password as new one',
      { new_password: strongPassword, repeat_password: strongPassword },
      'password',
      'The new password must be different from the current one.',
    ],
    [
      'a missing confirmation',
      { repeat_password: '' },
      'password_confirmation',
      'Please confirm your password',
    ],
    [
      'a different confirmation',
      { repeat_password: 'Fresh-Harbor-56' },
      'password_confirmation',
      'Passwords do not match',
    ],
  ])(
    'answers 422 for %s under the field the client maps',
    async (_name, change, field, message) => {
      const user = await createUser(testApp.app, { password: strongPassword });
      const client = await signedInClient(testApp.app, user);
      const response = await client.post('/api/user/change-password', { ...body, ...change });
      expect(response.statusCode).toBe(422);
      expect(fieldError(response, field)).toBe(message);
      expect(response.body.message).toBe(message);
      const login = await new TestClient(testApp.app).post('/api/login', {
        email: user.email,
        password: strongPassword,
      });
      expect(login.statusCode).toBe(200);
    },
  );

  it('answers 401 to a guest', async () => {
    const response = await new TestClient(testApp.app, { mode: 'bare' }).post(
      '/api/user/change-password',
      body,
    );
    expect(response.statusCode).toBe(401);
  });
});
