import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { apiSession } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { agreeToRules, createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * After a human conversation: the owner and an interlocutor talk, the interlocutor leaves,
 * the owner rates it with words; the interlocutor's console keeps single ratings hidden
 * (fewer than 5), the operators' console shows the low rating with its words; the owner changes
 * the rating beside the chat. Then the owner blocks the person and unblocks them from the
 * account page; last, the owner leaves (closing the topic) and changes the rating again from
 * the closed conversations in "Active chats".
 */

async function say(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Write your message...' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.locator('li[data-message-id]').filter({ hasText: text })).toBeVisible();
}

test('rate after the person left; the interlocutor and the console see it; block and unblock', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedUser(request);
  const helper = await createVerifiedUser(request);
  const nickname = `Wren${randomBytes(2).toString('hex')}`;
  const applicant = await apiSession(baseURL!, helper);
  const applied = await applicant.call('/api/become-contributor', {
    nickname,
    email: helper.email,
    experience: 'Years on a help line',
    interests: 'Books',
    help_description: 'I listen.',
  });
  await applicant.context.dispose();
  const admin = await apiSession(baseURL!, e2eAdmin);
  const { id: applicationId } = applied.payload.application as { id: number };
  await admin.call(`/api/admin/applications/${applicationId}/approve`, {});
  await admin.context.dispose();

  const helperPage = await signedInPage(browser, helper);
  await helperPage.goto('/interlocutor');
  await helperPage.getByRole('switch', { name: 'Available for chats' }).click();
  await expect(helperPage.getByRole('switch', { name: 'Available for chats' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The owner asks for a person; the interlocutor accepts; they talk, three lines each.
  const ownerPage = await signedInPage(browser, owner);
  const title = `Rate me ${randomBytes(3).toString('hex')}`;
  await createTopic(ownerPage, title);
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  const offer = helperPage.getByRole('listitem').filter({ hasText: title });
  await offer.getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
  await expect(ownerPage.getByText(`Connected with ${nickname}`)).toBeVisible();
  await agreeToRules(helperPage);
  for (const [index, line] of ['Hello there', 'Long day', 'Thanks'].entries()) {
    await say(ownerPage, line);
    await expect(helperPage.getByText(line)).toBeVisible();
    await say(helperPage, `Reply ${index + 1}`);
    await expect(ownerPage.getByText(`Reply ${index + 1}`)).toBeVisible();
  }

  // The interlocutor leaves: the owner is asked to rate, anonymously.
  await helperPage.getByRole('button', { name: 'Leave room' }).click();
  await helperPage
    .getByRole('dialog', { name: 'Leave room' })
    .getByRole('button', { name: 'Leave', exact: true })
    .click();
  const rating = ownerPage.getByRole('dialog', {
    name: `How was your conversation with ${nickname}?`,
  });
  await expect(rating).toBeVisible({ timeout: 15_000 });
  await expect(rating.getByText(/Your rating is anonymous/)).toBeVisible();
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await rating.getByRole('radio', { name: '2 of 5 stars' }).check({ force: true });
  await rating
    .getByRole('textbox', { name: /Anything you want to say/ })
    .fill('Too many long pauses');
  await ownerPage.screenshot({ path: screenshotPath('rating-modal-1280.png') });
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(ownerPage.getByText('Thank you for your rating.')).toBeVisible();
  await expect(rating).toBeHidden();

  // The interlocutor sees no single rating: nothing shows below 5 ratings.
  await helperPage.goto('/interlocutor');
  const own = helperPage.getByTestId('own-ratings');
  await expect(own.getByText(/Your average appears once 5 people have rated/)).toBeVisible();
  await expect(own.getByText('Too many long pauses')).toHaveCount(0);

  // The operators' console shows the interlocutor with the low rating and its words.
  const adminPage = await signedInPage(browser, e2eAdmin);
  await adminPage.goto('/admin/interlocutors');
  const row = adminPage.getByRole('row').filter({ hasText: nickname });
  await expect(row).toContainText('2/5');
  await expect(row).toContainText('Too many long pauses');
  await expect(row).toContainText('2 (ratings: 1)');
  await adminPage.screenshot({ path: screenshotPath('console-interlocutors-1280.png') });

  // Beside the chat, the owner finds their rating and changes it (within 24 h of giving it).
  const chatUrl = ownerPage.url();
  const given = ownerPage.getByTestId('conversation-rating');
  await expect(given.getByRole('img', { name: '2 of 5 stars' })).toBeVisible();
  await expect(given).toContainText('Too many long pauses');
  await expect(given).toContainText('You can change it until');
  await given.getByRole('button', { name: 'Change rating' }).click();
  const change = ownerPage.getByRole('dialog', { name: `Change your rating of ${nickname}` });
  await expect(change.getByRole('radio', { name: '2 of 5 stars' })).toBeChecked();
  await expect(change.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await change.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
  await change
    .getByRole('textbox', { name: /Anything you want to say/ })
    .fill('Better on reflection');
  await ownerPage.screenshot({ path: screenshotPath('rating-change-1280.png') });
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(ownerPage.getByText('Your rating has been changed.')).toBeVisible();
  await expect(given.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect(given).toContainText('Better on reflection');
  await given.screenshot({ path: screenshotPath('rating-panel-1280.png') });

  // The owner blocks the person from the chat, then unblocks them on the account page.
  const panel = ownerPage.getByRole('complementary', { name: 'Chat info' });
  await panel.getByRole('button', { name: 'Report user' }).click();
  const report = ownerPage.getByRole('dialog', { name: 'Report user' });
  await report.getByRole('radio', { name: 'Spam', exact: true }).check();
  await report.getByRole('checkbox', { name: /Also block this person/ }).check();
  await report.getByRole('button', { name: 'Continue' }).click();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();

  await ownerPage.goto('/account');
  const blocked = ownerPage.getByRole('list', { name: 'People you blocked' });
  const entry = blocked.getByRole('listitem').filter({ hasText: nickname });
  await expect(entry).toContainText(`in “${title}”`);
  await expect(entry).toContainText('Blocked on');
  await entry.scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: screenshotPath('account-blocked-people-1280.png') });
  await entry.getByRole('button', { name: `Unblock: ${nickname}` }).click();
  await expect(ownerPage.getByText(`${nickname} is unblocked.`)).toBeVisible();
  await expect(ownerPage.getByText('You have not blocked anyone.')).toBeVisible();

  // The owner leaves, closing the topic and its page: the closed conversation in "Active
  // chats" carries the rating and Change rating, with the same dialog.
  await ownerPage.goto(chatUrl);
  await ownerPage.getByRole('button', { name: 'Leave room' }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Leave room' })
    .getByRole('button', { name: 'Leave', exact: true })
    .click();
  await ownerPage.waitForURL(/\/rooms/);
  await ownerPage.goto('/rooms');
  await ownerPage.getByRole('button', { name: /^Active chats/ }).click();
  const closed = ownerPage.locator('[data-closed-chat]').filter({ hasText: title });
  await expect(closed.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await closed.getByRole('button', { name: 'Change rating' }).click();
  const later = ownerPage.getByRole('dialog', { name: `Change your rating of ${nickname}` });
  await expect(later.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await later.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true });
  await later.getByRole('button', { name: 'Save changes' }).click();
  await expect(ownerPage.getByText('Your rating has been changed.')).toBeVisible();
  await expect(closed.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await ownerPage.screenshot({ path: screenshotPath('rating-closed-chats-1280.png') });

  for (const page of [ownerPage, helperPage, adminPage]) await page.context().close();
});
