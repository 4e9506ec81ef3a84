import type { TInterlocutorConsole, TMessage, TTopic } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interlocutorRequests } from '../../db/schema';
import { balanceOf, createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { makeInterlocutor } from '../../test/interlocutor-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../test/chat-testing';

let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0, message_symbol_cost: 0.1 },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => testApp.close());

async function topicOf(client: TestClient, topicId: number) {
  const res = await client.get('/api/topics/topic', { topic_id: topicId });
  expect(res.statusCode).toBe(200);
  return res.payload<TTopic>();
}

/** An owner whose search an approved interlocutor accepted: the matched conversation. */
async function matchedConversation() {
  const owner = await createUser(testApp.app, { points: 100 });
  const ownerClient = await signedInClient(testApp.app, owner);
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  const asked = await ownerClient.post('/api/topics/update-chat-mode', {
    topic_id: topicId,
    chat_mode: 'human',
  });
  expect(asked.statusCode).toBe(200);
  const helper = await makeInterlocutor(testApp.app, 'Sunny');
  const [request] = await testApp.app.db
    .select()
    .from(interlocutorRequests)
    .where(eq(interlocutorRequests.topicId, topicId));
  expect(
    (await helper.client.post(`/api/interlocutor/requests/${request!.id}/accept`)).statusCode,
  ).toBe(200);
  expect((await helper.client.post(`/api/topics/${topicId}/accept-terms`)).statusCode).toBe(200);
  return { owner, ownerClient, topicId, helper };
}

describe('what shows a price asks the cost rule the server charges by', () => {
  it('tells the matched interlocutor their messages are free, and charges them nothing', async () => {
    const { ownerClient, topicId, helper } = await matchedConversation();
    expect((await topicOf(helper.client, topicId)).free_sends).toBe('interlocutor');
    expect((await topicOf(ownerClient, topicId)).free_sends).toBeNull();

    const before = await balanceOf(testApp.app, helper.user.id);
    const sent = await helper.client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello, I am here for you',
    });
    expect(sent.statusCode).toBe(200);
    expect(await balanceOf(testApp.app, helper.user.id)).toBe(before);
  });

  it('tells a walk-in guest their messages cost points', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    const guest = await createUser(testApp.app, { points: 100 });
    const guestClient = await signedInClient(testApp.app, guest);
    await guestClient.post(`/api/topics/${topicId}/accept-terms`);
    expect((await guestClient.post('/api/topics/join', { topic_id: topicId })).statusCode).toBe(
      200,
    );
    expect((await topicOf(guestClient, topicId)).free_sends).toBeNull();
  });
});

describe('the interlocutor sees the owner under the name the chat shows', () => {
  it('names the owner in the console as in the chat, never "Guest #n"', async () => {
    const { topicId, helper } = await matchedConversation();
    const inChat = (await topicOf(helper.client, topicId)).companion_name;
    const console = (
      await helper.client.get('/api/interlocutor/console')
    ).payload<TInterlocutorConsole>();
    const held = console.conversations.find((conversation) => conversation.topic_id === topicId);
    expect(held?.owner_label).toBe(inChat);
  });
});

describe('removing the interlocutor: each side in their own words', () => {
  it('tells the removed person they were removed, and never tells the owner "Your interlocutor left"', async () => {
    const { ownerClient, topicId, helper } = await matchedConversation();
    const ownerSocket = await openSocket(wsUrl(testApp.app), browserHeaders(ownerClient));
    sockets.push(ownerSocket);

    const removed = await ownerClient.post('/api/topics/remove-guest', { topic_id: topicId });
    expect(removed.statusCode).toBe(200);
    await ownerSocket.next('mode', (event) => event.topic_id === topicId);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      ownerSocket.events.some(
        (event) => event.type === 'interlocutor_search' && event.status === 'ended',
      ),
    ).toBe(false);

    const read = await helper.client.get('/api/messages/index', { topic_id: topicId });
    expect(read.statusCode).toBe(403);
    expect(read.body.message).toBe(
      'The owner removed you from this topic. You cannot join it again.',
    );
    const lines = (await ownerClient.get('/api/messages/index', { topic_id: topicId }))
      .payload<{ data: TMessage[] }>()
      .data.map((message) => message.content);
    expect(lines).toContain('The owner removed the person from this chat.');
  });
});

describe('a stranger at a topic they cannot enter is refused before the house rules', () => {
  async function strangerAt(seatPolicy: 'anyone' | 'nobody' | 'interlocutors', full = false) {
    const owner = await createUser(testApp.app, { points: 100 });
    const ownerClient = await signedInClient(testApp.app, owner);
    const guest = full ? await createUser(testApp.app) : null;
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest?.id ?? null });
    if (seatPolicy !== 'anyone') {
      await ownerClient.post('/api/topics/update-seat-policy', {
        topic_id: topicId,
        seat_policy: seatPolicy,
      });
    }
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    return { topicId, stranger };
  }

  it.each([
    ['a full topic', 'anyone', true, 'full', 409, 'Chat is full'],
    [
      'a "Nobody" topic',
      'nobody',
      false,
      'closed',
      403,
      'The owner keeps this topic to themselves and the companion: nobody can join it.',
    ],
    [
      'an "Interlocutors only" topic',
      'interlocutors',
      false,
      'interlocutorsOnly',
      403,
      'Only approved interlocutors can join this topic.',
    ],
  ] as const)('%s: the topic says why, and the rules cannot be agreed to', async (...args) => {
    const [, policy, full, refusal, status, message] = args;
    const { topicId, stranger } = await strangerAt(policy, full);
    expect((await topicOf(stranger, topicId)).join_refusal).toBe(refusal);
    const agreed = await stranger.post(`/api/topics/${topicId}/accept-terms`);
    expect(agreed.statusCode).toBe(status);
    expect(agreed.body.message).toBe(message);
  });

  it('an open topic has no refusal and its rules can be agreed to', async () => {
    const { topicId, stranger } = await strangerAt('anyone');
    expect((await topicOf(stranger, topicId)).join_refusal).toBeNull();
    expect((await stranger.post(`/api/topics/${topicId}/accept-terms`)).statusCode).toBe(200);
  });
});
