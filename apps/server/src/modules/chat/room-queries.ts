import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rooms } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared-statement';

/** SQL of the rooms list. Every function takes the database or an open transaction. */

/** Rooms with their open-topic counts (kept on each room by triggers on `topics`). */
export function selectRoomsWithCounts(db: Executor) {
  return db
    .select({ id: rooms.id, title: rooms.title, topicsCount: rooms.openTopicsCount })
    .from(rooms)
    .orderBy(asc(rooms.position), asc(rooms.id));
}

const preparedRooms = preparedPerDatabase((db) =>
  selectRoomsWithCounts(db).prepare('rooms_with_counts'),
);

/** Every room with its open-topic count, in the rooms' order. */
export function listRoomsWithCounts(db: Executor) {
  return preparedRooms(db).execute();
}

const preparedRoomWithCount = preparedPerDatabase((db) =>
  selectRoomsWithCounts(db)
    .where(eq(rooms.id, sql.placeholder('roomId')))
    .prepare('room_with_count'),
);

export async function selectRoomWithCount(db: Executor, roomId: number) {
  const [room] = await preparedRoomWithCount(db).execute({ roomId });
  return room;
}

export async function roomExists(db: Executor, roomId: number): Promise<boolean> {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  return room !== undefined;
}
