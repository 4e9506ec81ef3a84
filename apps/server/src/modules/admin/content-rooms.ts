import { ZAdminRoomInputSchema, ZAdminRoomSchema } from '@parlor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { rooms } from '../../db/schema';
import { inUse } from './content-resource';
import { defineContentResource } from './define-content-resource';

/** Chat rooms: localised titles and order. A room with topics cannot be deleted. */
export const roomsResource = defineContentResource({
  path: 'rooms',
  objectType: 'room',
  noun: 'rooms',
  input: ZAdminRoomInputSchema,
  item: ZAdminRoomSchema,
  table: rooms,
  columns: {
    id: rooms.id,
    title: rooms.title,
    position: rooms.position,
    topics: sql<number>`(select count(*)::int from topics t where t.room_id = "rooms"."id")`,
  },
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
});
