import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * The admin console as an operator uses it: handle a report by closing the topic (the
 * owner's page is told why), change `new_topic_cost` (a user then sees and pays the new
 * cost); a normal user at /admin gets the 404 page and never loads the console's chunk.
 */

const desktop = { width: 1440, height: 900 };

async function setTopicCost(admin: Page, cost: number) {
  await admin.goto('/admin/settings');
  const field = admin.getByLabel('new_topic_cost');
  await field.fill(String(cost));
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test('an admin closes a reported topic and changes the topic price, which a user then pays', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  const owner = await signedInPage(browser, user, { viewport: desktop });
  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  const title = `Rude ${randomBytes(3).toString('hex')}`;

  await createTopic(owner, title, { cost: 5 });
  await expect(owner.getByTestId('chat-balance')).toHaveText('45 points');
  await owner.getByRole('button', { name: 'Report topic' }).click();
  await expect(owner.getByText('Topic reported successfully')).toBeVisible();

  // The admin finds the report in the queue and closes the topic.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await admin.getByRole('link', { name: 'Reports' }).click();
  const card = admin.getByRole('region').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Close topic' }).click();
  await expect(card).toBeHidden();
  await expect(
    owner.getByText('This chat has been closed by a moderator for violating the rules.'),
  ).toBeVisible();

  // The admin raises the price; the user sees and pays it.
  await setTopicCost(admin, 7);
  try {
    await createTopic(owner, `${title} again`, { cost: 7 });
    await expect(owner.getByTestId('chat-balance')).toHaveText('38 points');
  } finally {
    await setTopicCost(admin, 5);
  }
  await admin.screenshot({ path: 'test-results/admin-settings-1440.png', fullPage: true });
});

test('a normal user at /admin gets the 404 page and no admin chunk is loaded', async ({
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const page = await signedInPage(browser, user, { viewport: desktop });
  const adminChunks: string[] = [];
  page.on('request', (candidate) => {
    if (/admin-console/.test(candidate.url())) adminChunks.push(candidate.url());
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  expect(adminChunks).toEqual([]);
});
