import { de, en, es } from '@parlor/contracts/i18n';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { storeCookieChoice } from './support/cookie-choice';
import { screenshotPath } from './support/screenshots';
import { expect, test } from './support/test';
import { createVerifiedUser, signIn, waitForMailLink } from './support/users';

/** The account page's "Your data" section, in en, de and es. */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

const dataCard = (page: Page, title: string) => page.getByRole('region', { name: title });

test('a user deletes their account through the mailed link, and the address registers again', async ({
  page,
  request,
}) => {
  const texts = en.privacy;
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const card = dataCard(page, texts.section.title);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(texts.section.intro)).toBeVisible();
  await card.screenshot({ path: screenshotPath('account-your-data.png') });

  await card.getByRole('button', { name: texts.delete.button }).click();
  const dialog = page.getByRole('dialog', { name: texts.delete.title });
  // The points a new account starts with, as the profile answers them.
  const [before, after] = texts.delete.lossPoints.split('{points}') as [string, string];
  await expect(dialog.getByText(before)).toHaveText(/^.+\(\d+(\.\d+)?\).+$/);
  await expect(dialog.getByText(before)).toContainText(after);
  await expect(dialog.getByText(texts.delete.lossConversations)).toBeVisible();
  await expect(dialog.getByText(texts.delete.lossKept)).toBeVisible();
  await dialog.getByLabel(texts.delete.passwordLabel, { exact: true }).fill('Wrong-Password-1');
  await dialog.getByRole('button', { name: texts.delete.submit }).click();
  await expect(dialog.getByText(texts.errors.passwordWrong)).toBeVisible();
  await dialog.getByLabel(texts.delete.passwordLabel, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: texts.delete.submit }).click();
  await expect(dialog.getByText(texts.delete.linkSent)).toBeVisible();

  const link = await waitForMailLink(user.email, '/account/delete');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: texts.delete.confirmTitle })).toBeVisible();
  await page.getByRole('button', { name: texts.delete.confirmButton }).click();
  await expect(page.getByText(texts.delete.deleted)).toBeVisible();
  // The page now confirms the deletion: no longer the question with a warning.
  await expect(page.getByRole('heading', { name: texts.delete.deletedTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: texts.delete.confirmTitle })).toHaveCount(0);

  // Signed out everywhere; the old password no longer signs in; the address is free again.
  await page.goto('/account');
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await signInDialog.getByLabel('Email').fill(user.email);
  await signInDialog.getByLabel('Password', { exact: true }).fill(user.password);
  await signInDialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signInDialog).toBeVisible();
  await expect(page).not.toHaveURL(/\/account$/);
  const again = await createVerifiedUser(request, { email: user.email });
  await signIn(page, again);
});

test('a user downloads their data as a JSON file; the privacy page explains both', async ({
  page,
  request,
}) => {
  const texts = en.privacy;
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const card = dataCard(page, texts.section.title);
  await expect(card.getByText(texts.export.hint)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: texts.export.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parlor-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    profile: { email: string };
    ledger: unknown[];
    open_topics: unknown[];
  };
  expect(data.profile.email).toBe(user.email);
  expect(data.ledger.length).toBeGreaterThan(0);
  expect(data.open_topics).toEqual([]);
  await expect(page.getByTestId('toast').filter({ hasText: texts.export.started })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByText(/Download my data.+gives you a JSON file/)).toBeVisible();
});

for (const [language, catalog] of [
  ['Deutsch', de],
  ['Español', es],
] as const) {
  test(`the "Your data" section and the deletion dialog speak ${language}`, async ({
    page,
    request,
  }) => {
    const texts = catalog.privacy;
    const user = await createVerifiedUser(request);
    await signIn(page, user);
    await page.getByTitle(en.site.switchers.chooseLanguage).selectOption({ label: language });
    const card = dataCard(page, texts.section.title);
    await expect(card.getByText(texts.section.intro)).toBeVisible();
    await expect(card.getByText(texts.export.hint)).toBeVisible();
    await expect(card.getByRole('button', { name: texts.export.button })).toBeVisible();
    await card.getByRole('button', { name: texts.delete.button }).click();
    const dialog = page.getByRole('dialog', { name: texts.delete.title });
    await expect(dialog.getByText(texts.delete.lossConversations)).toBeVisible();
    await expect(dialog.getByRole('button', { name: texts.delete.submit })).toBeVisible();
  });
}
