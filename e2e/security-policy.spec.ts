import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { withSettings } from './support/admin-settings';
import { storeCookieChoice } from './support/cookie-choice';
import { openRoom, createTopic } from './support/topics';
import { fillTopUpBillingAddress } from './support/top-up';
import { createVerifiedUser, signIn } from './support/users';

/**
 * Every page type under the server's Content-Security-Policy, with no
 * violation reported (a `securitypolicyviolation` listener in every document) and no
 * console error; every HTML document the browser loads carries a policy.
 */

const expectedNotFound = ['/api/static-pages/no-such-page', '/api/become-contributor/status'];

interface PolicyWatch {
  /** Violations, console errors, page errors and HTML documents without a policy so far. */
  problems: string[];
  /** The `content-security-policy` of every HTML document loaded, by URL. */
  policies: Map<string, string>;
}

/** Watches every page of a context from its first document on. */
async function watchPolicy(context: BrowserContext): Promise<PolicyWatch> {
  const watch: PolicyWatch = { problems: [], policies: new Map() };
  await context.exposeBinding('__reportPolicyViolation', (_source, text: string) => {
    watch.problems.push(`CSP violation: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (text: string) => void })
        .__reportPolicyViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
          ` (${event.sample})`,
      );
    });
  });
  const follow = (page: Page) => {
    page.on('console', (message) => {
      // Answers that are 404 by design, which Chromium logs as failed loads: the 404 page asks
      // for a static page of its path first, and a user who never applied has no application.
      const source = message.location().url;
      if (expectedNotFound.some((path) => source.includes(path))) return;
      if (message.type() === 'error') watch.problems.push(`console: ${message.text()} (${source})`);
    });
    page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document') return;
      const headers = await response.allHeaders();
      if (!String(headers['content-type']).startsWith('text/html')) return;
      const policy = headers['content-security-policy'];
      if (policy) watch.policies.set(response.url(), policy);
      else watch.problems.push(`no policy: ${response.url()}`);
    });
  };
  context.pages().forEach(follow);
  context.on('page', follow);
  return watch;
}

/** Waits until the web app rendered the page in place of the start-up screen. */
async function rendered(page: Page): Promise<void> {
  await expect(page.locator('.startup-screen')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

async function newWatchedPage(
  browser: Browser,
  baseURL: string,
): Promise<{ page: Page; watch: PolicyWatch }> {
  const context = await browser.newContext();
  await storeCookieChoice(context, baseURL);
  const watch = await watchPolicy(context);
  return { page: await context.newPage(), watch };
}

test('every page type loads under the policy without a violation or a console error', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // A guest: the public pages, the sign-in and sign-up dialogs and the 404 page.
  const guest = await newWatchedPage(browser, baseURL!);
  for (const path of ['/terms', '/privacy', '/no-such-page', '/']) {
    await guest.page.goto(path);
    await rendered(guest.page);
  }
  await rendered(guest.page);
  await guest.page
    .getByRole('banner')
    .getByRole('button', { name: 'Sign up', exact: true })
    .click();
  await expect(guest.page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await guest.page.goto('/account');
  await expect(guest.page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect(guest.watch.problems).toEqual([]);
  expect(guest.watch.policies.size).toBeGreaterThanOrEqual(4);
  for (const policy of guest.watch.policies.values()) {
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
  }

  // A user: the rooms, a room, the account page, the interlocutor page, a topic's chat and
  // the gateway's pay page.
  const user = await createVerifiedUser(request);
  const member = await newWatchedPage(browser, baseURL!);
  await signIn(member.page, user);
  await openRoom(member.page);
  await member.page.goto('/interlocutor');
  await rendered(member.page);
  await createTopic(member.page, `Policy check ${randomBytes(3).toString('hex')}`);
  await member.page.goto('/account');
  await rendered(member.page);
  await member.page.getByRole('button', { name: 'Top up balance' }).click();
  const topUp = member.page.getByRole('dialog', { name: 'Top up balance' });
  await topUp.getByRole('button', { name: '€10.00', exact: true }).click();
  await topUp.getByRole('button', { name: 'Continue · €10.00' }).click();
  await fillTopUpBillingAddress(topUp);
  await topUp.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(member.page).toHaveURL(/\/pay\/test\/tc_/);
  await expect(member.page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
  const cardNumber = member.page.getByLabel('Card number');
  await cardNumber.pressSequentially('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  expect(member.watch.problems).toEqual([]);

  // The admin console.
  const admin = await newWatchedPage(browser, baseURL!);
  await signIn(admin.page, e2eAdmin);
  await admin.page.goto('/admin');
  await expect(admin.page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await admin.page.getByRole('link', { name: 'Reports' }).click();
  await rendered(admin.page);
  expect(admin.watch.problems).toEqual([]);
});

test("the settings' Google tag runs after consent under the policy", async ({
  browser,
  baseURL,
}) => {
  // Inline only: the test machine has no way out to googletagmanager.com.
  const snippet = '<script>\n  window.parlorTagRan = (window.parlorTagRan || 0) + 1;\n</script>';
  await withSettings(baseURL!, { google_tag: snippet }, async () => {
    const context = await browser.newContext();
    const watch = await watchPolicy(context);
    const page = await context.newPage();
    await page.goto('/');
    await rendered(page);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as { parlorTagRan?: number }).parlorTagRan))
      .toBe(1);
    expect(watch.problems).toEqual([]);
    await context.close();
  });
});
