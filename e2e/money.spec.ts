import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storeCookieChoice } from './support/cookie-choice';
import { fillTopUpBillingAddress } from './support/top-up';
import { createVerifiedUser, signIn } from './support/users';

/** Money, as a new user meets it: top-ups through the test gateway, history, channel status. */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

const cards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

function balanceOf(page: Page): Locator {
  return page.getByTestId('balance');
}

async function readBalance(page: Page): Promise<number> {
  await expect(balanceOf(page)).toContainText(/\d/);
  const text = (await balanceOf(page).innerText()).replace(/POINTS/i, '').replace(/\s/g, '');
  return Number(text);
}

/**
 * Step 2: the profile prefilled e-mail and phone, not the registration's placeholder name
 * `User`; the rest is typed here.
 */
async function fillBilling(dialog: Locator) {
  await expect(dialog.getByText('Billing details')).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Phone', { exact: true })).toHaveValue('+49 1512 3456789');
  await fillTopUpBillingAddress(dialog);
}

/** The hosted pay page of the test gateway: merchant, amount, card fields (the number grouped as typed), Pay. */
async function payOnGateway(page: Page, card: string, amount: string) {
  await expect(page).toHaveURL(/\/pay\/test\/tc_/);
  await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
  await expect(page.getByText('Parlor Digital OÜ')).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText(amount);
  // Typed as digits only: the page groups them in fours as they come; the expiry as MMYY.
  const cardNumber = page.getByLabel('Card number');
  await cardNumber.pressSequentially(card.replaceAll(' ', ''));
  await expect(cardNumber).toHaveValue(card);
  await page.getByLabel('Expiry').fill('1234');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('a new user tops up by amount through the gateway and sees the new balance and history row', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await expect(page.getByText('No purchase history available')).toBeVisible();
  const before = await readBalance(page);

  await page.getByRole('button', { name: 'Top up balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '€25.00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByTestId('you-get')).toHaveText('You get: 250 points');

  // A custom amount that is not an amount.
  await dialog.getByLabel('Custom amount in EUR').fill('abc');
  await dialog.getByRole('button', { name: /^Continue/ }).click();
  await expect(dialog.getByText('Please enter a valid amount')).toBeVisible();

  await dialog.getByRole('button', { name: '€10.00', exact: true }).click();
  await expect(dialog.getByTestId('you-get')).toHaveText('You get: 100 points');
  await dialog.getByRole('button', { name: 'Continue · €10.00' }).click();

  // Step 2 validates with the spec's texts before anything is sent.
  await dialog.getByRole('button', { name: 'Pay €10.00' }).click();
  await expect(dialog.getByText('Surname is required')).toBeVisible();
  await expect(dialog.getByText('Country is required')).toBeVisible();
  await fillBilling(dialog);
  await dialog.getByRole('button', { name: 'Pay €10.00' }).click();

  await payOnGateway(page, cards.success, '€10.00');
  await expect(page).toHaveURL(/\/success-payment\?order_id=\d+/);
  await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toBeVisible();
  await expect(page.getByText('Thank you. Your balance has been updated.')).toBeVisible();
  await expect(page.getByText(/^Transaction #\d+$/)).toBeVisible();
  await expect(page.getByText('Successfully added 100 points to your balance')).toBeVisible();

  await page.getByRole('link', { name: 'View Payment History' }).click();
  await expect(page).toHaveURL(/\/account\?tab=history/);
  const row = page.getByTestId('history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Balance top-up');
  await expect(row).toContainText('€10.00');
  await expect(row).toContainText('+100');
  await expect(row.locator('td').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect.poll(() => readBalance(page)).toBe(before + 100);
});

test('a new user tops up by bundle through the gateway', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const before = await readBalance(page);

  const bundle = page.getByTestId('bundle').first();
  await expect(bundle).toContainText('100');
  await expect(bundle).toContainText('€9.99');
  await bundle.getByRole('button', { name: 'Buy' }).click();

  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await expect(dialog.getByRole('button', { name: /100 points/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog.getByTestId('you-get')).toHaveText('You get: 100 points');
  await dialog.getByRole('button', { name: 'Continue · €9.99' }).click();
  await fillBilling(dialog);
  await dialog.getByRole('button', { name: 'Pay €9.99' }).click();

  await payOnGateway(page, cards.success, '€9.99');
  await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toBeVisible();
  await page.getByRole('link', { name: 'View Payment History' }).click();
  await expect(page.getByTestId('history-row')).toContainText('€9.99');
  await expect.poll(() => readBalance(page)).toBe(before + 100);
});

test('a declined card lands on the fail page and credits nothing', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const before = await readBalance(page);

  await page.getByRole('button', { name: 'Top up balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await dialog.getByRole('button', { name: 'Continue · €25.00' }).click();
  await fillBilling(dialog);
  await dialog.getByRole('button', { name: 'Pay €25.00' }).click();

  await payOnGateway(page, cards.declined, '€25.00');
  await expect(page).toHaveURL(/\/fail-payment\?order_id=\d+&error=failed/);
  await expect(page.getByRole('heading', { name: 'Top-up Failed' })).toBeVisible();
  await expect(page.getByText('Payment failed or was cancelled')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  // The success page believes the server, not the address.
  const orderId = new URL(page.url()).searchParams.get('order_id');
  await page.goto(`/success-payment?order_id=${orderId}`);
  await expect(page).toHaveURL(/\/fail-payment\?order_id=\d+&error=failed/);
  await expect(page.getByRole('heading', { name: 'Top-up Failed' })).toBeVisible();

  // Try Again: the account page with the top-up open again.
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('dialog', { name: 'Top up balance' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No purchase history available')).toBeVisible();
  expect(await readBalance(page)).toBe(before);
});

test('a success page for a transaction the user does not have says it was not found', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/success-payment?order_id=999999999');
  await expect(page).toHaveURL(/\/fail-payment\?order_id=999999999&error=not_found/);
  await expect(page.getByText('Transaction not found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toHaveCount(0);
});

test('the processing page asks a signed-out visitor to sign in and comes back after', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.goto('/processing-payment?order_id=999999999');
  await expect(page.getByText('Sign in to see the status of this payment.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  // Back on the processing page, signed in: the unknown transaction ends on the fail page.
  await expect(page).toHaveURL(/\/fail-payment\?order_id=999999999&error=not_found/);
});

test('the billing step fits a 390 px wide screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Top up balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await dialog.getByRole('button', { name: 'Continue · €25.00' }).click();
  await expect(dialog.getByText('Billing details')).toBeVisible();
  const dialogBox = await dialog.boundingBox();
  const countryBox = await dialog.locator('select[name="country"]').boundingBox();
  const cityBox = await dialog.getByLabel('City').boundingBox();
  expect(dialogBox && countryBox && cityBox).toBeTruthy();
  for (const box of [countryBox, cityBox]) {
    expect(box!.x + box!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width - 16);
  }
});

test('a quick amount below the minimum of the chosen currency cannot be chosen', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await page.addInitScript(() => window.localStorage.setItem('currency', 'USD'));
  await signIn(page, user);
  await page.getByRole('button', { name: 'Top up balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  // 5 USD is below min_top_up_amount × USD value (5 × 1.08 = $5.40).
  await expect(dialog.getByRole('button', { name: '$5.00' })).toBeDisabled();
  await expect(dialog.getByText('Minimum $5.40')).toBeVisible();
  await dialog.getByRole('button', { name: '$10.00' }).click();
  await expect(dialog.getByTestId('you-get')).toHaveText('You get: 92 points');
});

test('the processing page without an order id goes to the fail page', async ({ page }) => {
  await page.goto('/processing-payment');
  await expect(page).toHaveURL(/\/fail-payment/);
  await expect(page.getByText('Transaction identifier is missing')).toBeVisible();
});

test('a user buys channel status and extends it, the balance following without a reload', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);

  // 50 starting points do not cover 150: a clear refusal, nothing changes.
  const before = await readBalance(page);
  await page.getByRole('button', { name: 'Buy Channel status for 7 days' }).click();
  let confirmDialog = page.getByRole('dialog', { name: 'Buy channel status' });
  await expect(confirmDialog).toContainText('Channel status for 7 days costs 150 points.');
  await confirmDialog.getByRole('button', { name: 'Buy' }).click();
  await expect(
    page.getByText(
      /^Failed to purchase channel status\. Not enough points: channel status costs 150 points/,
    ),
  ).toBeVisible();
  expect(await readBalance(page)).toBe(before);

  // Top up 25 EUR = 250 points first.
  await page.getByRole('button', { name: 'Top up balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await dialog.getByRole('button', { name: 'Continue · €25.00' }).click();
  await fillBilling(dialog);
  await dialog.getByRole('button', { name: 'Pay €25.00' }).click();
  await payOnGateway(page, cards.success, '€25.00');
  await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toBeVisible();
  await page.goto('/account');
  await expect.poll(() => readBalance(page)).toBe(before + 250);

  await page.getByRole('button', { name: 'Buy Channel status for 7 days' }).click();
  confirmDialog = page.getByRole('dialog', { name: 'Buy channel status' });
  await confirmDialog.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Channel status purchased successfully')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Channel active until \d{2}\.\d{2}\.\d{4}$/ }),
  ).toBeVisible();
  await expect.poll(() => readBalance(page)).toBe(before + 100);

  // While active, the confirmation says the purchase extends the subscription.
  await page.getByRole('button', { name: /^Channel active until/ }).click();
  confirmDialog = page.getByRole('dialog', { name: 'Buy channel status' });
  await expect(confirmDialog).toContainText(
    /Your channel status is active until \d{2}\.\d{2}\.\d{4}\. This purchase extends your subscription by 7 days for 150 points\./,
  );
  await confirmDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog).toBeHidden();
});
