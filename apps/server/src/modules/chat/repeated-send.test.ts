import type { TMessage } from '@parlor/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sumLedger } from '../ledger/apply-balance-change';
import { makeTopic } from '../../test/chat-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function ownerInTopic(options: { chatMode?: 'ai' | 'human' } = {}) {
  const user = await createUser(testApp.app, { points: 100 });
  const client = await signedInClient(testApp.app, user);
  const topicId = await makeTopic(testApp.app, { ownerId: user.id, ...options });
  return { user, client, topicId };
}

async function balanceOf(userId: number) {
  const [row] = await testApp.app.db
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, userId));
  return row!.balance;
}

async function storedTexts(topicId: number, senderId: number) {
  const rows = await testApp.app.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.senderId, senderId)));
  return rows.map((row) => row.content);
}

describe('POST /api/messages/create: the same text three times in a row', () => {
  it('refuses the third within a minute: a clear error, nothing charged, nothing stored', async () => {
    const { user, client, topicId } = await ownerInTopic();
    for (let i = 0; i < 2; i += 1) {
      const res = await client.post('/api/messages/create', {
        topic_id: topicId,
        content: 'Buy now',
      });
      expect(res.statusCode).toBe(200);
    }
    const balanceBefore = await balanceOf(user.id);
    const ledgerRowsBefore = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), like(ledgerEntries.reference, 'message:%')));

    const third = await client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Buy now',
    });
    expect(third.statusCode).toBe(422);
    expect(third.body).toMatchObject({
      code: 'REPEATED_MESSAGE',
      message:
        'You cannot send the same message 3 times in a row. Write something new, or wait 60 seconds.',
    });
    expect(await balanceOf(user.id)).toBe(balanceBefore);
    const ledgerRowsAfter = await testApp.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), like(ledgerEntries.reference, 'message:%')));
    expect(ledgerRowsAfter).toHaveLength(ledgerRowsBefore.length);
    expect(await sumLedger(testApp.app.db, user.id)).toBe(balanceBefore);
    expect(await storedTexts(topicId, user.id)).toEqual(['Buy now', 'Buy now']);

    // A different text is fine, and so is the same one after it (the row is broken).
    const other = await client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hello',
    });
    expect(other.statusCode).toBe(200);
    const again = await client.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Buy now',
    });
    expect(again.statusCode).toBe(200);
  });

  it('accepts the same text again once the window has passed', async () => {
    const { user, client, topicId } = await ownerInTopic();
    await client.post('/api/messages/create', { topic_id: topicId, content: 'Ping' });
    await client.post('/api/messages/create', { topic_id: topicId, content: 'Ping' });
    // The two earlier ones were written more than a minute ago.
    await testApp.app.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(and(eq(messages.topicId, topicId), eq(messages.senderId, user.id)));
    const res = await client.post('/api/messages/create', { topic_id: topicId, content: 'Ping' });
    expect(res.statusCode).toBe(200);
    expect(res.payload<{ message: TMessage }>().message.content).toBe('Ping');
  });

  it('counts and window are settings', async () => {
    await testApp.setSettings({ repeat_message_limit: 2, repeat_message_window_seconds: 30 });
    try {
      const { client, topicId } = await ownerInTopic();
      await client.post('/api/messages/create', { topic_id: topicId, content: 'Twice' });
      const second = await client.post('/api/messages/create', {
        topic_id: topicId,
        content: 'Twice',
      });
      expect(second.statusCode).toBe(422);
      expect(second.body.message).toBe(
        'You cannot send the same message 2 times in a row. Write something new, or wait 30 seconds.',
      );
    } finally {
      await testApp.setSettings({ repeat_message_limit: 3, repeat_message_window_seconds: 60 });
    }
  });

  it('holds for the guest too, per sender: the owner may still write the same text', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const interlocutor = await createUser(testApp.app, { points: 100 });
    const client = await signedInClient(testApp.app, interlocutor);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, guestId: interlocutor.id });
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await client.post('/api/messages/create', { topic_id: topicId, content: 'Same' }))
          .statusCode,
      ).toBe(200);
    }
    const third = await client.post('/api/messages/create', { topic_id: topicId, content: 'Same' });
    expect(third.statusCode).toBe(422);
    expect(third.body.code).toBe('REPEATED_MESSAGE');
    expect(await storedTexts(topicId, interlocutor.id)).toEqual(['Same', 'Same']);
    const ownerClient = await signedInClient(testApp.app, owner);
    const mine = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Same',
    });
    expect(mine.statusCode).toBe(200);
  });
});
