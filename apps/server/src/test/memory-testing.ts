import type { TMessage } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { topicMemories } from '../db/schema';
import type { TestClient } from './test-client';
import { storeMessage } from '../modules/chat/store-message';

/** The topic's messages as the owner lists them, newest first. */
export async function listMessages(client: TestClient, topicId: number): Promise<TMessage[]> {
  const res = await client.get(`/api/messages/index?topic_id=${topicId}`);
  if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
  return res.payload<{ data: TMessage[] }>().data;
}

/** Sends as the owner and waits for the companion's reply to it; answers the reply's text. */
export async function sendAndAwaitReply(
  client: TestClient,
  topicId: number,
  content: string,
  timeoutMs = 8000,
): Promise<string> {
  const res = await client.post('/api/messages/create', { topic_id: topicId, content });
  if (res.statusCode !== 200) throw new Error(`send answered ${res.statusCode}`);
  const sentId = res.payload<{ message: TMessage }>().message.id;
  const started = Date.now();
  for (;;) {
    const [newest] = await listMessages(client, topicId);
    if (newest && newest.id > sentId && !newest.is_typing) {
      if (newest.sender_kind !== 'ai') throw new Error(`no reply but: ${newest.content}`);
      return newest.content;
    }
    if (Date.now() - started > timeoutMs) throw new Error('no companion reply');
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

/**
 * Stores `count` messages in a topic straight away (owner and companion in turn), as a long
 * conversation had stored them; `contentOf` writes the n-th.
 */
export async function storeLongConversation(
  app: FastifyInstance,
  options: { topicId: number; ownerId: number; count: number; contentOf: (n: number) => string },
): Promise<void> {
  for (let n = 0; n < options.count; n += 1) {
    const isOwner = n % 2 === 0;
    await storeMessage(app.db, {
      topicId: options.topicId,
      senderId: isOwner ? options.ownerId : null,
      senderKind: isOwner ? 'user' : 'ai',
      senderName: isOwner ? null : 'Luna',
      content: options.contentOf(n),
      cost: 0,
    });
  }
}

/** Runs the summary jobs until the topic's summary is written up to what was asked. */
export async function settleSummary(app: FastifyInstance, topicId: number, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    await app.companion.idle();
    const [row] = await app.db
      .select()
      .from(topicMemories)
      .where(eq(topicMemories.topicId, topicId));
    if (row && row.dueAt === null && row.claimToken === null) return row;
    if (Date.now() - started > timeoutMs)
      throw new Error(`summary not settled: ${JSON.stringify(row)}`);
    await app.companion.sweepSummaries();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
