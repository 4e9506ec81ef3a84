import type { BrowserContext } from '@playwright/test';

/**
 * Stores a cookie choice (only the essential cookies) up front, as the banner's "Decline"
 * would, so that the banner does not cover what a test clicks.
 */
export async function storeCookieChoice(
  context: BrowserContext,
  baseURL = 'http://localhost',
): Promise<void> {
  const { hostname } = new URL(baseURL);
  const settings = {
    essential: true,
    advertising: false,
    customization: false,
    functionality: false,
  };
  await context.addCookies([
    { name: 'cookie_consent', value: 'false', domain: hostname, path: '/' },
    {
      name: 'cookie_settings',
      value: encodeURIComponent(JSON.stringify(settings)),
      domain: hostname,
      path: '/',
    },
  ]);
}
