import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from './chat-testing';
import { purgeClosedTopicMessages } from './purge-closed-messages';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { message_retention_days: 30 } });
});
afterAll(() => testApp.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function addMessages(topicId: number, senderId: number, count: number) {
  await testApp.app.db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, index) => ({ topicId, senderId, content: `m${index}` })),
    );
}

async function countOf(topicIds: number[]) {
  const rows = await testApp.app.db
    .select()
    .from(messages)
    .where(inArray(messages.topicId, topicIds));
  return topicIds.map((id) => rows.filter((row) => row.topicId === id).length);
}

describe('the "No history" job', () => {
  it('deletes messages of topics closed more than message_retention_days ago, and nothing else', async () => {
    const owner = await createUser(testApp.app);
    const oldClosed = await makeTopic(testApp.app, {
      ownerId: owner.id,
      isClosed: true,
      closedAt: daysAgo(31),
    });
    const recentClosed = await makeTopic(testApp.app, {
      ownerId: owner.id,
      isClosed: true,
      closedAt: daysAgo(29),
    });
    const open = await makeTopic(testApp.app, { ownerId: owner.id, createdAt: daysAgo(90) });
    await addMessages(oldClosed, owner.id, 1203);
    await addMessages(recentClosed, owner.id, 3);
    await addMessages(open, owner.id, 4);

    expect(await purgeClosedTopicMessages(testApp.app)).toBe(1203);
    expect(await countOf([oldClosed, recentClosed, open])).toEqual([0, 3, 4]);

    // Running again (or on another instance at the same time) is harmless.
    expect(await purgeClosedTopicMessages(testApp.app)).toBe(0);
  });

  it('follows the setting', async () => {
    const owner = await createUser(testApp.app);
    const topic = await makeTopic(testApp.app, {
      ownerId: owner.id,
      isClosed: true,
      closedAt: daysAgo(3),
    });
    await addMessages(topic, owner.id, 2);
    await testApp.setSettings({ message_retention_days: 2 });
    await Promise.all([
      purgeClosedTopicMessages(testApp.app),
      purgeClosedTopicMessages(testApp.app),
    ]);
    const rows = await testApp.app.db.select().from(messages).where(eq(messages.topicId, topic));
    expect(rows).toHaveLength(0);
  });
});
