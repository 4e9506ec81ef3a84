import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config-network';
import { createTestApp, type TestApp } from '../test/test-app';

describe('TRUST_PROXY', () => {
  it('is true, false, or the proxies’ addresses (IPs or CIDRs, comma-separated)', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy(' 10.0.0.0/24, fd00::/8 ')).toEqual(['10.0.0.0/24', 'fd00::/8']);
    for (const wrong of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.local', ',']) {
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

/**
 * Behind a load balancer, X-Forwarded-For counts only when the proxy sent
 * it. A client that reaches the server directly cannot pick the address its sign-in
 * attempts are counted under.
 */
describe('X-Forwarded-For with TRUST_PROXY set to the proxy’s address', () => {
  const proxy = '10.0.0.1';
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { TRUST_PROXY: proxy, RATE_LIMIT_LOGIN_PER_IP: '2', RATE_LIMIT_LOGIN_PER_ACCOUNT: '50' },
    });
  });
  afterAll(() => testApp.close());

  const login = (remoteAddress: string, forwardedFor: string, attempt: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${attempt}@example.com`, password: 'Wrong-Pass-1' },
    });

  it('from another sender is ignored: forged addresses still count as the sender’s own', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push((await login('192.0.2.7', `198.51.100.${attempt + 1}`, attempt)).statusCode);
    }
    expect(codes).toEqual([422, 422, 429]);
  });

  it('from the proxy names the client: each client address counts on its own', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push((await login(proxy, `203.0.113.${attempt + 1}`, attempt)).statusCode);
    }
    expect(codes).toEqual([422, 422, 422]);
    // A client that forges a header of its own before the proxy: the proxy appends the
    // address it saw, and that one counts (the rightmost address not of a trusted proxy).
    const forged = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      forged.push(
        (await login(proxy, `198.51.100.${attempt + 10}, 203.0.113.99`, attempt)).statusCode,
      );
    }
    expect(forged).toEqual([422, 422, 429]);
  });
});
