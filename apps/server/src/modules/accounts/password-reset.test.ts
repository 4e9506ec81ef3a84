import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  apiTokenOf,
  createUser,
  signedInClient,
  type TestUser,
} from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { lastMailTo, linkIn, mailsTo } from '../../test/mailbox-testing';
import {
  createAccountsTestApp,
  expireUserTokens,
  fieldError,
  newEmail,
} from '../../test/accounts-testing';

let testApp: TestApp;
const newPassword = 'Brand-New-Path-77';

beforeAll(async () => {
  testApp = await createAccountsTestApp();
});
afterAll(() => testApp.close());

function requestReset(email: unknown) {
  return new TestClient(testApp.app).post('/api/user/request-password-reset', { email });
}

/** Requests a reset for the user and answers the mailed link's token and e-mail. */
async function resetLinkFor(user: TestUser): Promise<{ token: string; email: string }> {
  await requestReset(user.email);
  const link = linkIn(await lastMailTo(testApp.app, user.email));
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}

function reset(body: Record<string, unknown>) {
  return new TestClient(testApp.app).post('/api/user/password-reset', {
    password: newPassword,
    password_confirmation: newPassword,
    ...body,
  });
}

function login(email: string, password: string) {
  return new TestClient(testApp.app).post('/api/login', { email, password });
}

describe('POST /api/user/request-password-reset', () => {
  it('mails a link to /reset-password with the token and the address, valid 60 minutes', async () => {
    const user = await createUser(testApp.app, { email: newEmail('forgetful') });
    const response = await requestReset(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: 'OK',
      payload: null,
      message: 'Password reset link sent. Please check your email.',
    });
    const mail = await lastMailTo(testApp.app, user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('The link is valid for 60 minutes.');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(mail.html).toContain(link.href.replace(/&/g, '&amp;'));
  });

  it('answers exactly the same for an unknown address and sends nothing', async () => {
    const known = await createUser(testApp.app, { email: newEmail('known') });
    const unknown = newEmail('unknown');
    const a = await requestReset(known.email);
    const b = await requestReset(unknown);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toEqual(a.body);
    expect(await mailsTo(testApp.app, unknown)).toEqual([]);
  });

  it.each([
    ['a missing address', undefined, 'Please enter your email address'],
    ['an empty address', '', 'Please enter your email address'],
    ['a malformed address', 'someone@', 'Invalid email format'],
  ])('answers 422 for %s', async (_name, email, message) => {
    const response = await requestReset(email);
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, 'email')).toBe(message);
  });
});

describe('POST /api/user/password-reset', () => {
  it('sets the new password: the old one stops working, the new one works', async () => {
    const user = await createUser(testApp.app, { email: newEmail('resetter') });
    const response = await reset(await resetLinkFor(user));
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toBe('Password Reset Successful');
    expect((await login(user.email, user.password)).statusCode).toBe(422);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('ends every session and bearer token of the user', async () => {
    const user = await createUser(testApp.app, { email: newEmail('everywhere') });
    const browser = await signedInClient(testApp.app, user);
    const bearer = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    expect((await browser.get('/api/user/profile')).statusCode).toBe(200);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(200);

    expect((await reset(await resetLinkFor(user))).statusCode).toBe(200);
    expect((await browser.get('/api/user/profile')).statusCode).toBe(401);
    expect((await bearer.get('/api/user/profile')).statusCode).toBe(401);
  });

  it('works once: the same link again answers 422', async () => {
    const user = await createUser(testApp.app, { email: newEmail('twice') });
    const link = await resetLinkFor(user);
    expect((await reset(link)).statusCode).toBe(200);
    const again = await reset({
      ...link,
      password: 'Another-Path-88',
      password_confirmation: 'Another-Path-88',
    });
    expect(again.statusCode).toBe(422);
    expect(again.body).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This password reset link is invalid or has expired.',
    });
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await createUser(testApp.app, { email: newEmail('late') });
    const link = await resetLinkFor(user);
    await expireUserTokens(testApp.app, user.id);
    const response = await reset(link);
    expect(response.statusCode).toBe(422);
    expect(response.body.code).toBe('INVALID_TOKEN');
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses the token with another user's address", async () => {
    const user = await createUser(testApp.app, { email: newEmail('owner') });
    const other = await createUser(testApp.app, { email: newEmail('other') });
    const link = await resetLinkFor(user);
    const response = await reset({ token: link.token, email: other.email });
    expect(response.statusCode).toBe(422);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    // The token was not used up by the refused attempt.
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('a later request does not void an earlier link; using one link ends the others', async () => {
    // Anyone who knows the address can request a reset: that must not break the owner's link.
    const user = await createUser(testApp.app, { email: newEmail('earlier') });
    const first = await resetLinkFor(user);
    const second = await resetLinkFor(user);
    expect(second.token).not.toBe(first.token);
    expect((await reset(first)).statusCode).toBe(200);
    expect((await reset(second)).statusCode).toBe(422);
  });

  it('counts the address as verified: the link proved the mailbox', async () => {
    const user = await createUser(testApp.app, { verified: false, email: newEmail('unverified') });
    expect((await reset(await resetLinkFor(user))).statusCode).toBe(200);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it.each([
    [
      'a short password',
      { password: 'Ab1', password_confirmation: 'Ab1' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'a weak password',
      { password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
      'password',
      'Password must contain at least 1 lowercase letter, 1 uppercase letter and 1 digit',
    ],
    [
      'a common password',
      { password: 'Iloveyou1', password_confirmation: 'Iloveyou1' },
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
      { password_confirmation: 'Brand-New-Path-78' },
      'password_confirmation',
      'Passwords do not match',
    ],
  ])('answers 422 for %s and keeps the link usable', async (_name, body, field, message) => {
    const user = await createUser(testApp.app, { email: newEmail('rules') });
    const link = await resetLinkFor(user);
    const response = await reset({ ...link, ...body });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, field)).toBe(message);
    expect((await reset(link)).statusCode).toBe(200);
  });
});
