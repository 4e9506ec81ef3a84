import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { apiSession } from './support/api-session';
import { admin } from '@parlor/contracts/i18n/en/admin';
import { createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * The admin console as an operator uses it: handle a report by closing the topic (the
 * owner's page is told why), change `new_topic_cost` (a user then sees and pays the new
 * cost); a normal user at /admin gets the 404 page and never loads the console's chunk.
 */

const desktop = { width: 1440, height: 900 };

/** Changes the topic price on the settings page: the change is shown (before → after) and confirmed. */
async function setTopicCost(admin: Page, from: number, to: number) {
  await admin.goto('/admin/settings');
  const field = admin.getByLabel('New topic (points)');
  await field.fill(String(to));
  await admin.getByRole('button', { name: 'Review changes' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Save these changes?' });
  await expect(confirm.getByTestId('settings-diff')).toHaveText(
    `New topic: ${from} points → ${to} points`,
  );
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test('an admin closes a reported topic and changes the topic price, which a user then pays', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  const owner = await signedInPage(browser, user, { viewport: desktop });
  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  const title = `Rude ${randomBytes(3).toString('hex')}`;

  await createTopic(owner, title, { cost: 5 });
  await expect(owner.getByTestId('chat-balance')).toHaveText('45 points');
  // Another user reports the topic (its owner cannot).
  const topicId = Number(/\/topics\/(\d+)\/chat/.exec(owner.url())?.[1]);
  const reporter = await apiSession(baseURL!, await createVerifiedUser(request));
  const reported = await reporter.call('/api/reports/create', { topic_id: topicId, type: 'topic' });
  expect(reported).toMatchObject({ message: 'Topic reported successfully' });
  await reporter.context.dispose();

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
  await setTopicCost(admin, 5, 7);
  try {
    await createTopic(owner, `${title} again`, { cost: 7 });
    await expect(owner.getByTestId('chat-balance')).toHaveText('38 points');
  } finally {
    await setTopicCost(admin, 7, 5);
  }
  await admin.screenshot({ path: 'test-results/admin-settings-1440.png', fullPage: true });
});

/**
 * Long console-only sentences (the console's own texts): none may reach a non-admin. Short
 * ones ("Save", "Users") also appear elsewhere, so they prove nothing.
 */
function consoleMarkers(): string[] {
  const leaves: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') leaves.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(admin.console);
  return [...new Set(leaves.filter((text) => text.length >= 20 && !text.includes('{')))];
}

/** Every answer the page receives from here on (URL and, for code and styles, the body). */
function recordAnswers(page: Page) {
  const answers: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    pending.push(
      (['script', 'stylesheet', 'document', 'fetch', 'xhr'].includes(type)
        ? response.text().catch(() => '')
        : Promise.resolve('')
      ).then((body) => {
        answers.push({ url: response.url(), body });
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return answers;
  };
}

test('a normal user at /admin gets the 404 page and downloads no console code or text', async ({
  browser,
  request,
}) => {
  const markers = consoleMarkers();
  expect(markers.length).toBeGreaterThan(10);

  const user = await createVerifiedUser(request);
  const page = await signedInPage(browser, user, { viewport: desktop });
  const userAnswers = recordAnswers(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found.' })).toBeVisible();
  const seen = await userAnswers();
  expect(seen.length).toBeGreaterThan(0);
  const adminCalls = seen.filter(({ url }) => new URL(url).pathname.startsWith('/api/admin'));
  expect(new Set(adminCalls.map(({ url }) => new URL(url).pathname))).toEqual(
    new Set(['/api/admin/me']),
  );
  const leaks = seen.flatMap(({ url, body }) =>
    markers.filter((marker) => body.includes(marker)).map((marker) => `${url}: ${marker}`),
  );
  expect(leaks).toEqual([]);

  // The same markers do find the console in what an admin downloads (the check can fail).
  const adminPage = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  const adminAnswers = recordAnswers(adminPage);
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  const adminSeen = await adminAnswers();
  expect(adminSeen.some(({ body }) => markers.some((marker) => body.includes(marker)))).toBe(true);
});

test('the settings page shows every group, each setting with its label, unit, range, help and default', async ({
  browser,
}) => {
  const page = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  await page.goto('/admin/settings');
  for (const group of [
    'Prices',
    'Chat',
    'AI companion',
    'Interlocutors and earnings',
    'Payouts',
    'Limits',
    'Site',
  ]) {
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }
  const rate = page.getByLabel('Points per currency unit (points per EUR)');
  await expect(rate).toHaveValue('10');
  await expect(page.getByText('Points one unit of the default currency buys.')).toBeVisible();
  const hold = page.getByLabel('Hold before payout (days)');
  await expect(hold).toHaveAttribute('min', '0');
  await expect(hold).toHaveAttribute('max', '365');
  await expect(page.getByTestId('settings-interlocutors')).toContainText(
    'Days each earning stays pending, counted from when it was earned; a change applies to pending earnings too (0 makes them available at once). Allowed: 0 to 365. Default: 7 days',
  );
  await expect(page.getByRole('button', { name: 'Review changes' })).toBeDisabled();
});
