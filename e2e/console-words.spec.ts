import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSession, createEarner, userIdOf } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { createVerifiedUser, signedInPage, waitForMailLink } from './support/users';

/**
 * The console in the chat's words: a report shows the conversation its reporter took part in,
 * each line under its author's role and every system line and reason as text; after the owner
 * deletes their account their lines read "[deleted account]" and their user page says the
 * account was deleted. An interlocutor's page shows the approval, which an admin revokes, and
 * a balance adjustment is reviewed before it moves money.
 */

const desktop = { width: 1440, height: 900 };
/** A message key of the catalogue, e.g. `chat.system.personLeft`, never shown to a reader. */
const keyLike = /\b(chat|admin)\.[a-z]+\.[A-Za-z_]+\b/;

async function openReport(admin: Page, marker: string) {
  await admin.goto('/admin/reports');
  await admin.getByRole('searchbox').fill(marker);
  const card = admin.getByRole('region').filter({ hasText: marker });
  await expect(card).toBeVisible();
  return card;
}

test('a report reads in words and keeps only what it must after the owner deletes their account', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const marker = `note-${randomBytes(3).toString('hex')}`;
  const ownerUser = await createVerifiedUser(request);
  const strangerUser = await createVerifiedUser(request);
  const ownerId = await userIdOf(baseURL!, ownerUser);
  const owner = await apiSession(baseURL!, ownerUser);
  const stranger = await apiSession(baseURL!, strangerUser);
  const rooms = (await (await owner.context.get('/api/rooms/index')).json()) as {
    payload: { id: number }[];
  };
  const created = await owner.call('/api/topics/create', {
    room_id: rooms.payload[0]!.id,
    title: `Evenings ${marker.slice(5)}`,
  });
  const topicId = (created.payload.topic as { id: number }).id;
  await owner.call(`/api/topics/${topicId}/accept-terms`, {});
  await stranger.call(`/api/topics/${topicId}/accept-terms`, {});
  await stranger.call('/api/topics/join', { topic_id: topicId });
  await owner.call('/api/messages/create', { topic_id: topicId, content: 'My dog Biscuit died' });
  await stranger.call('/api/messages/create', {
    topic_id: topicId,
    content: 'So sorry about Biscuit',
  });
  await stranger.call('/api/reports/create', {
    topic_id: topicId,
    type: 'topic',
    reason: 'harassment',
    details: marker,
  });
  await owner.call('/api/topics/remove-guest', { topic_id: topicId });

  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  const card = await openReport(admin, marker);
  await expect(card).toContainText('Harassment');
  await expect(card.getByTestId('evidence-line')).toHaveText([
    'System: A person joined — replies now come from a person, not the companion.',
    // ⚑ marks the person the report names.
    '⚑ Owner: My dog Biscuit died',
    'Guest: So sorry about Biscuit',
    'System: The owner removed the person from this chat.',
  ]);
  expect(await card.textContent()).not.toMatch(keyLike);
  await card.screenshot({ path: screenshotPath('console-report-in-words.png') });

  // The owner deletes their account: their words leave the evidence, the report stays open.
  await owner.call('/api/user/delete', { password: ownerUser.password });
  const link = await waitForMailLink(ownerUser.email, '/account/delete');
  await owner.call('/api/user/delete/confirm', { token: link.searchParams.get('token') });
  const after = await openReport(admin, marker);
  await expect(after.getByTestId('evidence-line')).toHaveText([
    'System: A person joined — replies now come from a person, not the companion.',
    'Owner: [deleted account]',
    'Guest: So sorry about Biscuit',
    'System: The owner removed the person from this chat.',
  ]);
  await after.screenshot({ path: screenshotPath('console-report-after-deletion.png') });

  await admin.goto(`/admin/users/${ownerId}`);
  await expect(admin.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();
  await expect(admin.getByText('Account blocked')).toHaveCount(0);
  await admin.screenshot({ path: screenshotPath('console-deleted-user.png'), fullPage: true });
  await stranger.context.dispose();
  await owner.context.dispose();
});

test('an admin reviews a balance adjustment and revokes an interlocutor’s approval', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const earner = await createEarner(request, baseURL!, 10);
  const earnerId = await userIdOf(baseURL!, earner);
  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  await admin.goto(`/admin/users/${earnerId}`);
  await expect(admin.getByTestId('interlocutor-status')).toContainText(
    'Approved interlocutor since',
  );

  const adjust = admin.locator('form').filter({ hasText: 'Adjust balance' });
  await adjust.getByLabel('Amount in points (negative to deduct)').fill('2.5');
  await adjust.getByLabel('Reason').fill('goodwill');
  await adjust.getByRole('button', { name: 'Review adjustment' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Adjust this balance?' });
  await expect(dialog.getByTestId('adjustment-review')).toHaveText(
    `+2.5 points on “Balance” of ${earner.email}. Reason: goodwill`,
  );
  await dialog.screenshot({ path: screenshotPath('console-adjust-review.png') });
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toBeHidden();
  await expect(adjust.getByRole('status')).toHaveText('Balance adjusted.');

  const revoke = admin.locator('form').filter({ hasText: 'Revoke interlocutor approval' });
  await revoke.getByLabel('Reason').fill('abuse in chats');
  await revoke.getByRole('button', { name: 'Revoke interlocutor approval' }).click();
  await expect(admin.getByTestId('interlocutor-status')).toHaveText('Not an interlocutor');
  await admin.screenshot({ path: screenshotPath('console-user-page.png'), fullPage: true });
});
