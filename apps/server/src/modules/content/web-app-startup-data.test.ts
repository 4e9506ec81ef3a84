import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startupDataElementId, type TStartupData } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A built SPA in miniature: the real index.html's shape and a manifest with two routes. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Parlor</title>' +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
      '<body><div id="root"><span data-i18n="site.init.starting">Starting…</span></div></body></html>',
  );
  const manifest = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true },
    'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_icons'] },
    'src/app/routes/static-page.tsx': { file: 'assets/static-page-2.js', imports: ['_icons'] },
    _icons: { file: 'assets/icons-3.js', imports: ['index.html'] },
  };
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** The start-up data a page carries, parsed as the web app parses it. */
function startupDataOf(html: string): TStartupData {
  const match = new RegExp(
    `<script type="application/json" id="${startupDataElementId}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no start-up data in the page');
  return JSON.parse(match[1]) as TStartupData;
}

describe('index.html with the start-up data', () => {
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

  it('carries languages, currencies, settings and the guest auth flags, never cached', async () => {
    const response = await testApp.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    const data = startupDataOf(response.body);
    const api = async (url: string) =>
      (await testApp.app.inject({ url })).json<{ payload: unknown }>().payload;
    expect(data.languages).toEqual(await api('/api/languages'));
    expect(data.currencies).toEqual(await api('/api/currencies'));
    expect(data.settings).toEqual(await api('/api/settings'));
    expect(data.auth).toEqual({ authenticated: false, emailVerified: false, canUseConsole: false });
    expect(data.languageId).toBe(data.languages.find((language) => language.default === 1)?.id);
    expect(data.staticPage).toBeUndefined();
  });

  it("carries the footer's lists on every page, and the home page's bundles and FAQ at /", async () => {
    const api = async (url: string) =>
      (await testApp.app.inject({ url })).json<{ payload: unknown }>().payload;
    const home = startupDataOf((await testApp.app.inject({ url: '/' })).body);
    expect(home.staticPages).toEqual(await api('/api/static-pages'));
    expect(home.socialLinks).toEqual(await api('/api/social-links'));
    const currency = home.currencies.find((row) => row.default === 1)?.code;
    expect(home.home).toEqual({
      currency,
      bundles: await api(`/api/bundles/index?currency=${currency}`),
      faq: await api('/api/faq'),
    });
    expect(home.home?.bundles.length).toBeGreaterThan(0);
    expect(home.home?.faq.length).toBeGreaterThan(0);

    const terms = startupDataOf((await testApp.app.inject({ url: '/terms' })).body);
    expect(terms.staticPages).toEqual(home.staticPages);
    expect(terms.socialLinks).toEqual(home.socialLinks);
    expect(terms.home).toBeUndefined();
  });

  it('sends only the texts that differ from the bundled English catalogue', async () => {
    const data = startupDataOf((await testApp.app.inject({ url: '/' })).body);
    expect(data.texts).toEqual({});
  });

  it('escapes "<" so that a stored text cannot close the script', async () => {
    await testApp.setSettings({ support_phone: '</script><script>alert(1)</script>' });
    const response = await testApp.app.inject({ url: '/' });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(startupDataOf(response.body).settings.support_phone).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('preloads the home route chunks at /, without the entry', async () => {
    const response = await testApp.app.inject({ url: '/' });
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
    );
    expect(response.body).toContain('href="/assets/icons-3.js"');
    expect(response.body).not.toContain('modulepreload" crossorigin href="/assets/index-abc.js"');
  });

  it('inlines an existing static page and preloads its chunks, at /{slug} and /static-page/{slug}', async () => {
    const terms = (await testApp.app.inject({ url: '/api/static-pages/terms' })).json<{
      payload: unknown;
    }>().payload;
    for (const url of ['/terms', '/static-page/terms']) {
      const response = await testApp.app.inject({ url });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(startupDataOf(response.body).staticPage).toEqual({ idOrSlug: 'terms', page: terms });
      expect(response.body).toContain('href="/assets/static-page-2.js"');
    }
  });

  it('inlines no page for an unknown slug or an app route', async () => {
    for (const url of ['/no-such-page', '/rooms', '/account']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(startupDataOf(response.body).staticPage).toBeUndefined();
      expect(response.body).not.toContain('modulepreload');
    }
  });

  it("marks a signed-in user's own page signed in, and no one else's", async () => {
    const user = await createUser(testApp.app, { email: 'inline-owner@example.com' });
    const client = await signedInClient(testApp.app, user);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const own = await testApp.app.inject({ url: '/', headers: { cookie } });
    expect(startupDataOf(own.body).auth).toEqual({
      authenticated: true,
      emailVerified: true,
      canUseConsole: false,
    });
    expect(own.headers['cache-control']).toBe('no-cache');

    const other = await testApp.app.inject({ url: '/' });
    expect(startupDataOf(other.body).auth).toEqual({
      authenticated: false,
      emailVerified: false,
      canUseConsole: false,
    });
    for (const page of [own.body, other.body]) expect(page).not.toContain(user.email);
  });

  it("carries the request's own consent cookies, and none for a request without them", async () => {
    const settings = JSON.stringify({
      advertising: false,
      customization: true,
      functionality: true,
    });
    const cookie = `cookie_consent=true; cookie_settings=${encodeURIComponent(settings)}`;
    const chosen = await testApp.app.inject({ url: '/terms', headers: { cookie } });
    expect(startupDataOf(chosen.body).consentCookies).toEqual({ consent: 'true', settings });

    const fresh = await testApp.app.inject({ url: '/' });
    expect(startupDataOf(fresh.body).consentCookies).toEqual({});
  });

  it('writes the start-up screen texts and the page language in the default language', async () => {
    const response = await testApp.app.inject({ url: '/' });
    expect(response.body).toContain('<html lang="en"');
    expect(response.body).toContain('<span data-i18n="site.init.starting">');
  });
});
