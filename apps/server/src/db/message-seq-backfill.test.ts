import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessage } from '../modules/chat/store-message';
import { rowsOf } from './rows';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

/**
 * Migration 0012 numbers the messages a database already holds, so old and new messages share one order. The test
 * database is already migrated, so the migration's objects are dropped, messages are written
 * the way they were before it, and its SQL runs again on them.
 */
let database: DatabaseHandle;

const migration = new URL('./migrations/0012_message-seq-and-client-key.sql', import.meta.url);

async function runMigration(): Promise<void> {
  const text = await fs.readFile(migration, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }
}

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(statement));
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('migration 0012: seq for the messages already stored', () => {
  it('numbers each topic 1, 2, 3, … by (created_at, id) and continues each topic after its last', async () => {
    const [user] = await query<{ id: number }>(sql`
      insert into users (email, password_hash) values ('backfill@example.com', 'x') returning id`);
    const topicIds: number[] = [];
    for (const title of ['First', 'Second', 'Silent']) {
      const [topic] = await query<{ id: number }>(sql`
        insert into topics (room_id, user_id, title, companion_name)
        values ((select min(id) from rooms), ${user!.id}, ${title}, 'Luna') returning id`);
      topicIds.push(topic!.id);
    }
    const [first, second, silent] = topicIds as [number, number, number];

    for (const undo of [
      'drop table topic_sequences',
      'drop index messages_topic_seq_unique',
      'drop index messages_sender_client_key_unique',
      'alter table messages drop column seq',
      'alter table messages drop column client_key',
    ])
      await database.db.execute(sql.raw(undo));
    // Ids out of time order, as a reply with a reserved id was stored before.
    await database.db.execute(sql`
      insert into messages (id, topic_id, sender_id, content, created_at) values
        (9001, ${first}, ${user!.id}, 'a', '2026-01-01T10:00:00Z'),
        (9003, ${first}, ${user!.id}, 'b', '2026-01-01T10:00:01Z'),
        (9002, ${first}, null, 'reply', '2026-01-01T10:00:05Z'),
        (9005, ${second}, ${user!.id}, 'x', '2026-01-01T10:00:00Z'),
        (9004, ${second}, ${user!.id}, 'y', '2026-01-01T10:00:00Z')`);

    await runMigration();

    const numbered = await query<{ id: string | number; seq: string | number }>(sql`
      select id, seq from messages where id between 9001 and 9005 order by topic_id, seq`);
    expect(numbered.map((row) => [Number(row.id), Number(row.seq)])).toEqual([
      [9001, 1],
      [9003, 2],
      [9002, 3],
      [9004, 1],
      [9005, 2],
    ]);
    const next = await storeMessage(database.db, {
      topicId: first,
      senderId: user!.id,
      senderKind: 'user',
      content: 'after the migration',
      cost: 0,
    });
    expect(next.seq).toBe(4);
    const firstInSilent = await storeMessage(database.db, {
      topicId: silent,
      senderId: user!.id,
      senderKind: 'user',
      content: 'hello',
      cost: 0,
    });
    expect(firstInSilent.seq).toBe(1);
    await expect(
      database.db.execute(sql`
        insert into messages (topic_id, content, seq) values (${second}, 'duplicate', 2)`),
    ).rejects.toThrow();
  });
});
