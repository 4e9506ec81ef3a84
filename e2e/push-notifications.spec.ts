import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Worker } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../apps/server/src/test/push-service-stand-in';
import { e2eAdmin } from './support/admin';
import { apiSession, userIdOf } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * An interlocutor whose console is closed hears of a request by push: the service worker
 * (registered by the app in Debian's Chromium) shows the notification the server sent, and
 * its Accept takes the seat. Headless Chromium has no push service (`pushManager.subscribe`
 * is refused), so the test makes the subscription itself — keys it holds, an endpoint on a
 * stand-in push service in this process — stores it through the API like the app does,
 * decrypts what the server posts there, and hands that to the worker through the DevTools
 * protocol (`ServiceWorker.deliverPushMessage`).
 */

// The worker under test: the other specs block service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

let pushService: PushServiceStandIn;
test.beforeAll(async () => {
  pushService = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await pushService.close();
});

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  actions: { action: string; title: string }[];
}

test('an offer is pushed to the closed console; the notification shows, and Accept takes the seat', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const [owner, helper] = [await createVerifiedUser(request), await createVerifiedUser(request)];
  const admin = await apiSession(baseURL!, e2eAdmin);
  await admin.call(`/api/admin/users/${await userIdOf(baseURL!, helper)}/interlocutor`, {
    is_interlocutor: true,
    reason: 'e2e: approved interlocutor',
  });
  await admin.context.dispose();

  // The interlocutor's browser: the app registers its service worker; notifications allowed.
  const helperPage = await signedInPage(browser, helper);
  const helperContext = helperPage.context();
  await helperContext.grantPermissions(['notifications']);
  const workerReady = helperContext.serviceWorkers()[0]
    ? Promise.resolve(helperContext.serviceWorkers()[0]!)
    : helperContext.waitForEvent('serviceworker');
  await helperPage.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const serviceWorker: Worker = await workerReady;
  const cdp = await helperContext.newCDPSession(helperPage);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');

  // Its device, as pushManager.subscribe would have made it, stored through the API.
  const subscription = pushService.subscribe();
  const helperApi = await apiSession(baseURL!, helper);
  await helperApi.call('/api/push/subscriptions', { ...subscription, device: 'Chromium on Linux' });
  await helperApi.call('/api/interlocutor/availability', { is_available: true });
  await helperApi.context.dispose();
  // The account page lists the device.
  await helperPage.reload();
  await expect(helperPage.getByRole('list', { name: 'Devices' })).toContainText(
    'Chromium on Linux',
  );
  await helperPage.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await helperPage.screenshot({ path: screenshotPath('push-notifications-card-1280.png') });

  // The owner asks for a person; nobody has the console open.
  const ownerPage = await signedInPage(browser, owner);
  const title = `Anyone there ${randomBytes(3).toString('hex')}`;
  await createTopic(ownerPage, title);
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  await expect(ownerPage.getByText('Searching for an interlocutor')).toBeVisible();

  // The server's push reaches the stand-in, encrypted for our keys.
  await expect.poll(() => pushService.receivedBy(subscription).length, { timeout: 15_000 }).toBe(1);
  const [push] = pushService.receivedBy(subscription);
  expect(push!.urgency).toBe('high');
  expect(pushService.problems).toEqual([]);

  // Delivered to the worker through DevTools; it shows the notification.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(push!.payload),
  });
  const shownNotifications = () =>
    helperPage.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        actions: [
          ...((notification as unknown as { actions?: ShownNotification['actions'] }).actions ??
            []),
        ],
      }));
    });
  await expect.poll(async () => (await shownNotifications()).length).toBe(1);
  const [shown] = await shownNotifications();
  expect(shown).toMatchObject({
    title: 'Someone wants to talk to a person',
    body: 'A request is waiting. Accept it to take the seat.',
    tag: expect.stringMatching(/^offer-\d+$/),
  });
  expect(shown!.actions.map((action) => action.title)).toEqual(['Accept', 'Decline']);
  // Nothing of the topic (its title) travels in the notification.
  expect(JSON.stringify(shown)).not.toContain(title);

  // Accept, as the notification's button runs it (headless Chromium has no notification UI
  // to click): the worker's own click handler, in the worker.
  await serviceWorker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      handleNotificationClick: (notification: Notification, action: string) => Promise<void>;
    };
    const [notification] = await scope.registration.getNotifications();
    await scope.handleNotificationClick(notification!, 'accept');
  });
  await expect(ownerPage.getByText('Connected', { exact: true })).toBeVisible();
  // The worker opened the chat it now holds in the interlocutor's tab.
  await expect(helperPage).toHaveURL(/\/topics\/\d+\/chat/);
  await expect.poll(async () => (await shownNotifications()).length).toBe(0);
});

test('installable: the manifest, and a start without network shows the app shell, not the browser error page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  // The worker installed (the shell cached) and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Parlor/);
  await expect(page.getByText('Parlor', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('offline-start-1280.png') });
  await context.close();
});

test('a chat reloaded without network starts from the cached shell: the conversation as last seen, and what is written is sent once the network is back', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createVerifiedUser(request);
  const page = await signedInPage(browser, owner);
  const context = page.context();
  // The worker controls the page from now on, so the chat's files pass through its cache.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const title = `Offline start ${randomBytes(3).toString('hex')}`;
  await createTopic(page, title);
  const box = page.getByRole('textbox', { name: 'Write your message...' });
  const shown = (text: string) => page.locator('li[data-message-id]').filter({ hasText: text });
  await box.fill('Written before the line went down');
  await box.press('Enter');
  await expect(shown('Written before the line went down')).toBeVisible();

  // No network, and the page is loaded again: the shell starts the app, signed in, on the
  // conversation as this tab last showed it.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(shown('Written before the line went down')).toBeVisible();
  await expect(page.getByTestId('connection-notice')).toContainText('You are offline');
  await box.fill('Written without network');
  await box.press('Enter');
  await expect(page.locator('li[data-outbox-state]')).toContainText('Sending...');
  await page.screenshot({ path: screenshotPath('offline-start-chat-1280.png') });

  // A tab that never showed this conversation says so instead of spinning.
  const otherTab = await context.newPage();
  await otherTab.goto(page.url());
  await expect(otherTab.getByText(/was not opened in this window before/)).toBeVisible();

  // The network is back: the message is sent, once; the other tab loads the conversation.
  await context.setOffline(false);
  await expect(page.locator('li[data-outbox-state]')).toHaveCount(0, { timeout: 15_000 });
  await expect(shown('Written without network')).toHaveCount(1);
  await expect(page.getByTestId('connection-notice')).toBeHidden();
  await expect(otherTab.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
  await expect(
    otherTab.locator('li[data-message-id]').filter({ hasText: 'Written without network' }),
  ).toHaveCount(1);
  await context.close();
});

test('installable by Chromium’s own check (what Lighthouse’s installable-manifest audit reads)', async ({
  baseURL,
}) => {
  // A browser profile of its own: a test context is off the record, and Chromium installs
  // nothing from one ("in-incognito"), whatever the site does.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parlor-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumFlags,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
