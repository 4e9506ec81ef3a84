import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { apiSession } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { agreeToRules, createTopic } from './support/topics';
import { createVerifiedUser, signedInPage, type E2EUser } from './support/users';

/**
 * The hand-off summary with consent: the owner asks for a person, reads the AI
 * companion's short summary, edits it and shares it — the interlocutor who takes the seat
 * sees exactly the edited text pinned, labelled as the companion's words approved by the
 * owner. A declined summary is never shown.
 */

const dialogName = 'Share a summary with the person who takes over?';

/** The helper applies (as in the interlocutors journey), the admin approves, they go available. */
async function availableInterlocutor(browser: Browser, baseURL: string, helper: E2EUser) {
  const page = await signedInPage(browser, helper);
  await page.getByRole('button', { name: 'Become an interlocutor' }).click();
  const modal = page.getByRole('dialog', { name: 'Become an interlocutor' });
  await modal.getByLabel('Nickname').fill('Sunny');
  await modal.getByLabel('Experience').fill('Years on a help line');
  await modal.getByLabel('Interests').fill('Books');
  await modal.getByLabel('How would you like to help?').fill('I listen.');
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(modal).toBeHidden({ timeout: 8000 });
  const admin = await apiSession(baseURL, e2eAdmin);
  const answer = await admin.context.get('/api/admin/applications?status=pending', {
    headers: { accept: 'application/json' },
  });
  const list = (
    (await answer.json()) as { payload: { data: { id: number; account_email: string }[] } }
  ).payload.data;
  const application = list.find((row) => row.account_email === helper.email)!;
  await admin.call(`/api/admin/applications/${application.id}/approve`, {});
  await admin.context.dispose();
  await page.goto('/interlocutor');
  await page.getByRole('switch', { name: 'Available for chats' }).click();
  await expect(page.getByRole('switch', { name: 'Available for chats' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  return page;
}

async function talkThenAskForPerson(ownerPage: Page, title: string) {
  await createTopic(ownerPage, title);
  const box = ownerPage.getByRole('textbox', { name: 'Write your message...' });
  await box.fill('My manager keeps shouting at me and I cannot sleep');
  await box.press('Enter');
  await expect(
    ownerPage.locator('li[data-message-id]:not([data-typing]):has([data-kind-mark="ai"])').first(),
  ).toBeVisible({ timeout: 20_000 });
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  return ownerPage.getByRole('dialog', { name: dialogName });
}

async function acceptOffer(helperPage: Page, title: string) {
  await helperPage.goto('/interlocutor');
  const offer = helperPage.getByRole('listitem').filter({ hasText: title });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await agreeToRules(helperPage);
  await expect(helperPage.getByRole('heading', { name: title })).toBeVisible();
}

test('the owner edits the summary; the person who takes over sees exactly that, labelled', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [owner, helper] = [await createVerifiedUser(request), await createVerifiedUser(request)];
  const helperPage = await availableInterlocutor(browser, baseURL!, helper);
  const ownerPage = await signedInPage(browser, owner);
  const title = `Hand-off ${randomBytes(3).toString('hex')}`;

  const offer = await talkThenAskForPerson(ownerPage, title);
  const field = offer.getByLabel('Summary for the person');
  await expect(field).toHaveValue(
    'The person talked with the AI companion about “my manager” and would now like to talk with a person.',
  );
  const edited =
    'I have trouble with my manager and I sleep badly. Please start gently, I am tired.';
  await field.fill(edited);
  await ownerPage.screenshot({ path: screenshotPath('handoff-consent-1280.png') });
  await offer.getByRole('button', { name: 'Share this summary' }).click();
  await expect(offer).toBeHidden();
  await expect(
    ownerPage.getByText('The summary will be shown to the person who takes over.'),
  ).toBeVisible();

  await acceptOffer(helperPage, title);
  const pinned = helperPage.getByTestId('handoff-summary');
  await expect(pinned.locator('[data-handoff-text]')).toHaveText(edited);
  await expect(pinned.locator('[data-kind-mark="ai"]')).toBeVisible();
  await expect(
    pinned.getByText('Written by the AI companion, edited and approved by the owner'),
  ).toBeVisible();
  // The earlier conversation itself is not shown to the person.
  await expect(helperPage.getByText('My manager keeps shouting at me')).toHaveCount(0);
  await helperPage.screenshot({ path: screenshotPath('handoff-pinned-1280.png') });
  // The owner does not see it pinned: it was theirs to give.
  await expect(ownerPage.getByTestId('handoff-summary')).toHaveCount(0);
});

test('a declined summary is never shown to the person who takes over', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [owner, helper] = [await createVerifiedUser(request), await createVerifiedUser(request)];
  const helperPage = await availableInterlocutor(browser, baseURL!, helper);
  const ownerPage = await signedInPage(browser, owner);
  const title = `Declined ${randomBytes(3).toString('hex')}`;

  const offer = await talkThenAskForPerson(ownerPage, title);
  await expect(offer.getByLabel('Summary for the person')).not.toHaveValue('');
  await offer.getByRole('button', { name: 'Don’t share anything' }).click();
  await expect(offer).toBeHidden();

  await acceptOffer(helperPage, title);
  await expect(helperPage.getByRole('textbox', { name: 'Write your message...' })).toBeEnabled();
  await helperPage.reload();
  await expect(helperPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(helperPage.getByTestId('handoff-summary')).toHaveCount(0);
  await expect(helperPage.getByText('my manager')).toHaveCount(0);
});
