import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { storeCookieChoice } from './support/cookie-choice';
import { choosePhoneCountry, phoneCountry } from './support/phone';
import { fillTopUpBillingAddress } from './support/top-up';
import { signInThroughApi } from './support/axe';
import { createVerifiedUser, uniqueEmail, type E2EUser } from './support/users';

/**
 * The phone field as people use it, key by key, on the three forms that have it: what it
 * shows, and the `phone`, `phoneCountryCode` and `nationalNumber` the form sends.
 */

type Sent = {
  phone: string;
  phoneCountryCode: string;
  nationalNumber: string;
};

interface Sequence {
  name: string;
  /** Only the sign-up form starts empty, with the country of the browser locale (en-US). */
  /** The keys, pastes and clicks; the field is focused and shows the form's start value. */
  run: (phone: Locator, form: Locator, page: Page) => Promise<void>;
  shown: string;
  /** What the form sends; null: the number is not valid, so the form shows an error instead. */
  sent: Sent | null;
}

const gb: Sent = { phone: '+447400407116', phoneCountryCode: 'GB', nationalNumber: '7400407116' };
const gbShown = '+44 7400 407116';

async function selectAll(phone: Locator) {
  await phone.press('ControlOrMeta+a');
}

async function clear(phone: Locator) {
  await selectAll(phone);
  await phone.press('Backspace');
  await expect(phone).toHaveValue('');
}

async function paste(page: Page, phone: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await phone.press('ControlOrMeta+v');
}

async function pickCountry(form: Locator, name: string) {
  await choosePhoneCountry(form, name);
}

/** Sequences from any start value (empty, or a kept number of another country). */
const anyStart: (Sequence & { sent: Sent })[] = [
  {
    name: 'select all, Backspace, type a full international number with +',
    run: async (phone) => {
      await clear(phone);
      await phone.pressSequentially('+447400407116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'GB picked, select all, Backspace, type the national number',
    run: async (phone, form) => {
      await pickCountry(form, 'United Kingdom');
      await phone.click();
      await clear(phone);
      await phone.pressSequentially('7400407116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'select all, Backspace, type a full international number with 00',
    run: async (phone) => {
      await clear(phone);
      await phone.pressSequentially('00447400407116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'paste +44 7400 407116 over the selection',
    run: async (phone, _form, page) => {
      await selectAll(phone);
      await paste(page, phone, '+44 7400 407116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'paste with brackets, dashes and (0) over the selection',
    run: async (phone, _form, page) => {
      await selectAll(phone);
      await paste(page, phone, '+44 (0) 7400-407-116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'correct a digit in the middle (Home, arrows, Backspace, type)',
    run: async (phone) => {
      await clear(phone);
      await phone.pressSequentially('+447400407116');
      await phone.press('Home');
      for (let step = 0; step < 6; step += 1) await phone.press('ArrowRight');
      await phone.press('Backspace');
      await phone.pressSequentially('5');
      await expect(phone).toHaveValue('+44 7500 407116');
      await phone.press('End');
      await phone.press('Backspace');
      await phone.pressSequentially('9');
    },
    shown: '+44 7500 407119',
    sent: { phone: '+447500407119', phoneCountryCode: 'GB', nationalNumber: '7500407119' },
  },
  {
    name: 'Backspace through the calling code, type another one',
    run: async (phone) => {
      await clear(phone);
      await phone.pressSequentially('+4915123456789');
      await phone.press('End');
      for (let step = 0; step < 16; step += 1) await phone.press('Backspace');
      await expect(phone).toHaveValue('+');
      await phone.pressSequentially('447400407116');
    },
    shown: gbShown,
    sent: gb,
  },
];

/** Sequences of an empty sign-up form (browser locale en-US: the field starts as +1). */
const signUpOnly: Sequence[] = [
  {
    name: 'GB picked (+44), select all, Backspace, type +447400407116',
    run: async (phone, form) => {
      await pickCountry(form, 'United Kingdom');
      await phone.click();
      await expect(phone).toHaveValue('+44');
      await clear(phone);
      await phone.pressSequentially('+447400407116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'GB picked (+44), type the national number after the kept calling code',
    run: async (phone, form) => {
      await pickCountry(form, 'United Kingdom');
      await phone.click();
      await expect(phone).toHaveValue('+44');
      await phone.pressSequentially('7400407116');
    },
    shown: gbShown,
    sent: gb,
  },
  {
    name: 'locale default (+1), select all, Backspace, type 7400407116',
    run: async (phone) => {
      await expect(phone).toHaveValue('+1');
      await clear(phone);
      await phone.pressSequentially('7400407116');
    },
    // The number meant, a US one; 740 040 is no US exchange, so the form refuses it.
    shown: '+1 740 040 7116',
    sent: null,
  },
  {
    name: 'locale default (+1), select all, Backspace, type a valid US number',
    run: async (phone) => {
      await expect(phone).toHaveValue('+1');
      await clear(phone);
      await phone.pressSequentially('2015550123');
    },
    shown: '+1 201 555 0123',
    sent: { phone: '+12015550123', phoneCountryCode: 'US', nationalNumber: '2015550123' },
  },
  {
    name: 'national number with its 0 prefix typed into the cleared field',
    run: async (phone, form) => {
      await pickCountry(form, 'United Kingdom');
      await phone.click();
      await clear(phone);
      await phone.pressSequentially('07400 407116');
    },
    shown: gbShown,
    sent: gb,
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await storeCookieChoice(context, baseURL);
});

/**
 * Runs a sequence, checks the field, submits, and answers the request the form sent. Each
 * assertion names the sequence: the sequences of one form share a test (below).
 */
async function runAndSubmit(
  page: Page,
  form: Locator,
  sequence: Sequence,
  submit: () => Promise<void>,
  path: string,
): Promise<Request | null> {
  const phone = form.getByLabel('Phone', { exact: true });
  await phone.click();
  await sequence.run(phone, form, page);
  await expect(phone, `${sequence.name}: the field shows`).toHaveValue(sequence.shown);
  if (!sequence.sent) {
    const sentAnyway: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.url().includes(path)) sentAnyway.push(request);
    };
    page.on('request', onRequest);
    await submit();
    await expect(
      form.getByText('Valid phone number is required'),
      `${sequence.name}: the form refuses the number`,
    ).toBeVisible();
    page.off('request', onRequest);
    expect(sentAnyway, `${sequence.name}: nothing is sent`).toHaveLength(0);
    return null;
  }
  const sending = page.waitForRequest(
    (request) => request.url().includes(path) && request.method() !== 'GET',
  );
  await submit();
  const sent = await sending;
  // Aborted by the test's route: answered (null) once the form has been told it failed.
  await sent.response();
  return sent;
}

/**
 * The sequences of one form share one page: each runs on the form opened afresh (the modal
 * unmounts its form when closed) and its submit is aborted, so nothing is stored. A page and
 * a sign-in for each sequence had cost CI about three minutes of test time, mostly spent
 * loading the app again. Each sequence is a step; the test's time allows for a slow machine.
 */
function sequencesOfOneForm(sequences: readonly Sequence[]) {
  test.setTimeout(30_000 + sequences.length * 15_000);
}

/**
 * Closes a dialog with Escape, so that the next sequence opens the form afresh. A form still
 * busy with its failed submit ignores Escape (the top-up modal stays open while it
 * processes), so Escape is pressed again until the dialog has gone.
 */
async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 2000 });
  }, 'the dialog closes with Escape').toPass();
}

/** A form the sequences run on, each time opened afresh. */
interface FreshForm {
  /** Opens the form and answers its dialog. */
  open: () => Promise<Locator>;
  /** Checks it is fresh and fills everything but the phone. */
  prepare: (dialog: Locator, sequence: Sequence) => Promise<void>;
  submit: (dialog: Locator) => Promise<void>;
  /** The API path the form sends to (the test's route aborts it). */
  path: string;
}

/** Each sequence as a step on the form opened afresh; `check` reads what it sent (or null). */
async function eachSequenceOnAFreshForm<S extends Sequence>(
  page: Page,
  sequences: readonly S[],
  form: FreshForm,
  check: (sequence: S, sent: Request | null) => void,
): Promise<void> {
  for (const sequence of sequences) {
    await test.step(sequence.name, async () => {
      const dialog = await form.open();
      await form.prepare(dialog, sequence);
      const sent = await runAndSubmit(page, dialog, sequence, () => form.submit(dialog), form.path);
      check(sequence, sent);
      await closeDialog(page, dialog);
    });
  }
}

test.describe('the sign-up modal', () => {
  test('each key sequence on a fresh form sends what the field shows', async ({ page }) => {
    const sequences = [...signUpOnly, ...anyStart];
    sequencesOfOneForm(sequences);
    await page.route('**/api/register', (route) => route.abort());
    await page.goto('/');
    await eachSequenceOnAFreshForm(
      page,
      sequences,
      {
        open: async () => {
          await page
            .getByRole('banner')
            .getByRole('button', { name: 'Sign up', exact: true })
            .click();
          return page.getByRole('dialog', { name: 'Sign up' });
        },
        prepare: async (dialog, sequence) => {
          // Opened afresh: nothing typed, the country of the browser locale (en-US).
          await expect(dialog.getByLabel('Email'), `${sequence.name}: a fresh form`).toHaveValue(
            '',
          );
          await expect(
            phoneCountry(dialog),
            `${sequence.name}: a fresh form's phone country`,
          ).toContainText('(+1)');
          await dialog.getByLabel('Email').fill(uniqueEmail('phone'));
          await dialog.getByLabel('Password', { exact: true }).fill('Harbor-Lights-93');
          await dialog.getByLabel('Confirm password').fill('Harbor-Lights-93');
          await dialog.getByRole('checkbox').check();
        },
        submit: (dialog) => dialog.getByRole('button', { name: 'Create account' }).click(),
        path: '/api/register',
      },
      (sequence, sent) => {
        if (sequence.sent)
          expect(sent?.postDataJSON(), `${sequence.name}: the form sends`).toMatchObject(
            sequence.sent,
          );
      },
    );
  });

  test('an account signed up with a retyped number keeps that number', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('Email').fill(uniqueEmail('phone'));
    await dialog.getByLabel('Password', { exact: true }).fill('Harbor-Lights-93');
    await dialog.getByLabel('Confirm password').fill('Harbor-Lights-93');
    await dialog.getByRole('checkbox').check();
    const phone = dialog.getByLabel('Phone', { exact: true });
    await phone.click();
    await clear(phone);
    await phone.pressSequentially('+447400407116');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit profile' });
    await expect(edit.getByLabel('Phone', { exact: true })).toHaveValue(gbShown);
    await expect(phoneCountry(edit)).toContainText('United Kingdom');
  });
});

async function openAccount(page: Page, user: E2EUser): Promise<void> {
  await signInThroughApi(page.context(), user);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
}

// One account per form: the edit-profile and top-up forms never store what they are given
// (the request is aborted), so each form's sequences run signed in once as the same account.

test.describe('the edit-profile modal (the profile has +49 1512 3456789)', () => {
  test('each key sequence on a fresh form sends what the field shows', async ({
    page,
    request,
  }) => {
    sequencesOfOneForm(anyStart);
    await openAccount(page, await createVerifiedUser(request));
    await page.route('**/api/user/profile', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.fallback(),
    );
    await eachSequenceOnAFreshForm(
      page,
      anyStart,
      {
        open: async () => {
          await page.getByRole('button', { name: 'Edit profile' }).click();
          return page.getByRole('dialog', { name: 'Edit profile' });
        },
        prepare: async (dialog, sequence) => {
          await expect(
            dialog.getByLabel('Phone', { exact: true }),
            `${sequence.name}: the profile's number`,
          ).toHaveValue('+49 1512 3456789');
          await dialog.getByLabel('Surname').fill('Lovelace');
        },
        submit: (dialog) => dialog.getByRole('button', { name: 'Save changes' }).click(),
        path: '/api/user/profile',
      },
      (sequence, sent) =>
        expect(sent?.postDataJSON(), `${sequence.name}: the form sends`).toMatchObject(
          sequence.sent,
        ),
    );
  });
});

test.describe('the top-up billing step (prefilled +49 1512 3456789)', () => {
  test('each key sequence on a fresh form sends what the field shows', async ({
    page,
    request,
  }) => {
    sequencesOfOneForm(anyStart);
    await openAccount(page, await createVerifiedUser(request));
    await page.route('**/api/deposit/checkout', (route) => route.abort());
    await eachSequenceOnAFreshForm(
      page,
      anyStart,
      {
        open: async () => {
          await page.getByRole('button', { name: 'Top up balance' }).click();
          const dialog = page.getByRole('dialog', { name: 'Top up balance' });
          await dialog.getByRole('button', { name: /^Continue/ }).click();
          return dialog;
        },
        prepare: async (dialog, sequence) => {
          await expect(
            dialog.getByLabel('Phone', { exact: true }),
            `${sequence.name}: the prefilled number`,
          ).toHaveValue('+49 1512 3456789');
          await fillTopUpBillingAddress(dialog);
        },
        submit: (dialog) => dialog.getByRole('button', { name: /^Pay/ }).click(),
        path: '/api/deposit/checkout',
      },
      (sequence, sent) => {
        const body = sent?.postDataJSON() as { phone: string; phoneData: Sent };
        expect(body.phone, `${sequence.name}: the phone sent`).toBe(sequence.sent.phone);
        expect(body.phoneData, `${sequence.name}: the phone data sent`).toMatchObject(
          sequence.sent,
        );
      },
    );
  });
});
