import { z } from 'zod';

/**
 * Conversation privacy: deleting a conversation now, the closed
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

/** What one of the caller's messages cost, in points. */
export const ZReceiptSchema = z.object({
  /** Points paid for it; 0 for a free message (safety lane, a listener's own words). */
  points: z.number(),
  /** Of `points`, what went to the listener in the seat (their share); 0 when none did. */
  listener_points: z.number(),
});
export type TReceipt = z.infer<typeof ZReceiptSchema>;

/** One line of "Where your points went": the caller's message costs in one topic on one day. */
export const ZSpendingGroupSchema = z.object({
  /** The day (`YYYY-MM-DD`) in the caller's time zone (`utc_offset`). */
  day: z.string(),
  /** The topic; null once its messages were deleted (the conversation is gone, the cost stays). */
  topic_id: z.number().int().nullable(),
  title: z.string().nullable(),
  messages: z.number().int(),
  points: z.number(),
  listener_points: z.number(),
});
export type TSpendingGroup = z.infer<typeof ZSpendingGroupSchema>;

/** `GET /api/messages/spending`: the newest groups first (at most `spendingGroupsShown`). */
export const ZSpendingAnswerSchema = z.object({ data: z.array(ZSpendingGroupSchema) });
export type TSpendingAnswer = z.infer<typeof ZSpendingAnswerSchema>;

/** The most groups "Where your points went" answers. */
export const spendingGroupsShown = 60;

export const ZSpendingQuerySchema = z.object({
  /** Minutes east of UTC of the caller's clock (days are theirs); 0 when not sent. */
  utc_offset: z.coerce.number().int().min(-840).max(840).default(0),
});
