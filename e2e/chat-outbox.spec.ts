import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshotPath } from './support/screenshots';
import { createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * What the chat's composer keeps, so no message is lost: the page says when it is offline, what
 * is written meanwhile waits in the outbox ("Sending..." with its cost) and is sent when the
 * line is back; a send that fails for good is "Not sent" with Retry / Discard; the draft
 * survives a reload. Screenshots of the states at 1440 and 390 px.
 */

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Write your message...' });
}

/** The stored messages on the page, oldest first, as their texts. */
function shownMessages(page: Page) {
  return page.locator('li[data-message-id]:not([data-typing])');
}

/** What a text costs at the seeded 0.05 points per character. */
function costOf(text: string): number {
  return (text.length * 5) / 100;
}

/** Writes a message in the box and presses Enter. */
async function write(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

test('a draft is kept per topic across a reload until it is sent', async ({ browser, request }) => {
  const page = await signedInPage(browser, await createVerifiedUser(request));
  await createTopic(page, `Draft ${randomBytes(3).toString('hex')}`);
  await messageBox(page).fill('Half a thought, line one');
  await messageBox(page).press('Shift+Enter');
  await messageBox(page).pressSequentially('and line two');

  await page.reload();
  await expect(messageBox(page)).toHaveValue('Half a thought, line one\nand line two');
  await expect(page.getByTestId('message-cost')).toHaveText(
    `${costOf('Half a thought, line one\nand line two')} points`,
  );

  await messageBox(page).press('Enter');
  // Mine carry no sender line, so the text starts the bubble (the companion's reply may quote it).
  const sent = shownMessages(page).filter({ hasText: /^Half a thought/ });
  await expect(sent).toHaveCount(1);
  await page.reload();
  await expect(sent).toHaveCount(1);
  await expect(messageBox(page)).toHaveValue('');
  await page.context().close();
});

for (const width of [1440, 390]) {
  test(`offline notice and outbox states (${width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const viewport = { width, height: width > 500 ? 900 : 844 };
    const page = await signedInPage(browser, await createVerifiedUser(request), { viewport });
    await createTopic(page, `Outbox ${randomBytes(3).toString('hex')}`);
    await expect(messageBox(page)).toBeEnabled();
    const sentKeys: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/messages/create'))
        sentKeys.push(sent.headers()['idempotency-key'] ?? '');
    });

    await page.context().setOffline(true);
    await expect(page.getByTestId('connection-notice')).toContainText(
      'What you write waits here and is sent when the connection is back.',
    );
    await write(page, 'Are you still there? The train is in a tunnel.');
    await expect(page.locator('li[data-outbox-state="queued"]')).toContainText('Sending...');
    await page.screenshot({ path: screenshotPath(`chat-offline-${width}.png`) });

    // Back online while the server is unreachable: tried again and again, then "Not sent".
    await page.route('**/api/messages/create', (route) => route.abort('connectionrefused'));
    await page.context().setOffline(false);
    const failed = page.locator('li[data-outbox-state="failed"]');
    await expect(failed).toContainText('Not sent — Your message could not be sent.', {
      timeout: 30_000,
    });
    // Five attempts counted (one the browser made while it still called itself offline is
    // not), every one with the message's one key.
    expect(sentKeys.length).toBeGreaterThanOrEqual(5);
    expect(new Set(sentKeys).size).toBe(1);
    await page.screenshot({ path: screenshotPath(`chat-not-sent-${width}.png`) });

    // The server is back: Retry sends it (stored once, shown once).
    await page.unroute('**/api/messages/create');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('li[data-outbox-state]')).toHaveCount(0);
    // Mine carry no sender line, so the text starts the bubble (a reply may quote it).
    await expect(shownMessages(page).filter({ hasText: /^Are you still there\?/ })).toHaveCount(1);

    // A text the balance cannot pay is refused: Not sent with the reason; Discard removes it.
    await write(page, 'A long story about my week. '.repeat(34).trim());
    await expect(failed).toContainText('Not sent — Not enough points');
    await failed.getByRole('button', { name: 'Discard' }).click();
    await expect(page.locator('li[data-outbox-state]')).toHaveCount(0);
    await expect(shownMessages(page).filter({ hasText: /^A long story/ })).toHaveCount(0);
    await page.context().close();
  });
}
