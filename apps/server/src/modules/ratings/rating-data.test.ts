import type { TBlockedPerson, TInterlocutorStatsRow } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationRatings, topics } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { makeTopic } from '../../test/chat-testing';
import { makeInterlocutor } from '../../test/interlocutor-testing';
import { deletionToken } from '../../test/delete-account-testing';
import { purgeRatingWords } from './rating-data';
import { talkedAndLeft } from '../../test/ratings-testing';

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

async function ratingRow(topicId: number) {
  const [row] = await testApp.app.db
    .select()
    .from(conversationRatings)
    .where(eq(conversationRatings.topicId, topicId));
  return row!;
}

describe('ratings in the data export and the account deletion', () => {
  it("are in the giver's export; deleting the giver empties the words and keeps the score unlinked", async () => {
    const person = await interlocutor();
    const { owner, ownerClient, topicId } = await talkedAndLeft(testApp.app, person);
    await ownerClient.post('/api/ratings/rate', {
      topic_id: topicId,
      score: 2,
      comment: 'Felt rushed',
    });

    const exported = JSON.parse((await ownerClient.get('/api/user/export')).text) as {
      ratings_given: unknown[];
    };
    expect(exported.ratings_given).toEqual([
      expect.objectContaining({ topic_id: topicId, score: 2, comment: 'Felt rushed' }),
    ]);
    // Not in the export of the person rated.
    const theirs = JSON.parse((await person.client.get('/api/user/export')).text) as {
      ratings_given: unknown[];
    };
    expect(theirs.ratings_given).toEqual([]);

    const token = await deletionToken(testApp.app, ownerClient, owner);
    const confirmed = await new TestClient(testApp.app).post('/api/user/delete/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(await ratingRow(topicId)).toMatchObject({
      raterId: null,
      comment: null,
      score: 2,
      ratedUserId: person.user.id,
    });
  });

  it('loses its words with the retention rule once the topic has been closed that long', async () => {
    const person = await interlocutor();
    const { ownerClient, topicId } = await talkedAndLeft(testApp.app, person);
    await ownerClient.post('/api/ratings/rate', { topic_id: topicId, score: 5, comment: 'Great' });
    const cutoff = new Date(Date.now() - 30 * 86_400_000);
    expect(await purgeRatingWords(testApp.app.db, cutoff)).toBe(0);
    await testApp.app.db
      .update(topics)
      .set({ isClosed: true, closedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(topics.id, topicId));
    expect(await purgeRatingWords(testApp.app.db, cutoff)).toBe(1);
    expect(await ratingRow(topicId)).toMatchObject({ score: 5, comment: null });
  });
});

describe('GET /api/admin/interlocutor-stats', () => {
  it('shows each interlocutor with conversations, ratings, low ratings with words, reports, earnings, response time', async () => {
    const person = await interlocutor('Quill');
    const first = await talkedAndLeft(testApp.app, person);
    await first.ownerClient.post('/api/ratings/rate', {
      topic_id: first.topicId,
      score: 1,
      comment: 'Did not listen',
    });
    const second = await talkedAndLeft(testApp.app, person);
    await second.ownerClient.post('/api/ratings/rate', { topic_id: second.topicId, score: 4 });
    await second.ownerClient.post('/api/reports/create', {
      topic_id: second.topicId,
      type: 'user',
      reason: 'spam',
    });

    const moderator = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'moderator' }),
    );
    const response = await moderator.get('/api/admin/interlocutor-stats', {
      sort: 'average',
      order: 'asc',
    });
    expect(response.statusCode, response.text).toBe(200);
    const row = response
      .payload<TInterlocutorStatsRow[]>()
      .find((stats) => stats.user_id === person.user.id);
    expect(row).toMatchObject({
      nickname: 'Quill',
      conversations: 2,
      ratings_count: 2,
      average: 2.5,
      low_ratings: [expect.objectContaining({ score: 1, comment: 'Did not listen' })],
      reports_count: 1,
    });
    expect(row!.earnings).toBeGreaterThan(0);
    expect(row!.median_accept_seconds).toBeGreaterThanOrEqual(59);

    const plain = await signedInClient(testApp.app, await createUser(testApp.app));
    expect((await plain.get('/api/admin/interlocutor-stats')).statusCode).toBe(403);
  });
});

describe('GET /api/user/blocks and POST /api/user/blocks/remove', () => {
  it('lists whom the user blocked by the name shown there; unblocking lets joining pair them again', async () => {
    const person = await interlocutor('Wren');
    const { ownerClient, owner, topicId } = await talkedAndLeft(testApp.app, person);
    await testApp.app.db.update(topics).set({ title: 'Night talk' }).where(eq(topics.id, topicId));
    const blocked = await ownerClient.post('/api/reports/create', {
      topic_id: topicId,
      type: 'user',
      reason: 'harassment',
      block: true,
    });
    expect(blocked.statusCode, blocked.text).toBe(200);

    const list = (await ownerClient.get('/api/user/blocks')).payload<TBlockedPerson[]>();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Wren',
        topic_title: 'Night talk',
        blocked_at: expect.any(String),
      },
    ]);
    // Nobody else's list, and nobody else can lift it.
    expect((await person.client.get('/api/user/blocks')).payload<TBlockedPerson[]>()).toEqual([]);
    const foreign = await person.client.post('/api/user/blocks/remove', { id: list[0]!.id });
    expect(foreign.statusCode).toBe(404);

    const another = await makeTopic(testApp.app, { ownerId: owner.id, termsAccepted: false });
    const refused = await person.client.post('/api/topics/join', { topic_id: another });
    expect(refused.statusCode).toBe(403);

    const lifted = await ownerClient.post('/api/user/blocks/remove', { id: list[0]!.id });
    expect(lifted.statusCode).toBe(200);
    expect((await ownerClient.get('/api/user/blocks')).payload<TBlockedPerson[]>()).toEqual([]);
    const joined = await person.client.post('/api/topics/join', { topic_id: another });
    expect(joined.statusCode, joined.text).toBe(200);
  });
});
