import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storeCookieChoice } from './support/cookie-choice';
import { fillTopUpBillingAddress } from './support/top-up';
import { createVerifiedUser, signIn } from './support/users';

/** Billing details remembered with consent, prefilled, edited and deleted. */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

async function openBillingStep(page: Page) {
  await page.getByRole('button', { name: 'Top up balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await dialog.getByRole('button', { name: /^Continue/ }).click();
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  return dialog;
}

test('remembered billing details: ticked at a top-up, prefilled next time, deleted on the account page', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await expect(
    page.getByRole('region', { name: 'Billing details' }).getByText(/No billing details saved/),
  ).toBeVisible();

  // Consent is off by default; ticked, the details are remembered when paying.
  let dialog = await openBillingStep(page);
  const remember = dialog.getByRole('checkbox', { name: /Remember these details/ });
  await expect(remember).not.toBeChecked();
  await fillTopUpBillingAddress(dialog);
  await remember.check();
  await dialog.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/pay\/test\/tc_/);
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Expiry').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toBeVisible();

  // The account page shows them to their owner.
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Billing details' });
  await expect(section.getByTestId('saved-billing')).toContainText('Ada Lovelace');
  await expect(section.getByTestId('saved-billing')).toContainText(
    'Unter den Linden 1, 10117 Berlin, Germany',
  );

  // The next top-up starts from them, the box ticked.
  dialog = await openBillingStep(page);
  await expect(dialog.getByLabel('Surname')).toHaveValue('Lovelace');
  await expect(dialog.getByLabel('City')).toHaveValue('Berlin');
  await expect(dialog.getByLabel('Post code')).toHaveValue('10117');
  await expect(dialog.getByRole('checkbox', { name: /Remember these details/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Edited on the account page.
  await section.getByRole('button', { name: 'Edit' }).click();
  await section.getByLabel('City').fill('Potsdam');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Billing details saved.')).toBeVisible();
  await expect(section.getByTestId('saved-billing')).toContainText('10117 Potsdam');

  // Deleted after a confirmation: the next top-up starts empty, the box unticked.
  await section.getByRole('button', { name: 'Delete' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete billing details?' });
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(section.getByText(/No billing details saved/)).toBeVisible();
  await page.reload();
  dialog = await openBillingStep(page);
  await expect(dialog.getByLabel('Surname')).toHaveValue('');
  await expect(dialog.getByLabel('City')).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: /Remember these details/ })).not.toBeChecked();
});
