import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { createEarner, userIdOf } from './support/api-session';
import { appRoutes, consoleRoutes, samplePath, type AppRoute } from './support/app-routes';
import { checkAtEveryWidth, signInThroughApi, type Finding } from './support/axe';
import { fillTopUpBillingAddress } from './support/top-up';
import { agreeToRules, openCreateTopicDialog, submitNewTopic } from './support/topics';
import type { E2EUser } from './support/users';

/**
 * WCAG 2.2 AA with axe-core: no serious or critical violation on any page a person or an
 * operator can reach, at 390 and 1440 px. The pages come from the router's route list
 * (support/app-routes.ts), so a new page is checked without editing this file; the dialogs
 * and steps inside pages are walked here. English everywhere, German and Spanish on a subset
 * (the texts change lengths and wrapping, not the structure).
 */

test.describe.configure({ timeout: 240_000 });

/** What the pages with parameters are opened with; filled in as the tests create them. */
const samples: Record<string, string> = { slug: 'terms', '*': '/no-such-page' };
let owner: E2EUser;
let topicPath = '';

/** Opens `path` and waits until the page has drawn its content (or a dialog) and gone quiet. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.locator('main :is(h1, h2, p, form), [role="dialog"]').first(),
    `${path} shows content`,
  ).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/**
 * One browser context per kind of visitor, signed in once and reused by that kind's route
 * tests (a context and a sign-in per route cost more than the check itself); the file runs
 * its tests in order on one worker.
 */
const visitorPages = new Map<string, Page>();

async function pageOfVisitor(browser: Browser, kind: string, signInAs?: () => E2EUser) {
  let page = visitorPages.get(kind);
  if (!page) {
    page = await newPage(browser);
    if (signInAs) await signInThroughApi(page.context(), signInAs());
    visitorPages.set(kind, page);
  }
  return page;
}

test.afterAll(async () => {
  await Promise.all([...visitorPages.values()].map((page) => page.context().close()));
  visitorPages.clear();
});

/** One test a route, opened as the route's kind of visitor. */
function testRoutes(title: string, routes: () => AppRoute[], signInAs?: () => E2EUser) {
  for (const route of routes()) {
    test(`${title}: ${route.pattern}`, async ({ browser }) => {
      const page = await pageOfVisitor(browser, title, signInAs);
      const findings: Finding[] = [];
      const path = samplePath(route.pattern, samples);
      await open(page, path);
      await checkAtEveryWidth(page, path, findings);
      expect(findings).toEqual([]);
    });
  }
}

async function newPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

/** The visitor's dialogs: sign up (after a failed submit too), sign in, forgot password. */
async function checkVisitorDialogs(page: Page, findings: Finding[], names: DialogNames) {
  await open(page, '/');
  await page.getByRole('banner').getByRole('button', { name: names.signUp, exact: true }).click();
  const signUp = page.getByRole('dialog', { name: names.signUp });
  await checkAtEveryWidth(page, 'sign-up dialog', findings);
  await signUp.getByRole('button', { name: names.createAccount }).click();
  await expect(signUp.locator('[aria-invalid="true"]').first()).toBeVisible();
  await checkAtEveryWidth(page, 'sign-up dialog after a failed submit', findings);
  await page.keyboard.press('Escape');
  await page.getByRole('banner').getByRole('button', { name: names.signIn, exact: true }).click();
  await expect(page.getByRole('dialog', { name: names.signIn })).toBeVisible();
  await checkAtEveryWidth(page, 'sign-in dialog', findings);
}

interface DialogNames {
  signUp: string;
  signIn: string;
  createAccount: string;
}

const english: DialogNames = {
  signUp: 'Sign up',
  signIn: 'Sign in',
  createAccount: 'Create account',
};

test.beforeAll(async ({ request, baseURL }) => {
  owner = await createEarner(request, baseURL!, 5000);
  samples.userId = String(await userIdOf(baseURL!, owner));
});

// A first visit: the cookie banner shows and is checked with every page.
testRoutes('public page (en)', () =>
  appRoutes().filter((route) => route.access === 'anyone' || route.access === 'visitor'),
);

test('the visitor dialogs (en)', async ({ browser }) => {
  const page = await newPage(browser);
  const findings: Finding[] = [];
  await checkVisitorDialogs(page, findings, english);
  expect(findings).toEqual([]);
  await page.context().close();
});

test('create topic, the rules, a chat, the top-up steps and the gateway (en)', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signInThroughApi(page.context(), owner);
  const findings: Finding[] = [];

  // A room and a topic with the companion's reply, for the pages that need them.
  const create = await openCreateTopicDialog(page);
  samples.roomId = /\/rooms\/(\d+)\/topics/.exec(page.url())![1]!;
  await checkAtEveryWidth(page, 'create-topic dialog', findings);
  await create.getByRole('button', { name: 'Cancel' }).click();
  await submitNewTopic(page, 'Accessible evenings');
  await expect(page.getByRole('dialog', { name: 'Before you start' })).toBeVisible();
  await checkAtEveryWidth(page, 'rules dialog', findings);
  await agreeToRules(page);
  topicPath = new URL(page.url()).pathname;
  samples.topicId = /\/topics\/(\d+)\/chat/.exec(topicPath)![1]!;
  await page.getByPlaceholder('Write your message...').fill('Hello, is anyone there?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText(/./).nth(1)).toBeVisible({ timeout: 20_000 });

  await open(page, '/account');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await checkAtEveryWidth(page, 'edit-profile dialog', findings);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Top up balance' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up balance' });
  await checkAtEveryWidth(page, 'top-up step 1', findings);
  await topUp.getByRole('button', { name: /^Continue/ }).click();
  await topUp.getByRole('button', { name: /^Pay/ }).click();
  await expect(topUp.getByText('Surname is required')).toBeVisible();
  await checkAtEveryWidth(page, 'top-up step 2 after a failed submit', findings);
  await fillTopUpBillingAddress(topUp);
  await topUp.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
  await checkAtEveryWidth(page, 'test gateway', findings);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toBeVisible();
  await checkAtEveryWidth(page, 'top-up result', findings);

  expect(findings).toEqual([]);
  await page.context().close();
});

testRoutes(
  'signed-in page (en)',
  () => appRoutes().filter((route) => route.access === 'signed-in'),
  () => owner,
);

testRoutes('console section (en)', consoleRoutes, () => e2eAdmin);

for (const [locale, names] of [
  ['de-DE', { signUp: 'Registrieren', signIn: 'Anmelden', createAccount: 'Konto erstellen' }],
  ['es-ES', { signUp: 'Registrarse', signIn: 'Iniciar sesión', createAccount: 'Crear cuenta' }],
] as const) {
  test(`a subset in ${locale}: home, sign-up after a failed submit, account, chat, dashboard`, async ({
    browser,
  }) => {
    const page = await newPage(browser, locale);
    const findings: Finding[] = [];
    await checkVisitorDialogs(page, findings, names);
    await signInThroughApi(page.context(), owner);
    for (const path of ['/account', topicPath]) {
      await open(page, path);
      await checkAtEveryWidth(page, path, findings);
    }
    const admin = await newPage(browser, locale);
    await signInThroughApi(admin.context(), e2eAdmin);
    await open(admin, '/admin/dashboard');
    await checkAtEveryWidth(admin, '/admin/dashboard', findings);
    expect(findings).toEqual([]);
    await page.context().close();
    await admin.context().close();
  });
}
