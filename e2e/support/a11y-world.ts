import { de, en, es, type Catalog } from '@parlor/contracts/i18n';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from './admin';
import { apiSession, createEarner, userIdOf } from './api-session';
import { createVerifiedUser, type E2EUser } from './users';

/** A language's catalogue: English's keys, its own words. */
export type SiteTexts = Catalog<typeof en>;

/** A language the site speaks: the browser locale that picks it and its catalogue. */
export interface SiteLanguage {
  code: 'en' | 'de' | 'es';
  locale: string;
  texts: SiteTexts;
}

/** Every language the site ships, each checked on every page and dialog. */
export const siteLanguages: readonly SiteLanguage[] = [
  { code: 'en', locale: 'en-US', texts: en },
  { code: 'de', locale: 'de-DE', texts: de },
  { code: 'es', locale: 'es-ES', texts: es },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for a button's name: `plain`, or `template` with its placeholders (a price) filled
 * in, wherever the language puts them ("Pay €25.00", "25,00 € bezahlen").
 */
export function labelPattern(plain: string, template: string): RegExp {
  const filled = template
    .split(/\{\w+\}/)
    .map(escaped)
    .join('.+');
  return new RegExp(`^(?:${escaped(plain)}|${filled})$`);
}

/**
 * An interlocutor with points of one language's walk: the dialogs that change what they
 * show once used (a rating given, a payout requested) each find theirs unused.
 */
export interface LanguageEarner {
  user: E2EUser;
  /**
   * The title of their talk with a person that is over and closed (it is listed among the
   * closed conversations of "Active chats"), still to be rated.
   */
  closedTalkTitle: string;
}

/**
 * What the checks of one worker's server share, made through the API once per worker: an
 * interlocutor with points who owns a topic where the companion answered and a person took
 * the seat and wrote (the chat then shows all three kinds of message); someone with no
 * topic; someone whose topic's rules still wait; someone whose talk with a person is over;
 * an application and a payout waiting in the console, an application rejected; for each
 * language an interlocutor with a closed talk to rate and billing details remembered.
 */
export interface A11yWorld {
  owner: E2EUser;
  /**
   * The person in the owner's topic's seat, whose application to become an interlocutor was
   * rejected with a note.
   */
  guest: E2EUser;
  /** Route parameters: userId, roomId, topicId, slug and the catch-all. */
  samples: Record<string, string>;
  chatPath: string;
  /** Someone with no topic yet: the create-topic dialog shows its form to them. */
  newcomer: E2EUser;
  /**
   * Someone whose only topic waits for its house rules to be agreed (one open topic each) and
   * whose application to become an interlocutor waits in the console.
   */
  rulesOwner: E2EUser;
  rulesChatPath: string;
  /**
   * The owner of a topic where a person sat, wrote three lines against the owner's three (one
   * with an image) and left: the chat offers the rating, a search with the hand-off summary
   * and the image's lightbox. Never rated, never handed off, so every language finds it so.
   */
  rater: E2EUser;
  raterChatPath: string;
  earners: Record<SiteLanguage['code'], LanguageEarner>;
}

type ApiSession = Awaited<ReturnType<typeof apiSession>>;

/** A plain orange PNG of 480 × 320, a picture to attach. */
export function samplePicture(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: '#ff7a18' } })
    .png()
    .toBuffer();
}

/** Sends a message with one PNG attached, as the Send files dialog does (multipart). */
async function sendImage(session: ApiSession, topicId: number, content: string) {
  const image = await samplePicture();
  const { cookies } = await session.context.storageState();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await session.context.post('/api/messages/create', {
    multipart: {
      topic_id: String(topicId),
      content,
      'attachments[]': { name: 'sunset.png', mimeType: 'image/png', buffer: image },
      'types[]': 'image',
    },
    headers: { 'X-XSRF-TOKEN': xsrf, accept: 'application/json' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * A topic `title` of `rater` where `visitor` took the seat, both wrote three lines (the
 * rater's first with an image) and the visitor left: the conversation may be rated. With
 * `isClosed`, the rater then leaves too, which closes it. Answers the topic's id.
 */
async function createTalkToRate(
  baseURL: string,
  { roomId, rater, visitor, title, isClosed = false }: TalkToRate,
): Promise<number> {
  const raterApi = await apiSession(baseURL, rater);
  const created = await raterApi.call('/api/topics/create', { room_id: roomId, title });
  const topicId = (created.payload.topic as { id: number }).id;
  await raterApi.call(`/api/topics/${topicId}/accept-terms`, {});
  const visitorApi = await apiSession(baseURL, visitor);
  await visitorApi.call(`/api/topics/${topicId}/accept-terms`, {});
  await visitorApi.call('/api/topics/join', { topic_id: topicId });
  await sendImage(raterApi, topicId, 'A picture of my evening');
  const say = (session: ApiSession, content: string) =>
    session.call('/api/messages/create', { topic_id: topicId, content });
  await say(visitorApi, 'What a sky.');
  await say(raterApi, 'It was a long day.');
  await say(visitorApi, 'Tell me about it.');
  await say(raterApi, 'Thank you for listening.');
  await say(visitorApi, 'Take care.');
  await visitorApi.call('/api/topics/leave', { topic_id: topicId });
  if (isClosed) await raterApi.call('/api/topics/leave', { topic_id: topicId });
  await visitorApi.context.dispose();
  await raterApi.context.dispose();
  return topicId;
}

interface TalkToRate {
  roomId: number;
  rater: E2EUser;
  visitor: E2EUser;
  title: string;
  isClosed?: boolean;
}

/** `user` applies to become an interlocutor; answers the application's id. */
async function applyToBecomeInterlocutor(baseURL: string, user: E2EUser): Promise<number> {
  const userApi = await apiSession(baseURL, user);
  const applied = await userApi.call('/api/become-contributor', {
    nickname: 'Wren',
    email: user.email,
    experience: 'Years on a help line',
    interests: 'Books',
    help_description: 'I listen.',
  });
  await userApi.context.dispose();
  return (applied.payload.application as { id: number }).id;
}

/** The e2e admin rejects `user`'s application with a note: the application is decided. */
async function rejectApplication(baseURL: string, user: E2EUser): Promise<void> {
  const applicationId = await applyToBecomeInterlocutor(baseURL, user);
  const admin = await apiSession(baseURL, e2eAdmin);
  await admin.call(`/api/admin/applications/${applicationId}/reject`, {
    note: 'Please tell us more about your experience.',
  });
  await admin.context.dispose();
}

/** Germany's id in the country list, for addresses. */
async function germanyId(session: ApiSession): Promise<number> {
  const countries = (await (await session.context.get('/api/countries')).json()) as {
    payload: { id: number; iso: string }[];
  };
  return countries.payload.find((country) => country.iso === 'DE')!.id;
}

/** An interlocutor with points whose billing details are remembered (for the account page). */
async function createLanguageEarner(request: APIRequestContext, baseURL: string): Promise<E2EUser> {
  const user = await createEarner(request, baseURL, 5000);
  const userApi = await apiSession(baseURL, user);
  await userApi.call(
    '/api/user/billing-details',
    {
      name: 'Ada',
      surname: 'Lovelace',
      phone: '+4930901820',
      email: user.email,
      country: await germanyId(userApi),
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postCode: '10117',
    },
    'put',
  );
  await userApi.context.dispose();
  return user;
}

/**
 * A pending application of `applicant` and a pending payout of `earner` (€10 by SEPA): the
 * console's queues then show their review controls, and the earner's payout dialog a history.
 */
async function fillConsoleQueues(baseURL: string, earner: E2EUser, applicant: E2EUser) {
  await applyToBecomeInterlocutor(baseURL, applicant);
  const earnerApi = await apiSession(baseURL, earner);
  await earnerApi.call('/api/payouts', {
    amount: 10,
    method: 'sepa',
    first_name: 'Ada',
    last_name: 'Lovelace',
    country_id: await germanyId(earnerApi),
    city: 'Berlin',
    address: 'Unter den Linden 1',
    zip: '10117',
    iban: 'DE89 3704 0044 0532 0130 00',
    password: earner.password,
  });
  await earnerApi.context.dispose();
}

/** Builds the world on the worker's server (`baseURL`). */
export async function createA11yWorld(
  request: APIRequestContext,
  baseURL: string,
): Promise<A11yWorld> {
  const owner = await createEarner(request, baseURL, 5000);
  const guest = await createVerifiedUser(request);
  const newcomer = await createVerifiedUser(request);
  const rulesOwner = await createVerifiedUser(request);
  const rater = await createVerifiedUser(request);
  const visitor = await createVerifiedUser(request);
  const samples: Record<string, string> = { slug: 'terms', '*': '/no-such-page' };
  samples.userId = String(await userIdOf(baseURL, owner));

  const ownerApi = await apiSession(baseURL, owner);
  const rooms = (await (await ownerApi.context.get('/api/rooms/index')).json()) as {
    payload: { id: number }[];
  };
  const roomId = rooms.payload[0]!.id;
  samples.roomId = String(roomId);
  const createTopic = async (session: typeof ownerApi, title: string) => {
    const created = await session.call('/api/topics/create', { room_id: roomId, title });
    return (created.payload.topic as { id: number }).id;
  };
  const topicId = await createTopic(ownerApi, 'Accessible evenings');
  samples.topicId = String(topicId);
  await ownerApi.call(`/api/topics/${topicId}/accept-terms`, {});
  await ownerApi.call('/api/messages/create', {
    topic_id: topicId,
    content: 'Hello, is anyone there?',
  });
  // The companion answers in a few seconds; then a person takes the seat and writes.
  await expect
    .poll(
      async () => {
        const answer = await ownerApi.context.get(
          `/api/messages/index?topic_id=${topicId}&page=1&page_size=20&order_by=id&order_dir=desc`,
        );
        const body = (await answer.json()) as {
          payload: { data: { is_mine: boolean; is_typing: boolean }[] };
        };
        return body.payload.data.some((message) => !message.is_mine && !message.is_typing);
      },
      { message: 'the companion replied', timeout: 30_000 },
    )
    .toBe(true);
  const guestApi = await apiSession(baseURL, guest);
  await guestApi.call(`/api/topics/${topicId}/accept-terms`, {});
  await guestApi.call('/api/topics/join', { topic_id: topicId });
  await guestApi.call('/api/messages/create', { topic_id: topicId, content: 'Hi, I am here.' });
  await guestApi.context.dispose();

  await ownerApi.context.dispose();
  const rulesOwnerApi = await apiSession(baseURL, rulesOwner);
  const rulesTopicId = await createTopic(rulesOwnerApi, 'Rules first');
  await rulesOwnerApi.context.dispose();
  const raterTopicId = await createTalkToRate(baseURL, {
    roomId,
    rater,
    visitor,
    title: 'A talk to look back on',
  });
  await fillConsoleQueues(baseURL, owner, rulesOwner);
  await rejectApplication(baseURL, guest);
  // One after the other: sign-ups through `request` share its cookie jar (a parallel one
  // replaces the XSRF cookie another is about to send), and the visitor holds one seat at a
  // time.
  const earners = {} as Record<SiteLanguage['code'], LanguageEarner>;
  for (const { code } of siteLanguages) {
    const user = await createLanguageEarner(request, baseURL);
    const closedTalkTitle = `A closed talk (${code})`;
    await createTalkToRate(baseURL, {
      roomId,
      rater: user,
      visitor,
      title: closedTalkTitle,
      isClosed: true,
    });
    earners[code] = { user, closedTalkTitle };
  }
  return {
    owner,
    guest,
    newcomer,
    rulesOwner,
    samples,
    chatPath: `/topics/${topicId}/chat`,
    rulesChatPath: `/topics/${rulesTopicId}/chat`,
    rater,
    raterChatPath: `/topics/${raterTopicId}/chat`,
    earners,
  };
}

/** Opens `path` and waits until the page has drawn its content (or a dialog) and gone quiet. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(
    page.locator('main :is(h1, h2, p, form):visible, [role="dialog"]').first(),
    `${path} shows content`,
  ).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}
