import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/test-database';
import {
  claimJobWithContext,
  selectHistoryPage,
  selectReplyContext,
} from './reply-context-queries';

/**
 * The one statement a companion reply starts from: the topic, its memory, its newest
 * messages that the summary does not cover (newest first), and the replies its owner got in
 * all their topics within the hour; and the older pages read after it.
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
  it('reads the topic, its newest messages newest first and the owner’s replies this hour', async () => {
    const context = await selectReplyContext(database.db, {
      topicId,
      pageSize: 3,
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
    expect(context?.memory).toBeUndefined();
    expect(context?.page.map((message) => message.content)).toEqual(['five', 'four', 'three']);
    const [first] = context!.page;
    expect(first).toMatchObject({
      topicId,
      senderId: ownerId,
      senderKind: 'user',
      cost: 0,
      seq: 5,
    });
    expect(first!.createdAt).toBeInstanceOf(Date);
    // 'two' and 'four' here, 'elsewhere' in the owner's other topic; not the stranger's.
    expect(context?.repliesThisHour).toBe(3);
  });

  it('answers no history when none is asked for, and no replies after `since`', async () => {
    const context = await selectReplyContext(database.db, {
      topicId: strangersTopicId,
      pageSize: 0,
      since: new Date(Date.now() + 60_000),
    });
    expect(context?.page).toEqual([]);
    expect(context?.repliesThisHour).toBe(0);
  });

  it('answers nothing for a topic that does not exist', async () => {
    const context = await selectReplyContext(database.db, {
      topicId: 2_000_000_000,
      pageSize: 10,
      since: hourAgo(),
    });
    expect(context).toBeUndefined();
  });

  it('reads only the messages after what the summary covers, with its summary, notes and the summary asked for', async () => {
    await database.db.execute(sql`
      insert into topic_memories (topic_id, summary, summarized_through_seq, notes, summarize_through_seq)
      values (${otherTopicId}, 'They talked.', 1, '{"names":["Tom"],"subjects":[]}'::jsonb, 2)`);
    const context = await selectReplyContext(database.db, {
      topicId: otherTopicId,
      pageSize: 10,
      since: hourAgo(),
    });
    expect(context?.memory).toEqual({
      summary: 'They talked.',
      notes: { names: ['Tom'], subjects: [] },
      summarizedThroughSeq: 1,
      summarizeThroughSeq: 2,
    });
    expect(context?.page.map((message) => message.content)).toEqual(['elsewhere']);
  });
});

describe('selectHistoryPage', () => {
  it('reads the page older than `beforeSeq` and newer than `afterSeq`, newest first', async () => {
    const page = await selectHistoryPage(database.db, {
      topicId,
      afterSeq: 1,
      beforeSeq: 5,
      pageSize: 2,
    });
    expect(page.map((message) => [message.seq, message.content])).toEqual([
      [4, 'four'],
      [3, 'three'],
    ]);
    const rest = await selectHistoryPage(database.db, {
      topicId,
      afterSeq: 1,
      beforeSeq: 3,
      pageSize: 2,
    });
    expect(rest.map((message) => message.content)).toEqual(['two']);
  });
});

describe('claimJobWithContext', () => {
  const lease = { leaseMs: 60_000, pageSize: 2, since: hourAgo() };
  const tokenA = '00000000-0000-4000-8000-00000000000a';
  const tokenB = '00000000-0000-4000-8000-00000000000b';

  async function jobOf(topic: number, dueAt: string, lockedUntil: string | null = null) {
    await database.db.execute(sql`delete from ai_reply_jobs where topic_id = ${topic}`);
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        insert into ai_reply_jobs (topic_id, message_id, lang, due_at, locked_until, claim_token)
        values (${topic}, 90001, 'en', ${dueAt}::timestamptz, ${lockedUntil}::timestamptz,
          ${lockedUntil === null ? null : tokenB}::uuid)
        returning id`),
    );
    return row!.id;
  }

  async function claimOf(jobId: number) {
    const [row] = rowsOf<{ claim_token: string | null; locked_until: string | null }>(
      await database.db.execute(
        sql`select claim_token, locked_until from ai_reply_jobs where id = ${jobId}`,
      ),
    );
    return row;
  }

  it('claims a due job and reads its reply’s context in one statement', async () => {
    const jobId = await jobOf(topicId, new Date(Date.now() - 1000).toISOString());
    const claimed = await claimJobWithContext(database.db, {
      ...lease,
      jobId,
      topicId,
      token: tokenA,
    });
    expect(claimed?.job).toMatchObject({
      id: jobId,
      topicId,
      messageId: 90001,
      lang: 'en',
      claimToken: tokenA,
      attempts: 0,
      hasFollowUp: false,
    });
    expect(claimed!.job.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(claimed!.job.dueAt).toBeInstanceOf(Date);
    expect(claimed?.read.topic).toMatchObject({ id: topicId, userId: ownerId });
    expect(claimed?.read.page.map((message) => message.content)).toEqual(['five', 'four']);
    expect(claimed?.read.repliesThisHour).toBe(3);
    expect((await claimOf(jobId))?.claim_token).toBe(tokenA);

    // Held by that claim: a second one (another instance's wake-up) gets nothing.
    expect(
      await claimJobWithContext(database.db, { ...lease, jobId, topicId, token: tokenB }),
    ).toBeUndefined();
    expect((await claimOf(jobId))?.claim_token).toBe(tokenA);
  });

  it('claims nothing before the job is due, nor for another topic', async () => {
    const jobId = await jobOf(topicId, new Date(Date.now() + 60_000).toISOString());
    expect(
      await claimJobWithContext(database.db, { ...lease, jobId, topicId, token: tokenA }),
    ).toBeUndefined();
    expect((await claimOf(jobId))?.claim_token).toBeNull();
    await database.db.execute(
      sql`update ai_reply_jobs set due_at = now() - interval '1 second' where id = ${jobId}`,
    );
    expect(
      await claimJobWithContext(database.db, {
        ...lease,
        jobId,
        topicId: otherTopicId,
        token: tokenA,
      }),
    ).toBeUndefined();
    expect((await claimOf(jobId))?.claim_token).toBeNull();
  });

  it('takes over a job whose claim lapsed (an instance that died)', async () => {
    const past = new Date(Date.now() - 5000).toISOString();
    const jobId = await jobOf(topicId, past, past);
    const claimed = await claimJobWithContext(database.db, {
      ...lease,
      jobId,
      topicId,
      token: tokenA,
    });
    expect(claimed?.job.claimToken).toBe(tokenA);
    expect((await claimOf(jobId))?.claim_token).toBe(tokenA);
    await database.db.execute(sql`delete from ai_reply_jobs where id = ${jobId}`);
  });
});
