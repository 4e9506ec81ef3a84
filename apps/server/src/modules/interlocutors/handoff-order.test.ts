import type { TInterlocutorConsole, TInterlocutorSearch, TTopic } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interlocutorRequests } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { sendAndAwaitReply, listMessages } from '../../test/memory-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../test/chat-testing';
import { expireSearches } from './expire-searches';
import { goOnline, makeInterlocutor } from '../../test/interlocutor-testing';

let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0, message_symbol_cost: 0 },
  });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  await testApp.app.db.execute(sql`update interlocutor_presence set is_available = false`);
});
afterAll(() => testApp.close());

async function ownerWithTopic() {
  const user = await createUser(testApp.app, { points: 100 });
  const client = await signedInClient(testApp.app, user);
  const topicId = await makeTopic(testApp.app, { ownerId: user.id, title: 'Evening talk' });
  const socket = await openSocket(wsUrl(testApp.app), browserHeaders(client));
  sockets.push(socket);
  return { user, client, topicId, socket };
}

async function onlineInterlocutor(nickname = 'Sunny') {
  const interlocutor = await makeInterlocutor(testApp.app, nickname);
  const socket = await goOnline(testApp.app, interlocutor);
  sockets.push(socket);
  return { ...interlocutor, socket };
}

async function searchOf(client: TestClient, topicId: number) {
  const res = await client.get('/api/topics/interlocutor-search', { topic_id: topicId });
  return res.payload<{ search: TInterlocutorSearch | null }>().search;
}

async function offersOf(client: TestClient) {
  return (await client.get('/api/interlocutor/console')).payload<TInterlocutorConsole>().offers;
}

const texts = async (client: TestClient, topicId: number) =>
  (await listMessages(client, topicId)).map((message) => message.content).reverse();

describe('the hand-off in one order: the summary choice first, then the search', () => {
  it('offers the request to nobody while the owner reads the draft, and to everyone once they chose', async () => {
    const helper = await onlineInterlocutor();
    const owner = await ownerWithTopic();
    await sendAndAwaitReply(owner.client, owner.topicId, 'My manager keeps shouting at me');

    const drafted = await owner.client.post('/api/topics/handoff-summary/draft', {
      topic_id: owner.topicId,
    });
    expect(drafted.statusCode).toBe(200);
    // The owner reads the draft: no search runs, nobody is offered anything, no line is written.
    expect(await searchOf(owner.client, owner.topicId)).toBeNull();
    expect(await offersOf(helper.client)).toEqual([]);
    expect(helper.socket.events.some((event) => event.type === 'interlocutor_offer')).toBe(false);
    expect(await texts(owner.client, owner.topicId)).not.toContain('Searching for a person…');

    const decided = await owner.client.post('/api/topics/handoff-summary', {
      topic_id: owner.topicId,
      decision: 'decline',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.payload<{ search: TInterlocutorSearch }>().search.status).toBe('searching');
    await helper.socket.next('interlocutor_offer', (event) => event.topic_id === owner.topicId);
    expect((await offersOf(helper.client)).map((offer) => offer.topic_id)).toEqual([owner.topicId]);
    expect(await texts(owner.client, owner.topicId)).toContain('Searching for a person…');
  });

  it('keeps the approved text for the person who accepts, from the draft made before the search', async () => {
    const owner = await ownerWithTopic();
    await sendAndAwaitReply(owner.client, owner.topicId, 'My sister and I had a fight');
    await owner.client.post('/api/topics/handoff-summary/draft', { topic_id: owner.topicId });
    await owner.client.post('/api/topics/handoff-summary', {
      topic_id: owner.topicId,
      decision: 'accept',
      summary: 'We fought; please be gentle.',
    });
    const helper = await makeInterlocutor(testApp.app, 'Robin');
    const [request] = await testApp.app.db
      .select()
      .from(interlocutorRequests)
      .where(eq(interlocutorRequests.topicId, owner.topicId));
    const accepted = await helper.client.post(`/api/interlocutor/requests/${request!.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const pinned = await helper.client.get('/api/topics/handoff-summary', {
      topic_id: owner.topicId,
    });
    expect(pinned.payload<{ handoff: { summary: string; is_edited: boolean } }>().handoff).toEqual(
      expect.objectContaining({ summary: 'We fought; please be gentle.', is_edited: true }),
    );
  });

  it('refuses the draft in a topic whose seat is "Nobody", and while a search runs', async () => {
    const owner = await ownerWithTopic();
    await owner.client.post('/api/topics/update-seat-policy', {
      topic_id: owner.topicId,
      seat_policy: 'nobody',
    });
    const closed = await owner.client.post('/api/topics/handoff-summary/draft', {
      topic_id: owner.topicId,
    });
    expect(closed.statusCode).toBe(409);
    await owner.client.post('/api/topics/update-seat-policy', {
      topic_id: owner.topicId,
      seat_policy: 'anyone',
    });
    await owner.client.post('/api/topics/update-chat-mode', {
      topic_id: owner.topicId,
      chat_mode: 'human',
    });
    const running = await owner.client.post('/api/topics/handoff-summary/draft', {
      topic_id: owner.topicId,
    });
    expect(running.statusCode).toBe(409);
    expect(running.body.message).toBe('A search for a person is already running in this topic.');
  });
});

describe('a search that ends without a person', () => {
  const askForPerson = (client: TestClient, topicId: number) =>
    client.post('/api/topics/update-chat-mode', { topic_id: topicId, chat_mode: 'human' });

  it('says "Nobody was free" in a stored line after a timeout; the page reads idle after a reload', async () => {
    const owner = await ownerWithTopic();
    await askForPerson(owner.client, owner.topicId);
    // Asking again while searching writes no second "Searching" line.
    await askForPerson(owner.client, owner.topicId);
    await testApp.app.db
      .update(interlocutorRequests)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(interlocutorRequests.topicId, owner.topicId));
    expect(await expireSearches(testApp.app)).toBeGreaterThanOrEqual(1);

    expect(await texts(owner.client, owner.topicId)).toEqual([
      'Searching for a person…',
      'Nobody was free — the companion is here; try again later.',
    ]);
    await owner.socket.next(
      'message',
      (event) =>
        event.topic_id === owner.topicId &&
        event.message.content === 'Nobody was free — the companion is here; try again later.',
    );
    const after = await searchOf(owner.client, owner.topicId);
    expect(after).toMatchObject({ status: 'timed_out', deadline_at: null });
    // The companion answers at once; asking again searches again.
    const topic = await owner.client.get('/api/topics/topic', { topic_id: owner.topicId });
    expect(topic.payload<TTopic>().chat_mode).toBe('ai');
    expect((await askForPerson(owner.client, owner.topicId)).statusCode).toBe(200);
    expect((await searchOf(owner.client, owner.topicId))?.status).toBe('searching');
  });

  it('says the search was stopped in a stored line when the owner cancels it', async () => {
    const owner = await ownerWithTopic();
    await askForPerson(owner.client, owner.topicId);
    const cancelled = await owner.client.post('/api/topics/interlocutor-search/cancel', {
      topic_id: owner.topicId,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await texts(owner.client, owner.topicId)).toEqual([
      'Searching for a person…',
      'The search for a person was stopped — the companion is here.',
    ]);
    expect((await searchOf(owner.client, owner.topicId))?.status).toBe('cancelled');
  });
});
