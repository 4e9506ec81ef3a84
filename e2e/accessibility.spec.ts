import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eAdmin } from './support/admin';
import {
  createA11yWorld,
  openPage,
  samplePicture,
  siteLanguages,
  labelPattern,
  type A11yWorld,
  type SiteLanguage,
} from './support/a11y-world';
import { appRoutes, consoleRoutes, samplePath, type AppRoute } from './support/app-routes';
import { fillSepaPayoutRequest } from './support/payouts';
import { fillTopUpBillingAddress } from './support/top-up';
import {
  checkAtEveryWidth,
  checkAtPhoneWidth,
  signInThroughApi,
  type Finding,
} from './support/axe';
import { uniqueEmail, type E2EUser } from './support/users';

/**
 * WCAG 2.2 AA with axe-core: no serious or critical violation on any page a person or an
 * operator can reach, at 390 and 1440 px, in English, German and Spanish (the texts change
 * lengths and wrapping, and a translation can lose a name). The pages come from the router's
 * route list (support/app-routes.ts), so a new page is checked without editing this file;
 * the dialogs and steps inside pages are walked here.
 *
 * The tests are independent and run in parallel across the workers: each worker's server
 * gets its own accounts and topics through the API once (support/a11y-world.ts), and each
 * worker signs a kind of visitor in once per language and reuses that page. The dialog walks,
 * the longest tests, are declared first: Playwright starts a file's tests in the order of
 * where they are declared, and the long ones then do not finish last.
 */

test.describe.configure({ mode: 'parallel', timeout: 240_000 });
// A control that does not come fails the test in seconds, not at its timeout.
test.use({ actionTimeout: 20_000 });

let world: A11yWorld;

test.beforeAll(async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  world = await createA11yWorld(request, baseURL!);
});

/** One browser context per kind of visitor and language in this worker, signed in once. */
const visitorPages = new Map<string, Page>();

async function newPage(browser: Browser, language: SiteLanguage): Promise<Page> {
  const context = await browser.newContext({ locale: language.locale });
  return context.newPage();
}

async function pageOfVisitor(
  browser: Browser,
  kind: string,
  language: SiteLanguage,
  signInAs?: () => E2EUser,
) {
  const key = `${kind} ${language.code}`;
  let page = visitorPages.get(key);
  if (!page) {
    page = await newPage(browser, language);
    if (signInAs) await signInThroughApi(page.context(), signInAs());
    visitorPages.set(key, page);
  }
  return page;
}

test.afterAll(async () => {
  await Promise.all([...visitorPages.values()].map((page) => page.context().close()));
  visitorPages.clear();
});

/** A test of dialogs in a context of its own, signed in as `signInAs` when given. */
function testDialogs(
  title: string,
  language: SiteLanguage,
  signInAs: (() => E2EUser) | undefined,
  walk: (page: Page, findings: Finding[], texts: SiteLanguage['texts']) => Promise<void>,
) {
  test(`${title} (${language.code})`, async ({ browser }) => {
    const page = await newPage(browser, language);
    if (signInAs) await signInThroughApi(page.context(), signInAs());
    const findings: Finding[] = [];
    await walk(page, findings, language.texts);
    expect(findings).toEqual([]);
    await page.context().close();
  });
}

/** One test a route, opened as the route's kind of visitor in `language`. */
function testRoutes(
  kind: string,
  language: SiteLanguage,
  routes: AppRoute[],
  signInAs?: () => E2EUser,
) {
  for (const route of routes) {
    test(`${kind} (${language.code}): ${route.pattern}`, async ({ browser }) => {
      const page = await pageOfVisitor(browser, kind, language, signInAs);
      const findings: Finding[] = [];
      const path = samplePath(route.pattern, world.samples);
      await openPage(page, path);
      await checkAtEveryWidth(page, path, findings);
      expect(findings).toEqual([]);
    });
  }
}

/** Opens the side menu at the phone's width (it is hidden from the desktop width up), then closes it. */
async function checkMenu(
  page: Page,
  findings: Finding[],
  texts: SiteLanguage['texts'],
  screen: string,
) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: texts.common.openMenu }).click();
  await expect(page.getByRole('dialog', { name: texts.site.nav.mobileNavigation })).toBeVisible();
  await checkAtPhoneWidth(page, screen, findings);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Opens a confirmation with `opener` and checks it, then presses Escape: nothing is confirmed,
 * so the world stays as the other languages need it, and the focus is back on the opener.
 */
async function checkConfirmation(
  page: Page,
  findings: Finding[],
  { opener, title, screen }: { opener: Locator; title: string; screen: string },
) {
  await opener.click();
  const confirmation = page.getByRole('dialog', { name: title });
  await expect(confirmation).toBeVisible();
  await checkAtEveryWidth(page, screen, findings);
  await page.keyboard.press('Escape');
  await expect(confirmation).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * Opens the account page's application to become an interlocutor with its button `button`,
 * where the dialog tells the application's `state`; checks it and closes it with Escape.
 */
async function checkApplicationState(
  page: Page,
  findings: Finding[],
  texts: SiteLanguage['texts'],
  { button, state, screen }: { button: string; state: string; screen: string },
) {
  await openPage(page, '/account');
  const opener = page.getByRole('button', { name: button });
  await opener.click();
  const application = page.getByRole('dialog', { name: texts.interlocutors.modal.title });
  await expect(application.getByText(state)).toBeVisible();
  await checkAtEveryWidth(page, screen, findings);
  await page.keyboard.press('Escape');
  await expect(application).toBeHidden();
  await expect(opener).toBeFocused();
}

const publicRoutes = appRoutes().filter((r) => r.access === 'anyone' || r.access === 'visitor');
const signedInRoutes = appRoutes().filter((route) => route.access === 'signed-in');

for (const language of siteLanguages) {
  testDialogs(
    'sign up (after a failed submit too), sign in, forgot password and its link sent, the menu, cookie settings',
    language,
    undefined,
    async (page, findings, texts) => {
      await openPage(page, '/');
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: texts.site.nav.signUp, exact: true }).click();
      const signUp = page.getByRole('dialog', { name: texts.auth.register.title });
      await expect(signUp).toBeVisible();
      await checkAtEveryWidth(page, 'sign-up dialog', findings);
      await signUp.getByRole('button', { name: texts.auth.register.submit }).click();
      await expect(signUp.locator('[aria-invalid="true"]').first()).toBeVisible();
      await checkAtEveryWidth(page, 'sign-up dialog after a failed submit', findings);
      await page.keyboard.press('Escape');
      await banner.getByRole('button', { name: texts.site.nav.signIn, exact: true }).click();
      const signIn = page.getByRole('dialog', { name: texts.auth.login.title });
      await expect(signIn).toBeVisible();
      await checkAtEveryWidth(page, 'sign-in dialog', findings);
      await signIn.getByRole('button', { name: texts.auth.login.forgotPassword }).click();
      const forgot = page.getByRole('dialog', { name: texts.auth.forgot.title });
      await expect(forgot).toBeVisible();
      await checkAtEveryWidth(page, 'forgot-password dialog', findings);
      await forgot.getByRole('textbox').fill(uniqueEmail('a11y'));
      await forgot.getByRole('button', { name: texts.auth.forgot.submit }).click();
      await expect(page.getByRole('dialog', { name: texts.auth.forgot.sentTitle })).toBeVisible();
      await checkAtEveryWidth(page, 'forgot-password dialog, the link sent', findings);
      await page.keyboard.press('Escape');
      await checkMenu(page, findings, texts, 'side menu of a visitor');
      const cookies = page.getByTestId('cookie-banner');
      await cookies.getByRole('button', { name: texts.site.cookies.manage }).click();
      await expect(
        cookies.getByRole('heading', { name: texts.site.cookies.settingsTitle }),
      ).toBeVisible();
      await checkAtEveryWidth(page, 'cookie settings', findings);

      // Answered, then reopened from the footer: the stored choice, with Close.
      await cookies.getByRole('button', { name: texts.site.cookies.saveSettings }).click();
      await expect(cookies).toBeHidden();
      const reopen = page
        .getByRole('contentinfo')
        .getByRole('button', { name: texts.site.footer.cookieSettings });
      await reopen.click();
      const close = cookies.getByRole('button', { name: texts.common.close });
      await expect(close).toBeVisible();
      await checkAtEveryWidth(page, 'cookie settings reopened from the footer', findings);
      await close.click();
      await expect(cookies).toBeHidden();
      await expect(reopen).toBeFocused();
    },
  );

  testDialogs(
    'create topic, the signed-in menu, become an interlocutor',
    language,
    () => world.newcomer,
    async (page, findings, texts) => {
      await openPage(page, samplePath('/rooms/:roomId/topics', world.samples));
      await page.getByRole('button', { name: texts.chat.topics.create }).first().click();
      await expect(page.getByRole('dialog', { name: texts.chat.create.title })).toBeVisible();
      await checkAtEveryWidth(page, 'create-topic dialog', findings);
      await page.keyboard.press('Escape');
      await checkMenu(page, findings, texts, 'side menu of a signed-in person');

      // Never submitted, so that the other languages find the form too.
      await openPage(page, '/account');
      await page.getByRole('button', { name: texts.interlocutors.account.button }).click();
      const apply = page.getByRole('dialog', { name: texts.interlocutors.modal.title });
      await expect(apply.getByRole('textbox').first()).toBeVisible();
      await checkAtEveryWidth(page, 'become-an-interlocutor dialog', findings);
      await apply.getByRole('button', { name: texts.interlocutors.modal.submit }).click();
      await expect(apply.locator('[aria-invalid="true"]').first()).toBeVisible();
      await checkAtEveryWidth(
        page,
        'become-an-interlocutor dialog after a failed submit',
        findings,
      );
    },
  );

  testDialogs(
    'the house rules, an application to become an interlocutor waiting for review',
    language,
    () => world.rulesOwner,
    async (page, findings, texts) => {
      // Not agreed, so that the other languages find the rules waiting too.
      await openPage(page, world.rulesChatPath);
      await expect(page.getByRole('dialog', { name: texts.chat.room.termsTitle })).toBeVisible();
      await checkAtEveryWidth(page, 'rules dialog', findings);
      await checkApplicationState(page, findings, texts, {
        button: texts.interlocutors.account.pending,
        state: texts.interlocutors.modal.pendingInfo,
        screen: 'become-an-interlocutor dialog, the application pending',
      });
    },
  );

  testDialogs(
    'edit profile, delete account, request payout, the top-up steps, the gateway and its result',
    language,
    () => world.owner,
    async (page, findings, texts) => {
      await openPage(page, '/account');
      await page.getByRole('button', { name: texts.auth.account.editProfile }).click();
      await expect(page.getByRole('dialog', { name: texts.auth.editProfile.title })).toBeVisible();
      await checkAtEveryWidth(page, 'edit-profile dialog', findings);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: texts.privacy.delete.button }).click();
      await expect(page.getByRole('dialog', { name: texts.privacy.delete.title })).toBeVisible();
      await checkAtEveryWidth(page, 'delete-account dialog', findings);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: texts.payouts.modal.open }).click();
      const payout = page.getByRole('dialog', { name: texts.payouts.modal.title });
      await expect(payout.getByTestId('payout-available')).toBeVisible();
      await checkAtEveryWidth(page, 'payout dialog', findings);
      await payout.getByRole('button', { name: texts.payouts.modal.submit }).click();
      await expect(payout.locator('[aria-invalid="true"]').first()).toBeVisible();
      await checkAtEveryWidth(page, 'payout dialog after a failed submit', findings);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: texts.money.balance.topUp }).click();
      const topUp = page.getByRole('dialog', { name: texts.money.topUp.title });
      await expect(topUp).toBeVisible();
      await checkAtEveryWidth(page, 'top-up step 1', findings);
      const pay = labelPattern(texts.money.topUp.pay, texts.money.topUp.payWithPrice);
      await topUp
        .getByRole('button', {
          name: labelPattern(texts.money.topUp.continue, texts.money.topUp.continueWithPrice),
        })
        .click();
      await topUp.getByRole('button', { name: pay }).click();
      await expect(topUp.getByText(texts.money.validation.surnameRequired)).toBeVisible();
      await checkAtEveryWidth(page, 'top-up step 2 after a failed submit', findings);
      await fillTopUpBillingAddress(topUp, texts.money.topUp);
      await topUp.getByRole('button', { name: pay }).click();
      const gateway = texts.money.gateway;
      await expect(page.getByRole('heading', { name: gateway.heading })).toBeVisible();
      await checkAtEveryWidth(page, 'test gateway', findings);
      await page.getByLabel(gateway.cardNumber).fill('4242424242424242');
      await page.getByLabel(gateway.expiry).fill('1234');
      await page.getByLabel(gateway.cvc).fill('123');
      await page.getByRole('button', { name: gateway.pay, exact: true }).click();
      await expect(
        page.getByRole('heading', { name: texts.money.result.topUpSuccess }),
      ).toBeVisible();
      await checkAtEveryWidth(page, 'top-up result', findings);
    },
  );

  testDialogs(
    'the chat as the person in the seat, reporting the topic and the owner, deleting their messages; their application rejected',
    language,
    () => world.guest,
    async (page, findings, texts) => {
      const report = texts.chat.report;
      await openPage(page, world.chatPath);
      await expect(page.getByRole('log').getByText(/./).nth(2)).toBeVisible({ timeout: 20_000 });
      await checkAtEveryWidth(page, 'chat as the person in the seat', findings);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: texts.chat.room.reportTopic }).click();
      const reportTopic = page.getByRole('dialog', { name: report.topicTitle });
      await expect(reportTopic).toBeVisible();
      await checkAtEveryWidth(page, 'report-topic dialog', findings);
      await reportTopic.getByRole('radio').first().check();
      await reportTopic.getByRole('button', { name: report.next }).click();
      await expect(reportTopic.getByRole('button', { name: report.submit })).toBeVisible();
      await checkAtEveryWidth(page, 'report-topic dialog, its confirmation', findings);
      await page.keyboard.press('Escape');
      await expect(reportTopic).toBeHidden();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: texts.chat.room.reportUser }).click();
      const reportUser = page.getByRole('dialog', { name: report.userTitle });
      await expect(reportUser).toBeVisible();
      await checkAtEveryWidth(page, 'report-user dialog', findings);
      await page.keyboard.press('Escape');
      await expect(reportUser).toBeHidden();
      await checkConfirmation(page, findings, {
        opener: page.getByRole('button', { name: texts.conversations.deleteMine.action }),
        title: texts.conversations.deleteMine.title,
        screen: 'leave-and-delete-my-messages confirmation',
      });

      await checkApplicationState(page, findings, texts, {
        button: texts.interlocutors.account.rejected,
        state: texts.interlocutors.modal.rejectedInfo,
        screen: 'become-an-interlocutor dialog, the application rejected',
      });
    },
  );

  testDialogs(
    'active chats, the chat after a person left: rating, help lines, leaving, the hand-off summary, the image, sending files, the info sheet',
    language,
    () => world.rater,
    async (page, findings, texts) => {
      await openPage(page, '/rooms');
      await page.getByRole('button', { name: texts.chat.rooms.activeChats }).click();
      const active = page.getByRole('dialog', { name: texts.chat.active.title });
      const talk = active.getByRole('button', { name: /A talk to look back on/ });
      await expect(talk).toBeVisible();
      await checkAtEveryWidth(page, 'active-chats dialog', findings);
      await talk.click();
      const thumbnail = page.getByRole('button', {
        name: texts.attachments.list.openImage.replace('{name}', 'sunset.png'),
      });
      await expect(thumbnail).toBeVisible({ timeout: 20_000 });
      const rate = page.getByRole('button', { name: texts.ratings.panel.rate });
      await expect(rate).toBeVisible();
      await checkAtEveryWidth(page, 'chat of its owner after the person left', findings);

      // Neither rated nor handed off, so that the other languages find both offered too.
      await rate.click();
      const rating = page.getByRole('dialog', {
        name: labelPattern(texts.ratings.modal.title, texts.ratings.modal.title),
      });
      await expect(rating).toBeVisible();
      await checkAtEveryWidth(page, 'rating dialog', findings);
      await rating.getByRole('button', { name: texts.ratings.modal.submit }).click();
      await expect(rating.getByRole('alert')).toBeVisible();
      await checkAtEveryWidth(page, 'rating dialog after a failed submit', findings);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: texts.safety.card.show }).click();
      await expect(page.getByRole('dialog', { name: texts.safety.card.title })).toBeVisible();
      await checkAtEveryWidth(page, 'help-lines dialog', findings);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: texts.chat.room.leave }).click();
      await expect(page.getByRole('dialog', { name: texts.chat.room.leaveTitle })).toBeVisible();
      await checkAtEveryWidth(page, 'leave confirmation', findings);
      await page.keyboard.press('Escape');

      await page.getByRole('radio', { name: texts.chat.room.modeHuman, exact: true }).click();
      const handoff = page.getByRole('dialog', { name: texts.ai.handoff.title });
      await expect(handoff.getByRole('textbox', { name: texts.ai.handoff.label })).toBeVisible();
      await checkAtEveryWidth(page, 'hand-off summary dialog', findings);
      await handoff.getByRole('button', { name: texts.common.close }).click();
      await expect(handoff).toBeHidden();

      await thumbnail.click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      await checkAtEveryWidth(page, 'image lightbox', findings);
      await page.keyboard.press('Escape');
      await page.getByTestId('attach-image-input').setInputFiles({
        name: 'evening.png',
        mimeType: 'image/png',
        buffer: await samplePicture(),
      });
      await expect(page.getByRole('dialog', { name: texts.attachments.modal.title })).toBeVisible();
      await checkAtEveryWidth(page, 'send-files dialog', findings);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: texts.chat.room.menu }).click();
      await expect(page.getByRole('dialog', { name: texts.chat.room.info })).toBeVisible();
      await checkAtPhoneWidth(page, 'chat info sheet', findings);
    },
  );

  testDialogs(
    'a closed talk: the rating given and its change form, deleting it; channel status, forgetting billing details, a payout requested and its history',
    language,
    () => world.earners[language.code].user,
    async (page, findings, texts) => {
      const { closedTalkTitle: title } = world.earners[language.code];
      const stars = texts.ratings.modal.star.replace('{count}', '4');
      await openPage(page, '/rooms');
      await page.getByRole('button', { name: texts.chat.rooms.activeChats }).click();
      const closed = page.locator('[data-closed-chat]').filter({ hasText: title });
      // Rated in each language's own talk: the change form shows only once a rating is given.
      await closed.getByRole('button', { name: `${texts.ratings.panel.rate}: ${title}` }).click();
      const rating = page.getByRole('dialog', {
        name: labelPattern(texts.ratings.modal.title, texts.ratings.modal.title),
      });
      await rating.getByRole('radio', { name: stars }).check({ force: true });
      await rating.getByRole('button', { name: texts.ratings.modal.submit }).click();
      await expect(rating).toBeHidden();
      const change = closed.getByRole('button', {
        name: `${texts.ratings.panel.change}: ${title}`,
      });
      await change.click();
      const changeForm = page.getByRole('dialog', {
        name: labelPattern(texts.ratings.modal.editTitle, texts.ratings.modal.editTitle),
      });
      await expect(changeForm.getByRole('radio', { name: stars })).toBeChecked();
      await checkAtEveryWidth(page, 'rating change dialog', findings);
      await page.keyboard.press('Escape');
      await expect(changeForm).toBeHidden();
      await expect(change).toBeFocused();
      await checkConfirmation(page, findings, {
        opener: closed.getByRole('button', { name: texts.conversations.purge.action }),
        title: texts.conversations.purge.title,
        screen: 'closed conversation delete confirmation',
      });

      await openPage(page, '/account');
      await checkConfirmation(page, findings, {
        opener: page.getByTestId('channel-button'),
        title: texts.money.channel.confirmTitle,
        screen: 'channel status confirmation',
      });
      await checkConfirmation(page, findings, {
        opener: page
          .locator('[aria-labelledby="saved-billing-title"]')
          .getByRole('button', { name: texts.money.savedBilling.delete, exact: true }),
        title: texts.money.savedBilling.deleteTitle,
        screen: 'forget-billing-details confirmation',
      });
      const requestPayout = page.getByRole('button', { name: texts.payouts.modal.open });
      await requestPayout.click();
      const payout = page.getByRole('dialog', { name: texts.payouts.modal.title });
      await fillSepaPayoutRequest(payout, 10, texts.payouts);
      await payout.getByRole('button', { name: texts.payouts.modal.submit }).click();
      await expect(payout.getByText(texts.payouts.modal.success)).toBeVisible();
      await expect(payout.getByTestId('payout-row')).toHaveCount(1);
      await checkAtEveryWidth(page, 'payout dialog after a request, with its history', findings);
      await page.keyboard.press('Escape');
      await expect(payout).toBeHidden();
      await expect(requestPayout).toBeFocused();
    },
  );

  // The owner's signed-in page of the route checks, reused: nothing here is confirmed.
  test(`the owner's chat: removing the person in the seat, deleting the conversation (${language.code})`, async ({
    browser,
  }) => {
    const page = await pageOfVisitor(browser, 'signed-in page', language, () => world.owner);
    const texts = language.texts;
    const findings: Finding[] = [];
    await openPage(page, world.chatPath);
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkConfirmation(page, findings, {
      opener: page.getByRole('button', { name: texts.chat.room.remove, exact: true }),
      title: texts.chat.room.removeTitle,
      screen: 'remove-the-guest confirmation',
    });
    await checkConfirmation(page, findings, {
      opener: page.getByRole('button', { name: texts.conversations.purge.action }),
      title: texts.conversations.purge.title,
      screen: 'delete-the-conversation confirmation',
    });
    expect(findings).toEqual([]);
  });

  testDialogs(
    "the console's reviews: settings, a balance adjustment, deleting content",
    language,
    () => e2eAdmin,
    async (page, findings, texts) => {
      const consoleTexts = texts.admin.console;
      // Each review is cancelled: nothing is saved, adjusted or deleted.
      await openPage(page, '/admin/settings');
      const setting = page.getByRole('spinbutton').first();
      await setting.fill(String(Number(await setting.inputValue()) + 1));
      await page.getByRole('button', { name: consoleTexts.settings.review }).click();
      await expect(
        page.getByRole('dialog', { name: consoleTexts.settings.confirmTitle }),
      ).toBeVisible();
      await checkAtEveryWidth(page, 'settings review', findings);
      await page.keyboard.press('Escape');

      await openPage(page, `/admin/users/${world.samples.userId}`);
      await page.getByLabel(consoleTexts.users.adjustAmount).fill('5');
      const adjust = page
        .locator('form')
        .filter({ has: page.getByLabel(consoleTexts.users.adjustAmount) });
      await adjust.getByLabel(consoleTexts.common.reason).fill('A gesture of goodwill');
      await adjust.getByRole('button', { name: consoleTexts.users.adjustReview }).click();
      await expect(
        page.getByRole('dialog', { name: consoleTexts.users.adjustConfirmTitle }),
      ).toBeVisible();
      await checkAtEveryWidth(page, 'balance adjustment review', findings);
      await page.keyboard.press('Escape');

      await openPage(page, '/admin/content/faq');
      const remove = consoleTexts.content.common.delete;
      await page
        .getByRole('button', { name: `${remove}: ` })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: remove })).toBeVisible();
      await checkAtEveryWidth(page, 'content delete confirmation', findings);
    },
  );

  // A first visit: the cookie banner shows and is checked with every page.
  testRoutes('public page', language, publicRoutes);
  testRoutes('signed-in page', language, signedInRoutes, () => world.owner);
  testRoutes('console section', language, consoleRoutes(), () => e2eAdmin);
}
