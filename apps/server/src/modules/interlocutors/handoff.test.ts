import type { THandoffSummaryAnswer } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { sendAndAwaitReply } from '../../test/memory-testing';
import { startOpenAiStandIn } from '../../test/openai-stand-in';
import { acceptRequest } from './accept-request';
import { selectOpenRequestOfTopic } from './search-queries';

async function askForPerson(testApp: TestApp) {
  const owner = await createUser(testApp.app, { points: 1000 });
  const client = await signedInClient(testApp.app, owner);
  const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
  return { owner, client, topicId };
}

async function searchFor(client: TestClient, topicId: number) {
  const res = await client.post('/api/topics/update-chat-mode', {
    topic_id: topicId,
    chat_mode: 'human',
  });
  expect(res.statusCode).toBe(200);
}

async function draft(client: TestClient, topicId: number) {
  const res = await client.post('/api/topics/handoff-summary/draft', { topic_id: topicId });
  expect(res.statusCode).toBe(200);
  return res.payload<{ summary: string }>().summary;
}

/** An interlocutor accepts the topic's search; answers their signed-in client. */
async function personTakesSeat(testApp: TestApp, topicId: number) {
  const request = await selectOpenRequestOfTopic(testApp.app.db, topicId);
  const person = await createUser(testApp.app, { interlocutor: true });
  await acceptRequest(testApp.app, { userId: person.id, requestId: request!.id });
  return signedInClient(testApp.app, person);
}

async function pinned(client: TestClient, topicId: number) {
  const res = await client.get(`/api/topics/handoff-summary?topic_id=${topicId}`);
  expect(res.statusCode).toBe(200);
  return res.payload<THandoffSummaryAnswer>().handoff;
}

describe('the hand-off summary, with consent (offline companion)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0, message_symbol_cost: 0 },
    });
  });
  afterAll(async () => testApp.close());

  it('offers the owner a short draft, and shows the person who takes the seat exactly the edited text, masked', async () => {
    const { client, topicId } = await askForPerson(testApp);
    await sendAndAwaitReply(client, topicId, 'My manager keeps shouting at me and I cannot sleep');
    const offered = await draft(client, topicId);
    expect(offered).toBe(
      'The person talked with the AI companion about “my manager” and would now like to talk with a person.',
    );
    expect(offered.split(/\s+/).length).toBeLessThanOrEqual(80);

    const edited = 'My manager shouts at me. Please be gentle. You can write me at me@example.com';
    const decided = await client.post('/api/topics/handoff-summary', {
      topic_id: topicId,
      decision: 'accept',
      summary: edited,
    });
    expect(decided.statusCode).toBe(200);
    // Before anyone takes the seat, nobody sees it — the owner neither (it is theirs to give).
    expect(await pinned(client, topicId)).toBeNull();

    const person = await personTakesSeat(testApp, topicId);
    expect(await pinned(person, topicId)).toMatchObject({
      summary: 'My manager shouts at me. Please be gentle. You can write me at ***',
      is_edited: true,
    });
    expect(await pinned(client, topicId)).toBeNull();
    const stranger = await signedInClient(testApp.app, await createUser(testApp.app));
    const refused = await stranger.get(`/api/topics/handoff-summary?topic_id=${topicId}`);
    expect(refused.statusCode).toBe(403);
    // The earlier conversation itself stays out of the person's reach, as before.
    const list = await person.get(`/api/messages/index?topic_id=${topicId}`);
    expect(JSON.stringify(list.payload())).not.toContain('cannot sleep');
  });

  it('shows nothing of the earlier conversation when the owner declines', async () => {
    const { client, topicId } = await askForPerson(testApp);
    await sendAndAwaitReply(client, topicId, 'My sister Anna and I had a fight');
    await draft(client, topicId);
    const declined = await client.post('/api/topics/handoff-summary', {
      topic_id: topicId,
      decision: 'decline',
    });
    expect(declined.statusCode).toBe(200);
    const person = await personTakesSeat(testApp, topicId);
    expect(await pinned(person, topicId)).toBeNull();
  });

  it('shows nothing when the owner never decided, and refuses an empty accepted summary', async () => {
    const { client, topicId } = await askForPerson(testApp);
    await searchFor(client, topicId);
    const empty = await client.post('/api/topics/handoff-summary', {
      topic_id: topicId,
      decision: 'accept',
      summary: '   ',
    });
    expect(empty.statusCode).toBe(422);
    const person = await personTakesSeat(testApp, topicId);
    expect(await pinned(person, topicId)).toBeNull();
  });

  it('drafts before any search, refuses a draft while one runs, and answers 403 to anyone but the owner', async () => {
    const { client, topicId } = await askForPerson(testApp);
    expect(
      (await client.post('/api/topics/handoff-summary/draft', { topic_id: topicId })).statusCode,
    ).toBe(200);
    await searchFor(client, topicId);
    expect(
      (await client.post('/api/topics/handoff-summary/draft', { topic_id: topicId })).statusCode,
    ).toBe(409);
    const other = await signedInClient(testApp.app, await createUser(testApp.app));
    expect(
      (await other.post('/api/topics/handoff-summary/draft', { topic_id: topicId })).statusCode,
    ).toBe(403);
    expect(
      (
        await other.post('/api/topics/handoff-summary', {
          topic_id: topicId,
          decision: 'accept',
          summary: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the hand-off summary from an OpenAI-compatible provider (the local stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let testApp: TestApp;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    testApp = await createTestApp({
      env: { AI_BASE_URL: standIn.baseUrl },
      settings: { bot_reply_interval_min: 0, bot_reply_interval_max: 0, message_symbol_cost: 0 },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it('masks the draft and keeps it within 80 words', async () => {
    const { client, topicId } = await askForPerson(testApp);
    await sendAndAwaitReply(client, topicId, 'Work has been hard lately');
    standIn.enqueueSummary(
      `The person finds work hard. Contact: a.b@example.com, +44 20 7946 0958, https://x.example.com/p. ${'More words here. '.repeat(40)}`,
    );
    const offered = await draft(client, topicId);
    expect(offered).not.toMatch(/@|https?:|7946/);
    expect(offered.split(/\s+/).length).toBeLessThanOrEqual(80);
    const request = standIn.summaries().at(-1)!;
    expect(JSON.stringify(request.body.messages)).toContain('Work has been hard lately');
  });
});
