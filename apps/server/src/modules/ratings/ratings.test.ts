import type { TConversationRatingState, TOwnRating, TOwnRatingsSummary } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationRatings, reports } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from '../../test/chat-testing';
import { makeInterlocutor } from '../../test/interlocutor-testing';
import { say, seatedInterlocutor, talkedAndLeft } from '../../test/ratings-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function interlocutor(nickname = 'Sunny') {
  const made = await makeInterlocutor(testApp.app, nickname);
  await testApp.app.db.execute(sql`update users set balance = 100000 where id = ${made.user.id}`);
  return { ...made, nickname };
}

async function stateOf(client: Parameters<typeof say>[0], topicId: number) {
  const response = await client.get('/api/ratings/conversation', { topic_id: topicId });
  expect(response.statusCode, response.text).toBe(200);
  return response.payload<TConversationRatingState>();
}

describe('GET /api/ratings/conversation and POST /api/ratings/rate: who may rate', () => {
  it('asks the owner once the person left after at least 3 messages from each side', async () => {
    const person = await interlocutor('Robin');
    const seated = await seatedInterlocutor(testApp.app, person);
    await say(seated.ownerClient, seated.topicId, 3);
    await say(person.client, seated.topicId, 3);
    // Still in the seat: the conversation is not over.
    expect((await stateOf(seated.ownerClient, seated.topicId)).can_rate).toBe(false);
    await person.client.post('/api/topics/leave', { topic_id: seated.topicId });

    expect(await stateOf(seated.ownerClient, seated.topicId)).toEqual({
      topic_id: seated.topicId,
      can_rate: true,
      rated_name: 'Robin',
      rating: null,
    });
    // The person who left is not the one asked.
    expect((await stateOf(person.client, seated.topicId)).can_rate).toBe(false);
    const byGuest = await person.client.post('/api/ratings/rate', {
      topic_id: seated.topicId,
      score: 5,
    });
    expect(byGuest.statusCode).toBe(422);
  });

  it('asks the owner who leaves (closing the topic) while the person is still seated', async () => {
    const person = await interlocutor('Kit');
    const seated = await seatedInterlocutor(testApp.app, person);
    await say(seated.ownerClient, seated.topicId, 3);
    await say(person.client, seated.topicId, 3);
    const left = await seated.ownerClient.post('/api/topics/leave', { topic_id: seated.topicId });
    expect(left.statusCode).toBe(200);
    expect(await stateOf(seated.ownerClient, seated.topicId)).toMatchObject({
      can_rate: true,
      rated_name: 'Kit',
    });
  });

  it('does not ask with fewer than 3 messages from one side, nor in a topic without a person', async () => {
    const person = await interlocutor();
    const short = await talkedAndLeft(testApp.app, person, 2);
    expect((await stateOf(short.ownerClient, short.topicId)).can_rate).toBe(false);
    const refused = await short.ownerClient.post('/api/ratings/rate', {
      topic_id: short.topicId,
      score: 4,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'RATING_NOT_POSSIBLE',
      message: 'This conversation cannot be rated.',
    });

    const owner = await createUser(testApp.app, { points: 50 });
    const client = await signedInClient(testApp.app, owner);
    const companionOnly = await makeTopic(testApp.app, { ownerId: owner.id });
    await say(client, companionOnly, 3);
    expect((await stateOf(client, companionOnly)).can_rate).toBe(false);
  });

  it("counts the owner's messages from the person's arrival, not their talk with the companion", async () => {
    const person = await interlocutor();
    const seated = await seatedInterlocutor(testApp.app, person);
    await say(seated.ownerClient, seated.topicId, 1, 'before');
    await testApp.app.db.execute(sql`
      insert into messages (topic_id, sender_kind, content, seq)
      select ${seated.topicId}, 'system', 'chat.system.personJoined', last_seq + 1
      from topic_sequences where topic_id = ${seated.topicId}`);
    await testApp.app.db.execute(sql`
      update topic_sequences set last_seq = last_seq + 1 where topic_id = ${seated.topicId}`);
    await say(seated.ownerClient, seated.topicId, 2, 'after');
    await say(person.client, seated.topicId, 3);
    await person.client.post('/api/topics/leave', { topic_id: seated.topicId });
    expect((await stateOf(seated.ownerClient, seated.topicId)).can_rate).toBe(false);
  });
});

describe('POST /api/ratings/rate and /skip: once, editable for 24 h', () => {
  it('stores 1–5 with masked words once; the page is not asked again', async () => {
    const person = await interlocutor();
    const { ownerClient, topicId } = await talkedAndLeft(testApp.app, person);
    const rated = await ownerClient.post('/api/ratings/rate', {
      topic_id: topicId,
      score: 4,
      comment: 'Kind. Write me at someone@example.com',
    });
    expect(rated.statusCode, rated.text).toBe(200);
    expect(rated.payload<TOwnRating>()).toMatchObject({
      score: 4,
      comment: 'Kind. Write me at ***',
      is_skipped: false,
    });
    const state = await stateOf(ownerClient, topicId);
    expect(state.can_rate).toBe(false);
    expect(state.rating).toMatchObject({ score: 4 });

    const badScore = await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 6 });
    expect(badScore.statusCode).toBe(422);
    const long = await ownerClient.post('/api/ratings/rate', {
      topic_id: topicId,
      score: 3,
      comment: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
  });

  it('lets the owner change it within 24 h and refuses after', async () => {
    const person = await interlocutor();
    const { ownerClient, topicId } = await talkedAndLeft(testApp.app, person);
    await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 5 });
    const changed = await ownerClient.post('/api/ratings/rate', {
      topic_id: topicId,
      score: 3,
      comment: 'On second thought',
    });
    expect(changed.statusCode).toBe(200);
    const rows = await testApp.app.db
      .select()
      .from(conversationRatings)
      .where(eq(conversationRatings.topicId, topicId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 3, comment: 'On second thought' });

    await testApp.app.db
      .update(conversationRatings)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(conversationRatings.topicId, topicId));
    const late = await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({ code: 'RATING_LOCKED' });
  });

  it('lets the owner who left (the topic closed) see and change it within 24 h', async () => {
    const person = await interlocutor('Lee');
    const seated = await seatedInterlocutor(testApp.app, person);
    await say(seated.ownerClient, seated.topicId, 3);
    await say(person.client, seated.topicId, 3);
    const { ownerClient, topicId } = seated;
    const left = await ownerClient.post('/api/topics/leave', { topic_id: topicId });
    expect(left.statusCode, left.text).toBe(200);
    await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 2 });

    const changed = await ownerClient.post('/api/ratings/rate', {
      topic_id: topicId,
      score: 4,
      comment: 'Better than I said',
    });
    expect(changed.statusCode, changed.text).toBe(200);
    expect(await stateOf(ownerClient, topicId)).toMatchObject({
      can_rate: false,
      rated_name: 'Lee',
      rating: { score: 4, comment: 'Better than I said', is_skipped: false },
    });
    // The person, still the closed topic's guest, is not the one asked.
    expect((await stateOf(person.client, topicId)).rating).toBeNull();

    await testApp.app.db
      .update(conversationRatings)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(conversationRatings.topicId, topicId));
    const late = await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({ code: 'RATING_LOCKED' });
    expect((await stateOf(ownerClient, topicId)).rating).toMatchObject({ score: 4 });
  });

  it('takes a skip in one press and never asks again, nor takes a rating after it', async () => {
    const person = await interlocutor();
    const { ownerClient, topicId } = await talkedAndLeft(testApp.app, person);
    const skipped = await ownerClient.post('/api/ratings/skip', { topic_id: topicId });
    expect(skipped.payload<TOwnRating>()).toMatchObject({ score: null, is_skipped: true });
    expect(await stateOf(ownerClient, topicId)).toMatchObject({
      can_rate: false,
      rating: { is_skipped: true },
    });
    const after = await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 5 });
    expect(after.statusCode).toBe(409);
    expect(after.body).toMatchObject({ code: 'ALREADY_RATED' });
  });
});

describe('GET /api/interlocutor/ratings: the interlocutor sees no single rating', () => {
  it('shows nothing below 5 ratings, then the average, count and words without authors', async () => {
    const person = await interlocutor('Ash');
    const words = ['Very patient', 'Helped a lot', null, 'Kind', 'Too quiet'];
    for (const [index, comment] of words.entries()) {
      const { ownerClient, topicId } = await talkedAndLeft(testApp.app, person);
      const score = [5, 4, 5, 4, 2][index]!;
      await ownerClient.post('/api/ratings/rate', {
        topic_id: topicId,
        score,
        ...(comment ? { comment } : {}),
      });
      const summary = (
        await person.client.get('/api/interlocutor/ratings')
      ).payload<TOwnRatingsSummary>();
      if (index < 4) {
        expect(summary).toEqual({
          is_shown: false,
          count: null,
          average: null,
          comments: [],
          shown_from: 5,
        });
      }
    }
    const response = await person.client.get('/api/interlocutor/ratings');
    const summary = response.payload<TOwnRatingsSummary>();
    expect(summary).toMatchObject({ is_shown: true, count: 5, average: 4 });
    expect([...summary.comments].sort()).toEqual(
      ['Helped a lot', 'Kind', 'Too quiet', 'Very patient'].sort(),
    );
    // Nothing in the answer names or times a rating.
    expect(response.text).not.toMatch(/rater|user_id|created_at|topic/);

    const plain = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await plain.get('/api/interlocutor/ratings')).statusCode).toBe(403);
  });
});

describe('a low rating with words the moderation flags', () => {
  it('opens a report about the person; a high score or harmless words do not', async () => {
    const person = await interlocutor();
    const flagged = await talkedAndLeft(testApp.app, person);
    await flagged.ownerClient.post('/api/ratings/rate', {
      topic_id: flagged.topicId,
      score: 1,
      comment: 'At the end they wrote: I will kill you',
    });
    const harmless = await talkedAndLeft(testApp.app, person);
    await harmless.ownerClient.post('/api/ratings/rate', {
      topic_id: harmless.topicId,
      score: 1,
      comment: 'Boring',
    });
    const high = await talkedAndLeft(testApp.app, person);
    await high.ownerClient.post('/api/ratings/rate', {
      topic_id: high.topicId,
      score: 4,
      comment: 'They quoted a film: I will kill you',
    });
    const filed = await testApp.app.db
      .select()
      .from(reports)
      .where(eq(reports.reportedUserId, person.user.id));
    expect(filed).toEqual([
      expect.objectContaining({
        topicId: flagged.topicId,
        type: 'user',
        reason: 'danger_to_others',
        details: '1/5 · At the end they wrote: I will kill you',
        status: 'open',
      }),
    ]);
  });
});
