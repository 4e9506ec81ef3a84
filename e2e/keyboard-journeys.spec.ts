import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storeCookieChoice } from './support/cookie-choice';
import { phoneCountry } from './support/phone';
import { submitNewTopic } from './support/topics';
import { createVerifiedUser, signIn, uniqueEmail } from './support/users';

/**
 * Journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows): where the
 * focus is after each dialog closes, and that the focused control always shows a 2 px
 * indicator.
 */

/** The focused element draws a visible indicator: a 2 px outline, or a ring on its field. */
async function expectVisibleFocus(page: Page): Promise<void> {
  // A ring fading in is measured once its transition has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const indicator = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused';
    for (let element: HTMLElement | null = focused, depth = 0; element && depth < 3; depth += 1) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'outline';
      // Tailwind's ring: a box shadow whose spread is at least 2 px.
      if (/ 0px 0px 0px [2-9]px/.test(style.boxShadow)) return 'ring';
      element = element.parentElement;
    }
    return `no indicator on ${focused.outerHTML.slice(0, 120)}`;
  });
  expect(['outline', 'ring']).toContain(indicator);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the indicator each time. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  for (let press = 0; press < (options.max ?? 40); press += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

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
