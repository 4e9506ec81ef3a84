import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/test-database';
import { claimDueSummaries } from './memory-queries';

/**
 * The one statement a topic summary's run starts from: the claim (one instance at a time, a
 * lapsed lease taken over), the topic's owner and the messages the run folds in.
 */
let database: DatabaseHandle;
let ownerId: number;
let topicId: number;
const tokenA = '00000000-0000-4000-8000-0000000000aa';
const tokenB = '00000000-0000-4000-8000-0000000000bb';
const lease = { leaseMs: 60_000, limit: 5, messageLimit: 400 };

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [room] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into rooms (title, position) values ('{"en":"Memory"}'::jsonb, 96) returning id`,
    ),
  );
  const [owner] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (email, password_hash) values ('memory-owner@example.com', 'x')
      returning id`),
  );
  ownerId = owner!.id;
  const [topic] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into topics (room_id, user_id, title, companion_name)
      values (${room!.id}, ${ownerId}, 'Memory', 'Mia') returning id`),
  );
  topicId = topic!.id;
  await db.execute(sql`
    insert into messages (topic_id, seq, sender_id, sender_kind, content) values
      (${topicId}, 1, ${ownerId}, 'user', 'one'), (${topicId}, 2, null, 'ai', 'two'),
      (${topicId}, 3, ${ownerId}, 'user', 'three'), (${topicId}, 4, null, 'ai', 'four'),
      (${topicId}, 5, ${ownerId}, 'user', 'five'), (${topicId}, 6, null, 'ai', 'six')`);
});

afterAll(async () => {
  await database.close();
});

async function memoryRow(values: { dueAt: string | null; lockedUntil?: string; token?: string }) {
  await database.db.execute(sql`delete from topic_memories where topic_id = ${topicId}`);
  await database.db.execute(sql`
    insert into topic_memories
      (topic_id, summary, summarized_through_seq, summarize_through_seq, due_at, locked_until, claim_token)
    values (${topicId}, 'Before.', 2, 5, ${values.dueAt}::timestamptz,
      ${values.lockedUntil ?? null}::timestamptz, ${values.token ?? null}::uuid)`);
}

async function claimTokenOf() {
  const [row] = rowsOf<{ claim_token: string | null }>(
    await database.db.execute(
      sql`select claim_token from topic_memories where topic_id = ${topicId}`,
    ),
  );
  return row?.claim_token;
}

const secondAgo = () => new Date(Date.now() - 1000).toISOString();

describe('claimDueSummaries', () => {
  it('claims a due summary with its owner and the messages after what it covers, up to its target', async () => {
    await memoryRow({ dueAt: secondAgo() });
    const [claimed, ...rest] = await claimDueSummaries(database.db, {
      ...lease,
      topicId,
      token: tokenA,
    });
    expect(rest).toEqual([]);
    expect(claimed?.row).toMatchObject({
      topicId,
      summary: 'Before.',
      summarizedThroughSeq: 2,
      summarizeThroughSeq: 5,
      claimToken: tokenA,
      attempts: 0,
      notes: { names: [], subjects: [] },
    });
    expect(claimed!.row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(claimed?.ownerId).toBe(ownerId);
    expect(claimed?.history.map((message) => [message.seq, message.content])).toEqual([
      [3, 'three'],
      [4, 'four'],
      [5, 'five'],
    ]);
    expect(claimed?.history[0]).toMatchObject({ senderId: ownerId, senderKind: 'user' });

    // Held: another instance's claim at the same time gets nothing.
    expect(await claimDueSummaries(database.db, { ...lease, token: tokenB })).toEqual([]);
    expect(await claimTokenOf()).toBe(tokenA);
  });

  it('reads at most `messageLimit` messages, the oldest', async () => {
    await memoryRow({ dueAt: secondAgo() });
    const [claimed] = await claimDueSummaries(database.db, {
      ...lease,
      messageLimit: 2,
      topicId,
      token: tokenA,
    });
    expect(claimed?.history.map((message) => message.seq)).toEqual([3, 4]);
  });

  it('claims nothing not yet due, and takes over a lapsed claim (an instance that died)', async () => {
    await memoryRow({ dueAt: new Date(Date.now() + 60_000).toISOString() });
    expect(await claimDueSummaries(database.db, { ...lease, token: tokenA })).toEqual([]);
    expect(await claimTokenOf()).toBeNull();

    await memoryRow({ dueAt: secondAgo(), lockedUntil: secondAgo(), token: tokenB });
    const [claimed] = await claimDueSummaries(database.db, { ...lease, token: tokenA });
    expect(claimed?.row.claimToken).toBe(tokenA);
    expect(await claimTokenOf()).toBe(tokenA);
  });
});
