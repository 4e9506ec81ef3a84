import type { TTopic, TTopicsPage } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, topics, users } from '../../db/schema';
import { createUser, signedInClient, type TestUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { sumLedger } from '../ledger/apply-balance-change';
import { closeEveryTopic, makeTopic, roomIds } from '../../test/chat-testing';

let testApp: TestApp;
let rooms: number[];

beforeAll(async () => {
  testApp = await createTestApp({ settings: { new_topic_cost: 5, max_channel_topics: 5 } });
  rooms = await roomIds(testApp.app);
});
afterAll(() => testApp.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

async function balanceOf(userId: number): Promise<number> {
  const [row] = await testApp.app.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

const everyCall: [method: 'GET' | 'POST', url: string][] = [
  ['GET', '/api/rooms/index'],
  ['GET', '/api/topics/index?room_id=1'],
  ['GET', '/api/topics/active'],
  ['GET', '/api/topics/topic?topic_id=1'],
  ['POST', '/api/topics/create'],
  ['GET', '/api/topics/random'],
  ['POST', '/api/topics/join'],
  ['POST', '/api/topics/leave'],
  ['POST', '/api/topics/update-chat-mode'],
  ['GET', '/api/topics/1/check-terms'],
  ['POST', '/api/topics/1/accept-terms'],
  ['GET', '/api/messages/index?topic_id=1'],
  ['POST', '/api/messages/create'],
  ['POST', '/api/reports/create'],
];

describe('every chat call', () => {
  it.each(everyCall)('%s %s answers 401 to a guest', async (method, url) => {
    const res = await new TestClient(testApp.app).request(method, url, { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ status: 'ERROR', code: 'UNAUTHENTICATED' });
  });

  it.each(everyCall)(
    '%s %s answers 403 "Your email address is not verified." to an unverified user',
    async (method, url) => {
      const unverified = await signedInClient(
        testApp.app,
        await createUser(testApp.app, { verified: false }),
      );
      const res = await unverified.request(method, url, { body: {} });
      expect(res.statusCode).toBe(403);
      expect(res.body).toMatchObject({
        message: 'Your email address is not verified.',
        code: 'EMAIL_NOT_VERIFIED',
      });
    },
  );

  it('answers in the chosen language with the same code', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const languages = (await client.get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const german = languages.find((language) => language.code === 'de')!;
    const res = await client.get('/api/topics/topic', { topic_id: 987_654, lang_id: german.id });
    expect(res.body).toMatchObject({
      message: 'Das Thema wurde nicht gefunden',
      code: 'TOPIC_NOT_FOUND',
    });
  });

  it('names a bad topic_id once, even when several checks refuse it', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await client.get('/api/topics/topic', { topic_id: '1e30' });
    expect(res.statusCode).toBe(422);
    const messages = (res.body.errors as Record<string, string[]>).topic_id!;
    expect(messages).toEqual([...new Set(messages)]);
  });
});

describe('GET /api/rooms/index', () => {
  it('lists every room with the count of its open topics', async () => {
    await closeEveryTopic(testApp.app);
    const owner = await createUser(testApp.app);
    await makeTopic(testApp.app, { ownerId: owner.id, roomId: rooms[1] });
    await makeTopic(testApp.app, { ownerId: owner.id, roomId: rooms[1] });
    await makeTopic(testApp.app, { ownerId: owner.id, roomId: rooms[1], isClosed: true });

    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await client.get('/api/rooms/index');
    expect(res.statusCode).toBe(200);
    const list = res.payload<{ id: number; title: string; topics_count: number }[]>();
    expect(list).toHaveLength(rooms.length);
    expect(list[0]).toEqual({ id: rooms[0], title: 'Late Night Thoughts', topics_count: 0 });
    expect(list[1]).toMatchObject({ id: rooms[1], topics_count: 2 });
  });

  it('gives titles in the chosen language', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const languages = (await client.get('/api/languages')).payload<
      { id: number; code: string }[]
    >();
    const german = languages.find((language) => language.code === 'de')!;
    const res = await client.get('/api/rooms/index', { lang_id: german.id });
    expect(res.payload<{ title: string }[]>()[0]!.title).toBe('Gedanken zur späten Stunde');
  });
});

describe('GET /api/topics/index', () => {
  it('pages open topics 6 at a time, highlighted first, then newest, with meta and the room', async () => {
    await closeEveryTopic(testApp.app);
    const owner = await createUser(testApp.app, { channelExpireAt: inDays(1) });
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      ids.push(
        await makeTopic(testApp.app, { ownerId: owner.id, roomId: rooms[2], title: `T${index}` }),
      );
    }
    const highlighted = await makeTopic(testApp.app, {
      ownerId: owner.id,
      roomId: rooms[2],
      isHighlighted: true,
    });
    await testApp.app.db.update(topics).set({ isHighlighted: true }).where(eq(topics.id, ids[0]!));

    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const first = (
      await client.get('/api/topics/index', { room_id: rooms[2]! })
    ).payload<TTopicsPage>();
    expect(first.data.map((topic) => topic.id)).toEqual([
      highlighted,
      ids[0],
      ids[7],
      ids[6],
      ids[5],
      ids[4],
    ]);
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 6,
      total: 9,
      last_page: 2,
      from: 1,
      to: 6,
    });
    expect(first.room).toEqual({ id: rooms[2], title: 'Work & Career', topics_count: 9 });

    const second = (
      await client.get('/api/topics/index', { room_id: rooms[2]!, page: 2 })
    ).payload<TTopicsPage>();
    expect(second.data.map((topic) => topic.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(second.meta).toMatchObject({ current_page: 2, from: 7, to: 9 });
  });

  it('shows real user ids only to their owners: the caller sees their own id, others null', async () => {
    await closeEveryTopic(testApp.app);
    const owner = await createUser(testApp.app);
    const guest = await createUser(testApp.app);
    const id = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: guest.id,
      roomId: rooms[4],
    });
    const viewOf = async (user: TestUser) => {
      const client = await signedInClient(testApp.app, user);
      const page = (
        await client.get('/api/topics/index', { room_id: rooms[4]! })
      ).payload<TTopicsPage>();
      const listed = page.data.find((topic) => topic.id === id)!;
      const single = (await client.get('/api/topics/topic', { topic_id: id })).payload<TTopic>();
      expect(single).toEqual(listed);
      return pick(listed);
    };
    const pick = (topic: TTopic) => ({
      user_id: topic.user_id,
      guest_id: topic.guest_id,
      participants_count: topic.participants_count,
      is_owner: topic.is_owner,
      is_guest: topic.is_guest,
    });

    const stranger = await createUser(testApp.app);
    expect(await viewOf(stranger)).toEqual({
      user_id: null,
      guest_id: null,
      participants_count: 2,
      is_owner: false,
      is_guest: false,
    });
    expect(await viewOf(owner)).toEqual({
      user_id: owner.id,
      guest_id: null,
      participants_count: 2,
      is_owner: true,
      is_guest: false,
    });
    expect(await viewOf(guest)).toEqual({
      user_id: null,
      guest_id: guest.id,
      participants_count: 2,
      is_owner: false,
      is_guest: true,
    });
  });

  it('answers 404 "Room not found" for an unknown room', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await client.get('/api/topics/index', { room_id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ message: 'Room not found', code: 'ROOM_NOT_FOUND' });
  });
});

describe('GET /api/topics/topic', () => {
  it('answers every field of spec §3 relative to the caller', async () => {
    const owner = await createUser(testApp.app);
    const id = await makeTopic(testApp.app, {
      ownerId: owner.id,
      roomId: rooms[0],
      title: 'Hello',
    });
    const res = await (
      await signedInClient(testApp.app, owner)
    ).get('/api/topics/topic', { topic_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.payload<TTopic>()).toEqual({
      id,
      title: 'Hello',
      user_id: owner.id,
      guest_id: null,
      participants_count: 1,
      is_closed: false,
      chat_mode: 'ai',
      companion_name: 'Luna',
      companion_kind: 'ai',
      is_highlighted: false,
      highlight_color: null,
      text_look: 'normal',
      color: null,
      room_id: rooms[0],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      terms: expect.stringContaining(
        'Messages are deleted 30 days after a chat closes. Replies marked “AI companion” are written by an AI, not a person.',
      ),
      room: { id: rooms[0], title: 'Late Night Thoughts' },
      is_owner: true,
      is_guest: false,
      seat_policy: 'anyone',
      can_join: false,
      join_refusal: null,
      free_sends: null,
      safe_until: null,
    });
  });

  it('shows an open topic to anyone (to join it), but a closed one only to its participants', async () => {
    const owner = await createUser(testApp.app);
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const open = await makeTopic(testApp.app, { ownerId: owner.id });
    const closed = await makeTopic(testApp.app, { ownerId: owner.id, isClosed: true });

    const seen = (await stranger.get('/api/topics/topic', { topic_id: open })).payload<TTopic>();
    expect(seen).toMatchObject({ is_owner: false, is_guest: false });
    expect(seen.companion_name).not.toBe('Luna'); // a stranger's companion would be the owner
    expect(seen.companion_kind).toBe('owner');

    const hidden = await stranger.get('/api/topics/topic', { topic_id: closed });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toMatchObject({
      message: 'Topic with topic_id not found',
      code: 'TOPIC_NOT_FOUND',
    });

    const own = await (
      await signedInClient(testApp.app, owner)
    ).get('/api/topics/topic', { topic_id: closed });
    expect(own.payload<TTopic>().is_closed).toBe(true);
  });

  it('answers 404 "Topic with topic_id not found" for an unknown or malformed id', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    for (const topicId of ['123456789', 'abc']) {
      const res = await client.get('/api/topics/topic', { topic_id: topicId });
      expect(res.statusCode).toBe(topicId === 'abc' ? 422 : 404);
      expect(res.body.message).toBe('Topic with topic_id not found');
    }
  });
});

describe('POST /api/topics/create', () => {
  it('creates the topic and debits new_topic_cost through the ledger in one go', async () => {
    const user = await createUser(testApp.app, { points: 20 });
    const client = await signedInClient(testApp.app, user);
    const res = await client.post('/api/topics/create', {
      room_id: rooms[3],
      title: '  Small talk  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('Topic created successfully');
    const topic = res.payload<{ topic: TTopic }>().topic;
    expect(topic).toMatchObject({
      title: 'Small talk',
      room_id: rooms[3],
      user_id: user.id,
      chat_mode: 'ai',
      is_highlighted: false,
      text_look: 'normal',
      color: null,
      is_owner: true,
    });
    expect(topic.companion_name).toMatch(/^\p{Lu}\p{Ll}+$/u);

    expect(await balanceOf(user.id)).toBe(15_00);
    expect(await sumLedger(testApp.app.db, user.id)).toBe(15_00);
    const entries = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, user.id));
    expect(entries.at(-1)).toMatchObject({
      delta: -5_00,
      kind: 'topic',
      reference: `topic:${topic.id}`,
    });
  });

  it('answers 422 "Topic name is required" for an empty or blank title', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app, { points: 20 }));
    for (const title of ['', '   ', undefined]) {
      const res = await client.post('/api/topics/create', { room_id: rooms[0], title });
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('Topic name is required');
      expect(res.body.errors?.title).toEqual(['Topic name is required']);
    }
  });

  it('refuses a title over 50 characters', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app, { points: 20 }));
    const res = await client.post('/api/topics/create', {
      room_id: rooms[0],
      title: 'x'.repeat(51),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.title).toEqual(['Topic name must be at most 50 characters']);
    const ok = await client.post('/api/topics/create', {
      room_id: rooms[0],
      title: 'x'.repeat(50),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 422 "Please select a room" without a room or for an unknown one', async () => {
    const user = await createUser(testApp.app, { points: 20 });
    const client = await signedInClient(testApp.app, user);
    for (const roomId of [undefined, '', 0, 999_999]) {
      const res = await client.post('/api/topics/create', { room_id: roomId, title: 'Hi' });
      expect(res.statusCode).toBe(422);
      expect(res.body.message).toBe('Please select a room');
      expect(res.body.errors?.room_id).toEqual(['Please select a room']);
    }
    expect(await balanceOf(user.id)).toBe(20_00);
  });

  it('answers 422 with the exact text and stores nothing when points do not cover the cost', async () => {
    const user = await createUser(testApp.app, { points: 4.99 });
    const client = await signedInClient(testApp.app, user);
    const res = await client.post('/api/topics/create', { room_id: rooms[0], title: 'Broke' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatchObject({
      message: 'Not enough points. You need 5 points to create a topic.',
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await balanceOf(user.id)).toBe(4_99);
    const rows = await testApp.app.db.select().from(topics).where(eq(topics.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('allows one active chat: the second answers You already have active chat "<title>"', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app, { points: 50 }));
    const first = await client.post('/api/topics/create', { room_id: rooms[0], title: 'My topic' });
    const res = await client.post('/api/topics/create', { room_id: rooms[1], title: 'Another' });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      message: 'You already have active chat "My topic"',
      code: 'ACTIVE_CHAT_LIMIT',
      payload: { topic_id: first.payload<{ topic: TTopic }>().topic.id },
    });
  });

  it('masks e-mail addresses, phone numbers and links in the title before storing it', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app, { points: 50 }));
    const res = await client.post('/api/topics/create', {
      room_id: rooms[0],
      title: 'Mail me@x.com or +49 151 2345 6789',
    });
    expect(res.payload<{ topic: TTopic }>().topic.title).toBe('Mail *** or ***');
  });

  describe('for a channel user', () => {
    it('requires a text style and a colour, then highlights the topic in that colour', async () => {
      const user = await createUser(testApp.app, { points: 50, channelExpireAt: inDays(3) });
      const client = await signedInClient(testApp.app, user);
      const missing = await client.post('/api/topics/create', {
        room_id: rooms[0],
        title: 'Styled',
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.body.errors).toEqual({
        text_look: ['Please choose a text style'],
        color: ['Please choose a text colour'],
      });

      const badColor = await client.post('/api/topics/create', {
        room_id: rooms[0],
        title: 'Styled',
        text_look: 'bold',
        color: '#123456',
      });
      expect(badColor.body.errors?.color).toEqual(['Please choose a text colour']);

      const res = await client.post('/api/topics/create', {
        room_id: rooms[0],
        title: 'Styled',
        text_look: 'italic',
        color: '#e84aff',
      });
      expect(res.payload<{ topic: TTopic }>().topic).toMatchObject({
        is_highlighted: true,
        highlight_color: '#E84AFF',
        text_look: 'italic',
        color: '#E84AFF',
      });
    });

    it('allows max_channel_topics active chats', async () => {
      const user = await createUser(testApp.app, { points: 100, channelExpireAt: inDays(3) });
      const client = await signedInClient(testApp.app, user);
      const style = { text_look: 'bold', color: '#0077FF' };
      for (let index = 0; index < 5; index += 1) {
        const res = await client.post('/api/topics/create', {
          room_id: rooms[0],
          title: `C${index}`,
          ...style,
        });
        expect(res.statusCode).toBe(200);
      }
      const sixth = await client.post('/api/topics/create', {
        room_id: rooms[0],
        title: 'C5',
        ...style,
      });
      expect(sixth.body.message).toBe('You already have active chat "C4"');
    });

    it('keeps the highlight, colour and text style only while the channel status lasts', async () => {
      await closeEveryTopic(testApp.app);
      const user = await createUser(testApp.app, { points: 50, channelExpireAt: inDays(3) });
      const client = await signedInClient(testApp.app, user);
      const created = await client.post('/api/topics/create', {
        room_id: rooms[5],
        title: 'Shiny',
        text_look: 'bold',
        color: '#E84AFF',
      });
      const shiny = created.payload<{ topic: TTopic }>().topic.id;
      const plain = await makeTopic(testApp.app, {
        ownerId: (await createUser(testApp.app)).id,
        roomId: rooms[5],
      });
      const reader = await signedInClient(testApp.app, await createUser(testApp.app));
      const look = async () => {
        const page = (
          await reader.get('/api/topics/index', { room_id: rooms[5]! })
        ).payload<TTopicsPage>();
        const single = (
          await reader.get('/api/topics/topic', { topic_id: shiny })
        ).payload<TTopic>();
        return {
          order: page.data.map((topic) => topic.id),
          style: {
            is_highlighted: single.is_highlighted,
            highlight_color: single.highlight_color,
            text_look: single.text_look,
            color: single.color,
          },
        };
      };
      const styled = {
        is_highlighted: true,
        highlight_color: '#E84AFF',
        text_look: 'bold',
        color: '#E84AFF',
      };
      expect(await look()).toEqual({ order: [shiny, plain], style: styled });

      await testApp.app.db
        .update(users)
        .set({ channelExpireAt: inDays(-1) })
        .where(eq(users.id, user.id));
      expect(await look()).toEqual({
        order: [plain, shiny],
        style: { is_highlighted: false, highlight_color: null, text_look: 'normal', color: null },
      });

      // A renewed channel status brings the topic's style back.
      await testApp.app.db
        .update(users)
        .set({ channelExpireAt: inDays(7) })
        .where(eq(users.id, user.id));
      expect(await look()).toEqual({ order: [shiny, plain], style: styled });
    });

    it('treats an expired channel status as none (style ignored, one chat)', async () => {
      const user = await createUser(testApp.app, { points: 50, channelExpireAt: inDays(-1) });
      const client = await signedInClient(testApp.app, user);
      const res = await client.post('/api/topics/create', {
        room_id: rooms[0],
        title: 'Plain',
        text_look: 'bold',
        color: '#0077FF',
      });
      expect(res.payload<{ topic: TTopic }>().topic).toMatchObject({
        is_highlighted: false,
        text_look: 'normal',
        color: null,
      });
    });
  });
});

describe('GET /api/topics/active', () => {
  beforeEach(() => closeEveryTopic(testApp.app));

  it("answers the caller's open chats as owner or guest, with current_count, max_allowed and message", async () => {
    const me = await createUser(testApp.app, { channelExpireAt: inDays(2) });
    const other = await createUser(testApp.app);
    const owned = await makeTopic(testApp.app, { ownerId: me.id, title: 'Mine' });
    const joined = await makeTopic(testApp.app, {
      ownerId: other.id,
      guestId: me.id,
      title: 'Theirs',
    });
    await makeTopic(testApp.app, { ownerId: me.id, isClosed: true });
    await makeTopic(testApp.app, { ownerId: other.id, title: 'Not mine' });

    const res = await (await signedInClient(testApp.app, me)).get('/api/topics/active');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'OK',
      current_count: 2,
      max_allowed: 5,
      message: 'You have 2 of 5 active chats.',
    });
    const list = res.body.payload as TTopic[];
    expect(list.map((topic) => [topic.id, topic.is_owner, topic.is_guest])).toEqual([
      [joined, false, true],
      [owned, true, false],
    ]);
  });

  it('shows another user none of my chats', async () => {
    const me = await createUser(testApp.app);
    await makeTopic(testApp.app, { ownerId: me.id });
    const res = await (
      await signedInClient(testApp.app, await createUser(testApp.app))
    ).get('/api/topics/active');
    expect(res.body).toMatchObject({ payload: [], current_count: 0, max_allowed: 1 });
  });
});
