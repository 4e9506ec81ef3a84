import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { agreeToRules, createTopic, openRoom } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * Privacy a person can use in a conversation (issue 29, points 3 and 4): the owner deletes a
 * conversation now (with a confirmation) and the person in the seat sees it closed by its
 * owner at once; a closed conversation still stored says when it will be deleted.
 */

const room = 'Study Buddies';
const pushTimeout = 2500;

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
  await expect(ownerPage.getByText('Guest words')).toBeVisible({ timeout: pushTimeout });

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
  await expect(notice).toContainText('This chat has been closed by its owner.', {
    timeout: pushTimeout,
  });
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
