import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/test-database';
import { selectReplyContext } from './queries';

/**
 * The one statement a companion reply starts from: the topic, its last messages oldest
 * first, and the replies its owner got in all their topics within the hour.
 */
let database: DatabaseHandle;
let ownerId: number;
let topicId: number;
let otherTopicId: number;
let strangersTopicId: number;

const hourAgo = () => new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [room] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into rooms (title, position) values ('{"en":"Context"}'::jsonb, 95) returning id`,
    ),
  );
  const people = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (email, password_hash) values
        ('context-owner@example.com', 'x'), ('context-stranger@example.com', 'x')
      returning id`),
  );
  ownerId = people[0]!.id;
  const strangerId = people[1]!.id;
  const topics = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into topics (room_id, user_id, title, companion_name) values
        (${room!.id}, ${ownerId}, 'Context', 'Mia'),
        (${room!.id}, ${ownerId}, 'Other', 'Mia'),
        (${room!.id}, ${strangerId}, 'Stranger', 'Mia')
      returning id`),
  );
  [topicId, otherTopicId, strangersTopicId] = topics.map((topic) => topic.id) as [
    number,
    number,
    number,
  ];
  // Five turns in the topic; AI replies in the owner's other topic (one of them two hours
  // old) and in a stranger's topic.
  await db.execute(sql`
    insert into messages (topic_id, seq, sender_id, sender_kind, content, created_at) values
      (${topicId}, 1, ${ownerId}, 'user', 'one', now() - interval '5 minutes'),
      (${topicId}, 2, null, 'ai', 'two', now() - interval '4 minutes'),
      (${topicId}, 3, ${ownerId}, 'user', 'three', now() - interval '3 minutes'),
      (${topicId}, 4, null, 'ai', 'four', now() - interval '2 minutes'),
      (${topicId}, 5, ${ownerId}, 'user', 'five', now() - interval '1 minute'),
      (${otherTopicId}, 2, null, 'ai', 'elsewhere', now() - interval '10 minutes'),
      (${otherTopicId}, 1, null, 'ai', 'long ago', now() - interval '2 hours'),
      (${strangersTopicId}, 1, null, 'ai', 'not theirs', now())`);
});

afterAll(async () => {
  await database.close();
});

describe('selectReplyContext', () => {
  it('reads the topic, its last messages oldest first and the owner’s replies this hour', async () => {
    const context = await selectReplyContext(database.db, {
      topicId,
      historyLimit: 3,
      since: hourAgo(),
    });
    expect(context?.topic).toMatchObject({
      id: topicId,
      userId: ownerId,
      companionName: 'Mia',
      roomTitle: { en: 'Context' },
      ownerHasChannel: false,
    });
    expect(context?.topic.createdAt).toBeInstanceOf(Date);
    expect(context?.history.map((message) => message.content)).toEqual(['three', 'four', 'five']);
    const [first] = context!.history;
    expect(first).toMatchObject({ topicId, senderId: ownerId, senderKind: 'user', cost: 0 });
    expect(first!.createdAt).toBeInstanceOf(Date);
    // 'two' and 'four' here, 'elsewhere' in the owner's other topic; not the stranger's.
    expect(context?.repliesThisHour).toBe(3);
  });

  it('answers no history when none is asked for, and no replies after `since`', async () => {
    const context = await selectReplyContext(database.db, {
      topicId: strangersTopicId,
      historyLimit: 0,
      since: new Date(Date.now() + 60_000),
    });
    expect(context?.history).toEqual([]);
    expect(context?.repliesThisHour).toBe(0);
  });

  it('answers nothing for a topic that does not exist', async () => {
    const context = await selectReplyContext(database.db, {
      topicId: 2_000_000_000,
      historyLimit: 10,
      since: hourAgo(),
    });
    expect(context).toBeUndefined();
  });
});
