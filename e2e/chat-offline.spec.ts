import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { apiSession, userIdOf } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * A chat page offline for 10 s while the companion answers and then a
 * person takes the seat and writes, and the user writes two messages: back online the page
 * shows every message once, in the topic's order, and the user's two are sent and charged
 * once each — also when the answer to one send is lost and the outbox repeats it.
 */

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Write your message...' });
}

function topicIdOf(page: Page): number {
  return Number(/\/topics\/(\d+)\/chat/.exec(page.url())?.[1]);
}

/** The stored messages on the page, oldest first, as their texts. */
function shownMessages(page: Page) {
  // What people and the companion wrote; the seat's system lines are checked apart.
  return page.locator('li[data-message-id]:not([data-typing]):not([data-system-line])');
}

/** What a text costs at the seeded 0.05 points per character. */
function costOf(text: string): number {
  return (text.length * 5) / 100;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Writes a message in the box and presses Enter. */
async function write(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

test('offline for 10 s while the guest and the companion write: every message once, in order, each of mine charged once', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await createVerifiedUser(request);
  const guest = await createVerifiedUser(request);
  const page = await signedInPage(browser, owner);
  await createTopic(page, `Bad line ${randomBytes(3).toString('hex')}`);
  await expect(messageBox(page)).toBeEnabled();
  const topicId = topicIdOf(page);
  const ownerApi = await apiSession(baseURL!, owner);
  const guestApi = await apiSession(baseURL!, guest);

  // Online: the owner writes; the companion will answer in 2–6 s.
  await write(page, 'Hello companion');
  await expect(shownMessages(page)).toHaveCount(1);

  // The line goes down.
  await page.context().setOffline(true);
  const offlineSince = Date.now();
  const notice = page.getByTestId('connection-notice');
  await expect(notice).toContainText('You are offline');

  // Enter offline is never silent: each text waits as "Sending..." with its cost.
  await write(page, 'Written offline one');
  await write(page, 'Written offline two');
  const waiting = page.locator('li[data-outbox-state]');
  await expect(waiting).toHaveCount(2);
  await expect(waiting.first()).toContainText(
    `Sending... · ${costOf('Written offline one')} points`,
  );
  await expect(messageBox(page)).toHaveValue('');
  await page.screenshot({ path: screenshotPath('chat-offline-two-waiting.png') });

  // Meanwhile the companion answers, then a person takes the seat and writes twice.
  const readMessages = async () => {
    const answer = await ownerApi.context.get(
      `/api/messages/index?topic_id=${topicId}&page=1&page_size=50&order_by=id&order_dir=desc`,
    );
    const body = (await answer.json()) as {
      payload: { data: { id: number; content: string; is_mine: boolean; is_typing: boolean }[] };
    };
    return body.payload.data.filter((message) => !message.is_typing);
  };
  let companionReply = '';
  await expect
    .poll(
      async () => {
        companionReply = (await readMessages()).find((message) => !message.is_mine)?.content ?? '';
        return companionReply;
      },
      { message: 'the companion replied', timeout: 15_000 },
    )
    .not.toBe('');
  await guestApi.call(`/api/topics/${topicId}/accept-terms`, {});
  await guestApi.call('/api/topics/join', { topic_id: topicId });
  await guestApi.call('/api/messages/create', { topic_id: topicId, content: 'Guest here' });
  await guestApi.call('/api/messages/create', { topic_id: topicId, content: 'Still there?' });

  // Stay offline for 10 s in all; the first send after it loses its answer once (the server
  // stored it, the page never heard).
  const outboxKeys: string[] = [];
  let isFirstAnswerLost = false;
  await page.route('**/api/messages/create', async (route) => {
    outboxKeys.push(route.request().headers()['idempotency-key'] ?? '');
    if (isFirstAnswerLost) return route.continue();
    isFirstAnswerLost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.waitForTimeout(Math.max(0, 10_000 - (Date.now() - offlineSince)));
  await page.context().setOffline(false);

  await expect(waiting).toHaveCount(0, { timeout: 20_000 });
  await expect(notice).toBeHidden({ timeout: 15_000 });
  await expect(shownMessages(page)).toHaveText(
    [
      'Hello companion',
      companionReply,
      'Guest here',
      'Still there?',
      'Written offline one',
      'Written offline two',
    ].map((text) => new RegExp(escapeRegExp(text))),
  );
  // The guest's arrival, caught up while offline, is one line in the conversation.
  await expect(
    page.locator('li[data-system-line]').filter({ hasText: 'A person joined' }),
  ).toHaveCount(1);

  // The lost answer is made good either by the message's echo (a frame or the catch-up
  // carries its client key) or by a repeated send with the same key, whichever comes first;
  // either way the server stored and charged it once.
  const [firstKey, secondKey] = [...new Set(outboxKeys)];
  expect(firstKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect([
    [firstKey, secondKey],
    [firstKey, firstKey, secondKey],
  ]).toContainEqual(outboxKeys);
  const stored = (await readMessages()).map((message) => message.content).reverse();
  expect(stored.filter((text) => text === 'Written offline one')).toHaveLength(1);
  expect(stored.filter((text) => text === 'Written offline two')).toHaveLength(1);

  // 50 to start, 5 for the topic, then the three messages.
  const mine = ['Hello companion', 'Written offline one', 'Written offline two'];
  const balance = (5000 - 500 - mine.reduce((sum, text) => sum + text.length * 5, 0)) / 100;
  await expect(page.getByTestId('chat-balance')).toHaveText(`${balance} points`);
  const admin = await apiSession(baseURL!, e2eAdmin);
  const ownerId = await userIdOf(baseURL!, owner);
  const ledger = (await (
    await admin.context.get(`/api/admin/users/${ownerId}/ledger?page=1&per_page=50`)
  ).json()) as { payload: { items: { kind: string; delta: number }[] } };
  expect(
    ledger.payload.items.filter((row) => row.kind === 'message').map((row) => row.delta),
  ).toEqual(mine.map((text) => -costOf(text)).reverse());

  // A reload shows the same conversation: nothing lost, nothing twice.
  await page.reload();
  await expect(shownMessages(page)).toHaveCount(6);
  for (const session of [ownerApi, guestApi, admin]) await session.context.dispose();
  await page.context().close();
});
