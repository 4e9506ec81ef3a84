import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import { apiSession, createEarner, userIdOf } from './support/api-session';
import { fillSepaPayoutRequest } from './support/payouts';
import { screenshotPath } from './support/screenshots';
import { createVerifiedUser, signedInPage } from './support/users';

/**
 * The admin console's journeys in the browser: an admin approves and rejects
 * interlocutor applications, pays and rejects payouts (the reveal is in the audit log), and
 * every section is usable on a tablet, with the keyboard alone and without serious axe
 * violations.
 */

const tablet = { width: 820, height: 1180 };
const desktop = { width: 1440, height: 900 };

/** The user applies from the account page with the given answers. */
async function apply(page: Page, nickname: string, experience: string) {
  await page.getByRole('button', { name: 'Become an interlocutor' }).click();
  const modal = page.getByRole('dialog', { name: 'Become an interlocutor' });
  await modal.getByLabel('Nickname').fill(nickname);
  await modal.getByLabel('Experience').fill(experience);
  await modal.getByLabel('Interests').fill('Books and long walks');
  await modal.getByLabel('How would you like to help?').fill('I listen without judging.');
  await modal.getByRole('button', { name: 'Submit Application' }).click();
  await expect(modal).toBeHidden({ timeout: 6000 });
  await expect(page.getByRole('button', { name: 'Application pending' })).toBeVisible();
}

/** Requests a SEPA payout of `euros` in the account page's modal; answers the open dialog. */
async function requestPayout(page: Page, euros: number) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await fillSepaPayoutRequest(dialog, euros);
  await dialog.getByRole('button', { name: 'Submit request' }).click();
  await expect(dialog.getByText('Payout request submitted successfully!')).toBeVisible();
  return dialog;
}

/** The payout history in the account page's modal. */
async function openPayoutHistory(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: 'Request payout' }).click();
  return page.getByRole('dialog', { name: 'Request payout' });
}

/** Horizontal overflow of the page itself (tables may scroll inside their own box). */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function seriousAxeViolations(page: Page) {
  // A colour mid-transition (the active nav link fading in) is no contrast finding.
  // (Endless ones, a spinner, are left alone; a cancelled one counts as done.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Presses Tab until `target` has the focus (or fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(target).toBeFocused();
  // Focus is visible: the focused control draws an outline.
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

test('an admin approves one application and rejects another with a note', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [accepted, declined] = [
    await createVerifiedUser(request),
    await createVerifiedUser(request),
  ];
  const acceptedPage = await signedInPage(browser, accepted, { viewport: desktop });
  await apply(acceptedPage, 'Harbor', 'Ten years on a help line');
  const declinedPage = await signedInPage(browser, declined, { viewport: desktop });
  await apply(declinedPage, 'Drifter', 'None so far');

  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/applications$/);
  const statusGroup = admin.getByRole('group', { name: 'Status' });
  await expect(statusGroup.getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The queue shows each application's answers under readable labels.
  const card = admin.getByRole('listitem').filter({ hasText: accepted.email });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading')).toContainText('Harbor');
  await expect(card.getByRole('definition').nth(0)).toHaveText('Ten years on a help line');
  await expect(card.getByRole('term').nth(0)).toHaveText('Experience');
  await expect(card.getByRole('term').nth(1)).toHaveText('Interests');
  await expect(card.getByRole('term').nth(2)).toHaveText('How would you like to help?');
  await expect(card.getByText('Books and long walks')).toBeVisible();
  await expect(card.getByText('I listen without judging.')).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.screenshot({ path: screenshotPath('admin-applications-1440.png'), fullPage: true });
  await admin.setViewportSize(tablet);
  expect(await pageOverflow(admin)).toBeLessThanOrEqual(0);
  await admin.screenshot({ path: screenshotPath('admin-applications-820.png'), fullPage: true });
  await admin.setViewportSize(desktop);

  // A rejection needs a note; the approval takes an optional one.
  await expect(card.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await card.getByLabel('Note').fill('Welcome aboard');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toBeHidden();

  const other = admin.getByRole('listitem').filter({ hasText: declined.email });
  await other.getByLabel('Note').fill('Please gain some experience first');
  await other.getByRole('button', { name: 'Reject' }).click();
  await expect(other).toBeHidden();

  // The decided applications are listed under their state, with the note.
  await statusGroup.getByRole('button', { name: 'Approved' }).click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Welcome aboard');
  await statusGroup.getByRole('button', { name: 'Rejected' }).click();
  await expect(other).toBeVisible();
  await expect(other).toContainText('Please gain some experience first');

  // The approved user now has the interlocutor console.
  await acceptedPage.goto('/account');
  await acceptedPage.getByRole('link', { name: 'Interlocutor console' }).click();
  await expect(acceptedPage).toHaveURL(/\/interlocutor$/);
  await expect(acceptedPage.getByRole('heading', { name: 'Interlocutor console' })).toBeVisible();

  // The rejected user is told why and may apply again.
  await declinedPage.goto('/account');
  await declinedPage.getByRole('button', { name: 'Application rejected — apply again' }).click();
  const modal = declinedPage.getByRole('dialog', { name: 'Become an interlocutor' });
  await expect(modal.getByText('Your application was rejected.')).toBeVisible();
  await expect(modal.getByText('Note: Please gain some experience first')).toBeVisible();
});

test('an admin reveals and pays one payout and rejects another, which gives the points back', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const earner = await createEarner(request, baseURL!, 500);
  const userPage = await signedInPage(browser, earner, { viewport: desktop });
  let dialog = await requestPayout(userPage, 20);
  await expect(dialog.getByTestId('payout-available')).toHaveText('€30.00');

  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  await admin.goto('/admin/payouts');
  const statusGroup = admin.getByRole('group', { name: 'Status' });
  // The filter names the states (not the actions).
  await expect(statusGroup.getByRole('button')).toHaveText(['Pending', 'Paid', 'Rejected']);
  const card = admin.getByRole('listitem').filter({ hasText: earner.email });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('DE•• •••• 3000');
  await expect(card).not.toContainText('DE89370400440532013000');
  const payoutId = /#(\d+)/.exec((await card.getByRole('heading').textContent()) ?? '')![1]!;

  // Revealing the details shows the full IBAN and is written to the audit log.
  await card.getByRole('button', { name: 'Reveal details' }).click();
  await expect(card).toContainText('DE89370400440532013000');
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.screenshot({ path: screenshotPath('admin-payouts-1440.png'), fullPage: true });
  await admin.setViewportSize(tablet);
  expect(await pageOverflow(admin)).toBeLessThanOrEqual(0);
  await admin.screenshot({ path: screenshotPath('admin-payouts-820.png'), fullPage: true });
  await admin.setViewportSize(desktop);

  await card.getByLabel('Payment reference').fill('SEPA-2024-0042');
  await card.getByRole('button', { name: 'Mark paid' }).click();
  await expect(card).toBeHidden();
  await statusGroup.getByRole('button', { name: 'Paid' }).click();
  await expect(card).toBeVisible();
  await expect(card).toContainText('SEPA-2024-0042');

  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await admin.getByLabel('Action').fill('payout.reveal');
  await admin.getByLabel('Object id').fill(payoutId);
  const auditRows = admin.getByRole('row').filter({ hasText: 'payout.reveal' });
  await expect(auditRows).toHaveCount(1);
  await expect(auditRows).toContainText(`payout ${payoutId}`);
  await expect(auditRows).toContainText(e2eAdmin.email);

  // The user's history shows it paid; a second request is rejected and refunded.
  dialog = await openPayoutHistory(userPage);
  await expect(dialog.getByTestId('payout-row')).toHaveCount(1);
  await expect(dialog.getByTestId('payout-row')).toContainText('Paid');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  dialog = await requestPayout(userPage, 10);
  await expect(dialog.getByTestId('payout-available')).toHaveText('€20.00');

  await admin.goto('/admin/payouts');
  const second = admin.getByRole('listitem').filter({ hasText: earner.email });
  await expect(second).toHaveCount(1);
  await expect(second.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await second.getByLabel('Reason').fill('Name does not match the account');
  await second.getByRole('button', { name: 'Reject' }).click();
  await expect(second).toBeHidden();
  await statusGroup.getByRole('button', { name: 'Rejected' }).click();
  await expect(second).toContainText('Name does not match the account');

  dialog = await openPayoutHistory(userPage);
  await expect(dialog.getByTestId('payout-available')).toHaveText('€30.00');
  const rows = dialog.getByTestId('payout-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '€10.00' })).toContainText('Rejected');
  await expect(rows.filter({ hasText: '€20.00' })).toContainText('Paid');
});

test('every console section is usable on a tablet and has no serious axe violations', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const admin = await signedInPage(browser, e2eAdmin, { viewport: tablet });
  const nav = admin.getByRole('navigation', { name: 'Admin sections' });
  const sections: [string, RegExp][] = [
    ['Dashboard', /\/admin\/dashboard$/],
    ['Reports', /\/admin\/reports$/],
    ['Users', /\/admin\/users$/],
    ['Applications', /\/admin\/applications$/],
    ['Payouts', /\/admin\/payouts$/],
    ['Settings', /\/admin\/settings$/],
    ['Audit log', /\/admin\/audit$/],
  ];
  const check = async (name: string) => {
    await expect(admin.getByTestId('admin-section')).not.toBeEmpty();
    expect(await pageOverflow(admin), `${name} overflows at 820 px`).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(admin), `${name}: serious axe violations`).toEqual([]);
    // Text fields and selects are big enough to tap (no collapsed one-line-high inputs).
    const heights = await admin
      .getByTestId('admin-section')
      .locator('input:not([type=checkbox]):not([type=radio]), select')
      .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height));
    expect(Math.min(...heights, 40), `${name}: a control lower than 40 px`).toBeGreaterThanOrEqual(
      40,
    );
  };

  await admin.goto('/admin');
  for (const [name, url] of sections) {
    const link = nav.getByRole('link', { name });
    await link.click();
    await expect(admin).toHaveURL(url);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await check(name);
    if (name === 'Users') {
      // The user detail page, opened from the table.
      await admin.getByRole('table').getByRole('link', { name: e2eAdmin.email }).click();
      await expect(admin).toHaveURL(/\/admin\/users\/\d+$/);
      await expect(admin.getByRole('link', { name: /Back to users/ })).toBeVisible();
      await check('User detail');
    }
  }
});

test('the console works with the keyboard alone: nav, sorting, paging, a row link', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // Enough audit rows for a second page (25 per page).
  const user = await createVerifiedUser(request);
  const userId = await userIdOf(baseURL!, user);
  const api = await apiSession(baseURL!, e2eAdmin);
  for (let index = 0; index < 26; index += 1) {
    await api.call(`/api/admin/users/${userId}/balance-adjustments`, {
      account: 'points',
      amount: 1,
      reason: `e2e: keyboard paging ${index}`,
    });
  }
  await api.context.dispose();

  const admin = await signedInPage(browser, e2eAdmin, { viewport: desktop });
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Admin sections' });

  // Tab reaches the nav; Enter opens a section.
  await tabTo(admin, nav.getByRole('link', { name: 'Audit log' }));
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/audit$/);

  // The sort header is a button operable with Enter.
  const table = admin.getByRole('table', { name: 'Audit log' });
  const when = table.getByRole('columnheader', { name: 'When' });
  await expect(when).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row')).toHaveCount(26);
  const newest = await table.getByRole('row').nth(1).textContent();
  await tabTo(admin, when.getByRole('button'));
  await admin.keyboard.press('Enter');
  await expect(when).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).not.toHaveText(newest ?? '');
  await admin.keyboard.press('Enter');
  await expect(when).toHaveAttribute('aria-sort', 'descending');

  // Paging buttons are reachable and operable with the keyboard.
  const next = admin.getByRole('button', { name: 'Next page' });
  await tabTo(admin, next);
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // (On the last page Next is disabled; Tab again from wherever the focus went.)
  await tabTo(admin, admin.getByRole('button', { name: 'Previous page' }));
  await admin.keyboard.press('Enter');
  await expect(admin.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Users: the sort header and a row's link work from the keyboard too.
  await tabTo(admin, nav.getByRole('link', { name: 'Users' }));
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(/\/admin\/users$/);
  const idHeader = admin.getByRole('columnheader', { name: 'ID' });
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await tabTo(admin, idHeader.getByRole('button'));
  await admin.keyboard.press('Enter');
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  const userLink = admin.getByRole('table').getByRole('link', { name: user.email });
  await tabTo(admin, userLink, 200);
  await admin.keyboard.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/admin/users/${userId}$`));
});
