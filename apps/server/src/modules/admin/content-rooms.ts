import { ZAdminRoomInputSchema, ZAdminRoomSchema, type TAdminRoom } from '@parlor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { rooms } from '../../db/schema';
import { inUse, type ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';

type Input = z.output<typeof ZAdminRoomInputSchema>;

function selectRooms(db: Executor) {
  return db
    .select({
      id: rooms.id,
      title: rooms.title,
      position: rooms.position,
      topics: sql<number>`(select count(*)::int from topics t where t.room_id = "rooms"."id")`,
    })
    .from(rooms)
    .$dynamic();
}

/** Chat rooms: localised titles and order. A room with topics cannot be deleted. */
export const roomsResource: ContentResource<Input, TAdminRoom> = {
  path: 'rooms',
  objectType: 'room',
  noun: 'rooms',
  input: ZAdminRoomInputSchema,
  item: ZAdminRoomSchema,
  ...contentReads(rooms, selectRooms, (row) => row),
  ...contentRows(rooms, (input: Input) => ({ title: input.title, position: input.position })),
  async remove(tx, id, current) {
    // Deleting would cascade to every conversation in it.
    const refused = inUse('admin.content.errors.roomHasTopics', { count: current.topics });
    if (current.topics > 0) throw refused;
    // Checked again in the delete itself, so a topic created meanwhile is never cascaded away.
    const deleted = await tx
      .delete(rooms)
      .where(
        and(eq(rooms.id, id), sql`not exists (select 1 from topics t where t.room_id = ${id})`),
      )
      .returning({ id: rooms.id });
    if (deleted.length === 0) throw refused;
  },
};
