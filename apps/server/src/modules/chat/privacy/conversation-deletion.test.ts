import type { TActiveChatsAnswer, TMessage, TRealtimeEvent, TTopic } from '@parlor/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  interlocutorEarnings,
  ledgerEntries,
  messages,
  reports,
  safetyAlerts,
  topics,
} from '../../../db/schema';
import { createUser, signedInClient, type TestUser } from '../../../test/factories-testing';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { file, image, send } from '../../../test/attachments-testing';
import { attachmentKeys } from '../attachments/attachment-keys';
import { makeTopic } from '../../../test/chat-testing';
import { userChannel } from '../../../adapters/bus/channels';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    settings: { message_symbol_cost: 0.1, image_attachment_cost: 1, message_retention_days: 30 },
  });
});
afterAll(() => testApp.close());

interface Conversation {
  owner: TestUser;
  guest: TestUser;
  topicId: number;
  ownerClient: TestClient;
  guestClient: TestClient;
}

/** An owner and a guest in one human topic, each having written a text and an image. */
async function conversationWithFiles(): Promise<Conversation> {
  const owner = await createUser(testApp.app, { points: 100 });
  const guest = await createUser(testApp.app, { points: 100 });
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
  const ownerClient = await signedInClient(testApp.app, owner);
  const guestClient = await signedInClient(testApp.app, guest);
  for (const [client, who] of [
    [ownerClient, 'owner'],
    [guestClient, 'guest'],
  ] as const) {
    const text = await client.post('/api/messages/create', { topic_id: topicId, content: who });
    expect(text.statusCode).toBe(200);
    const withFile = await send(client, topicId, [file(await image('png'))], {
      content: `${who} photo`,
    });
    expect(withFile.statusCode).toBe(200);
  }
  return { owner, guest, topicId, ownerClient, guestClient };
}

async function storedMessagesOf(topicId: number) {
  return testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId));
}

/** Whether every file of these messages is (true) or none is (false) in the storage. */
async function filesOf(rows: { attachments: (typeof messages.$inferSelect)['attachments'] }[]) {
  const keys = rows.flatMap((row) => attachmentKeys(row.attachments));
  expect(keys.length).toBeGreaterThan(0);
  const present = await Promise.all(keys.map((key) => testApp.app.storage.get(key)));
  return present.map((bytes) => bytes !== undefined);
}

function listen(userId: number) {
  const heard: TRealtimeEvent[] = [];
  const stop = testApp.app.bus.subscribe(userChannel(userId), (event) =>
    heard.push(event as TRealtimeEvent),
  );
  return { heard, stop: async () => (await stop)() };
}

describe('POST /api/topics/purge', () => {
  it('closes the topic and deletes every message and file at once; the guest sees it closed by its owner', async () => {
    const { owner, guest, topicId, ownerClient, guestClient } = await conversationWithFiles();
    const before = await storedMessagesOf(topicId);
    expect(before).toHaveLength(4);
    expect(await filesOf(before)).toEqual([true, true, true, true]);
    const ledgerBefore = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, owner.id));
    const guestEvents = listen(guest.id);

    const res = await ownerClient.post('/api/topics/purge', { topic_id: topicId });
    expect(res.statusCode).toBe(200);
    expect(res.payload()).toEqual({ topic_id: topicId, closed: true, deleted_messages: 4 });

    expect(await storedMessagesOf(topicId)).toEqual([]);
    expect(await filesOf(before)).toEqual([false, false, false, false]);
    // Accounting stays: the owner's ledger rows are all still there.
    const ledgerAfter = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, owner.id));
    expect(ledgerAfter).toEqual(ledgerBefore);

    // The guest's page is told at once, and the topic reads closed for them.
    await expect
      .poll(() => guestEvents.heard.filter((event) => event.type === 'closed'))
      .toEqual([{ type: 'closed', topic_id: topicId, reason: 'owner', purged: true }]);
    await guestEvents.stop();
    const view = await guestClient.get('/api/topics/topic', { topic_id: topicId });
    expect(view.payload<TTopic>().is_closed).toBe(true);
    const read = await guestClient.get('/api/messages/index', { topic_id: topicId });
    expect(read.statusCode).toBe(404);
    expect(read.body).toMatchObject({ code: 'TOPIC_CLOSED' });

    // Nothing is left to list as "still stored"; purging again deletes nothing more.
    const active = await ownerClient.get('/api/topics/active');
    expect(active.body as unknown as TActiveChatsAnswer).toMatchObject({ closed_chats: [] });
    const again = await ownerClient.post('/api/topics/purge', { topic_id: topicId });
    expect(again.payload()).toMatchObject({ deleted_messages: 0 });
  });

  it('keeps what accounting and safety need: the topic row, earnings, reports and safety alerts', async () => {
    const { owner, guest, topicId, ownerClient, guestClient } = await conversationWithFiles();
    const reported = await guestClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'user',
      reason: 'harassment',
    });
    expect(reported.statusCode).toBe(200);
    await testApp.app.db.insert(safetyAlerts).values({ topicId, userId: guest.id });
    await testApp.app.db.insert(interlocutorEarnings).values({
      userId: guest.id,
      topicId,
      source: 'message:1',
      amount: 5,
      spent: 10,
      releaseAt: new Date(),
    });

    expect((await ownerClient.post('/api/topics/purge', { topic_id: topicId })).statusCode).toBe(
      200,
    );
    const [topic] = await testApp.app.db.select().from(topics).where(eq(topics.id, topicId));
    expect(topic).toMatchObject({ isClosed: true, closedReason: 'owner', userId: owner.id });
    const kept = await Promise.all([
      testApp.app.db.select().from(reports).where(eq(reports.topicId, topicId)),
      testApp.app.db.select().from(safetyAlerts).where(eq(safetyAlerts.topicId, topicId)),
      testApp.app.db
        .select()
        .from(interlocutorEarnings)
        .where(eq(interlocutorEarnings.topicId, topicId)),
    ]);
    expect(kept.map((rows) => rows.length)).toEqual([1, 1, 1]);
  });

  it('refuses everyone but the owner: 403 for the guest and on an open topic, 404 on a closed one', async () => {
    const { topicId, guestClient } = await conversationWithFiles();
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));

    const byGuest = await guestClient.post('/api/topics/purge', { topic_id: topicId });
    expect(byGuest.statusCode).toBe(403);
    const onlyOwner = 'Only the owner of this chat can delete the whole conversation.';
    expect(byGuest.body).toMatchObject({ code: 'NOT_OWNER', message: onlyOwner });
    const byStranger = await stranger.post('/api/topics/purge', { topic_id: topicId });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.body.message).toBe(onlyOwner);
    expect(await storedMessagesOf(topicId)).toHaveLength(4);

    await testApp.app.db.update(topics).set({ isClosed: true }).where(eq(topics.id, topicId));
    const closedByStranger = await stranger.post('/api/topics/purge', { topic_id: topicId });
    expect(closedByStranger.statusCode).toBe(404);
    const missing = await stranger.post('/api/topics/purge', { topic_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(await storedMessagesOf(topicId)).toHaveLength(4);
  });
});

describe('POST /api/topics/delete-my-messages', () => {
  it("lets the guest leave and deletes only their own messages and files; the owner's stay", async () => {
    const { owner, guest, topicId, ownerClient, guestClient } = await conversationWithFiles();
    const before = await storedMessagesOf(topicId);
    const guestRows = before.filter((row) => row.senderId === guest.id);
    const ownerRows = before.filter((row) => row.senderId === owner.id);
    const ownerEvents = listen(owner.id);

    const res = await guestClient.post('/api/topics/delete-my-messages', { topic_id: topicId });
    expect(res.statusCode).toBe(200);
    expect(res.payload()).toEqual({ topic_id: topicId, left: true, deleted_messages: 2 });

    const after = await storedMessagesOf(topicId);
    expect(after.filter((row) => row.senderId === guest.id)).toEqual([]);
    expect(after.filter((row) => row.senderId === owner.id)).toEqual(ownerRows);
    expect(await filesOf(guestRows)).toEqual([false, false]);
    expect(await filesOf(ownerRows)).toEqual([true, true]);
    const [topic] = await testApp.app.db.select().from(topics).where(eq(topics.id, topicId));
    expect(topic).toMatchObject({ guestId: null, isClosed: false });
    // The owner sees the seat free (and reloads the page without the guest's messages).
    await expect
      .poll(() => ownerEvents.heard.find((event) => event.type === 'participants'))
      .toMatchObject({ topic_id: topicId, action: 'left' });
    await ownerEvents.stop();
    const page = await ownerClient.get('/api/messages/index', { topic_id: topicId });
    const contents = page.payload<{ data: TMessage[] }>().data.map((message) => message.content);
    expect(contents).toEqual(expect.arrayContaining(['owner', 'owner photo']));
    expect(contents).not.toContain('guest');
  });

  it('works for the guest of a closed topic too, which the closed list offers them', async () => {
    const { guest, topicId, ownerClient, guestClient } = await conversationWithFiles();
    expect((await ownerClient.post('/api/topics/leave', { topic_id: topicId })).statusCode).toBe(
      200,
    );
    const listed = (await guestClient.get('/api/topics/active'))
      .body as unknown as TActiveChatsAnswer;
    expect(listed.closed_chats).toEqual([
      expect.objectContaining({ id: topicId, is_owner: false, has_own_messages: true }),
    ]);

    const res = await guestClient.post('/api/topics/delete-my-messages', { topic_id: topicId });
    expect(res.payload()).toEqual({ topic_id: topicId, left: false, deleted_messages: 2 });
    const rows = await testApp.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.topicId, topicId), eq(messages.senderId, guest.id)));
    expect(rows).toEqual([]);
    const relisted = (await guestClient.get('/api/topics/active'))
      .body as unknown as TActiveChatsAnswer;
    expect(relisted.closed_chats).toEqual([
      expect.objectContaining({ id: topicId, has_own_messages: false }),
    ]);
  });

  it('refuses the owner (403) and anyone who was never the guest (403 open, 404 closed)', async () => {
    const { topicId, ownerClient } = await conversationWithFiles();
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));

    const byOwner = await ownerClient.post('/api/topics/delete-my-messages', {
      topic_id: topicId,
    });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.body.message).toBe(
      'You own this chat: use “Delete this conversation now” to delete it with all its messages.',
    );
    const byStranger = await stranger.post('/api/topics/delete-my-messages', {
      topic_id: topicId,
    });
    expect(byStranger.statusCode).toBe(403);
    expect(byStranger.body.message).toBe('You do not have permission to access this chat');
    await testApp.app.db.update(topics).set({ isClosed: true }).where(eq(topics.id, topicId));
    const closedByStranger = await stranger.post('/api/topics/delete-my-messages', {
      topic_id: topicId,
    });
    expect(closedByStranger.statusCode).toBe(404);
    expect(await storedMessagesOf(topicId)).toHaveLength(4);
  });
});

describe('GET /api/topics/active: closed conversations still stored', () => {
  it('lists each with when the retention purge deletes it (closed_at + message_retention_days)', async () => {
    const { topicId, ownerClient } = await conversationWithFiles();
    const closedAt = new Date('2026-11-20T10:00:00.000Z');
    await testApp.app.db
      .update(topics)
      .set({ isClosed: true, closedAt })
      .where(eq(topics.id, topicId));
    const answer = (await ownerClient.get('/api/topics/active'))
      .body as unknown as TActiveChatsAnswer;
    expect(answer.closed_chats).toEqual([
      {
        id: topicId,
        title: 'A topic',
        room_title: expect.any(String),
        closed_at: closedAt.toISOString(),
        deletes_at: '2026-12-20T10:00:00.000Z',
        is_owner: true,
        has_own_messages: true,
      },
    ]);
    // Open topics stay in the spec's list, not here.
    expect(answer.payload.map((topic) => topic.id)).not.toContain(topicId);
  });
});
