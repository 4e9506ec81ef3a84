import type { TMessagesPage, TTopic, TTopicsPage } from '@parlor/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, reports, topics, userBlocks } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeInterlocutor } from '../../test/interlocutor-testing';
import { closeEveryTopic, makeTopic, roomIds } from '../../test/chat-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
beforeEach(() => closeEveryTopic(testApp.app));

async function person(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp.app, { points: 100, ...options });
  return { user, client: await signedInClient(testApp.app, user) };
}

async function topicRow(id: number) {
  const [row] = await testApp.app.db.select().from(topics).where(eq(topics.id, id));
  return row!;
}

/** A topic of `ownerId` whose seat policy is `seatPolicy`. */
async function topicWithPolicy(ownerId: number, seatPolicy: 'anyone' | 'interlocutors' | 'nobody') {
  const id = await makeTopic(testApp.app, { ownerId });
  await testApp.app.db.update(topics).set({ seatPolicy }).where(eq(topics.id, id));
  return id;
}

async function systemLines(topicId: number) {
  const rows = await testApp.app.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.senderKind, 'system')))
    .orderBy(messages.seq);
  return rows.map((row) => row.content);
}

describe('POST /api/topics/create with seat_policy', () => {
  it('keeps the spec call unchanged (anyone) and stores the owner’s choice', async () => {
    const { client } = await person();
    const roomId = (await roomIds(testApp.app))[0]!;
    const plain = await client.post('/api/topics/create', { room_id: roomId, title: 'Open' });
    expect(plain.statusCode).toBe(200);
    const open = plain.payload<{ topic: TTopic }>().topic;
    expect(open.seat_policy).toBe('anyone');
    await client.post('/api/topics/leave', { topic_id: open.id });

    const closed = await client.post('/api/topics/create', {
      room_id: roomId,
      title: 'Mine',
      seat_policy: 'nobody',
    });
    expect(closed.payload<{ topic: TTopic }>().topic).toMatchObject({
      seat_policy: 'nobody',
      can_join: false,
    });
    expect((await topicRow(closed.payload<{ topic: TTopic }>().topic.id)).seatPolicy).toBe(
      'nobody',
    );
  });

  it('refuses an unknown policy with 422', async () => {
    const { client } = await person();
    const roomId = (await roomIds(testApp.app))[0]!;
    const res = await client.post('/api/topics/create', {
      room_id: roomId,
      title: 'X',
      seat_policy: 'friends',
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('seat policies: join, random chat and the topic list', () => {
  it('refuses a direct join with 403 and the sentence why', async () => {
    const owner = await createUser(testApp.app);
    const nobody = await topicWithPolicy(owner.id, 'nobody');
    const interlocutorsOnly = await topicWithPolicy(owner.id, 'interlocutors');
    const { client } = await person();

    const closed = await client.post('/api/topics/join', { topic_id: nobody });
    expect(closed.statusCode).toBe(403);
    expect(closed.body).toMatchObject({
      code: 'SEAT_CLOSED',
      message: 'The owner keeps this topic to themselves and the companion: nobody can join it.',
    });
    const onlyInterlocutors = await client.post('/api/topics/join', {
      topic_id: interlocutorsOnly,
    });
    expect(onlyInterlocutors.statusCode).toBe(403);
    expect(onlyInterlocutors.body.message).toBe('Only approved interlocutors can join this topic.');
    const languages = (await client.get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const german = await client.post('/api/topics/join', {
      topic_id: nobody,
      lang_id: languages.find((language) => language.code === 'de')!.id,
    });
    expect(german.body.message).toBe(
      'Der Besitzer behält dieses Thema für sich und den Begleiter: Niemand kann beitreten.',
    );
    expect((await topicRow(nobody)).guestId).toBeNull();
    expect((await topicRow(interlocutorsOnly)).guestId).toBeNull();
  });

  it('lets an approved interlocutor join an interlocutors-only topic, nobody a closed one', async () => {
    const owner = await createUser(testApp.app);
    const interlocutorsOnly = await topicWithPolicy(owner.id, 'interlocutors');
    const nobody = await topicWithPolicy(owner.id, 'nobody');
    const { user, client } = await makeInterlocutor(testApp.app, 'Robin');
    expect((await client.post('/api/topics/join', { topic_id: nobody })).statusCode).toBe(403);
    const res = await client.post('/api/topics/join', { topic_id: interlocutorsOnly });
    expect(res.statusCode).toBe(200);
    expect((await topicRow(interlocutorsOnly)).guestId).toBe(user.id);
  });

  it('random chat never offers a seat that is not open to the caller', async () => {
    const owner = await createUser(testApp.app);
    await topicWithPolicy(owner.id, 'nobody');
    const interlocutorsOnly = await topicWithPolicy(owner.id, 'interlocutors');
    const { client } = await person();
    const refused = await client.get('/api/topics/random');
    expect(refused.statusCode).toBe(404);
    expect(refused.body.code).toBe('NO_FREE_TOPICS');

    const open = await topicWithPolicy(owner.id, 'anyone');
    const taken = await client.get('/api/topics/random');
    expect(taken.payload<{ topic: TTopic }>().topic.id).toBe(open);

    const interlocutor = await makeInterlocutor(testApp.app, 'Kai');
    const matched = await interlocutor.client.get('/api/topics/random');
    expect(matched.payload<{ topic: TTopic }>().topic.id).toBe(interlocutorsOnly);
  });

  it('the room list says whether the caller may take each seat (can_join)', async () => {
    const owner = await createUser(testApp.app);
    const roomId = (await roomIds(testApp.app))[0]!;
    const nobody = await topicWithPolicy(owner.id, 'nobody');
    const only = await topicWithPolicy(owner.id, 'interlocutors');
    const open = await topicWithPolicy(owner.id, 'anyone');
    const { client } = await person();
    const page = (
      await client.get('/api/topics/index', { room_id: roomId })
    ).payload<TTopicsPage>();
    const byId = new Map(page.data.map((topic) => [topic.id, topic]));
    expect(byId.get(nobody)).toMatchObject({ seat_policy: 'nobody', can_join: false });
    expect(byId.get(only)).toMatchObject({ seat_policy: 'interlocutors', can_join: false });
    expect(byId.get(open)).toMatchObject({ seat_policy: 'anyone', can_join: true });

    const interlocutor = await makeInterlocutor(testApp.app, 'Ari');
    const theirs = (
      await interlocutor.client.get('/api/topics/index', { room_id: roomId })
    ).payload<TTopicsPage>();
    expect(theirs.data.find((topic) => topic.id === only)?.can_join).toBe(true);
  });
});

describe('POST /api/topics/update-seat-policy', () => {
  it('lets only the owner change who may take the seat', async () => {
    const { user: owner, client: ownerClient } = await person();
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { client: stranger } = await person();

    const refused = await stranger.post('/api/topics/update-seat-policy', {
      topic_id: id,
      seat_policy: 'nobody',
    });
    expect(refused.statusCode).toBe(403);

    const res = await ownerClient.post('/api/topics/update-seat-policy', {
      topic_id: id,
      seat_policy: 'nobody',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Saved: who may take the seat.');
    expect(res.payload<{ topic: TTopic }>().topic.seat_policy).toBe('nobody');
    expect((await stranger.post('/api/topics/join', { topic_id: id })).statusCode).toBe(403);

    // Just me and the companion: asking for a person is refused with the sentence why.
    const human = await ownerClient.post('/api/topics/update-chat-mode', {
      topic_id: id,
      chat_mode: 'human',
    });
    expect(human.statusCode).toBe(409);
    expect(human.body.code).toBe('SEAT_CLOSED');

    await ownerClient.post('/api/topics/update-seat-policy', {
      topic_id: id,
      seat_policy: 'anyone',
    });
    expect((await stranger.post('/api/topics/join', { topic_id: id })).statusCode).toBe(200);
  });
});

describe('POST /api/topics/remove-guest', () => {
  it('frees the seat, writes the system lines, and the person cannot come back', async () => {
    const { user: owner, client: ownerClient } = await person();
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { user: guest, client: guestClient } = await person();
    expect((await guestClient.post('/api/topics/join', { topic_id: id })).statusCode).toBe(200);

    expect((await guestClient.post('/api/topics/remove-guest', { topic_id: id })).statusCode).toBe(
      403,
    );
    const res = await ownerClient.post('/api/topics/remove-guest', { topic_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.payload<{ topic: TTopic }>().topic).toMatchObject({
      participants_count: 1,
      chat_mode: 'ai',
    });
    const row = await topicRow(id);
    expect(row.guestId).toBeNull();
    expect(row.lastGuestId).toBe(guest.id);
    expect(await systemLines(id)).toEqual([
      'chat.system.personJoined',
      'chat.system.personRemoved',
      'chat.system.companionBack',
    ]);
    // The owner's page after a reload shows the lines in their language.
    const page = (
      await ownerClient.get('/api/messages/index', { topic_id: id, order_dir: 'asc' })
    ).payload<TMessagesPage>();
    expect(page.data.map((message) => message.content)).toContain(
      'The owner removed the person from this chat.',
    );

    const rejoin = await guestClient.post('/api/topics/join', { topic_id: id });
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.body).toMatchObject({
      code: 'REMOVED_FROM_TOPIC',
      message: 'The owner removed you from this topic. You cannot join it again.',
    });
    const random = await guestClient.get('/api/topics/random');
    expect(random.statusCode).toBe(404);
    expect(
      (await guestClient.get('/api/topics/topic', { topic_id: id })).payload<TTopic>().can_join,
    ).toBe(false);

    const again = await ownerClient.post('/api/topics/remove-guest', { topic_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('NO_GUEST');
    // Someone else may still take the seat.
    const { client: other } = await person();
    expect((await other.post('/api/topics/join', { topic_id: id })).statusCode).toBe(200);
  });
});

describe('POST /api/reports/create: reasons and blocks', () => {
  it('stores the reason and details; the spec call without them still works', async () => {
    const { user: owner } = await person();
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { user: guest, client } = await person();
    await client.post('/api/topics/join', { topic_id: id });

    const plain = await client.post('/api/reports/create', { topic_id: id, type: 'topic' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.message).toBe('Topic reported successfully');

    const missing = await client.post('/api/reports/create', {
      topic_id: id,
      type: 'user',
      reason: 'other',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toMatchObject({ details: ['Please describe what happened'] });

    const res = await client.post('/api/reports/create', {
      topic_id: id,
      type: 'user',
      reason: 'other',
      details: 'Asked for my address',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await testApp.app.db
      .select()
      .from(reports)
      .where(
        and(eq(reports.topicId, id), eq(reports.reporterId, guest.id), eq(reports.type, 'user')),
      );
    expect(row).toMatchObject({ reason: 'other', details: 'Asked for my address' });
  });

  it('"also block": the blocked guest loses the seat and the two never share a topic again', async () => {
    const { user: owner, client: ownerClient } = await person();
    const id = await makeTopic(testApp.app, { ownerId: owner.id });
    const { user: guest, client: guestClient } = await person();
    await guestClient.post('/api/topics/join', { topic_id: id });

    const res = await ownerClient.post('/api/reports/create', {
      topic_id: id,
      type: 'user',
      reason: 'harassment',
      block: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await topicRow(id)).guestId).toBeNull();
    const blocks = await testApp.app.db
      .select()
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, owner.id));
    expect(blocks.map((block) => block.blockedId)).toEqual([guest.id]);

    // The blocker's other topic: join refused, random chat skips it.
    const second = await makeTopic(testApp.app, { ownerId: owner.id });
    const join = await guestClient.post('/api/topics/join', { topic_id: second });
    expect(join.statusCode).toBe(403);
    expect(join.body.message).toBe('You cannot join this topic.');
    expect((await guestClient.get('/api/topics/random')).statusCode).toBe(404);

    // And the other way round: the blocker does not get the blocked person's topic.
    await closeEveryTopic(testApp.app);
    const theirs = await makeTopic(testApp.app, { ownerId: guest.id });
    expect((await ownerClient.post('/api/topics/join', { topic_id: theirs })).statusCode).toBe(403);
    expect((await ownerClient.get('/api/topics/random')).statusCode).toBe(404);
    const listed = (
      await ownerClient.get('/api/topics/topic', { topic_id: theirs })
    ).payload<TTopic>();
    expect(listed.can_join).toBe(false);

    // Others are not affected.
    const { client: third } = await person();
    expect((await third.get('/api/topics/random')).statusCode).toBe(200);
  });
});
