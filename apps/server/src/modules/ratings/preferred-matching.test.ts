import type { TInterlocutorConsole } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationRatings,
  interlocutorPresence,
  interlocutorRequests,
  interlocutorSockets,
} from '../../db/schema';
import { createUser } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { closeEveryTopic, makeTopic } from '../../test/chat-testing';
import { makeInterlocutor } from '../../test/interlocutor-testing';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await closeEveryTopic(testApp.app);
});
afterAll(() => testApp.close());

/** An available, online interlocutor with five ratings of `score`. */
async function availableWithScore(score: number) {
  const made = await makeInterlocutor(testApp.app, `Rated${score}`);
  const app = testApp.app;
  await app.db.insert(interlocutorPresence).values({ userId: made.user.id, isAvailable: true });
  await app.db.insert(interlocutorSockets).values({ userId: made.user.id, instanceId: 'test' });
  await app.db.insert(conversationRatings).values(
    Array.from({ length: 5 }, () => ({
      ratedUserId: made.user.id,
      ratedAs: 'interlocutor' as const,
      score,
    })),
  );
  return made;
}

async function offersSeenBy(client: Awaited<ReturnType<typeof makeInterlocutor>>['client']) {
  const response = await client.get('/api/interlocutor/console');
  expect(response.statusCode, response.text).toBe(200);
  return response.payload<TInterlocutorConsole>().offers.map((offer) => offer.topic_id);
}

describe('matching may prefer better-rated interlocutors (setting, off by default)', () => {
  it('shows a new request first to the better-rated one, to the other after the head start', async () => {
    const better = await availableWithScore(5);
    const worse = await availableWithScore(2);
    const owner = await createUser(testApp.app);
    const topicId = await makeTopic(testApp.app, { ownerId: owner.id });
    await testApp.app.db
      .insert(interlocutorRequests)
      .values({ topicId, ownerId: owner.id, deadlineAt: new Date(Date.now() + 60_000) });

    // Off (the default): both see it at once.
    expect(await offersSeenBy(better.client)).toContain(topicId);
    expect(await offersSeenBy(worse.client)).toContain(topicId);

    await testApp.setSettings({ prefer_rated_interlocutors: true, rated_head_start_seconds: 30 });
    expect(await offersSeenBy(better.client)).toContain(topicId);
    expect(await offersSeenBy(worse.client)).not.toContain(topicId);

    // Past the head start, everyone sees it.
    await testApp.setSettings({ rated_head_start_seconds: 0 });
    expect(await offersSeenBy(worse.client)).toContain(topicId);
    await testApp.setSettings({ prefer_rated_interlocutors: false, rated_head_start_seconds: 10 });
  });
});
