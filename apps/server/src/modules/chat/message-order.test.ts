import type { TMessage, TMessagesPage } from '@parlor/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiReplyJobs, messages } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { startOpenAiStandIn } from '../../test/openai-stand-in';
import { makeTopic } from '../../test/chat-testing';

/**
 * No message lost or doubled: a reader that catches up by `seq` misses nothing and sees nothing
 * twice, however writers interleave — owner and guest on parallel streams, and the
 * companion's reply stored while its owner writes again.
 */

/** Everything stored in the topic after `afterSeq`, as one catch-up call answers it. */
async function catchUp(client: TestClient, topicId: number, afterSeq: number) {
  const res = await client.get('/api/messages/index', {
    topic_id: topicId,
    after_seq: afterSeq,
    page_size: 100,
  });
  expect(res.statusCode).toBe(200);
  return res.payload<TMessagesPage>().data.filter((message) => !message.is_typing);
}

/** A reader that catches up in a loop, as the web client does after every gap. */
function reader(client: TestClient, topicId: number) {
  const seen: TMessage[] = [];
  const cursor = () => seen.at(-1)?.seq ?? 0;
  return {
    seen,
    async readOnce(): Promise<number> {
      const page = await catchUp(client, topicId, cursor());
      seen.push(...page);
      return page.length;
    },
    /** Reads until `isDone()` and then until a read brings nothing new. */
    async readUntil(isDone: () => boolean): Promise<void> {
      for (let round = 0; round < 20_000; round += 1) {
        const finished = isDone();
        const count = await this.readOnce();
        if (finished && count === 0) return;
        // Nothing new yet: let the writers have the database for a moment.
        if (count === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('the reader never caught up');
    },
  };
}

async function storedOf(testApp: TestApp, topicId: number) {
  return testApp.app.db
    .select({ id: messages.id, seq: messages.seq })
    .from(messages)
    .where(eq(messages.topicId, topicId))
    .orderBy(asc(messages.seq));
}

/** The reader's list is the stored list: nothing missing, nothing twice, seq 1, 2, 3, … */
function expectReadEverything(seen: TMessage[], stored: { id: number; seq: number }[]) {
  expect(seen.map((message) => message.id)).toEqual(stored.map((row) => row.id));
  expect(seen.map((message) => message.seq)).toEqual(stored.map((_, index) => index + 1));
  expect(new Set(seen.map((message) => message.id)).size).toBe(seen.length);
}

async function send(client: TestClient, topicId: number, content: string) {
  const res = await client.post('/api/messages/create', { topic_id: topicId, content });
  expect(res.statusCode).toBe(200);
  return res.payload<{ message: TMessage }>().message;
}

/** `count` messages one after another, as one browser tab writes them. */
async function stream(client: TestClient, topicId: number, label: string, count: number) {
  for (let index = 0; index < count; index += 1) await send(client, topicId, `${label}-${index}`);
}

async function hasPendingReply(testApp: TestApp, topicId: number) {
  const jobs = await testApp.app.db
    .select({ id: aiReplyJobs.id })
    .from(aiReplyJobs)
    .where(eq(aiReplyJobs.topicId, topicId));
  return jobs.length > 0;
}

describe('catching up by seq while many write at once', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_CHAT_MESSAGES: '1000' },
      settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0 },
    });
  });
  afterAll(() => testApp.close());

  it('owner and guest on 4 streams each, and an owner with companion replies: the reader misses nothing', async () => {
    const owner = await createUser(testApp.app, { points: 1000 });
    const guest = await createUser(testApp.app, { points: 1000 });
    const soloOwner = await createUser(testApp.app, { points: 1000 });
    const humanTopic = await makeTopic(testApp.app, { ownerId: owner.id, guestId: guest.id });
    const aiTopic = await makeTopic(testApp.app, { ownerId: soloOwner.id, chatMode: 'ai' });
    const ownerClient = await signedInClient(testApp.app, owner);
    const guestClient = await signedInClient(testApp.app, guest);
    const soloClient = await signedInClient(testApp.app, soloOwner);
    const humanReader = reader(ownerClient, humanTopic);
    const aiReader = reader(soloClient, aiTopic);

    let sendsDone = false;
    const streams = [1, 2, 3, 4].flatMap((n) => [
      stream(ownerClient, humanTopic, `owner${n}`, 10),
      stream(guestClient, humanTopic, `guest${n}`, 10),
      stream(soloClient, aiTopic, `solo${n}`, 5),
    ]);
    const sending = Promise.all(streams).finally(() => (sendsDone = true));
    let aiQuiet = false;
    await Promise.all([
      sending,
      humanReader.readUntil(() => sendsDone),
      (async () => {
        await sending;
        // The companion's last reply may still be on its way: wait until its job is gone.
        for (let round = 0; round < 2_000 && (await hasPendingReply(testApp, aiTopic)); round++)
          await new Promise((resolve) => setTimeout(resolve, 20));
        aiQuiet = true;
      })(),
      aiReader.readUntil(() => aiQuiet),
    ]);

    const humanStored = await storedOf(testApp, humanTopic);
    expect(humanStored).toHaveLength(80);
    expectReadEverything(humanReader.seen, humanStored);
    const aiStored = await storedOf(testApp, aiTopic);
    expect(aiStored.length).toBeGreaterThan(20);
    expectReadEverything(aiReader.seen, aiStored);
  });
});

describe("the companion's reply written while its owner writes again", () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let testApp: TestApp;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    testApp = await createTestApp({
      env: { AI_BASE_URL: standIn.baseUrl, AI_TIMEOUT_MS: '10000' },
      settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0 },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('comes after what the owner saw: catch-up by after_seq and the newest page both hold it', async () => {
    const owner = await createUser(testApp.app, { points: 100 });
    const client = await signedInClient(testApp.app, owner);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id, chatMode: 'ai' });
    standIn.enqueue(
      { kind: 'stream', text: 'A slow first answer.', firstTokenDelayMs: 800 },
      { kind: 'stream', text: 'And the follow-up.' },
    );
    const before = standIn.completions().length;
    const first = await send(client, topicId, 'First');
    // The reply is being written (its id was reserved when "First" was sent) ...
    for (let round = 0; round < 500 && standIn.completions().length === before; round += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(standIn.completions().length).toBeGreaterThan(before);
    // ... and the owner writes again: a newer id, committed before the reply is stored.
    const second = await send(client, topicId, 'Second');
    expect(second.seq).toBe(2);
    const ownerHasSeen = second.seq ?? 0;

    const replies: TMessage[] = [];
    for (let round = 0; round < 500 && replies.length === 0; round += 1) {
      replies.push(...(await catchUp(client, topicId, ownerHasSeen)));
      if (replies.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [reply] = replies;
    expect(reply).toMatchObject({ content: 'A slow first answer.', seq: 3, is_mine: false });
    // Its id is older than the owner's second message: a reader by id would skip it.
    expect(reply!.id).toBeGreaterThan(first.id);
    expect(reply!.id).toBeLessThan(second.id);

    // The polling fallback's newest page has it in commit order too.
    const page = (await client.get('/api/messages/index', { topic_id: topicId, order_dir: 'asc' }))
      .payload<TMessagesPage>()
      .data.filter((message) => !message.is_typing);
    expect(page.slice(0, 3).map((message) => [message.content, message.seq])).toEqual([
      ['First', 1],
      ['Second', 2],
      ['A slow first answer.', 3],
    ]);
  });
});
