import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

/**
 * `rooms.open_topics_count` is kept by statement triggers on `topics` (migration 0010):
 * after any insert, update or delete, each room's count equals its open topics.
 */
let database: DatabaseHandle;
let roomA: number;
let roomB: number;
let ownerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const rooms = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into rooms (title, position) values
        ('{"en":"Counted A"}'::jsonb, 90), ('{"en":"Counted B"}'::jsonb, 91)
      returning id`),
  );
  [roomA, roomB] = rooms.map((room) => room.id) as [number, number];
  const [owner] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (email, password_hash) values ('counted@example.com', 'x') returning id`),
  );
  ownerId = owner!.id;
});

afterAll(async () => {
  await database.close();
});

async function counts(): Promise<{ kept: [number, number]; actual: [number, number] }> {
  const rows = rowsOf<{ id: number; kept: number; actual: number }>(
    await database.db.execute(sql`
      select r.id, r.open_topics_count as kept,
             (select count(*)::int from topics t where t.room_id = r.id and not t.is_closed) as actual
      from rooms r where r.id in (${roomA}, ${roomB}) order by r.id`),
  );
  return {
    kept: [rows[0]!.kept, rows[1]!.kept],
    actual: [rows[0]!.actual, rows[1]!.actual],
  };
}

async function run(statement: ReturnType<typeof sql>) {
  await database.db.execute(statement);
  const { kept, actual } = await counts();
  expect(kept).toEqual(actual);
  return kept;
}

describe('the open-topic count of each room', () => {
  it('follows every insert, close, reopen, move and delete of topics', async () => {
    const insertTopics = (roomId: number, count: number, closed: boolean) => sql`
      insert into topics (room_id, user_id, title, companion_name, is_closed)
      select ${roomId}::int, ${ownerId}::int, 'Counted ' || g, 'Mia', ${closed}
      from generate_series(1, ${count}::int) g`;

    expect(await run(insertTopics(roomA, 3, false))).toEqual([3, 0]);
    expect(await run(insertTopics(roomB, 2, false))).toEqual([3, 2]);
    expect(await run(insertTopics(roomB, 4, true))).toEqual([3, 2]);

    const inRoom = (roomId: number) => sql`select id from topics where room_id = ${roomId}::int`;
    // Closing one, then every topic of both rooms in one statement.
    expect(
      await run(sql`update topics set is_closed = true
        where id = (select min(id) from topics where room_id = ${roomA}::int)`),
    ).toEqual([2, 2]);
    // A change that opens or closes nothing leaves the counts alone.
    expect(
      await run(sql`update topics set title = 'Renamed' where id in (${inRoom(roomA)})`),
    ).toEqual([2, 2]);
    // Moving open topics to another room, and reopening closed ones.
    expect(
      await run(sql`update topics set room_id = ${roomB}::int
        where room_id = ${roomA}::int and not is_closed`),
    ).toEqual([0, 4]);
    expect(
      await run(sql`update topics set is_closed = false where room_id = ${roomB}::int`),
    ).toEqual([0, 8]);
    expect(
      await run(sql`update topics set is_closed = true
        where room_id in (${roomA}::int, ${roomB}::int)`),
    ).toEqual([0, 0]);
    expect(await run(insertTopics(roomA, 2, false))).toEqual([2, 0]);
    expect(
      await run(sql`delete from topics where room_id in (${roomA}::int, ${roomB}::int)`),
    ).toEqual([0, 0]);
  });
});
