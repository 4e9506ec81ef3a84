import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSession, userIdOf } from './support/api-session';
import { expect, test } from './support/test';
import {
  agreeToRules,
  declineHandoffSummary,
  openCreateTopicDialog,
  openRoom,
} from './support/topics';
import { expectPushed, messageContaining, seatChange } from './support/socket-frames';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * The seat is the owner's, with three people: the owner, an approved
 * interlocutor and a stranger. Who may join is chosen at creation and changed later; a seat
 * not open to someone shows them no "Start chat"; names and the seat's system lines survive
 * a reload; the owner removes the person (who cannot come back); Human searches again in one
 * press; reporting asks for a reason, offers a block and confirms.
 */

const room = 'Travel Stories';

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Write your message...' });
}

function topicCard(page: Page, title: string) {
  return page.getByRole('article').filter({ hasText: title });
}

test('who may join, names and system lines after a reload, Remove, Human again, Nobody, the report modal', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedUser(request);
  const helper = await createVerifiedUser(request);
  const stranger = await createVerifiedUser(request);
  // The admin makes the helper an approved interlocutor.
  const helperId = await userIdOf(baseURL!, helper);
  const admin = await apiSession(baseURL!, e2eAdmin);
  await admin.call(`/api/admin/users/${helperId}/interlocutor`, {
    is_interlocutor: true,
    reason: 'e2e: approved interlocutor',
  });
  await admin.context.dispose();

  // The owner creates a topic for approved interlocutors only and talks to the companion.
  const ownerPage = await signedInPage(browser, owner);
  const title = `Seat ${randomBytes(3).toString('hex')}`;
  const create = await openCreateTopicDialog(ownerPage, room);
  await create.getByLabel('Topic name').fill(title);
  await expect(create.getByRole('radio', { name: /^Anyone/ })).toBeChecked();
  await create.getByRole('radio', { name: /^Approved interlocutors only/ }).check();
  await create.getByRole('button', { name: 'Create topic' }).click();
  await agreeToRules(ownerPage);
  await expect(ownerPage.getByRole('heading', { name: title })).toBeVisible();
  const topicPath = new URL(ownerPage.url()).pathname;
  await messageBox(ownerPage).fill('Hello companion');
  await messageBox(ownerPage).press('Enter');
  // The stored reply, not the one still being written (it goes when a person takes the seat).
  const aiReply = ownerPage
    .locator('li[data-message-id]:not([data-typing]):has([data-kind-mark="ai"])')
    .first();
  await expect(aiReply).toBeVisible({ timeout: 20_000 });

  // The stranger sees the topic without "Start chat", and a direct visit is refused.
  const strangerPage = await signedInPage(browser, stranger);
  await openRoom(strangerPage, room);
  await expect(topicCard(strangerPage, title).getByText('Not open to join')).toBeVisible();
  await expect(
    topicCard(strangerPage, title).getByRole('link', { name: 'Start chat' }),
  ).toHaveCount(0);
  await strangerPage.goto(topicPath);
  // Refused in the seat rule's words before any house rules are shown.
  await expect(strangerPage.getByTestId('chat-refusal')).toHaveText(
    'Only approved interlocutors can join this topic.',
  );
  await expect(strangerPage.getByRole('dialog', { name: 'Before you start' })).toHaveCount(0);

  // The interlocutor may take the seat.
  const helperPage = await signedInPage(browser, helper);
  await openRoom(helperPage, room);
  await topicCard(helperPage, title).getByRole('link', { name: 'Start chat' }).click();
  await agreeToRules(helperPage);
  await expect(messageBox(helperPage)).toBeEnabled();
  await messageBox(helperPage).fill('A person here');
  await messageBox(helperPage).press('Enter');

  // The owner sees a person (never the persona), and the line that says so.
  const fromHelper = ownerPage.locator('li[data-message-id]').filter({ hasText: 'A person here' });
  await expectPushed(ownerPage, "the person's message", messageContaining('A person here'));
  await expect(fromHelper).toBeVisible();
  await expect(fromHelper.locator('[data-sender-name]')).toHaveText('Guest');
  await expect(fromHelper.locator('[data-kind-mark="person"]')).toBeVisible();
  await expect(
    ownerPage.getByText('A person joined — replies now come from a person, not the companion.'),
  ).toBeVisible();
  const persona = (await aiReply.locator('[data-sender-name]').textContent()) ?? '';
  await ownerPage.reload();
  await expect(fromHelper.locator('[data-sender-name]')).toHaveText('Guest');
  await expect(aiReply.locator('[data-sender-name]')).toHaveText(persona);
  await expect(
    ownerPage.getByText('A person joined — replies now come from a person, not the companion.'),
  ).toBeVisible();

  // The owner removes the person (with confirmation); they leave and cannot come back.
  const panel = ownerPage.getByRole('complementary', { name: 'Chat info' });
  await panel.getByRole('button', { name: 'Remove' }).click();
  const confirmRemove = ownerPage.getByRole('dialog', { name: 'Remove this person?' });
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expectPushed(helperPage, 'the removal', seatChange('removed'));
  await expect(helperPage.getByText('The owner removed you from this chat.')).toBeVisible();
  await expect(helperPage).toHaveURL(/\/rooms$/);
  await expect(ownerPage.getByText('The owner removed the person from this chat.')).toBeVisible();
  await expect(ownerPage.getByText('The companion is back.')).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByText('The owner removed the person from this chat.')).toBeVisible();
  await expect(fromHelper.locator('[data-sender-name]')).toHaveText('Guest');
  await openRoom(helperPage, room);
  await expect(topicCard(helperPage, title).getByText('Not open to join')).toBeVisible();

  // Human starts a new search in one press.
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  await declineHandoffSummary(ownerPage);
  const search = ownerPage.getByTestId('interlocutor-search');
  await expect(search.getByText('Searching for an interlocutor')).toBeVisible();
  await search.getByRole('button', { name: 'Cancel' }).click();
  await expect(search).toBeHidden();

  // Anyone: the stranger gets "Start chat"; Nobody: it is gone again.
  await panel.getByRole('radio', { name: /^Anyone/ }).check();
  await expect(ownerPage.getByText('Saved: who may take the seat.')).toBeVisible();
  await openRoom(strangerPage, room);
  await expect(
    topicCard(strangerPage, title).getByRole('link', { name: 'Start chat' }),
  ).toBeVisible();
  await panel.getByRole('radio', { name: /^Nobody/ }).check();
  await expect(panel.getByRole('radio', { name: /^Nobody/ })).toBeChecked();
  await openRoom(strangerPage, room);
  await expect(topicCard(strangerPage, title).getByText('Not open to join')).toBeVisible();
  await expect(
    topicCard(strangerPage, title).getByRole('link', { name: 'Start chat' }),
  ).toHaveCount(0);

  // Report user: a reason (words required for Other), a block, a confirmation.
  await panel.getByRole('button', { name: 'Report user' }).click();
  const report = ownerPage.getByRole('dialog', { name: 'Report user' });
  await report.getByRole('button', { name: 'Continue' }).click();
  await expect(report.getByText('Please choose a reason')).toBeVisible();
  await report.getByRole('radio', { name: 'Other', exact: true }).check();
  await report.getByRole('button', { name: 'Continue' }).click();
  await expect(report.getByText('Please describe what happened')).toBeVisible();
  await report.getByRole('textbox').fill('Kept sending the same link');
  await report.getByRole('checkbox', { name: /Also block this person/ }).check();
  await report.getByRole('button', { name: 'Continue' }).click();
  await expect(report.getByText('Send this report?')).toBeVisible();
  await expect(report.getByText('Moderators will review this person for: Other.')).toBeVisible();
  await expect(
    report.getByText('You also block them: you will never share a topic again.'),
  ).toBeVisible();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(ownerPage.getByText('User reported successfully')).toBeVisible();
  await expect(report).toBeHidden();

  for (const page of [ownerPage, helperPage, strangerPage]) await page.context().close();
});
