import { z } from 'zod';

/**
 * Conversation privacy (issue 29, points 3 and 4): deleting a conversation now, the closed
 * conversations still stored, what each message cost and where the points went.
 */

/** A closed conversation of the caller whose messages are still stored. */
export const ZClosedChatSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  room_title: z.string(),
  closed_at: z.string(),
  /** When the retention purge deletes its messages: `closed_at` + `message_retention_days`. */
  deletes_at: z.string(),
  is_owner: z.boolean(),
  /** Whether messages the caller wrote are among them (a guest may delete those). */
  has_own_messages: z.boolean(),
});
export type TClosedChat = z.infer<typeof ZClosedChatSchema>;

/** `POST /api/topics/purge`: the owner closed the topic and deleted its messages and files. */
export const ZPurgeAnswerSchema = z.object({
  topic_id: z.number().int(),
  closed: z.literal(true),
  /** How many messages were deleted. */
  deleted_messages: z.number().int(),
});
export type TPurgeAnswer = z.infer<typeof ZPurgeAnswerSchema>;

/** `POST /api/topics/delete-my-messages`: the guest left (if seated) and their messages went. */
export const ZDeleteMyMessagesAnswerSchema = z.object({
  topic_id: z.number().int(),
  /** True when the caller held the seat and left it with this call. */
  left: z.boolean(),
  deleted_messages: z.number().int(),
});
export type TDeleteMyMessagesAnswer = z.infer<typeof ZDeleteMyMessagesAnswerSchema>;
