import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../lib/content-security-policy';
import { createUser, signedInClient } from '../test/factories-testing';
import { createTestApp, type TestApp } from '../test/test-app';

/** index.html in the real one's shape: inline start-up CSS, the entry script, no inline script. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Parlor</title>' +
      '<style>html { background: #0b0b10; }</style>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  return dist;
}

/** The directives of a policy header, by name. */
function directivesOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Content-Security-Policy on HTML answers', () => {
  let testApp: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = writeDist();
    testApp = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });

  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('gives every page of the web app a strict policy whose style nonce is on its inline CSS', async () => {
    for (const url of ['/', '/rooms', '/account', '/no/such/page']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(200);
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        `ws://${new URL(testApp.app.config.publicUrl).host}`,
      ]);
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
      const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
      expect(nonce).toBeDefined();
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('uses a fresh nonce for every answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await testApp.app.inject({ url: '/' });
      nonces.add(/<style nonce="([^"]+)">/.exec(response.body)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it('allows the Google tag origins and the hashes of its inline scripts only while one is set', async () => {
    const inline = "\n  window.dataLayer = window.dataLayer || [];\n  gtag('config', 'G-TEST');\n";
    const snippet =
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>' +
      `<script>${inline}</script>`;
    const admin = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'admin' }),
    );
    expect((await admin.put('/api/admin/settings', { google_tag: snippet })).statusCode).toBe(200);
    const withTag = directivesOf(
      (await testApp.app.inject({ url: '/' })).headers['content-security-policy'],
    );
    expect(withTag.get('script-src')).toEqual([
      "'self'",
      cspHash(inline),
      'https://*.googletagmanager.com',
    ]);
    expect(withTag.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(withTag.get('img-src')).toContain('https://*.google-analytics.com');

    expect((await admin.put('/api/admin/settings', { google_tag: '' })).statusCode).toBe(200);
    const withoutTag = directivesOf(
      (await testApp.app.inject({ url: '/' })).headers['content-security-policy'],
    );
    expect(withoutTag.get('script-src')).toEqual(["'self'"]);
    expect(withoutTag.get('connect-src')).not.toContain('https://*.google-analytics.com');
  });

  it('leaves the test gateway its own policy and gives the API docs one', async () => {
    const docs = await testApp.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("object-src 'none'");

    const pay = await testApp.app.inject({ url: '/pay/test/tc_aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(pay.headers['content-type']).toContain('text/html');
    const policy = directivesOf(pay.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });

  it('sends HSTS and a wss: WebSocket source when the public URL is https', async () => {
    const https = await createTestApp({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://parlor.example' },
    });
    try {
      const response = await https.app.inject({ url: '/' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(directivesOf(response.headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'wss://parlor.example',
      ]);
    } finally {
      await https.close();
    }
  });

  it("connects to no third party: the phone input's country comes from the server", async () => {
    const behindProxy = await createTestApp({
      env: { WEB_DIST_DIR: dist, COUNTRY_HEADER: 'CF-IPCountry' },
    });
    try {
      const response = await behindProxy.app.inject({ url: '/' });
      expect(directivesOf(response.headers['content-security-policy']).get('connect-src')).toEqual([
        "'self'",
        'ws://localhost:3000',
      ]);
    } finally {
      await behindProxy.close();
    }
  });

  it('sends no policy on JSON answers', async () => {
    const response = await testApp.app.inject({ url: '/api/settings' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
