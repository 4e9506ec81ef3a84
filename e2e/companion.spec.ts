import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { screenshotPath } from './support/screenshots';
import { createTopic } from './support/topics';
import { createVerifiedUser, signIn } from './support/users';

/**
 * The AI companion, as a new user meets it: create a topic, write, see `Writing...`, then
 * the companion's reply appears without a reload (the built-in offline companion answers
 * after the configured 2–6 s). Screenshots of the conversation at 390 and 1440 px.
 */

for (const width of [1440, 390]) {
  test(`a new user talks with the companion (${width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const user = await createVerifiedUser(request);
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 844 },
    });
    const page = await context.newPage();
    await signIn(page, user);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();
    await createTopic(page, `Evening thoughts ${randomBytes(3).toString('hex')}`);
    if (width > 500) {
      await expect(page.getByRole('radio', { name: 'AI', exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    }

    const box = page.getByRole('textbox', { name: 'Write your message...' });
    const said = 'I feel lonely since I moved to a new city';
    await box.fill(said);
    await box.press('Enter');
    const log = page.locator('ol');
    await expect(log.getByText(said)).toBeVisible();

    // The companion is writing …
    const writing = log.locator('[data-typing="true"]');
    await expect(writing).toBeVisible({ timeout: 5000 });
    await expect(writing).toContainText('Writing...');

    // … and its reply takes the place of `Writing...`, without a reload.
    const stored = log.locator('li[data-message-id]:not([data-typing])');
    await expect(stored).toHaveCount(2, { timeout: 15_000 });
    const reply = stored.nth(1);
    await expect(reply).toContainText(said);
    await expect(reply).toContainText('?');
    await expect(log.locator('[data-typing="true"]')).toHaveCount(0);
    const bubbles = log.locator('li[data-message-id]');
    await expect(bubbles).toHaveCount(2);
    // Newest at the bottom: the reply is last and in view.
    await expect(bubbles.last()).toBeInViewport();
    await page.screenshot({ path: screenshotPath(`companion-${width}.png`) });
    await context.close();
  });
}
