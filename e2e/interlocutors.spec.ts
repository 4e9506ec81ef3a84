import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from './support/admin';
import { createVerifiedUser, signIn, type E2EUser } from './support/users';

/**
 * A person for a conversation, as new users meet it: a user applies, the admin approves
 * (through the API), the interlocutor goes available in /interlocutor, the owner asks for a
 * person, sees "Searching for an interlocutor", the interlocutor accepts, the owner sees
 * "Connected", they talk, and the interlocutor's earnings rise.
 */

async function signedInPage(browser: Browser, user: E2EUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();
  return page;
}

async function adminApproves(request: APIRequestContext, email: string) {
  await request.get('/sanctum/csrf-cookie');
  const xsrf = async () =>
    decodeURIComponent(
      (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value,
    );
  const headers = async () => ({ 'X-XSRF-TOKEN': await xsrf(), accept: 'application/json' });
  expect(
    (await request.post('/api/login', { data: e2eAdmin, headers: await headers() })).ok(),
  ).toBe(true);
  const list = await request.get('/api/admin/applications?status=pending', {
    headers: await headers(),
  });
  const { payload } = (await list.json()) as {
    payload: { data: { id: number; account_email: string }[] };
  };
  const application = payload.data.find((row) => row.account_email === email)!;
  const approved = await request.post(`/api/admin/applications/${application.id}/approve`, {
    data: {},
    headers: await headers(),
  });
  expect(approved.ok()).toBe(true);
  await request.post('/api/logout', { data: {}, headers: await headers() });
}

test('apply, approval, going available, a search, accept, Connected, talk, earnings', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [owner, helper] = [await createVerifiedUser(request), await createVerifiedUser(request)];
  const helperPage = await signedInPage(browser, helper);

  // The helper applies from the account page.
  await helperPage.getByRole('button', { name: 'Become an interlocutor' }).click();
  const modal = helperPage.getByRole('dialog', { name: 'Become an interlocutor' });
  await expect(modal.getByLabel('Email')).toHaveValue(helper.email);
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(modal.getByText('Nickname is required')).toBeVisible();
  await modal.getByLabel('Nickname').fill('Sunny');
  await modal.getByLabel('Experience').fill('Years on a help line');
  await modal.getByLabel('Interests').fill('Books');
  await modal.getByLabel('How would you like to help?').fill('I listen.');
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    modal.getByText(
      'Application submitted successfully! We will review your application and get back to you soon.',
    ),
  ).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 6000 });
  await expect(helperPage.getByRole('button', { name: 'Application pending' })).toBeVisible();

  await adminApproves(request, helper.email);

  // The interlocutor goes available in the console.
  await helperPage.goto('/interlocutor');
  await expect(helperPage.getByRole('heading', { name: 'Interlocutor console' })).toBeVisible();
  await helperPage.getByRole('switch', { name: 'Available for chats' }).click();
  await expect(helperPage.getByRole('switch', { name: 'Available for chats' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // The owner creates a topic and asks for a person.
  const ownerPage = await signedInPage(browser, owner);
  const title = `Need a person ${randomBytes(3).toString('hex')}`;
  await ownerPage.goto('/rooms');
  await ownerPage.getByRole('link', { name: 'Open Study Buddies' }).click();
  await ownerPage.getByRole('button', { name: 'Create topic' }).first().click();
  const create = ownerPage.getByRole('dialog', { name: 'Create topic' });
  await create.getByLabel('Topic name').fill(title);
  await create.getByRole('button', { name: 'Create topic' }).click();
  const rules = ownerPage.getByRole('dialog', { name: 'Before you start' });
  await rules.getByRole('button', { name: 'Agree' }).click();
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  await expect(ownerPage.getByText('Searching for an interlocutor')).toBeVisible();

  // The request appears live in the console; the interlocutor accepts.
  const offer = helperPage.getByRole('listitem').filter({ hasText: title });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await helperPage
    .getByRole('dialog', { name: 'Before you start' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await expect(helperPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(ownerPage.getByText('Connected')).toBeVisible();

  // They talk.
  await ownerPage.getByRole('textbox', { name: 'Write your message...' }).fill('Hello, anyone?');
  await ownerPage.keyboard.press('Enter');
  await expect(helperPage.getByText('Hello, anyone?')).toBeVisible();
  await helperPage.getByRole('textbox', { name: 'Write your message...' }).fill('Hi, I am here.');
  await helperPage.keyboard.press('Enter');
  await expect(ownerPage.getByText('Hi, I am here.')).toBeVisible();

  // The interlocutor's earnings rose.
  await helperPage.goto('/interlocutor');
  await expect(helperPage.locator('[data-earnings="pending"]')).not.toHaveText('0');

  // The console reaches the payout modal too.
  await helperPage.getByRole('button', { name: 'Request payout' }).click();
  await expect(helperPage.getByRole('dialog', { name: 'Request payout' })).toBeVisible();
});
