import type { TMessage, TMessagesPage } from '@parlor/contracts';
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, messages } from '../../db/schema';
import { balanceOf as storedBalanceOf } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { file, image, send } from '../../test/attachments-testing';
import {
  browserHeaders,
  conversation as startConversation,
  openSocket,
  wsUrl,
} from '../../test/chat-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { message_symbol_cost: 0.05 } });
});
afterAll(() => testApp.close());

const conversation = () => startConversation(testApp.app);

async function storedOf(topicId: number) {
  return testApp.app.db.select().from(messages).where(eq(messages.topicId, topicId));
}

async function messageDebitsOf(userId: number) {
  return testApp.app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .then((rows) => rows.filter((row) => row.kind === 'message'));
}

const balanceOf = (userId: number) => storedBalanceOf(testApp.app, userId);

describe('POST /api/messages/create with a client key', () => {
  it('answers a retry with the Idempotency-Key header with the first message, stored and charged once', async () => {
    const { owner, topicId, ownerClient } = await conversation();
    const key = randomUUID();
    const first = await ownerClient.post(
      '/api/messages/create',
      { topic_id: topicId, content: 'Only once' },
      { 'Idempotency-Key': key },
    );
    const retry = await ownerClient.post(
      '/api/messages/create',
      { topic_id: topicId, content: 'Only once' },
      { 'Idempotency-Key': key.toUpperCase() },
    );
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    const sent = first.payload<{ message: TMessage; balance: number }>();
    expect(retry.payload<{ message: TMessage; balance: number }>()).toEqual(sent);
    expect(await storedOf(topicId)).toHaveLength(1);
    expect(await messageDebitsOf(owner.id)).toHaveLength(1);
    expect(await balanceOf(owner.id)).toBe(100_00 - 9 * 5);
  });

  it('takes the key from the body as client_key, per sender: another person may use the same key', async () => {
    const { owner, guest, topicId, ownerClient, guestClient } = await conversation();
    const key = randomUUID();
    const body = { topic_id: topicId, content: 'Hello', client_key: key };
    const [a, b] = [
      await ownerClient.post('/api/messages/create', body),
      await ownerClient.post('/api/messages/create', body),
    ];
    const fromGuest = await guestClient.post('/api/messages/create', body);
    expect(a.payload<{ message: TMessage }>().message.id).toBe(
      b.payload<{ message: TMessage }>().message.id,
    );
    expect(fromGuest.payload<{ message: TMessage }>().message).toMatchObject({
      is_mine: true,
      seq: 2,
    });
    expect(await storedOf(topicId)).toHaveLength(2);
    expect(await messageDebitsOf(owner.id)).toHaveLength(1);
    expect(await messageDebitsOf(guest.id)).toHaveLength(1);
  });

  it('answers 422 for a key that is not a UUID, or a header and body that differ, and stores nothing', async () => {
    const { topicId, ownerClient } = await conversation();
    const badBody = await ownerClient.post('/api/messages/create', {
      topic_id: topicId,
      content: 'Hi',
      client_key: 'not-a-uuid',
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.body.message).toBe('The client key must be a UUID');
    const badHeader = await ownerClient.post(
      '/api/messages/create',
      { topic_id: topicId, content: 'Hi' },
      { 'Idempotency-Key': '12345' },
    );
    expect(badHeader.statusCode).toBe(422);
    expect(badHeader.body.message).toBe('The client key must be a UUID');
    const mismatch = await ownerClient.post(
      '/api/messages/create',
      { topic_id: topicId, content: 'Hi', client_key: randomUUID() },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.body.message).toBe('The Idempotency-Key header and client_key differ');
    expect(await storedOf(topicId)).toHaveLength(0);
  });

  it('answers a retried send with files with the first message, its files stored once', async () => {
    const { owner, topicId, ownerClient } = await conversation();
    const key = randomUUID();
    const files = [file(await image('png'), 'cat.png')];
    const first = await send(ownerClient, topicId, files, { content: 'Look', clientKey: key });
    const retry = await send(ownerClient, topicId, files, { content: 'Look', clientKey: key });
    expect(first.statusCode).toBe(200);
    expect(retry.payload<{ message: TMessage }>().message).toEqual(
      first.payload<{ message: TMessage }>().message,
    );
    expect(await storedOf(topicId)).toHaveLength(1);
    expect(await messageDebitsOf(owner.id)).toHaveLength(1);
    expect(
      await testApp.app.db.select().from(messages).where(like(messages.content, 'Look')),
    ).toHaveLength(1);
  });

  it("gives the sender's own message its client_key in the answer, the list and the socket frame; nobody else sees it", async () => {
    const { topicId, ownerClient, guestClient } = await conversation();
    if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const ownerSocket = await openSocket(wsUrl(testApp.app), browserHeaders(ownerClient));
    const guestSocket = await openSocket(wsUrl(testApp.app), browserHeaders(guestClient));
    try {
      const key = randomUUID();
      const sent = await ownerClient.post(
        '/api/messages/create',
        { topic_id: topicId, content: 'Mine, write me at me@example.com' },
        { 'Idempotency-Key': key.toUpperCase() },
      );
      const message = sent.payload<{ message: TMessage }>().message;
      expect(message).toMatchObject({ is_mine: true, client_key: key });

      const ownerFrame = await ownerSocket.next('message', (e) => e.message.id === message.id);
      expect(ownerFrame.message.client_key).toBe(key);
      const guestFrame = await guestSocket.next('message', (e) => e.message.id === message.id);
      expect(guestFrame.message).toMatchObject({ is_mine: false, client_key: null });

      const listOf = async (client: typeof ownerClient) =>
        (await client.get('/api/messages/index', { topic_id: topicId }))
          .payload<TMessagesPage>()
          .data.find((item) => item.id === message.id);
      expect(await listOf(ownerClient)).toMatchObject({ client_key: key });
      expect(await listOf(guestClient)).toMatchObject({ client_key: null });

      // A send without a key has none to show.
      const unkeyed = await ownerClient.post('/api/messages/create', {
        topic_id: topicId,
        content: 'No key',
      });
      expect(unkeyed.payload<{ message: TMessage }>().message.client_key).toBeNull();
    } finally {
      await Promise.all([ownerSocket.close(), guestSocket.close()]);
    }
  });
});
