import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories-testing';
import { TestClient, type TestResponse } from '../../test/test-client';
import type { TestApp } from '../../test/test-app';
import { lastMailTo, linkIn } from '../../test/mailbox-testing';
import {
  createAccountsTestApp,
  newEmail,
  registration,
  strongPassword,
} from '../../test/accounts-testing';

let testApp: TestApp;

// Small limits so that a handful of calls crosses them; the IP limits sit above the
// account limits, so per-account tests do not use up the IP's allowance.
beforeAll(async () => {
  testApp = await createAccountsTestApp({
    env: {
      // Each test speaks from its own addresses (X-Forwarded-For).
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '3',
      RATE_LIMIT_LOGIN_PER_IP: '12',
      RATE_LIMIT_REGISTER_PER_ACCOUNT: '2',
      RATE_LIMIT_REGISTER_PER_IP: '5',
      RATE_LIMIT_RESET_PER_ACCOUNT: '2',
      RATE_LIMIT_RESET_PER_IP: '8',
      RATE_LIMIT_RESEND_PER_ACCOUNT: '2',
      RATE_LIMIT_RESEND_PER_IP: '6',
    },
  });
});
afterAll(() => testApp.close());

function post(url: string, body: Record<string, unknown>, ip = '203.0.113.1') {
  return new TestClient(testApp.app).post(url, body, { 'x-forwarded-for': ip });
}

function expectTooManyAttempts(response: TestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.body.code).toBe('RATE_LIMITED');
  expect(response.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  const seconds = Number(/in (\d+) seconds/.exec(response.body.message!)![1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(900);
  expect(response.headers['retry-after']).toBe(String(seconds));
}

describe('POST /api/login limits', () => {
  it('per account: the attempt after the limit answers 429, even with the right password', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await post('/api/login', { email: user.email, password: 'Wrong-Pass-1' })).statusCode,
      ).toBe(422);
    }
    expectTooManyAttempts(
      await post('/api/login', { email: user.email, password: strongPassword }),
    );
    // The limit follows the account, whatever the letter case of the address.
    expectTooManyAttempts(
      await post('/api/login', { email: user.email.toUpperCase(), password: strongPassword }),
    );
  });

  it('a stranger failing from another IP does not lock the owner out', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const stranger = '203.0.113.66';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await post('/api/login', { email: user.email, password: 'Wrong-Pass-1' }, stranger);
    }
    expectTooManyAttempts(
      await post('/api/login', { email: user.email, password: 'Wrong-Pass-1' }, stranger),
    );
    expect(
      (await post('/api/login', { email: user.email, password: strongPassword }, '203.0.113.67'))
        .statusCode,
    ).toBe(200);
  });

  it('account-wide: guesses spread over many IPs stop at 10 × the per-account limit', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    const wrong = { email: user.email, password: 'Wrong-Pass-1' };
    // 10 IPs × 3 attempts: each IP stays within its per-account allowance.
    for (let ip = 1; ip <= 10; ip += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await post('/api/login', wrong, `198.18.0.${ip}`)).statusCode).toBe(422);
      }
    }
    expectTooManyAttempts(
      await post('/api/login', { email: user.email, password: strongPassword }, '198.18.0.99'),
    );
  });

  it('a successful sign-in clears the failed attempts of the account', async () => {
    const user = await createUser(testApp.app, { password: strongPassword });
    for (let round = 0; round < 2; round += 1) {
      await post('/api/login', { email: user.email, password: 'Wrong-Pass-1' });
      await post('/api/login', { email: user.email, password: 'Wrong-Pass-1' });
      expect(
        (await post('/api/login', { email: user.email, password: strongPassword })).statusCode,
      ).toBe(200);
    }
  });

  it('per IP: many addresses from one IP are limited too', async () => {
    const ip = '198.51.100.7';
    let last: TestResponse | undefined;
    for (let attempt = 0; attempt < 13; attempt += 1) {
      last = await post('/api/login', { email: newEmail('spray'), password: 'Wrong-Pass-1' }, ip);
    }
    expectTooManyAttempts(last!);
    // Another IP is not affected.
    const user = await createUser(testApp.app, { password: strongPassword });
    expect(
      (await post('/api/login', { email: user.email, password: strongPassword }, '198.51.100.8'))
        .statusCode,
    ).toBe(200);
  });
});

describe('POST /api/register limits', () => {
  it('per account and per IP', async () => {
    const email = newEmail('again');
    await post('/api/register', registration({ email }), '192.0.2.10');
    await post('/api/register', registration({ email }), '192.0.2.11');
    expectTooManyAttempts(await post('/api/register', registration({ email }), '192.0.2.12'));

    const ip = '192.0.2.20';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/api/register', registration(), ip)).statusCode).toBe(200);
    }
    expectTooManyAttempts(await post('/api/register', registration(), ip));
  });
});

describe('password reset limits', () => {
  const resetBody = (email: string, token: string) => ({
    email,
    token,
    password: 'Guess-Pass-11',
    password_confirmation: 'Guess-Pass-11',
  });

  it('limit reset requests per account and IP without telling whether it exists', async () => {
    const unknown = newEmail('nobody');
    const ip = '192.0.2.30';
    await post('/api/user/request-password-reset', { email: unknown }, ip);
    await post('/api/user/request-password-reset', { email: unknown }, ip);
    expectTooManyAttempts(await post('/api/user/request-password-reset', { email: unknown }, ip));
    // Another IP may still ask for the same address.
    expect(
      (await post('/api/user/request-password-reset', { email: unknown }, '192.0.2.31')).statusCode,
    ).toBe(200);
  });

  it('limit reset attempts per IP (token guessing), whatever the addresses', async () => {
    const ip = '192.0.2.40';
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await post(
        '/api/user/password-reset',
        resetBody(newEmail('guess'), `guess-${attempt}`),
        ip,
      );
      expect(response.statusCode).toBe(422);
    }
    expectTooManyAttempts(
      await post('/api/user/password-reset', resetBody(newEmail('guess'), 'guess'), ip),
    );
    // Another IP is not affected.
    expect(
      (await post('/api/user/password-reset', resetBody(newEmail('guess'), 'guess'), '192.0.2.41'))
        .statusCode,
    ).toBe(422);
  });

  it('a stranger cannot block the owner’s reset: requests and wrong tokens from another IP', async () => {
    const owner = await createUser(testApp.app);
    const ownerIp = '192.0.2.60';
    const strangerIp = '192.0.2.61';
    await post('/api/user/request-password-reset', { email: owner.email }, ownerIp);
    const link = linkIn(await lastMailTo(testApp.app, owner.email));

    await post('/api/user/request-password-reset', { email: owner.email }, strangerIp);
    await post('/api/user/request-password-reset', { email: owner.email }, strangerIp);
    expectTooManyAttempts(
      await post('/api/user/request-password-reset', { email: owner.email }, strangerIp),
    );
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await post(
        '/api/user/password-reset',
        resetBody(owner.email, `guess-${attempt}`),
        strangerIp,
      );
    }
    expectTooManyAttempts(
      await post('/api/user/password-reset', resetBody(owner.email, 'guess'), strangerIp),
    );

    const response = await post(
      '/api/user/password-reset',
      resetBody(owner.email, link.searchParams.get('token')!),
      ownerIp,
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('reset and resend mails: account-wide ceiling', () => {
  it('requests for one address from many IPs stop at 3 × the per-account limit', async () => {
    const owner = await createUser(testApp.app);
    for (let ip = 1; ip <= 3; ip += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await post(
          '/api/user/request-password-reset',
          { email: owner.email },
          `198.18.1.${ip}`,
        );
        expect(response.statusCode).toBe(200);
      }
    }
    expectTooManyAttempts(
      await post('/api/user/request-password-reset', { email: owner.email }, '198.18.1.99'),
    );
  });
});

describe('POST /api/resendConfirmationLink limits', () => {
  it('per account and IP: a stranger from another IP does not block the owner', async () => {
    const user = await createUser(testApp.app, { verified: false });
    const stranger = '192.0.2.50';
    await post('/api/resendConfirmationLink', { email: user.email }, stranger);
    await post('/api/resendConfirmationLink', { email: user.email }, stranger);
    expectTooManyAttempts(
      await post('/api/resendConfirmationLink', { email: user.email }, stranger),
    );
    expect(
      (await post('/api/resendConfirmationLink', { email: user.email }, '192.0.2.51')).statusCode,
    ).toBe(200);
  });
});
