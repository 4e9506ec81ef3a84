import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTokenCounter } from '../../adapters/ai/token-counter';
import { topicMemories, topics } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  hasSharedInfrastructure,
  startTwoInstances,
  type TwoInstances,
} from '../../test/two-instances-testing';
import { makeTopic } from '../../test/chat-testing';
import { purgeClosedTopicMessages } from '../chat/purge-closed-messages';
import {
  listMessages,
  sendAndAwaitReply,
  settleSummary,
  storeLongConversation,
} from '../../test/memory-testing';
import { startOpenAiStandIn, textOf } from '../../test/openai-stand-in';

async function ownerWithTopic(testApp: TestApp) {
  const user = await createUser(testApp.app, { points: 1000 });
  const client = await signedInClient(testApp.app, user);
  const topicId = await makeTopic(testApp.app, { ownerId: user.id });
  return { user, client, topicId };
}

describe('memory within a topic: the offline companion', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      settings: {
        bot_reply_interval_min: 0,
        bot_reply_interval_max: 0,
        bot_conversation_history_limit: 4,
        message_symbol_cost: 0,
      },
    });
  });
  afterAll(async () => testApp.close());

  it('answers "do you remember…" from what it kept after the message left the window', async () => {
    const { client, topicId } = await ownerWithTopic(testApp);
    await sendAndAwaitReply(client, topicId, 'My manager Tom keeps shouting at me in meetings');
    for (const text of [
      'I went for a long walk in the park today',
      'The weather was grey and cold',
      'I made soup for dinner afterwards',
      'Then I watched a film until late',
    ]) {
      await sendAndAwaitReply(client, topicId, text);
    }
    const memory = await settleSummary(testApp.app, topicId);
    expect(memory.notes.subjects).toContain('my manager');
    expect(memory.notes.names).toContain('Tom');
    expect(memory.summary).toContain('my manager');

    const remembered = await sendAndAwaitReply(
      client,
      topicId,
      'Do you remember what I told you about my manager?',
    );
    expect(remembered).toMatch(/^Yes, I remember: you told me about “my manager”/);

    const unknown = await sendAndAwaitReply(
      client,
      topicId,
      'Do you remember what I told you about my sister?',
    );
    expect(unknown).toMatch(/^I’m sorry, I don’t have that in what I kept/);
    expect(unknown.toLowerCase()).toContain('“my manager”');
  });

  it('answers "what was my dog called?" and the city with the facts told, after they left the window', async () => {
    const { client, topicId } = await ownerWithTopic(testApp);
    for (const text of [
      'My dog is called Biscuit',
      'I moved to Hamburg last spring',
      'I work as a nurse at the hospital',
      'I went for a long walk in the park today',
      'The weather was grey and cold',
      'I made soup for dinner afterwards',
    ]) {
      await sendAndAwaitReply(client, topicId, text);
    }
    const memory = await settleSummary(testApp.app, topicId);
    expect(memory.notes.facts).toEqual(
      expect.arrayContaining([
        { kind: 'name', owner: 'my', subject: 'dog', value: 'Biscuit' },
        { kind: 'moved', owner: '', subject: '', value: 'Hamburg' },
      ]),
    );
    expect(await sendAndAwaitReply(client, topicId, 'What was my dog called?')).toBe(
      'Yes, I remember: your dog is called Biscuit. Would you like to tell me more?',
    );
    expect(await sendAndAwaitReply(client, topicId, 'Which city did I move to?')).toBe(
      'Yes, I remember: you moved to Hamburg. Would you like to tell me more?',
    );
  });

  it('says honestly that it kept nothing when nothing was said', async () => {
    const { client, topicId } = await ownerWithTopic(testApp);
    const reply = await sendAndAwaitReply(client, topicId, 'Do you remember what I said?');
    expect(reply).toBe(
      'I’m sorry, I didn’t keep anything from earlier in this conversation. Would you tell me again?',
    );
  });

  it('deletes the memory with the topic, and with its messages when a closed topic is purged', async () => {
    const { user, topicId } = await ownerWithTopic(testApp);
    await testApp.app.db.insert(topicMemories).values({ topicId, summary: 'kept' });
    await testApp.app.db
      .update(topics)
      .set({ isClosed: true, closedAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(topics.id, topicId));
    await purgeClosedTopicMessages(testApp.app);
    expect(
      await testApp.app.db.select().from(topicMemories).where(eq(topicMemories.topicId, topicId)),
    ).toEqual([]);

    const other = await makeTopic(testApp.app, { ownerId: user.id });
    await testApp.app.db.insert(topicMemories).values({ topicId: other, summary: 'kept' });
    await testApp.app.db.delete(topics).where(eq(topics.id, other));
    expect(
      await testApp.app.db.select().from(topicMemories).where(eq(topicMemories.topicId, other)),
    ).toEqual([]);
  });
});

describe('memory within a topic: an OpenAI-compatible provider (the local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let testApp: TestApp;
  const maxContextTokens = 1500;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    testApp = await createTestApp({
      env: {
        AI_BASE_URL: standIn.baseUrl,
        AI_MAX_CONTEXT_TOKENS: String(maxContextTokens),
        AI_RETRY_BACKOFF_MS: '10',
      },
      settings: {
        bot_reply_interval_min: 0,
        bot_reply_interval_max: 0,
        bot_conversation_history_limit: 500,
        message_symbol_cost: 0,
        ai_replies_per_hour: 10_000,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('keeps a 500-message topic within the token budget, summarises the rest masked, and streams with the summary in the prompt', async () => {
    const { user, client, topicId } = await ownerWithTopic(testApp);
    const secret =
      'write to anna.berg@example.com, call +49 170 1234567 or see https://anna.example.org/me';
    await storeLongConversation(testApp.app, {
      topicId,
      ownerId: user.id,
      count: 499,
      contentOf: (n) =>
        n === 2
          ? `My sister Anna said I should ${secret}`
          : `Message number ${n}: today I thought about work, my manager and how tired I feel in the evenings.`,
    });
    // The provider's summary has contacts in it: they never reach the database.
    standIn.setSummaryFallback(
      'The person talks about their manager. Reach them at tom@example.com, +1 415 555 0100 or https://tom.example.com/x.',
    );
    const counter = await loadTokenCounter('gpt-4o-mini');

    const before = standIn.completions().length;
    await sendAndAwaitReply(client, topicId, 'What do you think about all that?');
    const first = standIn.completions()[before]!.body.messages!;
    const firstTokens = first.reduce(
      (sum, m) => sum + counter.countTurn({ role: 'user', content: textOf(m.content) }),
      0,
    );
    expect(firstTokens).toBeLessThanOrEqual(maxContextTokens);
    expect(first.at(-1)).toEqual({ role: 'user', content: 'What do you think about all that?' });
    expect(first.some((m) => textOf(m.content).startsWith('Message number 497:'))).toBe(true);
    expect(first.some((m) => textOf(m.content).startsWith('Message number 10:'))).toBe(false);

    const memory = await settleSummary(testApp.app, topicId, 60_000);
    expect(memory.summarizedThroughSeq).toBeGreaterThan(400);
    expect(memory.summary).toContain('The person talks about their manager.');
    expect(memory.summary).not.toMatch(/@|https?:|\d{3}/);
    const asked = standIn.summaries();
    expect(asked.length).toBeGreaterThan(0);
    for (const request of asked) {
      const text = request.body.messages!.map((m) => textOf(m.content)).join('\n');
      expect(text).not.toContain('anna.berg@example.com');
      expect(text).not.toContain('1234567');
      expect(text).not.toContain('anna.example.org');
      const tokens = request.body.messages!.reduce(
        (sum, m) => sum + counter.countTurn({ role: 'user', content: textOf(m.content) }),
        0,
      );
      expect(tokens).toBeLessThanOrEqual(maxContextTokens);
    }

    standIn.enqueue({ kind: 'stream', text: 'I remember your manager. How was today?' });
    const next = standIn.completions().length;
    const reply = await sendAndAwaitReply(client, topicId, 'Do you remember my manager?');
    expect(reply).toBe('I remember your manager. How was today?');
    const prompt = standIn.completions()[next]!;
    expect(prompt.body.stream).toBe(true);
    expect(prompt.body.messages![1]!.role).toBe('system');
    expect(textOf(prompt.body.messages![1]!.content)).toContain(
      'The person talks about their manager. Reach them at ***',
    );
    const promptTokens = prompt.body.messages!.reduce(
      (sum, m) => sum + counter.countTurn({ role: 'user', content: textOf(m.content) }),
      0,
    );
    expect(promptTokens).toBeLessThanOrEqual(maxContextTokens);
    // What the summary covers is not sent again.
    expect(
      prompt.body.messages!.some((m) => textOf(m.content).startsWith('Message number 10:')),
    ).toBe(false);
    // The owner never sees the companion's memory.
    const list = await listMessages(client, topicId);
    expect(list.some((m) => m.content.includes('talks about their manager'))).toBe(false);
    standIn.setSummaryFallback('Earlier the person talked about their week.');
  });

  it('builds the prompt of a 500-message topic of short messages from its newest ones, as many as the budget holds', async () => {
    const { user, client, topicId } = await ownerWithTopic(testApp);
    // Short messages: more of them fit than the first page of the history holds.
    await storeLongConversation(testApp.app, {
      topicId,
      ownerId: user.id,
      count: 499,
      contentOf: (n) => `Short ${n}.`,
    });
    const counter = await loadTokenCounter('gpt-4o-mini');
    const before = standIn.completions().length;
    await sendAndAwaitReply(client, topicId, 'And now?');
    const sent = standIn.completions()[before]!.body.messages!;
    const costs = sent.map((m) => counter.countTurn({ role: 'user', content: textOf(m.content) }));
    const tokens = costs.reduce((sum, cost) => sum + cost, 0);
    expect(tokens).toBeLessThanOrEqual(maxContextTokens);
    const recent = sent.slice(1).map((m) => [m.role, textOf(m.content)]);
    // The newest messages, in order, ending with the one being answered.
    const stored = Array.from({ length: 499 }, (_, n) => [
      n % 2 ? 'assistant' : 'user',
      `Short ${n}.`,
    ]);
    expect(recent).toEqual([
      ...stored.slice(stored.length - recent.length + 1),
      ['user', 'And now?'],
    ]);
    // More than the first page of the history holds (1500 / 16 = 94 messages).
    expect(recent.length).toBeGreaterThan(120);
    // The next older message would not have fitted.
    const nextOlder = stored[stored.length - recent.length]!;
    expect(tokens + counter.countTurn({ role: 'user', content: nextOlder[1]! })).toBeGreaterThan(
      maxContextTokens,
    );
    await settleSummary(testApp.app, topicId, 60_000);
  });

  it('asks for one summary reaching into the prompt’s oldest part, then none for the replies it made room for', async () => {
    const { user, client, topicId } = await ownerWithTopic(testApp);
    await storeLongConversation(testApp.app, {
      topicId,
      ownerId: user.id,
      count: 399,
      contentOf: (n) => `Turn ${n}.`,
    });
    const oldestOf = (index: number) => {
      const sent = standIn.completions()[index]!.body.messages!;
      return Number(/^Turn (\d+)\.$/.exec(textOf(sent[2]!.content))![1]);
    };
    const first = standIn.completions().length;
    await sendAndAwaitReply(client, topicId, 'How are you?');
    const memory = await settleSummary(testApp.app, topicId, 60_000);
    // The stored messages are seq 1–399 (Turn 0–398): the summary reaches past what the
    // first prompt dropped, into its oldest turns.
    const firstOldest = oldestOf(first);
    expect(memory.summarizedThroughSeq).toBeGreaterThan(firstOldest + 1 + 10);
    const asked = standIn.summaries().length;
    for (const text of ['One more thing.', 'And another.', 'And a last one.']) {
      await sendAndAwaitReply(client, topicId, text);
    }
    await testApp.app.companion.idle();
    // Those replies' prompts start after what the summary covers, and fit: nothing asked.
    expect(standIn.summaries().length).toBe(asked);
    expect(oldestOf(first + 1)).toBe(memory.summarizedThroughSeq);
    const [row] = await testApp.app.db
      .select()
      .from(topicMemories)
      .where(eq(topicMemories.topicId, topicId));
    expect(row).toMatchObject({ summarizeThroughSeq: null, dueAt: null });
  });

  it('leaves a summary asked for alone while it covers what the prompt dropped', async () => {
    const { user, client, topicId } = await ownerWithTopic(testApp);
    await storeLongConversation(testApp.app, {
      topicId,
      ownerId: user.id,
      count: 399,
      contentOf: (n) => `Turn ${n}.`,
    });
    // Asked for by an earlier reply and not due yet (another instance's backoff, say).
    const dueAt = new Date(Date.now() + 3_600_000);
    await testApp.app.db.insert(topicMemories).values({ topicId, summarizeThroughSeq: 300, dueAt });
    const asked = standIn.summaries().length;
    await sendAndAwaitReply(client, topicId, 'How are you?');
    await testApp.app.companion.idle();
    const [row] = await testApp.app.db
      .select()
      .from(topicMemories)
      .where(eq(topicMemories.topicId, topicId));
    expect(row).toMatchObject({ summarizeThroughSeq: 300, dueAt, summarizedThroughSeq: 0 });
    expect(standIn.summaries().length).toBe(asked);
    await testApp.app.db.delete(topicMemories).where(eq(topicMemories.topicId, topicId));
  });

  it('writes at most two summaries at once on an instance, and the waiting ones after them', async () => {
    const topicIds: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { user, topicId } = await ownerWithTopic(testApp);
      await storeLongConversation(testApp.app, {
        topicId,
        ownerId: user.id,
        count: 6,
        contentOf: (n) => `Line ${n} of talk ${index}.`,
      });
      topicIds.push(topicId);
    }
    await testApp.app.db
      .insert(topicMemories)
      .values(topicIds.map((topicId) => ({ topicId, summarizeThroughSeq: 4, dueAt: new Date() })));
    // Replies come first: the other three wait for a free place.
    expect(await testApp.app.companion.sweepSummaries()).toBe(2);
    expect(await testApp.app.companion.sweepSummaries()).toBe(0);
    for (const topicId of topicIds) {
      const memory = await settleSummary(testApp.app, topicId);
      expect(memory.summarizedThroughSeq).toBe(4);
    }
  });

  it('takes over a summary whose instance died (lapsed lease), and retries a failing provider', async () => {
    const { user, topicId } = await ownerWithTopic(testApp);
    await storeLongConversation(testApp.app, {
      topicId,
      ownerId: user.id,
      count: 10,
      contentOf: (n) => `Line ${n} of an older talk.`,
    });
    await testApp.app.db.insert(topicMemories).values({
      topicId,
      summarizeThroughSeq: 6,
      dueAt: new Date(Date.now() - 60_000),
      lockedUntil: new Date(Date.now() - 1000),
      claimToken: '00000000-0000-4000-8000-000000000000',
    });
    standIn.enqueueSummary(null, 'The person told an older story.');
    const asked = standIn.summaries().length;
    await testApp.app.companion.sweepSummaries();
    const memory = await settleSummary(testApp.app, topicId);
    expect(memory).toMatchObject({
      summary: 'The person told an older story.',
      summarizedThroughSeq: 6,
      summarizeThroughSeq: null,
      attempts: 0,
    });
    expect(standIn.summaries().length - asked).toBe(2);
  });
});

describe.skipIf(!hasSharedInfrastructure)('memory within a topic: two instances', () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let pair: TwoInstances;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    pair = await startTwoInstances({ env: { AI_BASE_URL: standIn.baseUrl } });
  });
  afterAll(async () => {
    await pair.close();
    await standIn.close();
  });

  it('writes a topic summary once when both instances sweep at the same time', async () => {
    const { user, topicId } = await ownerWithTopic(pair.a);
    await storeLongConversation(pair.a.app, {
      topicId,
      ownerId: user.id,
      count: 30,
      contentOf: (n) => `Line ${n} of a long talk.`,
    });
    await pair.a.app.db
      .insert(topicMemories)
      .values({ topicId, summarizeThroughSeq: 20, dueAt: new Date(Date.now() - 1000) });
    standIn.enqueueSummary('The person told a long story.');
    const asked = standIn.summaries().length;
    const claimed = await Promise.all([
      pair.a.app.companion.sweepSummaries(),
      pair.b.app.companion.sweepSummaries(),
      pair.a.app.companion.sweepSummaries(),
      pair.b.app.companion.sweepSummaries(),
    ]);
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBe(1);
    await Promise.all([pair.a.app.companion.idle(), pair.b.app.companion.idle()]);
    const memory = await settleSummary(pair.b.app, topicId);
    expect(memory).toMatchObject({
      summary: 'The person told a long story.',
      summarizedThroughSeq: 20,
    });
    expect(standIn.summaries().length - asked).toBe(1);
  });
});
