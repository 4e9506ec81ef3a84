import { z } from 'zod';
import { ZPaginationMetaSchema } from './common';
import { avatarColors, limits } from './constants';
import { ZClosedChatSchema, ZReceiptSchema } from './conversations';
import { pointsToCenti } from './points';

/**
 * Chat contracts: rooms, topics, messages, reports, the realtime events of `/api/ws`,
 * the stable error codes the client matches, and the limits both sides enforce.
 */

export const chatModes = ['ai', 'human'] as const;
export type TChatMode = (typeof chatModes)[number];

/** Text looks a channel user may pick; `underline` exists for display only (spec §3). */
export const selectableTextLooks = ['normal', 'bold', 'italic'] as const;
export const textLooks = [...selectableTextLooks, 'underline'] as const;
export type TTextLook = (typeof textLooks)[number];

/** Topic name colours for channel users: the avatar palette minus the near-black `primary`. */
export const topicColors = avatarColors.filter((color) => color.id !== 'primary');
export const topicColorHexes = topicColors.map((color) => color.hex);

export const reportTypes = ['topic', 'user'] as const;
export type TReportType = (typeof reportTypes)[number];

/** Why a topic or a person is reported; `other` needs the reporter's own words (`details`). */
export const reportReasons = [
  'spam',
  'harassment',
  'self_harm',
  'danger_to_others',
  'other',
] as const;
export type TReportReason = (typeof reportReasons)[number];

/**
 * Who may take a topic's guest seat, as its owner chose: `anyone` (the spec's join and random
 * chat), `interlocutors` (approved interlocutors only), `nobody` (the owner and the companion).
 */
export const seatPolicies = ['anyone', 'interlocutors', 'nobody'] as const;
export type TSeatPolicy = (typeof seatPolicies)[number];

/** Stable machine-readable reasons of chat failures (the `code` of the error envelope). */
export const chatErrorCodes = {
  topicNotFound: 'TOPIC_NOT_FOUND',
  topicClosed: 'TOPIC_CLOSED',
  topicFull: 'TOPIC_FULL',
  alreadyParticipant: 'ALREADY_PARTICIPANT',
  alreadyLeft: 'ALREADY_LEFT',
  activeChatLimit: 'ACTIVE_CHAT_LIMIT',
  noFreeTopics: 'NO_FREE_TOPICS',
  notParticipant: 'NOT_PARTICIPANT',
  notOwner: 'NOT_OWNER',
  guestPresent: 'GUEST_PRESENT',
  insufficientPoints: 'INSUFFICIENT_POINTS',
  roomNotFound: 'ROOM_NOT_FOUND',
  alreadyReported: 'ALREADY_REPORTED',
  nobodyToReport: 'NOBODY_TO_REPORT',
  ownTopic: 'OWN_TOPIC',
  termsNotAccepted: 'TERMS_NOT_ACCEPTED',
  /** The seat is not open to the caller (the owner's seat policy, a removal or a block). */
  seatClosed: 'SEAT_CLOSED',
  /** The owner removed the caller from this topic's seat. */
  removedFromTopic: 'REMOVED_FROM_TOPIC',
  /** Nobody holds the guest seat (nothing to remove). */
  noGuest: 'NO_GUEST',
  /** The same text a third time in a row within the window (house rule: no spam). */
  repeatedMessage: 'REPEATED_MESSAGE',
} as const;
export type TChatErrorCode = (typeof chatErrorCodes)[keyof typeof chatErrorCodes];

/** Characters as the user sees them (code points), the unit messages are paid in. */
export function countSymbols(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Hundredths of a point a message costs: `message_symbol_cost` × characters of the trimmed text. */
export function messageCostCenti(content: string, symbolCostPoints: number): number {
  return countSymbols(content.trim()) * pointsToCenti(symbolCostPoints);
}

// ---------------------------------------------------------------- answers

export const ZRoomSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Open topics in the room. */
  topics_count: z.number().int(),
});
export type TRoom = z.infer<typeof ZRoomSchema>;

/** What wrote a message: a person (owner or walk-in guest), an approved interlocutor, the AI, the service. */
export const senderKinds = ['user', 'interlocutor', 'ai', 'system'] as const;
export type TSenderKind = (typeof senderKinds)[number];
/** Who the caller talks to in a topic. */
export const companionKinds = ['ai', 'interlocutor', 'guest', 'owner'] as const;
export type TCompanionKind = (typeof companionKinds)[number];

/** Why a visitor may not take a topic's seat (see `join_refusal`). */
export const joinRefusals = [
  'full',
  'closed',
  'interlocutorsOnly',
  'removed',
  'blocked',
  'safeMode',
] as const;
export type TJoinRefusal = (typeof joinRefusals)[number];

/** Why a sender's messages are free (see `free_sends`). */
export const freeSendReasons = ['safe_mode', 'interlocutor'] as const;
export type TFreeSendReason = (typeof freeSendReasons)[number];

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

export const ZAttachmentSchema = z.object({
  type: z.enum(['image', 'document', 'audio', 'video']),
  path: z.string(),
  original_filename: z.string(),
  filesize: z.number(),
  /** The preview (images); null for attachments without one. */
  thumbnail_path: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TAttachment = z.infer<typeof ZAttachmentSchema>;

export const ZMessageSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  /**
   * `Me` for the caller's own messages; the AI's persona on AI messages; an interlocutor's
   * nickname; the neutral guest label; the owner's alias; empty on system lines.
   */
  sender: z.string(),
  /** What wrote it (stored with the message): labels and the AI / person mark come from it. */
  sender_kind: z.enum(senderKinds),
  is_mine: z.boolean(),
  content: z.string(),
  created_at: z.string(),
  is_typing: z.boolean(),
  attachments: z.array(ZAttachmentSchema),
  /**
   * The message's place in its topic: 1, 2, 3, … in the order messages were stored (commit
   * order), without holes that fill later. Catch up with `after_seq` = the largest `seq`
   * held. Null only on the companion's reply while it is being written (`is_typing: true`),
   * which is not stored yet; the stored reply (same `id`) carries its `seq`.
   */
  seq: z.number().int().positive().nullable(),
  /**
   * The client key the caller sent this message with (`Idempotency-Key` / `client_key`,
   * lower-case), on the caller's own messages only (`is_mine`); null on everyone else's and
   * on a send made without one. The web outbox matches a message's echo to its entry by it.
   */
  client_key: z.string().nullable(),
  /**
   * What the message cost the caller, on the caller's own messages only (`is_mine`); null on
   * everyone else's (never another person's cost) and on the companion's and system lines.
   */
  receipt: ZReceiptSchema.nullable(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZMessagesPageSchema = z.object({
  data: z.array(ZMessageSchema),
  meta: ZPaginationMetaSchema,
});
export type TMessagesPage = z.infer<typeof ZMessagesPageSchema>;

export const ZSentMessageSchema = z.object({
  message: ZMessageSchema,
  /** The sender's balance after paying, in points. */
  balance: z.number(),
});

export const ZReportAnswerSchema = z.object({
  report: z.object({ id: z.number().int(), topic_id: z.number().int(), type: z.enum(reportTypes) }),
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

export const ZMessagesQuerySchema = z.object({
  topic_id: ZTopicIdSchema,
  page: z.coerce.number().int().positive().max(100_000).default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
  order_by: z.literal('id').default('id'),
  order_dir: z.enum(['asc', 'desc']).default('desc'),
  /**
   * Only messages stored after this `seq`, in `seq` order (catching up after a reconnect,
   * a `resync`, or by polling): gap-free. Wins over `after_id` / `before_id`.
   */
  after_seq: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Only messages stored before this `seq`, newest first (loading older pages). */
  before_seq: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /**
   * Only messages with a larger id, oldest first (the spec's catch-up). Not gap-free: ids are
   * not in commit order (a companion reply keeps the older id it was announced with).
   */
  after_id: z.coerce.number().int().nonnegative().optional(),
  /** Only messages with a smaller id, newest first (the spec's older pages). */
  before_id: z.coerce.number().int().positive().optional(),
});
export type TMessagesQuery = z.input<typeof ZMessagesQuerySchema>;

/**
 * The header a send carries its client key in (or the body's `client_key`): a UUID the client
 * makes once per message and sends again with every retry of it. The same key from the same
 * sender answers the first stored message again, stored and charged once.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** A client key: a UUID (any version), compared in lower case. */
export const ZClientKeySchema = z
  .string({ error: 'chat.validation.clientKeyInvalid' })
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: 'chat.validation.clientKeyInvalid' }));
export type TClientKey = z.output<typeof ZClientKeySchema>;

export const ZSendMessageSchema = z.object({
  topic_id: ZTopicIdSchema,
  /** The client key (see `idempotencyKeyHeader`), when not sent as the header. */
  client_key: ZClientKeySchema.optional(),
  content: z
    .string({ error: 'chat.validation.messageRequired' })
    .trim()
    .min(1, 'chat.validation.messageRequired')
    .refine((text) => countSymbols(text) <= limits.messageMax, {
      error: 'chat.validation.messageTooLong',
    }),
});

/** Longest own words of a report. */
export const reportDetailsMax = 500;

/**
 * `POST /api/reports/create`: the spec's `topic_id` and `type`, and optionally why
 * (`reason`; `details` required with `other`) and, for a user report, `block` the person.
 */
export const ZCreateReportSchema = z
  .object({
    topic_id: ZTopicIdSchema,
    type: z.enum(reportTypes),
    /**
     * A code of `reportReasons`; any other text (the free words earlier clients sent here) is
     * kept as it is.
     */
    reason: z.string().trim().max(reportDetailsMax, 'chat.report.detailsTooLong').optional(),
    details: z
      .string()
      .trim()
      .max(reportDetailsMax, 'chat.report.detailsTooLong')
      .optional()
      .transform((text) => text || undefined),
    block: z.boolean().optional(),
  })
  .superRefine((report, context) => {
    if (report.reason === 'other' && !report.details) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'chat.report.detailsRequired',
      });
    }
  });
export type TCreateReportInput = z.input<typeof ZCreateReportSchema>;

// ---------------------------------------------------------------- realtime (/api/ws)

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
