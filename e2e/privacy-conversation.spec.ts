import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSession } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { agreeToRules, createTopic, openRoom } from './support/topics';
import { expectPushed, messageContaining } from './support/socket-frames';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * Privacy a person can use in a conversation: the owner deletes a
 * conversation now (with a confirmation) and the person in the seat sees it closed by its
 * owner at once; a closed conversation still stored says when it will be deleted; each own
 * message shows what it cost and what went to the listener, and the account page shows
 * where the points went, per conversation and day.
 */

const room = 'Study Buddies';

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Write your message...' });
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(page.locator('li[data-message-id]').filter({ hasText: text })).toBeVisible();
}

/** Day.month.year, as the web app writes dates. */
function dayMonthYear(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

test('the owner deletes a conversation now; the guest sees it closed by its owner at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request);
  const guest = await createVerifiedUser(request);
  const title = `Purge ${randomBytes(3).toString('hex')}`;

  const ownerPage = await signedInPage(browser, owner);
  await createTopic(ownerPage, title);
  await say(ownerPage, 'Owner words');

  const guestPage = await signedInPage(browser, guest);
  await openRoom(guestPage, room);
  await guestPage
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Start chat' })
    .click();
  await agreeToRules(guestPage);
  await say(guestPage, 'Guest words');
  await expectPushed(ownerPage, "the guest's message", messageContaining('Guest words'));
  await expect(ownerPage.getByText('Guest words')).toBeVisible();

  // The owner asks to delete it, sees what that means, and confirms.
  const panel = ownerPage.getByRole('complementary', { name: 'Chat info' });
  await panel.getByRole('button', { name: 'Delete this conversation now' }).click();
  const confirmDialog = ownerPage.getByRole('dialog', { name: 'Delete this conversation now?' });
  await expect(confirmDialog).toContainText('all its messages and files are deleted at once');
  await confirmDialog.getByRole('button', { name: 'Delete now' }).click();
  await expect(ownerPage.getByText('The conversation was closed and deleted.')).toBeVisible();
  await expect(ownerPage).toHaveURL(/\/rooms$/);

  // The guest's page shows it closed by its owner, with nothing of it left.
  const notice = guestPage.getByTestId('purged-notice');
  await expectPushed(
    guestPage,
    'the purge',
    (frame) => frame.type === 'closed' && frame.purged === true,
  );
  await expect(notice).toContainText('This chat has been closed by its owner.');
  await expect(guestPage.getByText('Guest words')).toHaveCount(0);
  await expect(messageBox(guestPage)).toHaveCount(0);
  await guestPage.context().close();
  await ownerPage.context().close();
});

test('a closed conversation still stored says when it is deleted, and can be deleted now (en, de, es)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request);
  const title = `Kept ${randomBytes(3).toString('hex')}`;
  const page = await signedInPage(browser, owner);
  await createTopic(page, title);
  await say(page, 'Something to keep for a while');
  const panel = page.getByRole('complementary', { name: 'Chat info' });
  await panel.getByRole('button', { name: 'Leave room' }).click();
  await page
    .getByRole('dialog', { name: 'Leave room' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/rooms$/);

  // Closed today: deleted after the retention period (30 days by default).
  const deletesOn = dayMonthYear(new Date(Date.now() + 30 * 86_400_000));
  await page.getByRole('button', { name: /Active chats/ }).click();
  const modal = page.getByRole('dialog', { name: /Active chats/ });
  const closed = modal.getByRole('region', { name: 'Closed conversations' });
  const item = closed.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`Deleted on ${deletesOn}`);
  await page.screenshot({ path: screenshotPath('closed-conversations-en.png') });
  await page.keyboard.press('Escape');

  for (const [language, heading, deleted] of [
    ['Deutsch', 'Geschlossene Gespräche', `Wird am ${deletesOn} gelöscht`],
    ['Español', 'Conversaciones cerradas', `Se elimina el ${deletesOn}`],
  ] as const) {
    await page.getByRole('combobox', { name: /Choose language|Sprache wählen/ }).selectOption({
      label: language,
    });
    await page.getByRole('button', { name: /Active chats|Aktive Chats|Chats activos/ }).click();
    const translated = page.getByRole('region', { name: heading });
    await expect(translated.getByRole('listitem').filter({ hasText: title })).toContainText(
      deleted,
    );
    await page.keyboard.press('Escape');
  }
  await page.getByRole('combobox', { name: 'Elegir idioma' }).selectOption({
    label: 'English',
  });

  // Deleting it now removes it from the list.
  await page.getByRole('button', { name: /Active chats/ }).click();
  const again = page.getByRole('region', { name: 'Closed conversations' });
  await again
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Delete this conversation now' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this conversation now?' })
    .getByRole('button', { name: 'Delete now' })
    .click();
  await expect(page.getByText('The conversation was closed and deleted.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.context().close();
});

test('receipts: what each own message cost and what went to the listener; where the points went (en, de, es)', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await createVerifiedUser(request);
  const helper = await createVerifiedUser(request);
  // The helper applies and the admin approves (through the API): an interlocutor, "Sunny".
  const applicant = await apiSession(baseURL!, helper);
  const applied = await applicant.call('/api/become-contributor', {
    nickname: 'Sunny',
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

  // The owner asks for a person; the interlocutor accepts.
  const ownerPage = await signedInPage(browser, owner);
  const title = `Receipts ${randomBytes(3).toString('hex')}`;
  await createTopic(ownerPage, title);
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  const offer = helperPage.getByRole('listitem').filter({ hasText: title });
  await offer.getByRole('button', { name: 'Accept' }).click({ timeout: 15_000 });
  await expect(ownerPage.getByText('Connected with Sunny')).toBeVisible();
  await agreeToRules(helperPage);

  // 42 characters × 0.05 = 2.10 points, €0.21 at 10 points a euro; half to the listener.
  const words = 'Thank you for listening, it really helps..';
  await say(ownerPage, words);
  const mine = ownerPage.locator('li[data-message-id]').filter({ hasText: words });
  await expect(mine.getByTestId('receipt-line')).toHaveText(
    'What this message cost: 2.10 points · €0.21 · 1.05 of 2.10 points to your listener',
  );
  // The listener writes for free, and never sees what the owner paid.
  await say(helperPage, 'Any time.');
  const reply = helperPage.locator('li[data-message-id]').filter({ hasText: 'Any time.' });
  await expect(reply.getByTestId('receipt-line')).toHaveText('What this message cost: Free');
  await expect(
    helperPage
      .locator('li[data-message-id]')
      .filter({ hasText: words })
      .getByTestId('receipt-line'),
  ).toHaveCount(0);
  await expect(
    ownerPage
      .locator('li[data-message-id]')
      .filter({ hasText: 'Any time.' })
      .getByTestId('receipt-line'),
  ).toHaveCount(0);
  await mine.scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: screenshotPath('receipt-line-en.png') });
  const topicPath = new URL(ownerPage.url()).pathname;

  // The account page: where the points went, per conversation and day.
  await ownerPage.goto('/account');
  const history = ownerPage.getByRole('region', { name: 'Where your points went' });
  const row = history.getByTestId('spending-row').filter({ hasText: title });
  await expect(row).toContainText(dayMonthYear(new Date()));
  await expect(row).toContainText('1.05 to your listener');
  await expect(row).toContainText('−2.10');
  await expect(row).toContainText('€0.21');
  await history.scrollIntoViewIfNeeded();
  await history.screenshot({ path: screenshotPath('spending-history-en.png') });

  for (const [language, heading, listener, share] of [
    [
      'Deutsch',
      'Wohin deine Punkte gingen',
      '1,05 an deine Zuhörerin / deinen Zuhörer',
      '1,05 von 2,10 Punkten an deine Zuhörerin / deinen Zuhörer',
    ],
    [
      'Español',
      'A dónde fueron tus puntos',
      '1,05 para tu oyente',
      '1,05 de 2,10 puntos para tu oyente',
    ],
  ] as const) {
    await ownerPage.goto('/account');
    await ownerPage
      .getByRole('combobox', { name: /Choose language|Sprache wählen/ })
      .selectOption({ label: language });
    const translated = ownerPage.getByRole('region', { name: heading });
    await expect(translated.getByTestId('spending-row').filter({ hasText: title })).toContainText(
      listener,
    );
    await ownerPage.goto(topicPath);
    await expect(
      ownerPage
        .locator('li[data-message-id]')
        .filter({ hasText: words })
        .getByTestId('receipt-line'),
    ).toContainText(share);
  }
  await helperPage.context().close();
  await ownerPage.context().close();
});
