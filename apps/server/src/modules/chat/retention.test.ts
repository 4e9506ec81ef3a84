import type { TRealtimeEvent, TTopic } from '@parlor/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, reports, topics } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeTopic } from '../../test/chat-testing';
import { closeIdleTopics } from './close-idle-topics';
import { purgeClosedTopicMessages } from './purge-closed-messages';
import { storeMessage } from './store-message';
import { userChannel } from '../../adapters/bus/channels';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ settings: { message_retention_days: 30 } });
});
afterAll(() => testApp.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function addMessages(topicId: number, senderId: number, count: number, createdAt?: Date) {
  for (let index = 0; index < count; index += 1) {
    const row = await storeMessage(testApp.app.db, {
      topicId,
      senderId,
      senderKind: 'user',
      content: `m${index}`,
      cost: 0,
    });
    if (createdAt) {
      await testApp.app.db.update(messages).set({ createdAt }).where(eq(messages.id, row.id));
    }
  }
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

  it('keeps the messages of a topic with an open report until a moderator handles it', async () => {
    const owner = await createUser(testApp.app);
    const guest = await createUser(testApp.app);
    const reported = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: guest.id,
      isClosed: true,
      closedAt: daysAgo(31),
    });
    const handled = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: guest.id,
      isClosed: true,
      closedAt: daysAgo(31),
    });
    await addMessages(reported, guest.id, 2);
    await addMessages(handled, guest.id, 3);
    const [report] = await testApp.app.db
      .insert(reports)
      .values([
        { topicId: reported, reporterId: owner.id, reportedUserId: guest.id, type: 'user' },
        {
          topicId: handled,
          reporterId: owner.id,
          reportedUserId: guest.id,
          type: 'user',
          status: 'handled',
          resolution: 'dismissed',
        },
      ])
      .returning();

    // The moderator's queue shows the reported topic's messages: the evidence stays.
    expect(await purgeClosedTopicMessages(testApp.app)).toBe(3);
    expect(await countOf([reported, handled])).toEqual([2, 0]);

    await testApp.app.db
      .update(reports)
      .set({ status: 'handled', resolution: 'dismissed', handledAt: new Date() })
      .where(eq(reports.id, report!.id));
    expect(await purgeClosedTopicMessages(testApp.app)).toBe(2);
    expect(await countOf([reported])).toEqual([0]);
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

describe('closing idle topics (so their messages fall under "No history" too)', () => {
  it('closes open topics with no message and no join for message_retention_days, telling both', async () => {
    await testApp.setSettings({ message_retention_days: 30 });
    const owner = await createUser(testApp.app);
    const guest = await createUser(testApp.app);
    const talkedLongAgo = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: guest.id,
      createdAt: daysAgo(40),
    });
    await addMessages(talkedLongAgo, guest.id, 3, daysAgo(35));
    const neverUsed = await makeTopic(testApp.app, { ownerId: owner.id, createdAt: daysAgo(31) });
    const talkedLately = await makeTopic(testApp.app, {
      ownerId: owner.id,
      createdAt: daysAgo(90),
    });
    await addMessages(talkedLately, owner.id, 1, daysAgo(40));
    await addMessages(talkedLately, owner.id, 1, daysAgo(2));
    const joinedLately = await makeTopic(testApp.app, {
      ownerId: owner.id,
      guestId: guest.id,
      createdAt: daysAgo(90),
      updatedAt: daysAgo(1),
    });
    const fresh = await makeTopic(testApp.app, { ownerId: owner.id });

    const heard: [number, TRealtimeEvent][] = [];
    const stop = await Promise.all(
      [owner.id, guest.id].map((userId) =>
        testApp.app.bus.subscribe(userChannel(userId), (event) =>
          heard.push([userId, event as TRealtimeEvent]),
        ),
      ),
    );

    expect(await closeIdleTopics(testApp.app)).toBe(2);
    const open = async (id: number) => {
      const [row] = await testApp.app.db.select().from(topics).where(eq(topics.id, id));
      return !row!.isClosed;
    };
    expect(
      await Promise.all([talkedLongAgo, neverUsed, talkedLately, joinedLately, fresh].map(open)),
    ).toEqual([false, false, true, true, true]);

    // Both participants see it closed, and their open pages are told at once.
    for (const user of [owner, guest]) {
      const client = await signedInClient(testApp.app, user);
      const view = await client.get('/api/topics/topic', { topic_id: talkedLongAgo });
      expect(view.payload<TTopic>().is_closed).toBe(true);
    }
    await expect
      .poll(() => heard.filter(([, event]) => event.type === 'closed'))
      .toEqual(
        expect.arrayContaining([
          [owner.id, { type: 'closed', topic_id: talkedLongAgo, reason: 'inactivity' }],
          [guest.id, { type: 'closed', topic_id: talkedLongAgo, reason: 'inactivity' }],
          [owner.id, { type: 'closed', topic_id: neverUsed, reason: 'inactivity' }],
        ]),
      );
    await Promise.all(stop.map((unsubscribe) => unsubscribe()));

    // Nothing more to close; the messages go on the usual schedule after closing.
    expect(await closeIdleTopics(testApp.app)).toBe(0);
    expect(await purgeClosedTopicMessages(testApp.app)).toBe(0);
    expect(await countOf([talkedLongAgo])).toEqual([3]);
    expect(
      await purgeClosedTopicMessages(testApp.app, new Date(Date.now() + 31 * 86_400_000)),
    ).toBeGreaterThanOrEqual(3);
    expect(await countOf([talkedLongAgo, talkedLately])).toEqual([0, 2]);
  });
});
