import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshotPath } from './support/screenshots';
import { createTopic } from './support/topics';
import { e2eAdmin } from './support/admin';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * The safety lane on a phone: words of a crisis pin the help lines of the user's
 * country above the message box as links one tap dials, and the cost preview says the
 * messages are free. In English (a British number: UK lines) and in German (German lines).
 */

const phone = { width: 390, height: 844 };

async function sayInCrisis(page: Page, words: string) {
  await createTopic(page, `Hard night ${randomBytes(3).toString('hex')}`);
  const box = page.getByRole('textbox', { name: 'Write your message...' });
  await box.fill(words);
  await box.press('Enter');
  const card = page.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  return card;
}

test('a British user in crisis gets tappable UK help lines, free messages (390 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request, { phone: '+447400123456' });
  const page = await signedInPage(browser, user, { viewport: phone });
  const card = await sayInCrisis(page, "I don't want to wake up tomorrow");

  await expect(card).toContainText('You are not alone');
  await expect(card.getByRole('link', { name: 'In immediate danger: 999' })).toHaveAttribute(
    'href',
    'tel:999',
  );
  await expect(card.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute(
    'href',
    'tel:116123',
  );
  await expect(card.getByRole('link', { name: 'Text 85258' })).toHaveAttribute('href', 'sms:85258');
  await expect(page.getByTestId('message-cost')).toHaveText('Free');

  // The companion answers with the same lines, then the card still sits above the box.
  const log = page.locator('ol');
  const reply = log.locator('li[data-message-id]:not([data-typing])').nth(1);
  await expect(reply).toContainText('In immediate danger, call 999.', { timeout: 15_000 });
  const box = page.getByRole('textbox', { name: 'Write your message...' });
  const cardBox = (await card.boundingBox())!;
  const inputBox = (await box.boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(inputBox.y);
  expect(cardBox.width).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: screenshotPath('crisis-card-390.png') });

  // A reload shows the same card (the topic remembers its safe mode).
  await page.reload();
  await expect(page.getByTestId('crisis-card')).toBeVisible();
  await page.context().close();
});

test('a German user in crisis gets German help lines in German (390 px)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  const page = await signedInPage(browser, user, { viewport: phone });
  await sayInCrisis(page, 'Ich will morgen nicht mehr aufwachen');

  // The language is in the menu on a phone.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByTitle('Choose language').selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  const card = page.getByTestId('crisis-card');
  await expect(card).toContainText('Du bist nicht allein');
  await expect(card.getByRole('link', { name: 'In akuter Gefahr: 112' })).toHaveAttribute(
    'href',
    'tel:112',
  );
  await expect(card.getByRole('link', { name: '0800 111 0 111 anrufen' })).toHaveAttribute(
    'href',
    'tel:08001110111',
  );
  await expect(page.getByTestId('message-cost')).toHaveText('Kostenlos');
  await page.screenshot({ path: screenshotPath('crisis-card-390-de.png') });
  await page.context().close();
});

test('the moderators see the alert with a link to the topic; the help lines are a table in the settings', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  const page = await signedInPage(browser, user, { viewport: phone });
  await sayInCrisis(page, 'I want to end my life');
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const topicPath = new URL(page.url()).pathname;

  const admin = await signedInPage(browser, e2eAdmin, { viewport: { width: 1280, height: 900 } });
  await admin.goto('/admin/alerts');
  const alert = admin.getByTestId('safety-alert').filter({ hasText: title });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('I want to end my life');
  await expect(alert.getByRole('link', { name: 'Open the topic' })).toHaveAttribute(
    'href',
    topicPath,
  );
  await alert.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(alert).toContainText('Handled');

  await admin.goto('/admin/settings');
  const editor = admin.getByTestId('help-lines-editor');
  await expect(editor.getByLabel('Country (two letters, * for all others)').first()).toHaveValue(
    'US',
  );
  await expect(editor.getByLabel('Name of the line').first()).toHaveValue(
    '988 Suicide & Crisis Lifeline',
  );
  await admin.screenshot({ path: screenshotPath('help-lines-settings.png'), fullPage: false });
  await admin.context().close();
  await page.context().close();
});
