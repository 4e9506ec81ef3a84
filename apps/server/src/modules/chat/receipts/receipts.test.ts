import type {
  TInterlocutorSearch,
  TMessage,
  TMessagesPage,
  TRealtimeEvent,
  TSpendingAnswer,
} from '@parlor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages } from '../../../db/schema';
import { createUser, signedInClient } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { makeInterlocutor } from '../../../test/interlocutor-testing';
import { conversation, makeTopic } from '../../../test/chat-testing';
import { userChannel } from '../../../adapters/bus/channels';

let testApp: TestApp;

beforeAll(async () => {
  // 10 hundredths per character; the listener's share is 50 %.
  testApp = await createTestApp({
    settings: { message_symbol_cost: 0.1, contributor_share_percent: 50 },
  });
});
afterAll(() => testApp.close());

async function send(client: TestClient, topicId: number, content: string): Promise<TMessage> {
  const res = await client.post('/api/messages/create', { topic_id: topicId, content });
  expect(res.statusCode).toBe(200);
  return res.payload<{ message: TMessage }>().message;
}

async function listOf(client: TestClient, topicId: number): Promise<TMessage[]> {
  const res = await client.get('/api/messages/index', { topic_id: topicId });
  return res.payload<TMessagesPage>().data;
}

/** An owner's topic whose seat a matched interlocutor took through the API. */
async function matchedTopic() {
  const owner = await createUser(testApp.app, { points: 100 });
  const ownerClient = await signedInClient(testApp.app, owner);
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  const interlocutor = await makeInterlocutor(testApp.app);
  await ownerClient.post('/api/topics/update-chat-mode', { topic_id: topicId, chat_mode: 'human' });
  const search = (
    await ownerClient.get('/api/topics/interlocutor-search', { topic_id: topicId })
  ).payload<{ search: TInterlocutorSearch }>().search;
  const accepted = await interlocutor.client.post(
    `/api/interlocutor/requests/${search.request_id}/accept`,
  );
  expect(accepted.statusCode).toBe(200);
  await interlocutor.client.post(`/api/topics/${topicId}/accept-terms`);
  return { owner, ownerClient, topicId, interlocutor };
}

describe('receipts on messages', () => {
  it("shows each person what their own messages cost, and never another person's cost", async () => {
    const { guest, topicId, ownerClient, guestClient } = await conversation(testApp.app);
    const heard: TRealtimeEvent[] = [];
    const stop = await testApp.app.bus.subscribe(userChannel(guest.id), (event) =>
      heard.push(event as TRealtimeEvent),
    );

    const mine = await send(ownerClient, topicId, 'hello'); // 5 × 0.10
    expect(mine.receipt).toEqual({ points: 0.5, listener_points: 0 });
    const theirs = await send(guestClient, topicId, 'hey'); // 3 × 0.10
    expect(theirs.receipt).toEqual({ points: 0.3, listener_points: 0 });

    const receiptsSeenBy = async (client: TestClient) =>
      Object.fromEntries(
        (await listOf(client, topicId)).map((message) => [message.content, message.receipt]),
      );
    expect(await receiptsSeenBy(ownerClient)).toEqual({
      hello: { points: 0.5, listener_points: 0 },
      hey: null,
    });
    expect(await receiptsSeenBy(guestClient)).toEqual({
      hello: null,
      hey: { points: 0.3, listener_points: 0 },
    });
    // The owner's message reaches the guest's socket without its cost.
    await expect
      .poll(() =>
        heard.find((event) => event.type === 'message' && event.message.content === 'hello'),
      )
      .toMatchObject({ message: { is_mine: false, receipt: null } });
    await stop();
  });

  it("in a human topic shows the listener's share of the owner's message; the listener's own are free", async () => {
    const { ownerClient, topicId, interlocutor } = await matchedTopic();
    const sent = await send(ownerClient, topicId, 'Thank you for this!!!'); // 21 × 0.10
    expect(sent.receipt).toEqual({ points: 2.1, listener_points: 1.05 });
    const reply = await send(interlocutor.client, topicId, 'Any time');
    expect(reply.receipt).toEqual({ points: 0, listener_points: 0 });

    const ownerView = await listOf(ownerClient, topicId);
    expect(ownerView.find((message) => message.id === sent.id)?.receipt).toEqual({
      points: 2.1,
      listener_points: 1.05,
    });
    expect(ownerView.find((message) => message.id === reply.id)?.receipt).toBeNull();
    const listenerView = await listOf(interlocutor.client, topicId);
    expect(listenerView.find((message) => message.id === sent.id)?.receipt).toBeNull();
  });
});

describe('GET /api/messages/spending', () => {
  it('groups the caller’s message costs per topic and day, newest first, deleted conversations under no topic', async () => {
    const { owner, ownerClient, topicId: matched } = await matchedTopic();
    const other = await makeTopic(testApp.app, { ownerId: owner.id, title: 'Second topic' });
    await send(ownerClient, matched, 'Thank you for this!!!'); // 2.10, 1.05 to the listener
    await send(ownerClient, matched, 'ok'); // 0.20, 0.10 to the listener
    await send(ownerClient, other, 'abc'); // 0.30
    const yesterday = await send(ownerClient, other, 'abcd'); // 0.40, a day earlier
    const gone = await send(ownerClient, other, 'abcdef'); // 0.60, deleted since
    const dayBefore = sql`now() - interval '1 day'`;
    await testApp.app.db
      .update(ledgerEntries)
      .set({ createdAt: dayBefore })
      .where(
        and(
          eq(ledgerEntries.userId, owner.id),
          eq(ledgerEntries.reference, `message:${yesterday.id}`),
        ),
      );
    await testApp.app.db.delete(messages).where(eq(messages.id, gone.id));
    // Someone else's spending is not the caller's.
    const stranger = await conversation(testApp.app);
    await send(stranger.ownerClient, stranger.topicId, 'not yours');

    const res = await ownerClient.get('/api/messages/spending');
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const before = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(res.payload<TSpendingAnswer>().data).toEqual([
      {
        day: today,
        topic_id: matched,
        title: 'A topic',
        messages: 2,
        points: 2.3,
        listener_points: 1.15,
      },
      { day: today, topic_id: null, title: null, messages: 1, points: 0.6, listener_points: 0 },
      {
        day: today,
        topic_id: other,
        title: 'Second topic',
        messages: 1,
        points: 0.3,
        listener_points: 0,
      },
      {
        day: before,
        topic_id: other,
        title: 'Second topic',
        messages: 1,
        points: 0.4,
        listener_points: 0,
      },
    ]);
  });

  it("counts days on the caller's clock (utc_offset) and answers only signed-in callers", async () => {
    const owner = await createUser(testApp.app, { points: 10 });
    const client = await signedInClient(testApp.app, owner);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const sent = await send(client, topicId, 'late');
    await testApp.app.db
      .update(ledgerEntries)
      .set({ createdAt: new Date('2026-11-20T23:30:00.000Z') })
      .where(eq(ledgerEntries.reference, `message:${sent.id}`));
    const dayAt = async (offset: number) =>
      (await client.get('/api/messages/spending', { utc_offset: offset }))
        .payload<TSpendingAnswer>()
        .data.map((group) => group.day);
    expect(await dayAt(0)).toEqual(['2026-11-20']);
    expect(await dayAt(60)).toEqual(['2026-11-21']);
    expect(await dayAt(-300)).toEqual(['2026-11-20']);

    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/messages/spending' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a signed-in user whose address is not verified yet (the account page shows it; a 403 would send them to the verification page)', async () => {
    const unverified = await createUser(testApp.app, { verified: false });
    const client = await signedInClient(testApp.app, unverified);
    const res = await client.get('/api/messages/spending', { utc_offset: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.payload<TSpendingAnswer>().data).toEqual([]);
  });
});
