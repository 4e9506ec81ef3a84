import { expect, test } from './support/test';
import { createEarner } from './support/api-session';
import { storeCookieChoice } from './support/cookie-choice';
import { fillSepaPayoutRequest } from './support/payouts';
import { signIn } from './support/users';

/**
 * Payouts as an interlocutor meets them. The interlocutor is made through the admin API
 * (quicker than the application's approval): the e2e admin grants the
 * interlocutor status (`POST /api/admin/users/{id}/interlocutor`) and credits available
 * earnings (`POST /api/admin/users/{id}/balance-adjustments`).
 */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

test('an interlocutor requests a payout by SEPA and sees it pending in the history', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createEarner(request, baseURL!, 500);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await expect(dialog).toBeVisible();
  // 500 points at 10 points per euro.
  await expect(dialog.getByTestId('payout-available')).toHaveText('€50.00');
  await expect(dialog.getByText('Minimum payout: €10.00')).toBeVisible();
  await expect(dialog.getByText('No payouts yet')).toBeVisible();

  await fillSepaPayoutRequest(dialog, 20);
  await dialog.getByRole('button', { name: 'Submit request' }).click();

  await expect(
    dialog.getByText(
      'Payout request submitted successfully! We will process your request within 1-3 business days.',
    ),
  ).toBeVisible();
  const row = dialog.getByTestId('payout-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('€20.00');
  await expect(row).toContainText('DE•• •••• 3000');
  await expect(row).toContainText('Pending');
  await expect(dialog.getByTestId('payout-available')).toHaveText('€30.00');
});

test('an invalid card number shows its error under the field', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createEarner(request, baseURL!, 300);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByLabel('Amount (EUR)').fill('10');
  await dialog.getByLabel('Payout method').selectOption({ label: 'Bank card' });
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  const card = dialog.getByLabel('Card number');
  await expect(card).toHaveAccessibleDescription('Card number is required');
  await card.fill('4242 4242 4242 4241');
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(card).toHaveAccessibleDescription('Card number is invalid');
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByTestId('payout-row')).toHaveCount(0);
});

test('the password field shows up front for a destination never paid to', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createEarner(request, baseURL!, 300);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  // Before any submit: the IBAN typed in full is new, so the password is asked at once.
  await fillSepaPayoutRequest(dialog, 10);
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await expect(
    dialog.getByText('Enter your password to confirm a payout to a new destination.'),
  ).toBeVisible();
  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(
    dialog.getByText(
      'Payout request submitted successfully! We will process your request within 1-3 business days.',
    ),
  ).toBeVisible();
  await expect(dialog.getByTestId('payout-row')).toHaveCount(1);
});
