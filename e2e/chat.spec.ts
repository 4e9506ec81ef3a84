import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  agreeToRules,
  createTopic,
  openCreateTopicDialog,
  openRoom,
  submitNewTopic,
} from './support/topics';
import { expectPushed, messageContaining, seatChange } from './support/socket-frames';
import { createVerifiedUser, signedInPage, type E2EUser } from './support/users';

/**
 * Chat, as two new people meet it: A creates a topic, B finds it and starts chat, they
 * talk in real time (no reload; each change is asserted as a frame on the other side's socket
 * before it is looked for on the page, so it came by push, not by a catch-up), B sees A
 * typing, B leaves, A reports the topic.
 */

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Write your message...' });
}

/** Takes the free seat of the topic `title` from its room's list and agrees to the rules. */
async function takeSeat(page: Page, title: string, room: string) {
  await openRoom(page, room);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Start chat' }).click();
  await agreeToRules(page);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(messageBox(page)).toBeEnabled();
}

test('agreeing to the rules keeps the room on screen while it loads: the input is never replaced', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, await createVerifiedUser(request));
  await submitNewTopic(page, `Steady ${randomBytes(3).toString('hex')}`);
  // Under the rules the room shows with its input disabled (hidden from the accessibility
  // tree by the modal, so found by its placeholder); mark that very element.
  const composer = page.getByPlaceholder('Write your message...');
  await expect(composer).toBeDisabled();
  await composer.evaluate((element) => element.setAttribute('data-probe', 'kept'));
  // The messages answer late, so the room is between Agree and ready for a while.
  await page.route('**/api/messages/index*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await agreeToRules(page);
  await expect(messageBox(page)).toBeEnabled();
  await expect(composer).toHaveAttribute('data-probe', 'kept');
});

test('two new users chat in real time: create, join, talk, typing, leave, report', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [userA, userB] = [await createVerifiedUser(request), await createVerifiedUser(request)];
  const pageA = await signedInPage(browser, userA);
  const pageB = await signedInPage(browser, userB);
  const title = `Night owls ${randomBytes(3).toString('hex')}`;

  // A creates a topic in a room.
  const create = await openCreateTopicDialog(pageA, 'Study Buddies');
  await expect(create.getByText('Creating a topic costs 5 points')).toBeVisible();
  await create.getByLabel('Topic name').fill(title);
  await expect(create.getByText(`${title.length}/50`)).toBeVisible();
  await expect(create.getByLabel('Room')).toHaveValue(/\d+/);
  await create.getByRole('button', { name: 'Create topic' }).click();
  await expect(pageA.getByText('Topic created successfully')).toBeVisible();
  await expect(pageA).toHaveURL(/\/topics\/\d+\/chat$/);
  await agreeToRules(pageA);
  await expect(pageA.getByRole('heading', { name: title })).toBeVisible();
  await expect(pageA.getByTestId('chat-balance')).toHaveText('45 points');

  // B finds it in the room and starts chat.
  await takeSeat(pageB, title, 'Study Buddies');

  // A's page learns at once that a person took the seat.
  await expect(pageA.getByRole('radio', { name: 'Human' })).toHaveAttribute('aria-checked', 'true');

  // B writes; the live cost shows before sending; A gets it without a reload.
  await messageBox(pageB).fill('Hello from B, anyone here?');
  await expect(pageB.getByTestId('message-cost')).toHaveText('1.3 points');
  const sentAt = Date.now();
  await messageBox(pageB).press('Enter');
  await expectPushed(pageA, "B's message", messageContaining('Hello from B, anyone here?'));
  await expect(pageA.getByText('Hello from B, anyone here?')).toBeVisible();
  console.log(`message B → A shown after ${Date.now() - sentAt} ms`);
  await expect(messageBox(pageB)).toHaveValue('');
  await expect(pageB.getByTestId('chat-balance')).toHaveText('48.7 points');

  // A types: B sees "Writing..."; A sends (Shift+Enter makes a second line).
  await messageBox(pageA).pressSequentially('Hi B!');
  await expectPushed(pageB, 'A writing', (frame) => frame.type === 'typing' && frame.is_typing);
  await expect(pageB.getByText('Writing...').first()).toBeVisible();
  await messageBox(pageA).press('Shift+Enter');
  await messageBox(pageA).pressSequentially('Contact me at owl@example.com');
  await messageBox(pageA).press('Enter');
  const reply = pageB.locator('li[data-message-id]').filter({ hasText: 'Hi B!' });
  await expectPushed(pageB, "A's reply", messageContaining('Hi B!'));
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Contact me at ***');
  await expect(pageB.getByText('Writing...')).toHaveCount(0);
  // Each message is shown once, on both sides (system lines apart).
  await expect(pageA.locator('li[data-message-id]:not([data-system-line])')).toHaveCount(2);
  await expect(pageB.locator('li[data-message-id]:not([data-system-line])')).toHaveCount(2);

  // B leaves the room (with confirmation) and lands on the rooms list.
  await pageB.getByRole('button', { name: 'Leave room' }).click();
  const confirmLeave = pageB.getByRole('dialog', { name: 'Leave room' });
  await confirmLeave.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(pageB.getByText('Successfully left the chat.')).toBeVisible();
  await expect(pageB).toHaveURL(/\/rooms$/);

  // A is told the person left (the seat is free again, the companion is back) and reports the
  // guest who left; an owner has no "Report topic".
  await expectPushed(pageA, 'B left', seatChange('left'));
  await expect(pageA.getByText('The person left.')).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Report topic' })).toHaveCount(0);
  await pageA.getByRole('button', { name: 'Report user' }).click();
  const report = pageA.getByRole('dialog', { name: 'Report user' });
  await report.getByRole('radio', { name: 'Spam', exact: true }).check();
  await report.getByRole('button', { name: 'Continue' }).click();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(pageA.getByText('User reported successfully')).toBeVisible();

  await pageA.context().close();
  await pageB.context().close();
});

/** A creates a topic and B takes its seat through the room's list (both agree to the rules). */
async function meetInTopic(pageA: Page, pageB: Page, title: string) {
  await createTopic(pageA, title, { room: 'Travel Stories' });
  await takeSeat(pageB, title, 'Travel Stories');
}

test('while the socket is down the chat polls every 5 seconds, and catches up once it is back', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [userA, userB] = [await createVerifiedUser(request), await createVerifiedUser(request)];
  const pageA = await signedInPage(browser, userA);
  // B's network refuses WebSockets until told otherwise.
  let isSocketBlocked = true;
  const pageB = await signedInPage(browser, userB, {
    prepare: (context) =>
      context.routeWebSocket(/\/api\/ws$/, (socket) => {
        if (isSocketBlocked) void socket.close();
        else socket.connectToServer();
      }),
  });
  await meetInTopic(pageA, pageB, `Polling ${randomBytes(3).toString('hex')}`);
  await expect(pageB.getByText('Reconnecting...')).toBeVisible();

  // Polling brings A's message to B (no reload), and B's message reaches A by push.
  await messageBox(pageA).fill('Are you there?');
  await messageBox(pageA).press('Enter');
  await expect(pageB.getByText('Are you there?')).toBeVisible({ timeout: 12_000 });
  await messageBox(pageB).fill('Yes, on a bad line');
  await messageBox(pageB).press('Enter');
  await expectPushed(pageA, "B's message", messageContaining('Yes, on a bad line'));
  await expect(pageA.getByText('Yes, on a bad line')).toBeVisible();

  // The line comes back: B reconnects, catches up, and every message is there once.
  await messageBox(pageA).fill('Missed this one?');
  await messageBox(pageA).press('Enter');
  isSocketBlocked = false;
  await pageB.context().setOffline(true);
  await pageB.context().setOffline(false);
  await expect(pageB.getByText('Reconnecting...')).toBeHidden({ timeout: 12_000 });
  await expect(pageB.getByText('Missed this one?')).toBeVisible();
  await messageBox(pageA).fill('And now live');
  await messageBox(pageA).press('Enter');
  await expectPushed(pageB, "A's message", messageContaining('And now live'));
  await expect(pageB.getByText('And now live')).toBeVisible();
  await expect(pageB.locator('li[data-message-id]:not([data-system-line])')).toHaveCount(4);

  await pageA.context().close();
  await pageB.context().close();
});

test('a new guest starts an empty conversation; a walk-in is "Guest" with a Person mark before and after leaving (also after a reload), the seat changes are lines in the conversation; random chat seats a user', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // One after another: the request context shares one cookie jar (and its XSRF cookie).
  const users: E2EUser[] = [];
  for (let index = 0; index < 4; index += 1) users.push(await createVerifiedUser(request));
  const [userA, userB, userC, userD] = users as [E2EUser, E2EUser, E2EUser, E2EUser];
  const pageA = await signedInPage(browser, userA);
  const pageB = await signedInPage(browser, userB);
  const title = `Seat ${randomBytes(3).toString('hex')}`;
  await meetInTopic(pageA, pageB, title);
  await messageBox(pageB).fill('Only for A');
  await messageBox(pageB).press('Enter');
  const fromB = pageA.locator('li[data-message-id]').filter({ hasText: 'Only for A' });
  await expectPushed(pageA, "B's message", messageContaining('Only for A'));
  await expect(fromB).toBeVisible();
  // A walk-in is a person under a neutral label, never under the companion's persona.
  await expect(fromB.locator('[data-sender-name]')).toHaveText('Guest');
  await expect(fromB.locator('[data-kind-mark="person"]')).toBeVisible();
  await expect(pageA.locator('[data-system-line]').first()).toContainText(
    'A person joined — replies now come from a person, not the companion.',
  );

  // B leaves: on A's open page B's message keeps its label; the companion is back.
  await pageB.getByRole('button', { name: 'Leave room' }).click();
  await pageB
    .getByRole('dialog', { name: 'Leave room' })
    .getByRole('button', { name: 'Leave', exact: true })
    .click();
  await expect(pageB).toHaveURL(/\/rooms$/);
  await expectPushed(pageA, 'B left', seatChange('left'));
  await expect(pageA.getByText('The companion is back.')).toBeVisible();
  await expect(pageA.getByText('The person left.')).toBeVisible();
  await expect(fromB.locator('[data-sender-name]')).toHaveText('Guest');
  await pageA.reload();
  await expect(fromB.locator('[data-sender-name]')).toHaveText('Guest');
  await expect(pageA.getByText('The companion is back.')).toBeVisible();
  await pageA.screenshot({ path: test.info().outputPath('owner-after-guest-left.png') });

  // C takes the free seat and sees nothing of what B and A said.
  const pageC = await signedInPage(browser, userC);
  await takeSeat(pageC, title, 'Travel Stories');
  await messageBox(pageC).fill('Hello, I am new');
  await messageBox(pageC).press('Enter');
  await expectPushed(pageA, "C's message", messageContaining('Hello, I am new'));
  await expect(pageA.getByText('Hello, I am new')).toBeVisible();
  await expect(pageC.locator('li[data-message-id]:not([data-system-line])')).toHaveCount(1);
  await expect(pageC.getByText('Only for A')).toHaveCount(0);
  await pageA.screenshot({ path: test.info().outputPath('owner-after-new-guest.png') });

  // Random chat (a state-changing GET that carries the XSRF header) seats D somewhere free.
  const pageD = await signedInPage(browser, userD);
  await pageD.goto('/chat');
  await pageD.getByRole('button', { name: 'Start Random Chat' }).click();
  await expect(pageD).toHaveURL(/\/topics\/\d+\/chat$/);
  await agreeToRules(pageD);
  await expect(messageBox(pageD)).toBeEnabled();

  for (const page of [pageA, pageB, pageC, pageD]) await page.context().close();
});
