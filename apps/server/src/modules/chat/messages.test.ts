import type { TMessage, TMessagesPage } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages, reports } from '../../db/schema';
import {
  balanceOf as storedBalanceOf,
  createUser,
  signedInClient,
} from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sumLedger } from '../ledger/apply-balance-change';
import type { TestClient } from '../../test/test-client';
import {
  closeEveryTopic,
  conversation as startConversation,
  makeTopic,
} from '../../test/chat-testing';
import { ownerAlias } from './personas';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { message_symbol_cost: 0.05 } });
});
afterAll(() => testApp.close());

const balanceOf = (userId: number) => storedBalanceOf(testApp.app, userId);
/** An owner and a guest in one topic, both signed in, with points. */
const conversation = (points = 100) => startConversation(testApp.app, { points });

describe('POST /api/messages/create', () => {
  it('stores the trimmed text, charges message_symbol_cost × characters and answers the message and balance', async () => {
    const { owner, topicId, ownerClient } = await conversation();
    const res = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: '  Hello there!  ',
    });
    expect(res.statusCode).toBe(200);
    const { message, balance } = res.payload<{ message: TMessage; balance: number }>();
    expect(message).toEqual({
      id: expect.any(Number),
      topic_id: topicId,
      sender: 'Me',
      sender_kind: 'user',
      is_mine: true,
      content: 'Hello there!',
      created_at: expect.any(String),
      is_typing: false,
      attachments: [],
      seq: 1,
      client_key: null,
      // What it cost its sender (the receipt): nobody sits in the seat to share it with.
      receipt: { points: 0.6, listener_points: 0 },
    });
    // 12 characters × 0.05 points = 0.60 points.
    expect(balance).toBe(99.4);
    expect(await balanceOf(owner.id)).toBe(99_40);
    expect(await sumLedger(testApp.app.db, owner.id)).toBe(99_40);
    const [entry] = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `message:${message.id}`));
    expect(entry).toMatchObject({ userId: owner.id, delta: -60, kind: 'message' });
  });

  it('counts characters as people see them (an emoji is one)', async () => {
    const { guest, topicId, guestClient } = await conversation();
    await guestClient.post('/api/messages/create', { topic_id: topicId, content: 'hi 👋' });
    expect(await balanceOf(guest.id)).toBe(100_00 - 4 * 5);
  });

  it('answers 422 and stores and charges nothing when the points do not cover the message', async () => {
    const { owner, topicId, ownerClient } = await conversation(0.1);
    const res = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'abc',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({
      message: 'Not enough points. You need 0.15 points to send this message.',
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await balanceOf(owner.id)).toBe(10);
    expect(
      await testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId)),
    ).toHaveLength(0);
    expect(await sumLedger(testApp.app.db, owner.id)).toBe(10);
  });

  it('refuses empty, blank and overlong messages', async () => {
    const { topicId, ownerClient } = await conversation();
    for (const content of ['', '   \n ', undefined]) {
      const res = await ownerClient.post('/api/messages/create', { topic_id: topicId, content });
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('Please write a message');
    }
    const long = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(422);
    expect(long.body.message).toBe('A message can have at most 2000 characters');
  });

  it('masks e-mail addresses, phone numbers and links before storing', async () => {
    const { topicId, ownerClient } = await conversation();
    const res = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'write me: anna.b@mail.de, call 0151 234 56789 or see https://evil.example/x',
    });
    const content = res.payload<{ message: TMessage }>().message.content;
    expect(content).toBe('write me: ***, call *** or see ***');
    const [stored] = await testApp.app.db
      .select()
      .from(messages)
      .where(eq(messages.topicId, topicId));
    expect(stored!.content).toBe(content);
  });

  it('refuses a third user (403) and a closed topic (404 with payload.closed)', async () => {
    const { topicId, owner } = await conversation();
    const stranger = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { points: 10 }),
    );
    const res = await stranger.post('/api/messages/create', {
      topic_id: topicId,
      content: 'let me in',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({
      message: 'You do not have permission to access this chat',
      code: 'NOT_PARTICIPANT',
    });

    const closed = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });
    const ownerClient = await signedInClient(testApp.app, owner);
    const late = await ownerClient.post('/api/messages/create', {
      topic_id: closed,
      content: 'hello?',
    });
    expect(late.statusCode).toBe(404);
    expect(late.body).toMatchObject({
      message: 'Chat has been closed by its owner',
      payload: { closed: true },
    });
    const hidden = await stranger.post('/api/messages/create', {
      topic_id: closed,
      content: 'hello?',
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.code).toBe('TOPIC_NOT_FOUND');
  });
});

describe('GET /api/messages/index', () => {
  it('pages 20 at a time, newest first, with sender Me or the name the author goes by (a walk-in guest: Guest, never the persona)', async () => {
    const { topicId, ownerClient, guestClient } = await conversation();
    for (let index = 1; index <= 23; index += 1) {
      const client = index % 2 === 0 ? guestClient : ownerClient;
      await client.post('/api/messages/create', { topic_id: topicId, content: `m${index}` });
    }
    const first = await ownerClient.get('/api/messages/index', {
      topic_id: topicId,
      page: 1,
      page_size: 20,
      order_by: 'id',
      order_dir: 'desc',
    });
    expect(first.statusCode).toBe(200);
    const page = first.payload<TMessagesPage>();
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({ content: 'm23', sender: 'Me', is_mine: true });
    expect(page.data[1]).toMatchObject({
      content: 'm22',
      sender: 'Guest',
      sender_kind: 'user',
      is_mine: false,
    });
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: 20,
      total: 23,
      last_page: 2,
      from: 1,
      to: 20,
    });

    const second = (
      await ownerClient.get('/api/messages/index', { topic_id: topicId, page: 2 })
    ).payload<TMessagesPage>();
    expect(second.data.map((message) => message.content)).toEqual(['m3', 'm2', 'm1']);
    expect(second.meta).toMatchObject({ total: 23, last_page: 2 });

    // Past the last page: no rows, and still the true total (counted on its own).
    const beyond = (
      await ownerClient.get('/api/messages/index', { topic_id: topicId, page: 5 })
    ).payload<TMessagesPage>();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ total: 23, last_page: 2 });

    const guestView = (
      await guestClient.get('/api/messages/index', { topic_id: topicId })
    ).payload<TMessagesPage>();
    expect(guestView.data[0]).toMatchObject({
      content: 'm23',
      sender: ownerAlias(topicId, 'Luna'),
    });
    expect(guestView.data[1]).toMatchObject({ content: 'm22', sender: 'Me' });
  });

  it('answers what came after a message id, oldest first, and what came before one', async () => {
    const { topicId, ownerClient } = await conversation();
    const ids: number[] = [];
    for (let index = 1; index <= 5; index += 1) {
      const res = await ownerClient.post('/api/messages/create', {
        topic_id: topicId,
        content: `n${index}`,
      });
      ids.push(res.payload<{ message: TMessage }>().message.id);
    }
    const after = (
      await ownerClient.get('/api/messages/index', { topic_id: topicId, after_id: ids[1]! })
    ).payload<TMessagesPage>();
    expect(after.data.map((message) => message.content)).toEqual(['n3', 'n4', 'n5']);
    expect(after.meta.total).toBe(3);

    const before = (
      await ownerClient.get('/api/messages/index', {
        topic_id: topicId,
        before_id: ids[3]!,
        page_size: 2,
      })
    ).payload<TMessagesPage>();
    expect(before.data.map((message) => message.content)).toEqual(['n3', 'n2']);
  });

  it('numbers the messages of a topic 1, 2, 3, … and answers what came after a seq, oldest first, and before one', async () => {
    const { topicId, ownerClient, guestClient } = await conversation();
    for (let index = 1; index <= 5; index += 1) {
      const client = index % 2 === 0 ? guestClient : ownerClient;
      const res = await client.post('/api/messages/create', {
        topic_id: topicId,
        content: `s${index}`,
      });
      expect(res.payload<{ message: TMessage }>().message.seq).toBe(index);
    }
    const after = (
      await guestClient.get('/api/messages/index', { topic_id: topicId, after_seq: 2 })
    ).payload<TMessagesPage>();
    expect(after.data.map((message) => [message.seq, message.content])).toEqual([
      [3, 's3'],
      [4, 's4'],
      [5, 's5'],
    ]);
    expect(after.meta.total).toBe(3);
    const before = (
      await ownerClient.get('/api/messages/index', {
        topic_id: topicId,
        before_seq: 4,
        page_size: 2,
      })
    ).payload<TMessagesPage>();
    expect(before.data.map((message) => message.seq)).toEqual([3, 2]);
    const newest = (
      await ownerClient.get('/api/messages/index', { topic_id: topicId })
    ).payload<TMessagesPage>();
    expect(newest.data.map((message) => message.seq)).toEqual([5, 4, 3, 2, 1]);
  });

  it('lets only the owner and the guest read: a third user gets 403, an unknown topic 404', async () => {
    const { topicId } = await conversation();
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await stranger.get('/api/messages/index', { topic_id: topicId });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('NOT_PARTICIPANT');
    const missing = await stranger.get('/api/messages/index', { topic_id: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Topic with topic_id not found');
  });

  it('stops serving a guest who left', async () => {
    const { topicId, guestClient } = await conversation();
    await guestClient.post('/api/topics/leave', { topic_id: topicId });
    expect((await guestClient.get('/api/messages/index', { topic_id: topicId })).statusCode).toBe(
      403,
    );
  });
});

describe('a new guest in a topic that had one before', () => {
  /** A's topic where B talked with A and left; D took the free seat afterwards. */
  async function seatChangedHands(join: (client: TestClient, topicId: number) => Promise<unknown>) {
    const owner = await createUser(testApp.app, { points: 100 });
    const previous = await createUser(testApp.app, { points: 100 });
    const next = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const ownerClient = await signedInClient(testApp.app, owner);
    const previousClient = await signedInClient(testApp.app, previous);
    const nextClient = await signedInClient(testApp.app, next);
    // Like the web page: the rules are accepted, then the seat taken.
    await previousClient.post(`/api/topics/${topicId}/accept-terms`, {});
    await nextClient.post(`/api/topics/${topicId}/accept-terms`, {});
    expect((await previousClient.post('/api/topics/join', { topic_id: topicId })).statusCode).toBe(
      200,
    );
    await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'A to B: secret',
    });
    await previousClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'B: mine too',
    });
    await previousClient.post('/api/topics/leave', { topic_id: topicId });
    await join(nextClient, topicId);
    return { topicId, ownerClient, previousClient, nextClient };
  }

  const joinById = (client: TestClient, topicId: number) =>
    client.post('/api/topics/join', { topic_id: topicId });

  // What people wrote: the seat's system lines (a person joined, left…) are left out here and
  // checked on their own where they matter.
  const spoken = (res: { payload<T>(): T }) =>
    res.payload<TMessagesPage>().data.filter((message) => message.sender_kind !== 'system');
  const contents = (res: { payload<T>(): T }) => spoken(res).map((message) => message.content);

  it("never shows the new guest the previous guest's conversation: page, after_id, before_id", async () => {
    const { topicId, ownerClient, nextClient } = await seatChangedHands(joinById);
    const empty = await nextClient.get('/api/messages/index', { topic_id: topicId });
    expect(empty.statusCode).toBe(200);
    // The new guest sees only the line of their own arrival, nothing from before it.
    expect(empty.payload<TMessagesPage>().data.map((message) => message.sender_kind)).toEqual([
      'system',
    ]);
    expect(contents(empty)).toEqual([]);
    expect(
      contents(await nextClient.get('/api/messages/index', { topic_id: topicId, after_id: 0 })),
    ).toEqual([]);
    expect(
      contents(
        await nextClient.get('/api/messages/index', { topic_id: topicId, before_id: 2 ** 40 }),
      ),
    ).toEqual([]);

    await ownerClient.post('/api/messages/create', { topic_id: topicId, content: 'Hello D' });
    await nextClient.post('/api/messages/create', { topic_id: topicId, content: 'Hi A' });
    const page = await nextClient.get('/api/messages/index', { topic_id: topicId });
    expect(contents(page)).toEqual(['Hi A', 'Hello D']);
    expect(page.payload<TMessagesPage>().meta.total).toBe(3);
    expect(
      contents(await nextClient.get('/api/messages/index', { topic_id: topicId, after_id: 0 })),
    ).toEqual(['Hello D', 'Hi A']);
  });

  it('applies to a seat taken by random chat too', async () => {
    await closeEveryTopic(testApp.app);
    const { topicId, nextClient } = await seatChangedHands(async (client) => {
      const res = await client.get('/api/topics/random');
      expect(res.statusCode).toBe(200);
    });
    const page = await nextClient.get('/api/messages/index', { topic_id: topicId });
    expect(page.statusCode).toBe(200);
    expect(contents(page)).toEqual([]);
  });

  it('shows a returning guest only what came after their new arrival', async () => {
    const { topicId, previousClient, nextClient } = await seatChangedHands(joinById);
    await nextClient.post('/api/messages/create', { topic_id: topicId, content: 'D was here' });
    await nextClient.post('/api/topics/leave', { topic_id: topicId });
    await previousClient.post('/api/topics/join', { topic_id: topicId });
    expect(
      contents(await previousClient.get('/api/messages/index', { topic_id: topicId })),
    ).toEqual([]);
  });

  it('labels every walk-in guest "Guest" for the owner, now and after they left, in the owner\'s language', async () => {
    const { topicId, ownerClient, nextClient } = await seatChangedHands(joinById);
    await nextClient.post('/api/messages/create', { topic_id: topicId, content: 'Hi A' });
    const page = await ownerClient.get('/api/messages/index', { topic_id: topicId });
    expect(spoken(page).map((message) => [message.content, message.sender])).toEqual([
      ['Hi A', 'Guest'],
      ['B: mine too', 'Guest'],
      ['A to B: secret', 'Me'],
    ]);

    const languages = (await ownerClient.get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const german = languages.find((language) => language.code === 'de')!;
    const inGerman = await ownerClient.get('/api/messages/index', {
      topic_id: topicId,
      lang_id: german.id,
    });
    expect(spoken(inGerman).map((message) => message.sender)).toEqual(['Gast', 'Gast', 'Me']);
  });
});

describe('POST /api/messages/create before the rules are accepted', () => {
  it('answers 403 and stores and charges nothing; after accept-terms the message goes through', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, termsAccepted: false });
    const ownerClient = await signedInClient(testApp.app, owner);

    const refused = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'Please accept the chat rules before writing.',
      code: 'TERMS_NOT_ACCEPTED',
    });
    expect(
      await testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId)),
    ).toEqual([]);
    expect(await balanceOf(owner.id)).toBe(10_000);

    await ownerClient.post(`/api/topics/${topicId}/accept-terms`, {});
    const sent = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello',
    });
    expect(sent.statusCode).toBe(200);
  });
});

describe('POST /api/reports/create', () => {
  it('files a topic report and a user report once each', async () => {
    const { topicId, owner, guest, guestClient } = await conversation();
    const topicReport = await guestClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'topic',
    });
    expect(topicReport.statusCode).toBe(200);
    expect(topicReport.body.message).toBe('Topic reported successfully');
    const userReport = await guestClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'user',
    });
    expect(userReport.body.message).toBe('User reported successfully');

    const rows = await testApp.app.db.select().from(reports).where(eq(reports.topicId, topicId));
    expect(rows.map((row) => [row.type, row.reporterId, row.reportedUserId])).toEqual([
      ['topic', guest.id, owner.id],
      ['user', guest.id, owner.id],
    ]);

    const twice = await guestClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'topic',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toMatchObject({
      message: 'You have already reported this topic',
      code: 'ALREADY_REPORTED',
    });
    const twiceUser = await guestClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'user',
    });
    expect(twiceUser.body.message).toBe('You have already reported this user');
  });

  it("the owner's user report names the guest, the guest who just left, then the next guest", async () => {
    const { topicId, guest, ownerClient, guestClient } = await conversation();
    const reportUser = () =>
      ownerClient.post('/api/reports/create', { topic_id: topicId, type: 'user' });

    await guestClient.post('/api/topics/leave', { topic_id: topicId });
    expect((await reportUser()).body.message).toBe('User reported successfully');

    const next = await createUser(testApp.app, { points: 100 });
    const nextClient = await signedInClient(testApp.app, next);
    expect((await nextClient.post('/api/topics/join', { topic_id: topicId })).statusCode).toBe(200);
    expect((await reportUser()).statusCode).toBe(200);
    expect((await reportUser()).body.message).toBe('You have already reported this user');

    const rows = await testApp.app.db.select().from(reports).where(eq(reports.topicId, topicId));
    expect(rows.map((row) => row.reportedUserId)).toEqual([guest.id, next.id]);
  });

  it('an owner who never had a guest has nobody to report; a stranger cannot report a user', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const ownerClient = await signedInClient(testApp.app, owner);
    const alone = await ownerClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'user',
    });
    expect(alone.statusCode).toBe(422);
    expect(alone.body).toMatchObject({
      message: 'There is no other person in this chat to report.',
      code: 'NOBODY_TO_REPORT',
    });

    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await stranger.post('/api/reports/create', { topic_id: topicId, type: 'user' });
    expect(res.statusCode).toBe(403);
    expect(
      (await stranger.post('/api/reports/create', { topic_id: topicId, type: 'topic' })).statusCode,
    ).toBe(200);
    const rows = await testApp.app.db.select().from(reports).where(eq(reports.topicId, topicId));
    expect(rows.map((row) => [row.type, row.reportedUserId])).toEqual([['topic', owner.id]]);
  });

  it('answers 422 with a sentence when the owner reports their own topic, and files nothing', async () => {
    const { topicId, ownerClient } = await conversation();
    const languages = await ownerClient.get('/api/languages');
    const idOf = (code: string) =>
      (languages.body.payload as { id: number; code: string }[]).find((l) => l.code === code)!.id;
    const own = await ownerClient.post('/api/reports/create', { topic_id: topicId, type: 'topic' });
    expect(own.statusCode).toBe(422);
    expect(own.body).toMatchObject({
      status: 'ERROR',
      message: 'You cannot report your own topic.',
      code: 'OWN_TOPIC',
    });
    const german = await ownerClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'topic',
      lang_id: idOf('de'),
    });
    expect(german.body.message).toBe('Du kannst dein eigenes Thema nicht melden.');
    const spanish = await ownerClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'topic',
      lang_id: idOf('es'),
    });
    expect(spanish.body.message).toBe('No puedes denunciar tu propio tema.');
    const rows = await testApp.app.db.select().from(reports).where(eq(reports.topicId, topicId));
    expect(rows).toEqual([]);
  });

  it('refuses unknown types and hidden topics', async () => {
    const { topicId, owner } = await conversation();
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    expect(
      (await stranger.post('/api/reports/create', { topic_id: topicId, type: 'spam' })).statusCode,
    ).toBe(422);
    const closed = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });
    const res = await stranger.post('/api/reports/create', { topic_id: closed, type: 'topic' });
    expect(res.statusCode).toBe(404);
  });
});
