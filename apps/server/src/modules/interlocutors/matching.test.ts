import type { TInterlocutorConsole, TInterlocutorSearch, TTopic } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { interlocutorRequests, topics } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../test/two-instances-testing';
import {
  browserHeaders,
  makeTopic,
  openSocket,
  wsUrl,
  type TestSocket,
} from '../../test/chat-testing';
import { freeAbandonedSeats } from './end-interlocutor-seat';
import { expireSearches } from './expire-searches';
import { goOnline, makeInterlocutor, waitOffline } from '../../test/interlocutor-testing';

let testApp: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  // Nobody stays available for the next test.
  await testApp.app.db.execute(sql`update interlocutor_presence set is_available = false`);
  await testApp.setSettings({
    interlocutor_search_seconds: 60,
    interlocutor_grace_seconds: 120,
    max_interlocutor_chats: 3,
  });
});
afterAll(() => testApp.close());

async function ownerWithTopic() {
  const user = await createUser(testApp.app, { points: 100 });
  const client = await signedInClient(testApp.app, user);
  const topicId = await makeTopic(testApp.app, { ownerId: user.id, title: 'Late night talk' });
  const socket = await openSocket(wsUrl(testApp.app), browserHeaders(client));
  sockets.push(socket);
  return { user, client, topicId, socket };
}

async function online(nickname?: string) {
  const interlocutor = await makeInterlocutor(testApp.app, nickname);
  const socket = await goOnline(testApp.app, interlocutor);
  sockets.push(socket);
  return { ...interlocutor, socket };
}

async function askForPerson(client: TestClient, topicId: number) {
  const res = await client.post('/api/topics/update-chat-mode', {
    topic_id: topicId,
    chat_mode: 'human',
  });
  expect(res.statusCode).toBe(200);
  const search = await client.get('/api/topics/interlocutor-search', { topic_id: topicId });
  return search.payload<{ search: TInterlocutorSearch }>().search;
}

async function topicRow(id: number) {
  const [row] = await testApp.app.db.select().from(topics).where(eq(topics.id, id));
  return row!;
}

describe('matching a person over WebSockets', () => {
  it('offers the request at once; the first to accept takes the seat and the owner sees Connected', async () => {
    const interlocutor = await online('Sunny');
    const owner = await ownerWithTopic();

    const search = await askForPerson(owner.client, owner.topicId);
    expect(search.status).toBe('searching');
    // The AI keeps the topic while the search runs.
    expect((await topicRow(owner.topicId)).chatMode).toBe('ai');
    await owner.socket.next('interlocutor_search', (event) => event.status === 'searching');
    const offer = await interlocutor.socket.next('interlocutor_offer');
    expect(offer).toMatchObject({ request_id: search.request_id, topic_id: owner.topicId });

    const listed = await interlocutor.client.get('/api/interlocutor/console');
    expect(listed.payload<TInterlocutorConsole>().offers).toEqual([
      expect.objectContaining({
        request_id: search.request_id,
        topic_title: 'Late night talk',
        room_title: expect.any(String),
      }),
    ]);
    // No account data of the owner in the offer.
    expect(JSON.stringify(listed.payload())).not.toContain(owner.user.email);

    const accepted = await interlocutor.client.post(
      `/api/interlocutor/requests/${search.request_id}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    const topic = accepted.payload<{ topic: TTopic }>().topic;
    expect(topic).toMatchObject({ id: owner.topicId, chat_mode: 'human', is_guest: true });
    expect(topic.user_id).toBeNull();

    await expect(
      owner.socket.next('interlocutor_search', (event) => event.status === 'connected'),
    ).resolves.toMatchObject({ nickname: 'Sunny' });
    await owner.socket.next('participants', (event) => event.action === 'joined');
    await owner.socket.next('mode', (event) => event.chat_mode === 'human');
    expect(await topicRow(owner.topicId)).toMatchObject({
      guestId: interlocutor.user.id,
      chatMode: 'human',
    });
    const state = await owner.client.get('/api/topics/interlocutor-search', {
      topic_id: owner.topicId,
    });
    expect(state.payload<{ search: TInterlocutorSearch }>().search).toMatchObject({
      status: 'connected',
      nickname: 'Sunny',
    });
    const consoleAfter = await interlocutor.client.get('/api/interlocutor/console');
    expect(consoleAfter.payload<TInterlocutorConsole>().conversations).toEqual([
      expect.objectContaining({ topic_id: owner.topicId, topic_title: 'Late night talk' }),
    ]);
  });

  it('two accepting at once: exactly one wins, the other is told it was taken', async () => {
    const first = await online('First');
    const second = await online('Second');
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    await first.socket.next('interlocutor_offer');
    await second.socket.next('interlocutor_offer');

    const results = await Promise.all(
      [first, second].map((one) =>
        one.client.post(`/api/interlocutor/requests/${search.request_id}/accept`),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((res) => res.statusCode === 409)!;
    expect(loser.body).toMatchObject({
      message: 'Another interlocutor already took this chat.',
      code: 'REQUEST_TAKEN',
    });
    const winner = results[0]!.statusCode === 200 ? first : second;
    expect((await topicRow(owner.topicId)).guestId).toBe(winner.user.id);
    const other = winner === first ? second : first;
    await other.socket.next('interlocutor_offer_closed', (event) => event.reason === 'taken');
  });

  it('times out after interlocutor_search_seconds: the owner is told and the topic stays with the AI', async () => {
    await testApp.setSettings({ interlocutor_search_seconds: 1 });
    const interlocutor = await online();
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    await interlocutor.socket.next('interlocutor_offer');

    // The in-process timer ends it at the deadline.
    await owner.socket.next('interlocutor_search', (event) => event.status === 'timed_out', 4000);
    await interlocutor.socket.next(
      'interlocutor_offer_closed',
      (event) => event.request_id === search.request_id && event.reason === 'timed_out',
    );
    expect((await topicRow(owner.topicId)).chatMode).toBe('ai');
    const late = await interlocutor.client.post(
      `/api/interlocutor/requests/${search.request_id}/accept`,
    );
    expect(late.statusCode).toBe(404);
    expect(late.body.message).toBe('This request is no longer waiting.');
  });

  it('a deadline survives a restart: the sweep claims it once', async () => {
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    // As if the process that armed the timer had stopped and the deadline passed.
    await testApp.app.db
      .update(interlocutorRequests)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(interlocutorRequests.id, search.request_id));
    const [once, twice] = [await expireSearches(testApp.app), await expireSearches(testApp.app)];
    expect(once).toBeGreaterThanOrEqual(1);
    expect(twice).toBe(0);
    await owner.socket.next('interlocutor_search', (event) => event.status === 'timed_out');
  });

  it('the owner can cancel the search; the offer is withdrawn', async () => {
    const interlocutor = await online();
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    await interlocutor.socket.next('interlocutor_offer');

    const res = await owner.client.post('/api/topics/interlocutor-search/cancel', {
      topic_id: owner.topicId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.payload<{ search: TInterlocutorSearch }>().search.status).toBe('cancelled');
    await owner.socket.next('interlocutor_search', (event) => event.status === 'cancelled');
    await interlocutor.socket.next(
      'interlocutor_offer_closed',
      (event) => event.reason === 'cancelled',
    );
    const late = await interlocutor.client.post(
      `/api/interlocutor/requests/${search.request_id}/accept`,
    );
    expect(late.statusCode).toBe(404);
    const again = await owner.client.post('/api/topics/interlocutor-search/cancel', {
      topic_id: owner.topicId,
    });
    expect(again.statusCode).toBe(404);
    expect(again.body.code).toBe('NO_SEARCH');
  });

  it('a disconnected interlocutor keeps the seat during the grace period, then it is freed', async () => {
    const interlocutor = await online();
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    await interlocutor.client.post(`/api/interlocutor/requests/${search.request_id}/accept`);

    await interlocutor.socket.close();
    await waitOffline(testApp.app, interlocutor.user.id);
    expect(await freeAbandonedSeats(testApp.app)).toBe(0); // within 2 minutes
    expect((await topicRow(owner.topicId)).guestId).toBe(interlocutor.user.id);

    await testApp.setSettings({ interlocutor_grace_seconds: 0 });
    // (Interlocutors of earlier tests, disconnected since, lose their seats too.)
    expect(await freeAbandonedSeats(testApp.app)).toBeGreaterThanOrEqual(1);
    await owner.socket.next('interlocutor_search', (event) => event.status === 'ended');
    await owner.socket.next('participants', (event) => event.action === 'left');
    expect(await topicRow(owner.topicId)).toMatchObject({ guestId: null, chatMode: 'ai' });

    // The owner may search again.
    expect((await askForPerson(owner.client, owner.topicId)).status).toBe('searching');
  });

  it('an interlocutor who leaves frees the seat; a connected one keeps it', async () => {
    const interlocutor = await online();
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    await interlocutor.client.post(`/api/interlocutor/requests/${search.request_id}/accept`);
    await testApp.setSettings({ interlocutor_grace_seconds: 0 });
    await freeAbandonedSeats(testApp.app);
    expect((await topicRow(owner.topicId)).guestId).toBe(interlocutor.user.id); // still connected

    const left = await interlocutor.client.post('/api/topics/leave', { topic_id: owner.topicId });
    expect(left.statusCode).toBe(200);
    await owner.socket.next('interlocutor_search', (event) => event.status === 'ended');
    expect(await topicRow(owner.topicId)).toMatchObject({ guestId: null, chatMode: 'ai' });
  });

  it('holds at most max_interlocutor_chats seats at once', async () => {
    await testApp.setSettings({ max_interlocutor_chats: 1 });
    const interlocutor = await online();
    const one = await ownerWithTopic();
    const two = await ownerWithTopic();
    const first = await askForPerson(one.client, one.topicId);
    const second = await askForPerson(two.client, two.topicId);
    expect(
      (await interlocutor.client.post(`/api/interlocutor/requests/${first.request_id}/accept`))
        .statusCode,
    ).toBe(200);
    const refused = await interlocutor.client.post(
      `/api/interlocutor/requests/${second.request_id}/accept`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      message: 'You already hold 1 chats. Finish one before accepting another.',
      code: 'INTERLOCUTOR_CHAT_LIMIT',
    });
  });

  it('offers go only to available, online interlocutors; the console is for interlocutors only', async () => {
    const away = await makeInterlocutor(testApp.app);
    const awaySocket = await openSocket(wsUrl(testApp.app), browserHeaders(away.client));
    sockets.push(awaySocket);
    const here = await online();
    const owner = await ownerWithTopic();
    const search = await askForPerson(owner.client, owner.topicId);
    await here.socket.next('interlocutor_offer');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(awaySocket.events.some((event) => event.type === 'interlocutor_offer')).toBe(false);
    const awayConsole = await away.client.get('/api/interlocutor/console');
    expect(awayConsole.payload<TInterlocutorConsole>()).toMatchObject({
      is_available: false,
      is_online: true,
      offers: [],
    });
    // Nobody accepts their own request.
    const self = await makeInterlocutor(testApp.app);
    const ownTopic = await makeTopic(testApp.app, { ownerId: self.user.id });
    const ownSearch = await askForPerson(self.client, ownTopic);
    expect(
      (await self.client.post(`/api/interlocutor/requests/${ownSearch.request_id}/accept`))
        .statusCode,
    ).toBe(403);
    expect(search.status).toBe('searching');

    const user = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await user.get('/api/interlocutor/console')).statusCode).toBe(403);
    expect(
      (await user.post('/api/interlocutor/availability', { is_available: true })).statusCode,
    ).toBe(403);
    const guest = new TestClient(testApp.app);
    await guest.fetchCsrfCookie();
    expect((await guest.get('/api/interlocutor/console')).statusCode).toBe(401);
    // Only the owner sees and cancels a topic's search.
    expect(
      (await here.client.get('/api/topics/interlocutor-search', { topic_id: owner.topicId }))
        .statusCode,
    ).toBe(403);
  });
});

describe.runIf(hasSharedInfrastructure)('two instances on one PostgreSQL and one Redis', () => {
  let instanceA: TestApp;
  let instanceB: TestApp;
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({ listen: { b: true } });
    ({ a: instanceA, b: instanceB } = instances);
  });
  afterAll(() => instances?.close());

  it('an offer made on instance A reaches an interlocutor connected to instance B', async () => {
    const interlocutor = await makeInterlocutor(instanceA.app, 'Across');
    const onB = interlocutor.client.sameBrowserOn(instanceB.app);
    const socket = await goOnline(instanceA.app, interlocutor, instanceB.app, onB);
    sockets.push(socket);

    const owner = await createUser(instanceA.app);
    const ownerClient = await signedInClient(instanceA.app, owner);
    const topicId = await makeTopic(instanceA.app, { ownerId: owner.id });
    const res = await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: topicId,
      chat_mode: 'human',
    });
    expect(res.statusCode).toBe(200);
    await expect(socket.next('interlocutor_offer')).resolves.toMatchObject({ topic_id: topicId });
  });
});
