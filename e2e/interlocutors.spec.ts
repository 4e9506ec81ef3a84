import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { screenshotPath } from './support/screenshots';
import { agreeToRules, createTopic } from './support/topics';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * A person for a conversation, as new users meet it: a user applies, the admin approves
 * (through the API), the interlocutor goes available in /interlocutor, the owner asks for a
 * person, sees "Searching for an interlocutor", the interlocutor accepts, the owner sees
 * "Connected", they talk, and the interlocutor's earnings rise.
 */

/** Signs the admin in on a request context and answers headers for its calls. */
async function adminSession(request: APIRequestContext) {
  await request.get('/sanctum/csrf-cookie');
  const headers = async () => ({
    'X-XSRF-TOKEN': decodeURIComponent(
      (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value,
    ),
    accept: 'application/json',
  });
  expect(
    (await request.post('/api/login', { data: e2eAdmin, headers: await headers() })).ok(),
  ).toBe(true);
  return {
    headers,
    signOut: async () => {
      await request.post('/api/logout', { data: {}, headers: await headers() });
    },
  };
}

async function adminApproves(request: APIRequestContext, email: string) {
  const admin = await adminSession(request);
  const list = await request.get('/api/admin/applications?status=pending', {
    headers: await admin.headers(),
  });
  const { payload } = (await list.json()) as {
    payload: { data: { id: number; account_email: string }[] };
  };
  const application = payload.data.find((row) => row.account_email === email)!;
  const approved = await request.post(`/api/admin/applications/${application.id}/approve`, {
    data: {},
    headers: await admin.headers(),
  });
  expect(approved.ok()).toBe(true);
  await admin.signOut();
}

async function setSearchSeconds(request: APIRequestContext, seconds: number) {
  const admin = await adminSession(request);
  const saved = await request.put('/api/admin/settings', {
    data: { interlocutor_search_seconds: seconds },
    headers: await admin.headers(),
  });
  expect(saved.ok()).toBe(true);
  await admin.signOut();
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
  await helperPage.screenshot({ path: screenshotPath('interlocutor-apply-1280.png') });
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    modal.getByText(
      'Application submitted successfully! We will review your application and get back to you soon.',
    ),
  ).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 6000 });
  await expect(helperPage.getByRole('button', { name: 'Application pending' })).toBeVisible();

  // A pending applicant at /interlocutor sees the application's state and what comes next.
  await helperPage.goto('/interlocutor');
  await expect(
    helperPage.getByRole('heading', { name: 'Your application is being reviewed' }),
  ).toBeVisible();
  await expect(helperPage.getByText(/You will get an email once it is decided/)).toBeVisible();
  await expect(helperPage.getByText('404')).toHaveCount(0);
  await helperPage.screenshot({ path: screenshotPath('interlocutor-pending-1280.png') });
  await helperPage.goto('/account');

  await adminApproves(request, helper.email);

  // The interlocutor goes available in the console.
  await helperPage.goto('/interlocutor');
  await expect(helperPage.getByRole('heading', { name: 'Interlocutor console' })).toBeVisible();
  // Availability and the connection are two facts: off while this page's socket is online.
  await expect(helperPage.locator('[data-fact="availability"]')).toContainText(
    'Off — you receive no requests',
  );
  await expect(helperPage.locator('[data-fact="connection"]')).toContainText('Online');
  await helperPage.getByRole('switch', { name: 'Available for chats' }).click();
  await expect(helperPage.getByRole('switch', { name: 'Available for chats' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(helperPage.locator('[data-fact="availability"]')).toContainText(
    'On — you receive requests',
  );

  // The owner creates a topic and asks for a person.
  const ownerPage = await signedInPage(browser, owner);
  const title = `Need a person ${randomBytes(3).toString('hex')}`;
  await createTopic(ownerPage, title);
  await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
  await expect(ownerPage.getByText('Searching for an interlocutor')).toBeVisible();

  // The request appears live in the console; the interlocutor accepts.
  const offer = helperPage.getByRole('listitem').filter({ hasText: title });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(ownerPage.getByText('Connected', { exact: true })).toBeVisible();
  // The owner sees the person only by their nickname.
  await expect(ownerPage.getByText('Connected with Sunny')).toBeVisible();
  await ownerPage.screenshot({ path: screenshotPath('interlocutor-connected-1280.png') });
  await agreeToRules(helperPage);
  await expect(helperPage.getByRole('heading', { name: title })).toBeVisible();
  // The participants panel shows the person, online.
  const participants = ownerPage.getByRole('complementary', { name: 'Chat info' });
  await expect(participants.getByText('Sunny', { exact: true })).toBeVisible();
  await expect(participants.getByText('Online', { exact: true })).toHaveCount(2);

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
  await helperPage.screenshot({ path: screenshotPath('interlocutor-console-1280.png') });
  await helperPage.setViewportSize({ width: 390, height: 844 });
  await helperPage.screenshot({
    path: screenshotPath('interlocutor-console-390.png'),
    fullPage: true,
  });
  await helperPage.setViewportSize({ width: 1280, height: 720 });

  // The console reaches the payout modal too.
  await helperPage.getByRole('button', { name: 'Request payout' }).click();
  await expect(helperPage.getByRole('dialog', { name: 'Request payout' })).toBeVisible();
});

test('nobody free: the owner is told in the chat, searches again and cancels', async ({
  browser,
  request,
}) => {
  await setSearchSeconds(request, 2);
  try {
    const owner = await createVerifiedUser(request);
    const ownerPage = await signedInPage(browser, owner);
    await createTopic(ownerPage, `Quiet ${randomBytes(3).toString('hex')}`);

    await ownerPage.getByRole('radio', { name: 'Human' }).first().click();
    const search = ownerPage.getByTestId('interlocutor-search');
    await expect(search.getByText('Searching for an interlocutor')).toBeVisible();
    // The conversation stays usable while searching: the AI keeps answering.
    await expect(ownerPage.getByRole('textbox', { name: 'Write your message...' })).toBeEditable();
    await ownerPage.screenshot({ path: screenshotPath('interlocutor-searching-1280.png') });

    const notice = ownerPage.getByTestId('interlocutor-search-notice');
    await expect(
      notice.getByText('No interlocutor is free right now. Your AI companion stays with you.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(search).toBeHidden();
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await ownerPage.screenshot({ path: screenshotPath('interlocutor-timed-out-390.png') });
    await ownerPage.setViewportSize({ width: 1280, height: 720 });

    await notice.getByRole('button', { name: 'Search again' }).click();
    await expect(notice).toBeHidden();
    await expect(search.getByText('Searching for an interlocutor')).toBeVisible();
    await search.getByRole('button', { name: 'Cancel' }).click();
    await expect(search).toBeHidden();
    await expect(notice).toBeHidden();
  } finally {
    await setSearchSeconds(request, 60);
  }
});
