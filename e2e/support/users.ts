import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { e2eServerPort } from './servers';
import { recordSocketFrames } from './socket-frames';
import { test } from './test';

/** A registered account the browser tests can sign in with. */
export interface E2EUser {
  email: string;
  password: string;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  /** E.164; a valid German mobile number by default. */
  phone?: string;
  name?: string;
  /** false leaves the address unverified (no chat, no spending). */
  verified?: boolean;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where this worker's e2e server (scripts/e2e-server.mjs) writes its `.eml` files. */
function mailDir(): string {
  return path.join(root, `e2e/.data-${e2eServerPort(test.info().parallelIndex)}/mail`);
}

export const defaultPassword = 'Parlor-Test-2024!';

/** A fresh, unique address for one test. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

async function xsrfToken(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  const cookie = cookies.find((entry) => entry.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie; GET /sanctum/csrf-cookie first');
  return decodeURIComponent(cookie.value);
}

/** A state-changing call the way the SPA makes it: XSRF cookie echoed in X-XSRF-TOKEN. */
async function post(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const response = await request.post(url, {
    data,
    headers: { 'X-XSRF-TOKEN': await xsrfToken(request), accept: 'application/json' },
  });
  const body = (await response.json()) as { status?: string; message?: string };
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${body.message}`);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The newest `.eml` file written to the address, or undefined. */
export async function newestMailTo(email: string): Promise<string | undefined> {
  const files = await fs.readdir(mailDir()).catch(() => [] as string[]);
  const newest = files
    .filter((file) => file.endsWith(`-${email.toLowerCase()}.eml`))
    .sort()
    .at(-1);
  return newest ? fs.readFile(path.join(mailDir(), newest), 'utf8') : undefined;
}

/**
 * Waits for a mail to the address whose link path is `pathname` (`/email/verify`,
 * `/reset-password`) and answers the link; `after` skips links already seen.
 */
export async function waitForMailLink(
  email: string,
  pathname: string,
  options: { after?: string } = {},
): Promise<URL> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const raw = await newestMailTo(email);
        const match = raw ? /https?:\/\/[^\s"<>]+/.exec(decodeQuotedPrintable(raw)) : null;
        const found = match ? new URL(match[0].replace(/&amp;/g, '&')) : undefined;
        link =
          found && found.pathname === pathname && found.href !== options.after ? found : undefined;
        return link?.href;
      },
      // The mail is written a few milliseconds after the request that sends it answers; the
      // default intervals (100, 250, 500, 1000 ms) made each sign-up wait 100–350 ms for it.
      // A look is one readdir of this worker's mail folder.
      {
        message: `a mail to ${email} with a ${pathname} link`,
        timeout: 15_000,
        intervals: [10, 20, 50, 100],
      },
    )
    .toBeTruthy();
  return link!;
}

/**
 * Registers a user through the API (CSRF cookie first, X-XSRF-TOKEN echoed), opens the
 * verification link from the mail file and verifies, then signs the request context out
 * again. Answers the credentials for `signIn`.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  options: CreateUserOptions = {},
): Promise<E2EUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? defaultPassword;
  await request.get('/sanctum/csrf-cookie');
  await post(request, '/api/register', {
    name: options.name ?? 'User',
    email,
    phone: options.phone ?? '+4915123456789',
    password,
    password_confirmation: password,
  });
  if (options.verified !== false) {
    const link = await waitForMailLink(email, '/email/verify');
    await post(request, '/api/email/verify', { token: link.searchParams.get('token') });
  }
  await post(request, '/api/logout', {});
  return { email, password };
}

/**
 * Signs in through the UI: opening /account as a guest brings up the sign-in modal;
 * after signing in the user lands on the account page.
 */
export async function signIn(page: Page, user: E2EUser): Promise<void> {
  await page.goto('/account');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
}

export interface SignedInPageOptions {
  viewport?: ViewportSize;
  /** Runs on the new context before its page opens (e.g. to block the WebSocket). */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/**
 * A page in a browser context of its own (its own cookies) with `user` signed in, the cookie
 * banner answered first as a new user would (it would cover what the test clicks).
 */
export async function signedInPage(
  browser: Browser,
  user: E2EUser,
  options: SignedInPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  await options.prepare?.(context);
  const page = await context.newPage();
  recordSocketFrames(page);
  await signIn(page, user);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();
  return page;
}
