import { z } from 'zod';
import {
  chatModes,
  companionKinds,
  freeSendReasons,
  joinRefusals,
  seatPolicies,
  selectableTextLooks,
  textLooks,
  topicColorHexes,
} from './chat';
import { ZPaginationMetaSchema } from './common';
import { limits } from './constants';
import { ZClosedChatSchema } from './conversations';

/** Rooms and topics: what the caller sees of them, and the requests that open, join and change them. */

// ---------------------------------------------------------------- answers

export const ZRoomSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Open topics in the room. */
  topics_count: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoomSchema>;

/** A topic as the caller sees it (spec §3, plus who the caller is in it). */
export const ZTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The owner's id, shown only to the owner (null for everyone else). */
  user_id: z.number().int().nullable(),
  /** The guest's id, shown only to the guest (null for everyone else, also when taken). */
  guest_id: z.number().int().nullable(),
  /** People in it: the owner, plus the guest when the seat is taken. */
  participants_count: z.number().int(),
  is_closed: z.boolean(),
  chat_mode: z.enum(chatModes),
  /**
   * Who the caller talks to, by the name shown for them: for the owner the AI's persona while
   * the seat is free, else the person in it (an interlocutor's nickname, or the neutral
   * guest label) — a person never under the persona's name; for others the owner's alias.
   */
  companion_name: z.string(),
  /** What `companion_name` is: the AI, an approved interlocutor, a walk-in guest, or the owner. */
  companion_kind: z.enum(companionKinds),
  /**
   * Until when the topic is in safe mode (a crisis was detected in it: help lines shown,
   * messages free, seat closed to walk-ins); null when it is not.
   */
  safe_until: z.string().nullable(),
  /** Channel extras: shown while the owner's channel status is active (else false / normal / null). */
  is_highlighted: z.boolean(),
  highlight_color: z.string().nullable(),
  text_look: z.enum(textLooks),
  color: z.string().nullable(),
  room_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The house rules participants accept (shown in the terms modal). */
  terms: z.string(),
  room: z.object({ id: z.number().int(), title: z.string() }),
  is_owner: z.boolean(),
  is_guest: z.boolean(),
  /** Who may take the guest seat (the owner's choice). */
  seat_policy: z.enum(seatPolicies),
  /**
   * Whether the caller may take the seat now: it is free, its policy admits them, the owner
   * did not remove them from it, and neither blocked the other. False for owner and guest.
   * The topic list shows "Start chat" only when true.
   */
  can_join: z.boolean(),
  /**
   * Why the caller may not take the seat, for a visitor it is not open to (`full` when two
   * are in it; else the seat rule's refusal), or null. The chat page refuses with it before
   * the house rules are shown.
   */
  join_refusal: z.enum(joinRefusals).nullable(),
  /**
   * Why the caller's messages here cost nothing, by the rule the server charges by: `safe_mode`
   * (a crisis was detected in the topic), `interlocutor` (the caller holds the seat as the
   * matched interlocutor); null when they cost points. What shows a price asks this.
   */
  free_sends: z.enum(freeSendReasons).nullable(),
});
export type TTopic = z.infer<typeof ZTopicSchema>;

export const ZTopicsPageSchema = z.object({
  data: z.array(ZTopicSchema),
  meta: ZPaginationMetaSchema,
  room: ZRoomSchema,
});
export type TTopicsPage = z.infer<typeof ZTopicsPageSchema>;

/** `GET /api/topics/active`: the list in `payload`, the counts beside it (spec §3). */
export const ZActiveChatsAnswerSchema = z.object({
  status: z.literal('OK'),
  payload: z.array(ZTopicSchema),
  current_count: z.number().int(),
  max_allowed: z.number().int(),
  message: z.string(),
  /**
   * The caller's closed conversations whose messages are still stored, newest first, each
   * with when the retention purge deletes them (conversations.ts).
   */
  closed_chats: z.array(ZClosedChatSchema),
});
export type TActiveChatsAnswer = z.infer<typeof ZActiveChatsAnswerSchema>;

export const ZTopicPayloadSchema = z.object({ topic: ZTopicSchema });

export const ZLeaveAnswerSchema = z.object({
  topic_id: z.number().int(),
  /** True when the owner left, which closes the topic for both. */
  closed: z.boolean(),
});

export const ZTermsCheckSchema = z.object({
  has_accepted: z.boolean(),
  is_participant: z.boolean(),
  system_message: z.string(),
});
export type TTermsCheck = z.infer<typeof ZTermsCheckSchema>;

/** `GET /api/topics/{id}/check-terms`: the fields at the top level and in `payload`. */
export const ZTermsCheckAnswerSchema = ZTermsCheckSchema.extend({
  status: z.literal('OK'),
  payload: ZTermsCheckSchema,
});

export const ZAcceptTermsSchema = z.object({
  has_accepted: z.literal(true),
  accepted_at: z.string(),
});

// ---------------------------------------------------------------- requests

export const ZTopicIdSchema = z.coerce
  .number({ error: 'chat.errors.topicNotFound' })
  .int('chat.errors.topicNotFound')
  .positive('chat.errors.topicNotFound')
  .max(2_147_483_647, 'chat.errors.topicNotFound');

export const ZTopicTitleSchema = z
  .string({ error: 'chat.validation.topicNameRequired' })
  .trim()
  .min(1, 'chat.validation.topicNameRequired')
  .max(limits.topicTitleMax, 'chat.validation.topicNameTooLong');

/** `POST /api/topics/create`; text_look and color are required for channel users only. */
export const ZCreateTopicSchema = z.object({
  room_id: z.coerce
    .number({ error: 'chat.validation.roomRequired' })
    .int('chat.validation.roomRequired')
    .positive('chat.validation.roomRequired')
    .max(2_147_483_647, 'chat.validation.roomRequired'),
  title: ZTopicTitleSchema,
  text_look: z.enum(selectableTextLooks, { error: 'chat.validation.textLookRequired' }).optional(),
  color: z
    .string()
    .trim()
    .toUpperCase()
    .refine((hex) => topicColorHexes.includes(hex as (typeof topicColorHexes)[number]), {
      error: 'chat.validation.colorRequired',
    })
    .optional(),
  /** Who may take the seat; `anyone` when not sent (the spec's call is unchanged). */
  seat_policy: z.enum(seatPolicies).default('anyone'),
});
export type TCreateTopicInput = z.input<typeof ZCreateTopicSchema>;
export type TCreateTopic = z.output<typeof ZCreateTopicSchema>;

export const ZTopicIdBodySchema = z.object({ topic_id: ZTopicIdSchema });
export const ZTopicIdQuerySchema = z.object({ topic_id: ZTopicIdSchema });
export const ZTopicIdParamsSchema = z.object({ id: ZTopicIdSchema });

export const ZRandomTopicQuerySchema = z.object({
  chat_mode: z.enum(chatModes).optional(),
});

export const ZUpdateChatModeSchema = z.object({
  topic_id: ZTopicIdSchema,
  chat_mode: z.enum(chatModes),
});

/** `POST /api/topics/update-seat-policy`: the owner changes who may take the seat. */
export const ZUpdateSeatPolicySchema = z.object({
  topic_id: ZTopicIdSchema,
  seat_policy: z.enum(seatPolicies),
});

export const ZTopicsQuerySchema = z.object({
  room_id: z.coerce
    .number({ error: 'chat.errors.roomNotFound' })
    .int('chat.errors.roomNotFound')
    .positive('chat.errors.roomNotFound')
    .max(2_147_483_647, 'chat.errors.roomNotFound'),
  page: z.coerce.number().int().positive().max(100_000).default(1),
});
