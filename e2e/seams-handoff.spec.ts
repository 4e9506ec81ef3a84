import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { withSettings } from './support/admin-settings';
import { apiSession } from './support/api-session';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { agreeToRules, createTopic } from './support/topics';
import { createVerifiedUser, signedInPage, type E2EUser } from './support/users';

/**
 * Where the hand-off, the seat, the cost rule and the safety lane meet, tried by three
 * people in their own browsers: the owner, an approved interlocutor and a stranger. Each
 * side is checked in its own words.
 */

const summaryDialog = 'Share a summary with the person who takes over?';
const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Write your message...' });
const lastLine = (page: Page, text: string) =>
  page.locator('li[data-message-id]').filter({ hasText: text }).last();

/** The helper applies, the admin approves, and they go available in the console. */
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

/** A one-pixel PNG: enough for the Send files dialog to preview and price it. */
const pixel = {
  name: 'dot.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The Send files dialog prices what is attached like the message box: "Free" here. */
async function expectFilesFree(page: Page) {
  await page.getByTestId('attach-image-input').setInputFiles([pixel]);
  const modal = page.getByRole('dialog', { name: 'Send files' });
  await expect(modal.getByTestId('files-cost')).toHaveText('Free');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
}

/** The owner writes and waits for the companion's answer. */
async function say(page: Page, text: string) {
  const replies = page.locator('li[data-message-id]:not([data-typing]):has([data-kind-mark="ai"])');
  const before = await replies.count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
}

test('hand-off in one order, then removal: each side in their own words; a stranger is refused before the rules', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [owner, helper, stranger] = [
    await createVerifiedUser(request),
    await createVerifiedUser(request),
    await createVerifiedUser(request),
  ];
  const helperPage = await availableInterlocutor(browser, baseURL!, helper);
  const ownerPage = await signedInPage(browser, owner);
  const strangerPage = await signedInPage(browser, stranger);
  const title = `Seams ${randomBytes(3).toString('hex')}`;

  await createTopic(ownerPage, title);
  const topicUrl = new URL(ownerPage.url()).pathname;
  await say(ownerPage, 'My manager keeps shouting at me and I cannot sleep');

  // Human asks about the summary first; while the owner reads it, nobody is offered anything.
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  const dialog = ownerPage.getByRole('dialog', { name: summaryDialog });
  await expect(dialog.getByLabel('Summary for the person')).not.toHaveValue('');
  await expect(ownerPage.getByTestId('interlocutor-search')).toHaveCount(0);
  await helperPage.reload();
  await expect(helperPage.getByText('No one is waiting right now.')).toBeVisible();
  await expect(helperPage.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // The choice starts the search: now the offer arrives.
  await dialog.getByRole('button', { name: 'Share this summary' }).click();
  await expect(dialog).toBeHidden();
  await expect(ownerPage.getByTestId('interlocutor-search')).toContainText(
    'Searching for an interlocutor',
  );
  const offer = helperPage.getByRole('listitem').filter({ hasText: title });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await agreeToRules(helperPage);
  await expect(helperPage.getByRole('heading', { name: title })).toBeVisible();

  // The interlocutor: no price and no balance or top-up for messages free to them; the owner
  // under the name the chat shows, in the chat and in the console alike.
  await expect(helperPage.getByTestId('message-cost')).toHaveText('Free');
  await expect(helperPage.getByTestId('chat-balance')).toHaveCount(0);
  await expect(helperPage.getByRole('button', { name: 'Top up' })).toHaveCount(0);
  await expectFilesFree(helperPage);
  const ownerName = (await helperPage.locator('[data-companion-name]').textContent())!.trim();
  await messageBox(helperPage).fill('Hello, I am here. What happened today?');
  await messageBox(helperPage).press('Enter');
  await expect(lastLine(ownerPage, 'Hello, I am here.')).toBeVisible();
  await expect(helperPage.getByText(/\d+(\.\d+)? points/)).toHaveCount(0);
  await helperPage.screenshot({ path: screenshotPath('seams-interlocutor-chat-1280.png') });
  const consolePage = await helperPage.context().newPage();
  await consolePage.goto('/interlocutor');
  await expect(consolePage.getByText(`With ${ownerName}`)).toBeVisible();
  await expect(consolePage.getByText(/Guest #\d+/)).toHaveCount(0);
  await consolePage.close();

  // A stranger opening the full topic by its address: "Chat is full", no rules to agree to.
  await strangerPage.goto(topicUrl);
  await expect(strangerPage.getByTestId('chat-refusal')).toHaveText('Chat is full');
  await expect(strangerPage.getByRole('dialog', { name: 'Before you start' })).toHaveCount(0);

  // Removal: the owner is told what they did, the person that they were removed.
  await ownerPage.screenshot({ path: screenshotPath('seams-owner-chat-1280.png') });
  await ownerPage.getByRole('button', { name: 'Remove', exact: true }).click();
  await ownerPage
    .getByRole('dialog', { name: 'Remove this person?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(ownerPage.getByText('The person was removed from this chat.')).toBeVisible();
  await expect(lastLine(ownerPage, 'The owner removed the person from this chat.')).toBeVisible();
  await expect(helperPage.getByText(/The owner removed you from this (chat|topic)/)).toBeVisible();
  await expect(helperPage).toHaveURL(/\/rooms$/);
  await ownerPage.waitForTimeout(1000);
  await expect(ownerPage.getByText('Your interlocutor left. You can search again.')).toHaveCount(0);
  await ownerPage.screenshot({ path: screenshotPath('seams-owner-removed-1280.png') });

  // The seat set to "Nobody": a stranger is refused in those words before any rules.
  await ownerPage.getByRole('radio', { name: 'Nobody — just me and the companion' }).click();
  await expect(ownerPage.getByText('Saved: who may take the seat.')).toBeVisible();
  await strangerPage.goto(topicUrl);
  await expect(strangerPage.getByTestId('chat-refusal')).toHaveText(
    'The owner keeps this topic to themselves and the companion: nobody can join it.',
  );
  await expect(strangerPage.getByRole('dialog', { name: 'Before you start' })).toHaveCount(0);
  await strangerPage.screenshot({ path: screenshotPath('seams-stranger-refused-1280.png') });
});

test('a search nobody takes ends in a stored line, reads idle after a reload, and AI stops a search at once', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request);
  const ownerPage = await signedInPage(browser, owner);
  await createTopic(ownerPage, `Quiet ${randomBytes(3).toString('hex')}`);
  await say(ownerPage, 'I feel a bit lonely tonight');

  await withSettings(baseURL!, { interlocutor_search_seconds: 2 }, async () => {
    await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
    const dialog = ownerPage.getByRole('dialog', { name: summaryDialog });
    await dialog.getByRole('button', { name: 'Don’t share anything' }).click();
    const search = ownerPage.getByTestId('interlocutor-search');
    await expect(search.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(
      lastLine(ownerPage, 'Nobody was free — the companion is here; try again later.'),
    ).toBeVisible({ timeout: 30_000 });
  });
  await ownerPage.reload();
  await expect(
    lastLine(ownerPage, 'Nobody was free — the companion is here; try again later.'),
  ).toBeVisible();
  await expect(ownerPage.getByTestId('interlocutor-search')).toHaveCount(0);
  await expect(ownerPage.getByRole('radio', { name: 'AI' }).first()).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // Asked again, and AI pressed while searching: the search stops at once, and says so.
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  await ownerPage
    .getByRole('dialog', { name: summaryDialog })
    .getByRole('button', { name: 'Don’t share anything' })
    .click();
  await expect(ownerPage.getByTestId('interlocutor-search')).toBeVisible();
  await ownerPage.getByRole('radio', { name: 'AI' }).first().click();
  await expect(ownerPage.getByTestId('interlocutor-search')).toHaveCount(0);
  await expect(
    lastLine(ownerPage, 'The search for a person was stopped — the companion is here.'),
  ).toBeVisible();
  await expect(
    ownerPage.locator('li[data-message-id]', { hasText: 'Searching for a person…' }),
  ).toHaveCount(2);
});

test('crisis and safe again: the card keeps the last time visible, leaving is said, help stays in the menu', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request);
  const ownerPage = await signedInPage(browser, owner);
  await createTopic(ownerPage, `Night ${randomBytes(3).toString('hex')}`);

  await say(ownerPage, 'I want to end my life');
  const card = ownerPage.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  await expect(ownerPage.getByTestId('message-cost')).toHaveText('Free');
  await expectFilesFree(ownerPage);
  // The last message's time stays above the pinned card, also when the card grows again
  // (folded and unfolded, as its help lines load).
  const lastTime = ownerPage.locator('li[data-message-id] time').last();
  await expect(lastTime).toBeVisible();
  const timeEndsAboveCard = async () => {
    const [timeBox, cardBox] = [await lastTime.boundingBox(), await card.boundingBox()];
    return timeBox!.y + timeBox!.height <= cardBox!.y + 1;
  };
  expect(await timeEndsAboveCard()).toBe(true);
  await card.getByRole('button', { name: 'Hide help lines' }).click();
  await card.getByRole('button', { name: 'Help lines' }).click();
  await expect(card.getByRole('link', { name: /In immediate danger/ })).toBeVisible();
  await expect.poll(timeEndsAboveCard).toBe(true);
  await ownerPage.screenshot({ path: screenshotPath('seams-crisis-1280.png') });

  await say(ownerPage, "I'm safe now, thank you");
  await expect(
    lastLine(
      ownerPage,
      'Safe mode ended: you said you are safe now. Messages cost points again; the help lines stay one tap away under Help lines in the chat menu.',
    ),
  ).toBeVisible();
  await expect(
    lastLine(ownerPage, "I'm glad you feel safe now. Safe mode has ended"),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(ownerPage.getByTestId('message-cost')).not.toHaveText('Free');
  await ownerPage.screenshot({ path: screenshotPath('seams-safe-again-1280.png') });

  await ownerPage.getByRole('button', { name: 'Help lines' }).first().click();
  const help = ownerPage.getByRole('dialog', {
    name: 'You are not alone — help is there, day and night',
  });
  await expect(help.getByRole('link', { name: /In immediate danger/ })).toBeVisible();
  await ownerPage.screenshot({ path: screenshotPath('seams-help-lines-1280.png') });
});
