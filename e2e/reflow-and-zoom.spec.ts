import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { apiSession, userIdOf } from './support/api-session';
import { appRoutes, consoleRoutes, samplePath, type AppRoute } from './support/app-routes';
import { signInThroughApi } from './support/axe';
import { storeCookieChoice } from './support/cookie-choice';
import { enterReflowMode, reflowProblems } from './support/reflow';
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
let chatPath = '';

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
