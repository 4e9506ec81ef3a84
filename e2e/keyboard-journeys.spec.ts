import { expect, test } from './support/test';
import { storeCookieChoice } from './support/cookie-choice';
import { expectVisibleFocus, tabTo } from './support/focus';
import { phoneCountry } from './support/phone';
import { submitNewTopic } from './support/topics';
import { signInThroughApi } from './support/axe';
import { createVerifiedUser, signIn, uniqueEmail, waitForMailLink } from './support/users';

/**
 * Journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows): where the
 * focus is after each dialog closes, and that the focused control always shows a 2 px
 * indicator with 3:1 contrast (support/focus.ts).
 */

test.describe('with the cookie choice stored', () => {
  test.beforeEach(async ({ context, baseURL }) => storeCookieChoice(context, baseURL));

  test('sign up: the phone left empty once, then filled, reaches password, terms and "Create account"', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true });
    // The page is drawn (a Tab before that reaches an element the first render replaces).
    await expect(opener).toBeVisible();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    const phone = dialog.getByLabel('Phone', { exact: true });
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type(uniqueEmail('keyboard'));
    await tabTo(page, phoneCountry(dialog));
    await tabTo(page, phone);
    await expect(phone).toHaveValue('+1');
    // Left with only the calling code: the field empties in place and the focus goes on.
    await tabTo(page, dialog.getByLabel('Password', { exact: true }), { max: 1 });
    await expect(phone).toHaveValue('');
    await page.keyboard.type('Harbor-Lights-93');
    await tabTo(page, dialog.getByLabel('Confirm password'));
    await page.keyboard.type('Harbor-Lights-93');

    // Back to the phone: the country is chosen by typing, Enter; the number typed.
    await tabTo(page, phoneCountry(dialog), { back: true });
    await page.keyboard.type('united k');
    await page.keyboard.press('Enter');
    await expect(phoneCountry(dialog)).toBeFocused();
    await expect(phoneCountry(dialog)).toContainText('United Kingdom');
    await tabTo(page, phone, { max: 1 });
    await page.keyboard.type('7400407116');
    await expect(phone).toHaveValue('+44 7400 407116');

    await tabTo(page, dialog.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Create account' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The opener is gone (signed in now): the focus is on the page's main region.
    await expect(page.locator('body')).not.toBeFocused();
  });

  test('Escape closes the country list first, then the dialog, and the focus returns to its opener', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true });
    // The page is drawn (a Tab before that reaches an element the first render replaces).
    await expect(opener).toBeVisible();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await tabTo(page, phoneCountry(dialog));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(phoneCountry(dialog)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(phoneCountry(dialog)).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);
  });

  test('"Agree" on the chat rules puts the focus in the message box; a new message is in the log', async ({
    page,
    request,
  }) => {
    await signIn(page, await createVerifiedUser(request));
    await submitNewTopic(page, 'Keyboard evenings');
    const rules = page.getByRole('dialog', { name: 'Before you start' });
    await tabTo(page, rules.getByRole('button', { name: 'Agree' }));
    await page.keyboard.press('Enter');
    await expect(rules).toBeHidden();
    const messageBox = page.getByRole('textbox', { name: 'Write your message...' });
    await expect(messageBox).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.type('Hello from the keyboard');
    await page.keyboard.press('Enter');
    // Announced: the message is in the page's log, as the accessibility tree shows it.
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText('Hello from the keyboard');
    expect(await log.ariaSnapshot()).toContain('Hello from the keyboard');
  });

  test('verify by the mailed link, then top up through the test gateway', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { verified: false });
    const link = await waitForMailLink(user.email, '/email/verify');
    await page.goto(`${link.pathname}${link.search}`);
    // Verified; the account page asks a guest to sign in, by keyboard.
    const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signInDialog).toBeVisible();
    await tabTo(page, signInDialog.getByLabel('Email'));
    await page.keyboard.type(user.email);
    await tabTo(page, signInDialog.getByLabel('Password', { exact: true }));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(signInDialog).toBeHidden();
    await expect(page).toHaveURL(/\/account/);
    await expect(page.locator('body')).not.toBeFocused();

    // The top-up dialog: Escape gives the focus back to its opener.
    const opener = page.getByRole('button', { name: 'Top up balance' });
    await expect(opener).toBeVisible();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Top up balance' });
    // Open and holding the focus (its steps load first) before Escape.
    await expect(dialog.getByRole('button', { name: /^Continue/ })).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);

    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: /^Continue/ }));
    await page.keyboard.press('Enter');
    for (const [label, text] of [
      ['Name', 'Ada'],
      ['Surname', 'Lovelace'],
      ['City', 'Berlin'],
      ['Address', 'Unter den Linden 1'],
      ['Post code', '10117'],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      await tabTo(page, field);
      await expect(field).toHaveValue('');
      await page.keyboard.type(text);
    }
    // A closed list chooses by typing, as a select does.
    await tabTo(page, dialog.locator('select[name="country"]'), { back: true });
    await page.keyboard.type('Germany');
    await expect(dialog.locator('select[name="country"] option:checked')).toHaveText('Germany');
    await tabTo(page, dialog.getByRole('button', { name: /^Pay/ }));
    await page.keyboard.press('Enter');

    // The gateway's own page: card, expiry and CVC typed, Pay pressed.
    await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
    for (const [label, text] of [
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry', '12/34'],
      ['CVC', '123'],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(text);
    }
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Top-up Successful!' })).toBeVisible();
    const toHistory = page.getByRole('main').getByRole('link').first();
    await tabTo(page, toHistory);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\?tab=/);
  });

  test('create a topic, agree, send, ask for a person, a guest reports it, the owner deletes it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page.context(), await createVerifiedUser(request));
    await page.goto('/rooms');
    const roomLink = page.getByRole('link', { name: 'Open Study Buddies' });
    await expect(roomLink).toBeVisible();
    await tabTo(page, roomLink);
    await page.keyboard.press('Enter');
    const create = page.getByRole('button', { name: 'Create topic' }).first();
    await expect(create).toBeVisible();
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const createDialog = page.getByRole('dialog', { name: 'Create topic' });
    await tabTo(page, createDialog.getByLabel('Topic name'));
    const title = `Keys ${Date.now().toString(36)}`;
    await page.keyboard.type(title);
    await tabTo(page, createDialog.getByRole('button', { name: 'Create topic' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/topics\/\d+\/chat$/);
    const chatPath = new URL(page.url()).pathname;

    const rules = page.getByRole('dialog', { name: 'Before you start' });
    await tabTo(page, rules.getByRole('button', { name: 'Agree' }));
    await page.keyboard.press('Enter');
    const messageBox = page.getByRole('textbox', { name: 'Write your message...' });
    await expect(messageBox).toBeFocused();
    await page.keyboard.type('I would like to talk to a person');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('talk to a person');

    // Human asks what to share first; Close, then "Don't share anything", return the focus.
    const panel = page.getByRole('complementary', { name: 'Chat info' });
    const human = panel.getByRole('radio', { name: 'Human' });
    await tabTo(page, human, { back: true });
    await page.keyboard.press('Space');
    const share = page.getByRole('dialog', {
      name: 'Share a summary with the person who takes over?',
    });
    // It waits for a choice (Escape does not close it); its Close button does.
    await tabTo(page, share.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(share).toBeHidden();
    await expect(human).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await tabTo(page, share.getByRole('button', { name: 'Don’t share anything' }));
    await page.keyboard.press('Enter');
    await expect(share).toBeHidden();
    await expect(human).toBeFocused();
    await expectVisibleFocus(page);
    const search = page.getByTestId('interlocutor-search');
    await expect(search).toContainText('Searching');
    await tabTo(page, search.getByRole('button', { name: 'Cancel' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(search).toBeHidden();
    await expect(page.locator('body')).not.toBeFocused();
    await expectVisibleFocus(page);

    // A guest joins and reports the topic: a reason by the arrows, Continue, Send report.
    const guestContext = await browser.newContext();
    await storeCookieChoice(guestContext, baseURL);
    await signInThroughApi(guestContext, await createVerifiedUser(request));
    const guest = await guestContext.newPage();
    await guest.goto(chatPath);
    const guestRules = guest.getByRole('dialog', { name: 'Before you start' });
    // The rules are drawn and hold the focus before the first Tab.
    await expect(guestRules.getByRole('button', { name: 'Agree' })).toBeVisible();
    await expect(guestRules.locator(':focus')).toHaveCount(1);
    await tabTo(guest, guestRules.getByRole('button', { name: 'Agree' }));
    await guest.keyboard.press('Enter');
    await expect(guest.getByRole('textbox', { name: 'Write your message...' })).toBeFocused();
    const reportTopic = guest.getByRole('button', { name: 'Report topic' });
    await tabTo(guest, reportTopic);
    await guest.keyboard.press('Enter');
    const report = guest.getByRole('dialog', { name: 'Report topic' });
    await tabTo(guest, report.getByRole('radio').first());
    await guest.keyboard.press('ArrowDown');
    await expect(report.getByRole('radio').nth(1)).toBeChecked();
    await tabTo(guest, report.getByRole('button', { name: 'Continue' }));
    await guest.keyboard.press('Enter');
    await tabTo(guest, report.getByRole('button', { name: 'Send report' }));
    await guest.keyboard.press('Enter');
    await expect(guest.getByText('Topic reported successfully')).toBeVisible();
    await expect(report).toBeHidden();
    await expect(reportTopic).toBeFocused();
    await expectVisibleFocus(guest);
    await guestContext.close();

    // The owner deletes the conversation: Escape on the confirmation first, then "Delete now".
    const remove = panel.getByRole('button', { name: 'Delete this conversation now' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this conversation now?' });
    await expect(confirmDelete).toBeVisible();
    // Holding the focus before Escape: pressed while the dialog was still taking it, the key
    // reached the page under it and the dialog stayed open (flaky in CI).
    await expect(confirmDelete.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(confirmDelete).toBeHidden();
    await expect(remove).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await tabTo(page, confirmDelete.getByRole('button', { name: 'Delete now' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(page.getByText('The conversation was closed and deleted.')).toBeVisible();
    await expect(page.locator('body')).not.toBeFocused();
  });
});

test('a first visit: the cookie banner comes right after the skip link; a choice moves the focus on', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip/i })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.locator(':focus')).toHaveCount(1);
  await tabTo(page, banner.getByRole('button', { name: 'Decline' }));
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect(page.locator('body')).not.toBeFocused();
  await expectVisibleFocus(page);
});
