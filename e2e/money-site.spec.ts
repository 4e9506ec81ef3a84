import type { Page } from '@playwright/test';
import { storeCookieChoice } from './support/cookie-choice';
import { expect, test } from './support/test';
import { createVerifiedUser, signIn } from './support/users';

/** Site-wide details a new user meets between the pages: the header, the console. */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

/** The header's inner row: where the logo starts and how wide the row is. */
async function headerBox(page: Page) {
  const row = page.getByRole('banner').locator(':scope > div').first();
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  return { x: Math.round(box!.x), width: Math.round(box!.width) };
}

const pages = ['/', '/rooms', '/account', '/terms', '/chat'] as const;

test('a non-applicant moves between pages without a 404 from the application status in the console', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const statusCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/become-contributor/status')) statusCalls.push(sent.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signIn(page, user);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(statusCalls).toEqual([]);
  expect(consoleErrors.filter((text) => /404|Not Found/i.test(text))).toEqual([]);

  // Once they apply, the account page shows the application's status.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Become an interlocutor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become an interlocutor' });
  await dialog.getByLabel('Nickname').fill('Robin');
  await dialog.getByLabel('Experience').fill('Years of listening to friends');
  await dialog.getByLabel('Interests').fill('Books and long walks');
  await dialog.getByLabel('How would you like to help?').fill('I listen without judging');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(page.getByRole('button', { name: 'Application pending' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Application pending' })).toBeVisible();
  expect(statusCalls.length).toBeGreaterThan(0);
});

test('the header keeps its width and place on every page, signed out and signed in', async ({
  page,
  request,
}) => {
  // Wider than the content column: a narrower or wider header row shows here.
  await page.setViewportSize({ width: 1680, height: 900 });
  const seen = new Map<string, { x: number; width: number }>();
  for (const path of ['/', '/terms', '/privacy']) {
    await page.goto(path);
    seen.set(`guest ${path}`, await headerBox(page));
  }
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    seen.set(path, await headerBox(page));
    await page.screenshot({
      path: test.info().outputPath(`header-${path.replaceAll('/', '_') || 'home'}.png`),
      clip: { x: 0, y: 0, width: 1680, height: 90 },
    });
  }
  const boxes = [...seen.values()];
  expect(
    new Set(boxes.map((box) => JSON.stringify(box))),
    JSON.stringify(Object.fromEntries(seen)),
  ).toEqual(new Set([JSON.stringify(boxes[0])]));
});
