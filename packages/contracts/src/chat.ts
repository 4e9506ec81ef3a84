import { z } from 'zod';

/** Chat contracts (rooms, topics, messages, reports, realtime events); the chat module fills this file. */
export const ZRoomSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topics_count: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoomSchema>;
