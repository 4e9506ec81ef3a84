import { z } from 'zod';
import { chatModes } from './chat';
import { ZMessageSchema } from './chat-messages';

/** The realtime channel `/api/ws`: what the server pushes and what a client may send. */

/** Events the server pushes; every event reaches only the users it concerns. */
export const ZRealtimeEventSchema = z.discriminatedUnion('type', [
  /** The socket is subscribed; fetch anything missed since the last message id now. */
  z.object({ type: z.literal('ready'), user_id: z.number().int() }),
  /**
   * The server's event bus had a gap (it lost Redis, or an instance could not publish) and is
   * subscribed again: events may have been missed. Catch up now, exactly as after `ready`.
   */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('pong') }),
  /** The balance changed (a payment, a message, a topic, ...), in points. */
  z.object({ type: z.literal('balance'), balance: z.number() }),
  z.object({ type: z.literal('message'), topic_id: z.number().int(), message: ZMessageSchema }),
  z.object({
    type: z.literal('typing'),
    topic_id: z.number().int(),
    is_typing: z.boolean(),
    sender: z.string(),
  }),
  z.object({
    type: z.literal('participants'),
    topic_id: z.number().int(),
    /** `removed`: the owner removed the guest (who loses the seat and cannot come back). */
    action: z.enum(['joined', 'left', 'removed']),
    participants_count: z.number().int(),
  }),
  z.object({ type: z.literal('mode'), topic_id: z.number().int(), chat_mode: z.enum(chatModes) }),
  /** The topic entered or left safe mode (`safe_until` as in the topic, null when it ended). */
  z.object({
    type: z.literal('safe_mode'),
    topic_id: z.number().int(),
    safe_until: z.string().nullable(),
  }),
  z.object({
    type: z.literal('closed'),
    topic_id: z.number().int(),
    /**
     * `owner`: its owner closed it; `inactivity`: nobody wrote in it for the retention period;
     * `moderation`: a moderator closed it after a report.
     */
    reason: z.enum(['owner', 'inactivity', 'moderation']),
    /**
     * True when the owner closed it with "Delete this conversation now": its messages and
     * files are gone already. Absent otherwise.
     */
    purged: z.boolean().optional(),
  }),
  /** To available interlocutors: a topic's owner is waiting for a person (refetch the list). */
  z.object({
    type: z.literal('interlocutor_offer'),
    request_id: z.number().int(),
    topic_id: z.number().int(),
  }),
  /** To interlocutors: a waiting request is gone (taken, cancelled or timed out). */
  z.object({
    type: z.literal('interlocutor_offer_closed'),
    request_id: z.number().int(),
    reason: z.enum(['taken', 'cancelled', 'timed_out']),
  }),
  /** To the owner: how the search for a person of a topic stands. */
  z.object({
    type: z.literal('interlocutor_search'),
    topic_id: z.number().int(),
    request_id: z.number().int(),
    status: z.enum(['searching', 'connected', 'timed_out', 'cancelled', 'ended']),
    nickname: z.string().nullable(),
  }),
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEventSchema>;

/** What a client may send over the socket. */
export const ZRealtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({
    type: z.literal('typing'),
    topic_id: z.number().int().positive(),
    is_typing: z.boolean(),
  }),
  /**
   * The conversation this tab shows while it is visible (null: none, or hidden): nothing is
   * pushed for a conversation open and visible on any device, and opening it closes its
   * notification on the others.
   */
  z.object({
    type: z.literal('viewing'),
    topic_id: z.number().int().positive().nullable(),
  }),
]);
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessageSchema>;
