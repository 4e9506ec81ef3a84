import { expect, test } from './support/test';
import { storeCookieChoice } from './support/cookie-choice';
import { createVerifiedUser, signIn } from './support/users';

/** A user makes, copies, uses and revokes an API token on the account page. */

test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

test('a user creates an API token (shown once, copied), sees it listed and revokes it', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('You have no API tokens.')).toBeVisible();

  // A name first.
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(card.getByText('Please name the device the token is for')).toBeVisible();

  await card.getByLabel('Device name').fill('Laptop CLI');
  await card.getByRole('button', { name: 'Create token' }).click();
  await expect(
    card.getByText('Copy your new token now: it will not be shown again.'),
  ).toBeVisible();
  const token = (await card.getByTestId('new-api-token').innerText()).trim();
  expect(token.length).toBeGreaterThan(30);
  await card.getByRole('button', { name: 'Copy token' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('listitem')).toContainText('Laptop CLI');
  await expect(card.getByRole('listitem')).toContainText('Never used');

  // The token works for an API client (no cookies).
  const client = await playwright.request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  expect((await client.get('/api/user/profile', { headers: auth })).status()).toBe(200);

  // Never shown again: after a reload only its name and dates are listed.
  await page.reload();
  await expect(card.getByRole('listitem')).toContainText('Laptop CLI');
  await expect(card.getByTestId('new-api-token')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  await card.getByRole('button', { name: 'Revoke Laptop CLI' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Token revoked.' })).toBeVisible();
  await expect(card.getByText('You have no API tokens.')).toBeVisible();
  expect((await client.get('/api/user/profile', { headers: auth })).status()).toBe(401);
  await client.dispose();
});
