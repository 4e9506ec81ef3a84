import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

interface AppConfig {
  status: string;
  payload: { country: string; ws_path: string };
}

let plain: TestApp;
let behindProxy: TestApp;

beforeAll(async () => {
  plain = await createTestApp();
  behindProxy = await createTestApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } });
});
afterAll(async () => {
  await plain.close();
  await behindProxy.close();
});

async function countryOf(app: TestApp, headers: Record<string, string>): Promise<string> {
  const response = await app.app.inject({ url: '/api/app-config', headers });
  expect(response.statusCode).toBe(200);
  return response.json<AppConfig>().payload.country;
}

describe('GET /api/app-config (the phone input starts with the country the server reads)', () => {
  it('names the region of the first Accept-Language tag that has or implies one', async () => {
    expect(await countryOf(plain, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).toBe('AT');
    expect(await countryOf(plain, { 'accept-language': 'en;q=0.4, es-MX;q=0.8' })).toBe('MX');
    expect(await countryOf(plain, { 'accept-language': 'de' })).toBe('DE');
    expect(await countryOf(plain, { 'accept-language': '*, nonsense-tag-!!' })).toBe('');
    expect(await countryOf(plain, {})).toBe('');
  });

  it('prefers the country header a reverse proxy sets when one is configured', async () => {
    const headers = { 'cf-ipcountry': 'gb', 'accept-language': 'de-DE' };
    expect(await countryOf(behindProxy, headers)).toBe('GB');
    // Cloudflare's "unknown" and Tor codes say nothing: Accept-Language decides.
    expect(await countryOf(behindProxy, { ...headers, 'cf-ipcountry': 'XX' })).toBe('DE');
    expect(await countryOf(behindProxy, { ...headers, 'cf-ipcountry': 'T1' })).toBe('DE');
    // Without the setting the header is not trusted.
    expect(await countryOf(plain, headers)).toBe('DE');
  });

  it('answers per request language, so shared caches keep the answers apart', async () => {
    const response = await plain.app.inject({ url: '/api/app-config' });
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    expect(response.json<AppConfig>().payload).not.toHaveProperty('ip_lookup_url');
  });
});
