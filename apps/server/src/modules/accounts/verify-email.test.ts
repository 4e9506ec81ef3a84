import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/hash';
import { createUser, signedInClient } from '../../test/factories-testing';
import { TestClient } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { lastMailTo, linkIn, mailsTo } from '../../test/mailbox-testing';
import {
  createAccountsTestApp,
  expireUserTokens,
  fieldError,
  newEmail,
  registerThroughApi,
  strongPassword,
} from '../../test/accounts-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createAccountsTestApp();
});
afterAll(() => testApp.close());

async function userIdOf(email: string): Promise<number> {
  const [row] = await testApp.app.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function verificationToken(email: string): Promise<string> {
  return linkIn(await lastMailTo(testApp.app, email)).searchParams.get('token')!;
}

function verify(token: unknown) {
  return new TestClient(testApp.app).post('/api/email/verify', { token });
}

describe('POST /api/email/verify', () => {
  it('verifies the address of the mailed link; sign-in works afterwards', async () => {
    const { client, email } = await registerThroughApi(testApp.app);
    const response = await verify(await verificationToken(email));
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      status: 'OK',
      payload: { emailVerified: true },
      message: 'Your email address has been verified.',
    });
    expect((await client.get('/api/is-auth')).body.emailVerified).toBe(true);
    const login = await new TestClient(testApp.app).post('/api/login', {
      email,
      password: strongPassword,
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps only the hash of the token', async () => {
    const { email } = await registerThroughApi(testApp.app);
    const token = await verificationToken(email);
    const rows = await testApp.app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, await userIdOf(email)));
    expect(rows).toEqual([
      expect.objectContaining({ tokenHash: sha256(token), purpose: 'email_verify', usedAt: null }),
    ]);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(60_000);
  });

  it('works once: the same link again answers 422', async () => {
    const { email } = await registerThroughApi(testApp.app);
    const token = await verificationToken(email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.body).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This verification link is invalid or has expired.',
    });
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { email } = await registerThroughApi(testApp.app);
    const token = await verificationToken(email);
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const { email } = await registerThroughApi(testApp.app);
    const token = await verificationToken(email);
    await expireUserTokens(testApp.app, await userIdOf(email));
    const response = await verify(token);
    expect(response.statusCode).toBe(422);
    expect(response.body.code).toBe('INVALID_TOKEN');
    const [row] = await testApp.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an empty token', ''],
    ['a missing token', undefined],
    ['a token that is not a string', 42],
  ])('answers 422 for %s', async (_name, token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(422);
    expect(response.body.message).toBe('This verification link is invalid or has expired.');
  });

  it('does not accept a password reset token', async () => {
    const user = await createUser(testApp.app, { verified: false, email: newEmail('mixup') });
    await new TestClient(testApp.app).post('/api/user/request-password-reset', {
      email: user.email,
    });
    const resetToken = linkIn(await lastMailTo(testApp.app, user.email)).searchParams.get('token');
    expect((await verify(resetToken)).statusCode).toBe(422);
  });
});

describe('POST /api/resendConfirmationLink', () => {
  it('mails a new link; the older link stops working', async () => {
    const { email } = await registerThroughApi(testApp.app);
    const first = await verificationToken(email);
    const response = await new TestClient(testApp.app).post('/api/resendConfirmationLink', {
      email: email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toBe(
      'If this address belongs to an unverified account, a new verification link is on its way.',
    );
    expect(await mailsTo(testApp.app, email)).toHaveLength(2);
    const second = await verificationToken(email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers the same for unknown and already verified addresses, without mail', async () => {
    const verified = await createUser(testApp.app, { email: newEmail('done') });
    const unknown = newEmail('ghost');
    for (const email of [verified.email, unknown]) {
      const response = await new TestClient(testApp.app).post('/api/resendConfirmationLink', {
        email,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body.message).toBe(
        'If this address belongs to an unverified account, a new verification link is on its way.',
      );
      expect(await mailsTo(testApp.app, email)).toEqual([]);
    }
  });

  it("uses a signed-in user's own address when none is given", async () => {
    const user = await createUser(testApp.app, { verified: false, email: newEmail('self') });
    const client = await signedInClient(testApp.app, user);
    expect((await client.post('/api/resendConfirmationLink', {})).statusCode).toBe(200);
    expect(await mailsTo(testApp.app, user.email)).toHaveLength(1);
  });

  it('answers 422 "Email is required" for a guest without an address', async () => {
    const response = await new TestClient(testApp.app).post('/api/resendConfirmationLink', {});
    expect(response.statusCode).toBe(422);
    expect(fieldError(response, 'email')).toBe('Email is required');
  });
});

describe('calls that spend or earn points or chat', () => {
  it('answer 403 "Your email address is not verified." until the address is verified', async () => {
    const { client, email } = await registerThroughApi(testApp.app);
    const refused = await client.post('/api/user/become-channel');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      status: 'ERROR',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Your email address is not verified.',
    });
    await verify(await verificationToken(email));
    const allowed = await client.post('/api/user/become-channel');
    expect(allowed.statusCode).not.toBe(403);
  });
});
