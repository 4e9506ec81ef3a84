import type { TTopic } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { topics, topicTermsAcceptances } from '../../db/schema';
import { apiTokenOf, createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { closeEveryTopic, makeTopic } from '../../test/chat-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function topicRow(id: number) {
  const [row] = await testApp.app.db.select().from(topics).where(eq(topics.id, id));
  return row!;
}

async function userWithClient(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp.app, options);
  return { user, client: await signedInClient(testApp.app, user) };
}

describe('POST /api/topics/join', () => {
  it("takes the free guest seat of someone else's topic: the companion is now a person", async () => {
    const owner = await createUser(testApp.app);
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { user, client } = await userWithClient();

    const res = await client.post('/api/topics/join', { topic_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('You joined the chat.');
    expect(res.payload<{ topic: TTopic }>().topic).toMatchObject({
      id,
      guest_id: user.id,
      participants_count: 2,
      chat_mode: 'human',
      is_guest: true,
    });
  });

  it('answers "already participate" to the owner and to the guest', async () => {
    const { user: owner, client: ownerClient } = await userWithClient();
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { client: guestClient } = await userWithClient();
    await guestClient.post('/api/topics/join', { topic_id: id });

    for (const client of [ownerClient, guestClient]) {
      const res = await client.post('/api/topics/join', { topic_id: id });
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({
        message: 'You already participate in this chat',
        code: 'ALREADY_PARTICIPANT',
      });
    }
  });

  it('refuses a third user: a full topic cannot be joined', async () => {
    const owner = await createUser(testApp.app);
    const guest = await createUser(testApp.app);
    const id = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
    const { client } = await userWithClient();
    const res = await client.post('/api/topics/join', { topic_id: id });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ message: 'Chat is full', code: 'TOPIC_FULL' });
    expect((await topicRow(id)).guestId).toBe(guest.id);
  });

  it('answers "Topic with topic_id not found" for unknown and for closed topics of others', async () => {
    const owner = await createUser(testApp.app);
    const closed = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });
    const { client } = await userWithClient();
    for (const topicId of [closed, 987_654]) {
      const res = await client.post('/api/topics/join', { topic_id: topicId });
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({
        message: 'Topic with topic_id not found',
        code: 'TOPIC_NOT_FOUND',
      });
    }
  });

  it('answers "Chat has been closed by its owner" with payload.closed to a former participant', async () => {
    const owner = await createUser(testApp.app);
    const { user, client } = await userWithClient();
    const id = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: user.id,
      isClosed: true,
    });
    const res = await client.post('/api/topics/join', { topic_id: id });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({
      message: 'Chat has been closed by its owner',
      code: 'TOPIC_CLOSED',
      payload: { closed: true },
    });
  });

  it('refuses a user who holds max_allowed chats already, naming one of them', async () => {
    const { user, client } = await userWithClient();
    await makeTopic(testApp.app, { ownerId: user.id, title: 'My topic' });
    const other = await makeTopic(testApp.app, { ownerId: (await createUser(testApp.app)).id });
    const res = await client.post('/api/topics/join', { topic_id: other });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      message: 'You already have active chat "My topic"',
      code: 'ACTIVE_CHAT_LIMIT',
    });
  });

  it('lets exactly one of two users racing for the last seat win', async () => {
    const owner = await createUser(testApp.app);
    for (let round = 0; round < 5; round += 1) {
      const id = await makeTopic(testApp.app, { ownerId: owner.id });
      const racers = await Promise.all([userWithClient(), userWithClient(), userWithClient()]);
      const answers = await Promise.all(
        racers.map(({ client }) => client.post('/api/topics/join', { topic_id: id })),
      );
      const winners = answers.filter((res) => res.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((res) => res.body.code === 'TOPIC_FULL')).toHaveLength(2);
      const winner = racers[answers.indexOf(winners[0]!)]!.user;
      expect((await topicRow(id)).guestId).toBe(winner.id);
    }
  });

  it('answers 422 for a missing topic_id', async () => {
    const { client } = await userWithClient();
    const res = await client.post('/api/topics/join', {});
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toBe('Topic with topic_id not found');
  });
});

describe('GET /api/topics/random', () => {
  beforeEach(() => closeEveryTopic(testApp.app));

  it('takes the free seat of a random open topic the user does not own', async () => {
    const { user, client } = await userWithClient();
    const other = await createUser(testApp.app);
    const full = await makeTopic(testApp.app, {
      ownerId: other.id,
      guestId: (await createUser(testApp.app)).id,
    });
    await makeTopic(testApp.app, { ownerId: other.id, isClosed: true });
    const free = await makeTopic(testApp.app, { ownerId: other.id });

    const res = await client.get('/api/topics/random', { chat_mode: 'ai' });
    expect(res.statusCode).toBe(200);
    expect(res.payload<{ topic: TTopic }>().topic).toMatchObject({ id: free, guest_id: user.id });
    expect((await topicRow(full)).guestId).not.toBe(user.id);
  });

  it('never puts the user into their own topic', async () => {
    const { user, client } = await userWithClient({
      channelExpireAt: new Date(Date.now() + 86_400_000),
    });
    await makeTopic(testApp.app, { ownerId: user.id });
    const res = await client.get('/api/topics/random');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({
      message: 'There is no free topics to join',
      code: 'NO_FREE_TOPICS',
    });
  });

  it('prefers topics in the asked mode', async () => {
    const other = await createUser(testApp.app);
    await makeTopic(testApp.app, { ownerId: other.id, chatMode: 'ai' });
    const waiting = await makeTopic(testApp.app, { ownerId: other.id, chatMode: 'human' });
    await makeTopic(testApp.app, { ownerId: other.id, chatMode: 'ai' });
    const { client } = await userWithClient();
    const res = await client.get('/api/topics/random', { chat_mode: 'human' });
    expect(res.payload<{ topic: TTopic }>().topic.id).toBe(waiting);
  });

  it('refuses a request another site started (it changes state although it is a GET)', async () => {
    await makeTopic(testApp.app, { ownerId: (await createUser(testApp.app)).id });
    const { client } = await userWithClient();
    const res = await client.request('GET', '/api/topics/random', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.code).toBe('CROSS_SITE');
    const own = await client.request('GET', '/api/topics/random', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('takes a seat only with the XSRF token of the session: a cookie alone is refused (419)', async () => {
    const owner = await createUser(testApp.app);
    const free = await makeTopic(testApp.app, { ownerId: owner.id });
    const { user, client } = await userWithClient();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = client.cookies.get('XSRF-TOKEN')!;
    const attempts: Record<string, string>[] = [
      { cookie },
      { cookie, 'sec-fetch-site': 'none' },
      { cookie, 'sec-fetch-site': 'same-origin', 'x-xsrf-token': 'forged.token' },
      // Another token of the right shape the server never signed, in cookie and header alike.
      {
        cookie: cookie.replace(xsrf, 'abc.def'),
        'sec-fetch-site': 'same-origin',
        'x-xsrf-token': 'abc.def',
      },
    ];
    for (const headers of attempts) {
      const res = await testApp.app.inject({ method: 'GET', url: '/api/topics/random', headers });
      expect(res.statusCode).toBe(419);
      expect(res.json()).toMatchObject({ message: 'CSRF token mismatch.', code: 'CSRF_MISMATCH' });
    }
    expect((await topicRow(free)).guestId).toBeNull();

    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/topics/random',
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'x-xsrf-token': xsrf },
    });
    expect(own.statusCode).toBe(200);
    expect((await topicRow(free)).guestId).toBe(user.id);
  });

  it('needs no XSRF token with a bearer token (not a browser)', async () => {
    const owner = await createUser(testApp.app);
    const free = await makeTopic(testApp.app, { ownerId: owner.id });
    const user = await createUser(testApp.app);
    const bearer = TestClient.bearer(testApp.app, await apiTokenOf(testApp.app, user));
    const res = await bearer.get('/api/topics/random');
    expect(res.statusCode).toBe(200);
    expect((await topicRow(free)).guestId).toBe(user.id);
  });

  it('applies the active chats limit', async () => {
    const { user, client } = await userWithClient();
    await makeTopic(testApp.app, { ownerId: user.id, title: 'Busy' });
    await makeTopic(testApp.app, { ownerId: (await createUser(testApp.app)).id });
    const res = await client.get('/api/topics/random');
    expect(res.body.message).toBe('You already have active chat "Busy"');
  });
});

describe('POST /api/topics/leave', () => {
  it('frees the seat when the guest leaves; leaving again answers "already leaved"', async () => {
    const owner = await createUser(testApp.app);
    const { user, client } = await userWithClient();
    const id = await makeTopic(testApp.app, { ownerId: owner.id, guestId: user.id });

    const res = await client.post('/api/topics/leave', { topic_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Successfully left the chat.',
      payload: { topic_id: id, closed: false },
    });
    expect(await topicRow(id)).toMatchObject({ guestId: null, isClosed: false });

    const again = await client.post('/api/topics/leave', { topic_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      message: 'You already leaved this chat',
      code: 'ALREADY_LEFT',
    });
  });

  it('closes the topic for both when the owner leaves', async () => {
    const { user: owner, client } = await userWithClient();
    const guest = await createUser(testApp.app);
    const id = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
    const res = await client.post('/api/topics/leave', { topic_id: id });
    expect(res.payload()).toEqual({ topic_id: id, closed: true });
    expect(await topicRow(id)).toMatchObject({ isClosed: true, closedAt: expect.any(Date) });

    const guestClient = await signedInClient(testApp.app, guest);
    const view = await guestClient.get('/api/topics/topic', { topic_id: id });
    expect(view.payload<TTopic>().is_closed).toBe(true);
    expect((await guestClient.post('/api/topics/leave', { topic_id: id })).body.message).toBe(
      'You already leaved this chat',
    );
  });
});

describe('POST /api/topics/update-chat-mode', () => {
  it('asking for a person opens a search while the topic stays with the AI; ai cancels it', async () => {
    const { user, client } = await userWithClient();
    const id = await makeTopic(testApp.app, { ownerId: user.id });
    const res = await client.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'human',
    });
    expect(res.statusCode).toBe(200);
    // The AI keeps answering until an interlocutor takes the seat: the search runs beside the conversation.
    expect(res.payload<{ topic: TTopic }>().topic.chat_mode).toBe('ai');
    const search = await client.get('/api/topics/interlocutor-search', { topic_id: id });
    expect(search.payload<{ search: { status: string } }>().search.status).toBe('searching');
    const back = await client.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'ai',
    });
    expect(back.payload<{ topic: TTopic }>().topic.chat_mode).toBe('ai');
    const after = await client.get('/api/topics/interlocutor-search', { topic_id: id });
    expect(after.payload<{ search: { status: string } }>().search.status).toBe('cancelled');
  });

  it('refuses the guest, strangers, and ai while a person holds the seat', async () => {
    const { user: owner, client: ownerClient } = await userWithClient();
    const { user: guest, client: guestClient } = await userWithClient();
    const { client: stranger } = await userWithClient();
    const id = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });

    const byGuest = await guestClient.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'ai',
    });
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.body).toMatchObject({
      message: 'Only the owner of this chat can change its mode',
      code: 'NOT_OWNER',
    });
    const byStranger = await stranger.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'ai',
    });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.body.message).toBe('You do not have permission to access this chat');
    const toAi = await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'ai',
    });
    expect(toAi.statusCode).toBe(409);
    expect(toAi.body).toMatchObject({
      message: 'Someone has joined this chat. The mode can change once they leave.',
      code: 'GUEST_PRESENT',
    });
    expect((await topicRow(id)).chatMode).toBe('human');

    const bad = await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'robot',
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('terms: GET /api/topics/{id}/check-terms and POST /api/topics/{id}/accept-terms', () => {
  it('answers has_accepted, is_participant and the rules, and records acceptance once', async () => {
    const owner = await createUser(testApp.app);
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { user, client } = await userWithClient();

    const before = await client.get(`/api/topics/${id}/check-terms`);
    expect(before.statusCode).toBe(200);
    expect(before.body).toMatchObject({
      status: 'OK',
      has_accepted: false,
      is_participant: false,
      system_message: expect.stringContaining('House rules'),
      payload: { has_accepted: false, is_participant: false },
    });

    const accepted = await client.post(`/api/topics/${id}/accept-terms`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.message).toBe('Terms accepted.');
    expect(accepted.payload()).toEqual({ has_accepted: true, accepted_at: expect.any(String) });
    const again = await client.post(`/api/topics/${id}/accept-terms`);
    expect(again.payload<{ accepted_at: string }>().accepted_at).toBe(
      accepted.payload<{ accepted_at: string }>().accepted_at,
    );
    const rows = await testApp.app.db
      .select()
      .from(topicTermsAcceptances)
      .where(eq(topicTermsAcceptances.userId, user.id));
    expect(rows).toHaveLength(1);

    await client.post('/api/topics/join', { topic_id: id });
    const after = await client.get(`/api/topics/${id}/check-terms`);
    expect(after.body).toMatchObject({ has_accepted: true, is_participant: true });
  });

  it('hides closed topics of others and refuses accepting the rules of a closed topic', async () => {
    const { user: owner, client: ownerClient } = await userWithClient();
    const id = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });
    const { client } = await userWithClient();
    expect((await client.get(`/api/topics/${id}/check-terms`)).statusCode).toBe(404);
    const res = await ownerClient.post(`/api/topics/${id}/accept-terms`);
    expect(res.statusCode).toBe(404);
    expect(res.body.code).toBe('TOPIC_CLOSED');
  });
});
