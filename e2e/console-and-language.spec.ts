import type { Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { storeCookieChoice } from './support/cookie-choice';
import { expect, test } from './support/test';
import { createVerifiedUser, type E2EUser } from './support/users';

/**
 * Reaching the console and the page one asked for: staff see a Console link in
 * the header and in the side menu; signing in from /admin or any protected page returns
 * there; /profile is /account; a first visit speaks the browser's language.
 */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

async function answerSignIn(page: Page, user: E2EUser) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an admin who signs in at /admin/settings lands on the console page, linked from the header and the side menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/settings');
  await answerSignIn(page, e2eAdmin);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Admin console' })).toBeVisible();

  await page.goto('/rooms');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin console' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
});

test('a user sees no Console link; signing in from /rooms returns to /rooms; /profile opens the account page', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/rooms');
  await answerSignIn(page, user);
  await expect(page).toHaveURL(/\/rooms$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Rooms' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Console' })).toHaveCount(0);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
});

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('gets German on the first visit, and keeps a language chosen later', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden' }).first()).toBeVisible();

    await page.getByTitle('Sprache wählen').selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  });
});
