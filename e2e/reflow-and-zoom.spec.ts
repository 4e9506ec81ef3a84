import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { apiSession, userIdOf } from './support/api-session';
import { appRoutes, consoleRoutes, samplePath, type AppRoute } from './support/app-routes';
import { signInThroughApi } from './support/axe';
import { storeCookieChoice } from './support/cookie-choice';
import { enterReflowMode, reflowModes, reflowProblems, type ReflowMode } from './support/reflow';
import { screenshotPath } from './support/screenshots';
import { createVerifiedUser, type E2EUser } from './support/users';

/**
 * Reflow and zoom (WCAG 1.4.10, 1.4.4): every page a person reaches, from the router's route
 * list, at 320 CSS px wide and with its text at 200 %, neither scrolls sideways nor cuts a
 * control off. One browser context per kind of visitor, each page opened once and checked in
 * both modes without a reload; and reduced motion stops the typing dots and smooth scrolling.
 */

test.describe.configure({ timeout: 180_000 });

const samples: Record<string, string> = { slug: 'terms', '*': '/no-such-page' };
let owner: E2EUser;
/** A person who agreed to the rules of someone else's topic, and may report it. */
let visitor: E2EUser;
let chatPath = '';
/** That topic: not the owner's, whose chat must stay the companion's alone. */
let reportChatPath = '';

/** Screenshots at 320 px of the pages named in the accessibility closing note. */
const screenshotsAt320: Record<string, string> = {
  '/account': 'account-320.png',
  '/admin/settings': 'settings-320.png',
};

test.beforeAll(async ({ request, baseURL }) => {
  owner = await createVerifiedUser(request);
  samples.userId = String(await userIdOf(baseURL!, owner));
  // A topic with the rules agreed and one message, through the API as the web app calls it.
  const session = await apiSession(baseURL!, owner);
  const rooms = (await (await session.context.get('/api/rooms/index')).json()) as {
    payload: { id: number }[];
  };
  samples.roomId = String(rooms.payload[0]!.id);
  const created = await session.call('/api/topics/create', {
    room_id: rooms.payload[0]!.id,
    title: 'Narrow screens',
  });
  samples.topicId = String((created.payload.topic as { id: number }).id);
  await session.call(`/api/topics/${samples.topicId}/accept-terms`, {});
  await session.call('/api/messages/create', {
    topic_id: Number(samples.topicId),
    content: 'Does this still read well on a small phone with large text?',
  });
  await session.context.dispose();
  chatPath = `/topics/${samples.topicId}/chat`;
  const reportOwner = await apiSession(baseURL!, await createVerifiedUser(request));
  const reported = await reportOwner.call('/api/topics/create', {
    room_id: rooms.payload[0]!.id,
    title: 'Wide words',
  });
  const reportTopicId = (reported.payload.topic as { id: number }).id;
  await reportOwner.call(`/api/topics/${reportTopicId}/accept-terms`, {});
  await reportOwner.context.dispose();
  reportChatPath = `/topics/${reportTopicId}/chat`;
  visitor = await createVerifiedUser(request);
  const visitorSession = await apiSession(baseURL!, visitor);
  await visitorSession.call(`/api/topics/${reportTopicId}/accept-terms`, {});
  await visitorSession.context.dispose();
  screenshotsAt320[chatPath] = 'chat-320.png';
});

/** Opens `path` and waits until it has drawn its content (or a dialog) and gone quiet. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.locator('main :is(h1, h2, p, form):visible, [role="dialog"]').first(),
    `${path} shows content`,
  ).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/** Every route in one context: each page opened once, checked narrow, then with large text. */
async function checkRoutes(
  browser: Browser,
  routes: AppRoute[],
  options: { baseURL: string; signInAs?: E2EUser; isFirstVisit?: boolean },
): Promise<string[]> {
  const context = await browser.newContext();
  if (!options.isFirstVisit) await storeCookieChoice(context, options.baseURL);
  if (options.signInAs) await signInThroughApi(context, options.signInAs);
  const page = await context.newPage();
  const problems: string[] = [];
  for (const route of routes) {
    const path = samplePath(route.pattern, samples);
    await enterReflowMode(page, 'narrow');
    await open(page, path);
    problems.push(...(await reflowProblems(page, path, 'narrow')));
    const screenshot = screenshotsAt320[path];
    if (screenshot) await page.screenshot({ path: screenshotPath(screenshot), fullPage: true });
    await enterReflowMode(page, 'largeText');
    problems.push(...(await reflowProblems(page, path, 'largeText')));
  }
  await context.close();
  return problems;
}

test('public pages on a first visit', async ({ browser, baseURL }) => {
  const routes = appRoutes().filter((r) => r.access === 'anyone' || r.access === 'visitor');
  expect(await checkRoutes(browser, routes, { baseURL: baseURL!, isFirstVisit: true })).toEqual([]);
});

test('a signed-in person’s pages, the chat included', async ({ browser, baseURL }) => {
  const routes = appRoutes().filter((route) => route.access === 'signed-in');
  expect(await checkRoutes(browser, routes, { baseURL: baseURL!, signInAs: owner })).toEqual([]);
});

test('the admin console’s sections', async ({ browser, baseURL }) => {
  const problems = await checkRoutes(browser, consoleRoutes(), {
    baseURL: baseURL!,
    signInAs: e2eAdmin,
  });
  expect(problems).toEqual([]);
});

/**
 * Checks the dialog open on `page` narrow and with large text, without closing it; the page
 * is left in the normal (narrow, 16 px) mode.
 */
async function checkDialog(page: Page, screen: string): Promise<string[]> {
  const problems: string[] = [];
  for (const mode of Object.keys(reflowModes) as ReflowMode[]) {
    await enterReflowMode(page, mode);
    await expect(page.getByRole('dialog').last()).toBeVisible();
    problems.push(...(await reflowProblems(page, screen, mode)));
  }
  await enterReflowMode(page, 'narrow');
  return problems;
}

/** A page in a context of its own, the cookie choice made, signed in as `user` if given. */
async function dialogPage(browser: Browser, baseURL: string, user?: E2EUser): Promise<Page> {
  const context = await browser.newContext();
  await storeCookieChoice(context, baseURL);
  if (user) await signInThroughApi(context, user);
  return context.newPage();
}

test('the sign-up and sign-in dialogs', async ({ browser, baseURL }) => {
  const page = await dialogPage(browser, baseURL!);
  await enterReflowMode(page, 'narrow');
  await open(page, '/');
  const problems: string[] = [];
  // On a phone the header's buttons are in the menu: the dialogs open from there.
  const openFromMenu = async (name: string) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  };
  await openFromMenu('Sign up');
  problems.push(...(await checkDialog(page, 'sign-up dialog')));
  const signUp = page.getByRole('dialog', { name: 'Sign up' });
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.locator('[aria-invalid="true"]').first()).toBeVisible();
  problems.push(...(await checkDialog(page, 'sign-up dialog after a failed submit')));
  await page.keyboard.press('Escape');
  await openFromMenu('Sign in');
  problems.push(...(await checkDialog(page, 'sign-in dialog')));
  expect(problems).toEqual([]);
  await page.context().close();
});

test('the top-up, create-topic and delete-account dialogs', async ({ browser, baseURL }) => {
  const page = await dialogPage(browser, baseURL!, owner);
  await enterReflowMode(page, 'narrow');
  const problems: string[] = [];
  await open(page, '/account');
  await page.getByRole('button', { name: 'Top up balance' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up balance' });
  problems.push(...(await checkDialog(page, 'top-up step 1')));
  await topUp.getByRole('button', { name: /^Continue/ }).click();
  await topUp.getByRole('button', { name: /^Pay/ }).click();
  await expect(topUp.getByText('Surname is required')).toBeVisible();
  problems.push(...(await checkDialog(page, 'top-up step 2 after a failed submit')));
  await page.keyboard.press('Escape');
  await expect(topUp).toBeHidden();
  await page.getByRole('button', { name: 'Delete account' }).click();
  problems.push(...(await checkDialog(page, 'delete-account dialog')));
  await page.keyboard.press('Escape');

  await open(page, `/rooms/${samples.roomId}/topics`);
  await page.getByRole('button', { name: 'Create topic' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create topic' })).toBeVisible();
  problems.push(...(await checkDialog(page, 'create-topic dialog')));
  expect(problems).toEqual([]);
  await page.context().close();
});

test('the report dialog, both its steps', async ({ browser, baseURL }) => {
  const page = await dialogPage(browser, baseURL!, visitor);
  // Opened where the chat's panel shows its actions, then checked narrow and large.
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, reportChatPath);
  await page.getByRole('button', { name: 'Report topic' }).click();
  const report = page.getByRole('dialog', { name: 'Report topic' });
  const problems = await checkDialog(page, 'report dialog');
  await report.getByRole('radio').first().check();
  await report.getByRole('button', { name: 'Continue' }).click();
  await expect(report.getByRole('button', { name: 'Send report' })).toBeVisible();
  problems.push(...(await checkDialog(page, 'report dialog, its confirmation')));
  expect(problems).toEqual([]);
  await page.context().close();
});

test('reduced motion stops the typing dots and the caret, and scrolling is never smooth', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await storeCookieChoice(context, baseURL);
  await signInThroughApi(context, owner);
  const page = await context.newPage();
  await open(page, chatPath);
  const messageBox = page.getByRole('textbox', { name: 'Write your message...' });
  await messageBox.fill('Are you there?');
  await messageBox.press('Enter');
  // The companion's reply in progress: "Writing..." with dots, then words with a caret.
  const typing = page.locator('[data-typing="true"]');
  await expect(typing).toBeVisible({ timeout: 20_000 });
  const motion = await typing.evaluate((element) => {
    const animated = Array.from(element.querySelectorAll('*')).filter(
      (node) => getComputedStyle(node).animationName !== 'none',
    );
    return {
      animated: animated.length,
      running: element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === 'running').length,
    };
  });
  // The dots (or the caret) carry their animation, and none of it runs.
  expect(motion.animated).toBeGreaterThan(0);
  expect(motion.running).toBe(0);
  const scrolling = await page.evaluate(() =>
    [document.documentElement, document.querySelector('[role="log"]')].map((element) =>
      element ? getComputedStyle(element).scrollBehavior : 'missing',
    ),
  );
  expect(scrolling).toEqual(['auto', 'auto']);
  await context.close();
});

test('the home page’s decorative motion stops by itself within five seconds (WCAG 2.2.2)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await storeCookieChoice(context, baseURL);
  const page = await context.newPage();
  await open(page, '/');
  // Every animation on the page, with when it ends as declared (Infinity when it never does).
  const animations = await page.evaluate(() =>
    document.getAnimations().map((animation) => ({
      name: animation instanceof CSSAnimation ? animation.animationName : 'script',
      endsAtMs: Number(animation.effect?.getComputedTiming().endTime ?? 0),
    })),
  );
  // The live dot and the preview's typing dots move, and each stops within 5 s of starting.
  expect(animations.map((animation) => animation.name)).toEqual(
    expect.arrayContaining(['ping', 'bounce']),
  );
  expect(animations.filter((animation) => !(animation.endsAtMs <= 5000))).toEqual([]);
  await context.close();
});
